// "Позвать снова" on a completed task (docs/product.md §12 "Your master again"): the client's form opens
// and the new task goes to that master alone first. Lazy, with its texts (web/src/lib/standing-texts.ts).
import { useNavigate } from 'react-router-dom';
import { Button } from '../../ui/button';
import { STANDING_TEXTS } from '../../lib/standing-texts';
import type { ClientLocationState } from './client-screen';

export function CallAgainButton({ contractId, name }: { contractId: number; name: string }) {
  const navigate = useNavigate();
  return (
    <Button
      $variant="secondary"
      onClick={(event) => {
        event.stopPropagation();
        const state: ClientLocationState = { callAgain: { contractId, name } };
        navigate('/client', { state });
      }}
    >
      {STANDING_TEXTS.callAgain}
    </Button>
  );
}
