import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { haptics } from '../../lib/haptics';
import { hasApprovedContract, homePathFor, ROLE_CHANGE_FAILED_PATH, type RoleName } from '../../lib/roles';
import { Button } from '../../ui/button';
import { Card, Hint, Screen, Title } from '../../ui/layout';
import { useToast } from '../../ui/toast';
import { canSeeAdmin, useSession } from './session-context';
import { SESSION_TEXTS } from './texts';

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

// docs/product.md §2 /home: pick how to use the product; with a role and without change_role, go straight on.
export function RoleSelectScreen() {
  const session = useSession();
  const { user, appInfo, contractStatus, changeRole, roleBusy } = session;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();

  if (user.currentRole && params.get('change_role') !== '1') {
    return <Navigate to={homePathFor(user.currentRole, contractStatus)} replace />;
  }

  const choose = async (role: RoleName) => {
    haptics.selection();
    const target = homePathFor(role, contractStatus);
    if (user.currentRole === role) {
      navigate(target);
      return;
    }
    // the role switches at once (optimistic), so the next screen opens without waiting
    const pending = changeRole(role);
    navigate(target);
    if ((await pending) !== 'failed') return;
    haptics.error();
    toast({
      title: SESSION_TEXTS.roleChangeFailedTitle,
      description: SESSION_TEXTS.roleChangeFailedText,
      variant: 'destructive',
    });
    navigate(ROLE_CHANGE_FAILED_PATH, { replace: true });
  };

  const name = user.name || user.firstName || SESSION_TEXTS.fallbackName;

  return (
    <Screen>
      <Card>
        <Title>{SESSION_TEXTS.greeting({ name })}</Title>
        <Hint>{SESSION_TEXTS.chooseHow({ app: appInfo.name })}</Hint>
        <Choices>
          <Button $block disabled={roleBusy} onClick={() => void choose('CLIENT')}>
            {SESSION_TEXTS.findMaster}
          </Button>
          <Button $block $variant="secondary" disabled={roleBusy} onClick={() => void choose('MASTER')}>
            {hasApprovedContract(contractStatus) ? SESSION_TEXTS.masterProfile : SESSION_TEXTS.becomeMaster}
          </Button>
          {canSeeAdmin(user) && (
            <Button $block $variant="secondary" disabled={roleBusy} onClick={() => void choose('ADMIN')}>
              {SESSION_TEXTS.adminPanel}
            </Button>
          )}
        </Choices>
      </Card>
    </Screen>
  );
}
