import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../features/session/session-context';
import { SESSION_TEXTS } from '../features/session/texts';
import { haptics } from '../lib/haptics';
import { ROLE_CHANGE_PATH, type RoleName } from '../lib/roles';
import { LoadingBlock } from '../ui/spinner';
import { useToast } from '../ui/toast';

// docs/product.md §2 "Which role a route needs": a path that needs another role switches the role automatically.
export function RoleGuard({ role, children }: { role: RoleName; children: ReactNode }) {
  const { user, changeRole, roleBusy } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const mounted = useRef(true);
  const attempted = useRef<RoleName | null>(null);
  const matches = user.currentRole === role;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (matches || roleBusy || attempted.current === role) return;
    attempted.current = role;
    void changeRole(role).then((result) => {
      // another change was running: try again when it ends (roleBusy turns false)
      if (result === 'busy') attempted.current = null;
      if (result !== 'failed' || !mounted.current) return;
      haptics.error();
      toast({ title: SESSION_TEXTS.autoRoleChangeFailed, variant: 'destructive' });
      navigate(ROLE_CHANGE_PATH, { replace: true });
    });
  }, [matches, roleBusy, role, changeRole, toast, navigate]);

  // the optimistic switch makes the role match at once; until then the header shows its spinner
  return matches ? <>{children}</> : <LoadingBlock />;
}
