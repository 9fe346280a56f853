import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { errorMessage, retryLaterText } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { hasApprovedContract, type ContractStatusName } from '../../lib/roles';
import { Button, ButtonRow } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorBox, Screen } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { ApplicationForm } from './application-form';
import { ContractCard } from './contract-card';
import { MASTER_TEXTS } from './texts';

export const MasterApplyQuery = graphql(`
  query MasterApply {
    myContract {
      id
      status
      ...ContractCard_Contract
    }
  }
`);

export const ArchiveContractMutation = graphql(`
  mutation ArchiveContract {
    archiveMyContract {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

// the card shows while the application is live; a rejected one (or none) brings the form back
const CARD_STATUSES = ['pending', 'approved', 'verified'];

// the session's contract status (role selection, guard) follows the application
const AFTER_CHANGE = ['MasterApply', 'Viewer'];

// docs/product.md §2 /master/apply
export function MasterApplyScreen() {
  const client = useApolloClient();
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(MasterApplyQuery, { fetchPolicy: 'cache-and-network' });
  const [archive, { loading: deleting }] = useMutation(ArchiveContractMutation);
  const [confirming, setConfirming] = useState(false);
  // a new key gives a fresh, empty form after a deletion (docs/product.md §4: the form resets)
  const [formKey, setFormKey] = useState(0);
  const navigate = useNavigate();

  // An admin approved the application while this screen was open (the session's refetch brings the new
  // status into the cache): the master goes on to the dashboard, as when opening the app again.
  const status = (data?.myContract?.status ?? null) as ContractStatusName | null;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'pending' && hasApprovedContract(status)) navigate('/master/dashboard', { replace: true });
    previous.current = status;
  }, [status, navigate]);

  if (loading && !data) return <LoadingBlock />;
  if (error && !data) {
    return (
      <Screen>
        <ErrorBox>{MASTER_TEXTS.loadFailed}</ErrorBox>
        <Button onClick={() => void refetch()}>{MASTER_TEXTS.retry}</Button>
      </Screen>
    );
  }

  const contract = data?.myContract ?? null;
  const showCard = contract !== null && CARD_STATUSES.includes(contract.status);

  const remove = async () => {
    try {
      const result = await archive();
      const outcome = result.data?.archiveMyContract;
      if (outcome?.__typename === 'MutationArchiveMyContractSuccess') {
        haptics.success();
        setConfirming(false);
        toast({ title: MASTER_TEXTS.deleted });
        setFormKey((key) => key + 1);
        await client.refetchQueries({ include: AFTER_CHANGE });
        return;
      }
      haptics.error();
      setConfirming(false);
      toast({
        title: MASTER_TEXTS.errorTitle,
        description: (outcome && 'message' in outcome && outcome.message) || MASTER_TEXTS.deleteRefused,
        variant: 'destructive',
      });
    } catch (caught) {
      haptics.error();
      setConfirming(false);
      toast({
        title: MASTER_TEXTS.errorTitle,
        description:
          retryLaterText(caught) ??
          errorMessage(caught, { failed: MASTER_TEXTS.deleteRefused, network: MASTER_TEXTS.deleteError }),
        variant: 'destructive',
      });
    }
  };

  return (
    <Screen>
      {showCard ? (
        <ContractCard contract={contract} deleting={deleting} onDelete={() => setConfirming(true)} />
      ) : (
        <ApplicationForm key={formKey} onSubmitted={() => void client.refetchQueries({ include: AFTER_CHANGE })} />
      )}
      {confirming && (
        <Dialog
          title={MASTER_TEXTS.deleteConfirmTitle}
          onClose={() => !deleting && setConfirming(false)}
          footer={
            <ButtonRow>
              <Button $variant="secondary" disabled={deleting} onClick={() => setConfirming(false)}>
                {MASTER_TEXTS.cancel}
              </Button>
              <Button $variant="destructive" disabled={deleting} onClick={() => void remove()}>
                {deleting ? MASTER_TEXTS.deleting : MASTER_TEXTS.deleteApplication}
              </Button>
            </ButtonRow>
          }
        >
          <p style={{ margin: 0 }}>{MASTER_TEXTS.deleteConfirm}</p>
        </Dialog>
      )}
    </Screen>
  );
}
