// Assigning a master: the admin picks one of the masters the server names eligible (the same query
// dispatch runs), nearest first.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatDistance } from '../../lib/location';
import { ErrorBox, Hint } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { ConfirmDialog } from './admin-actions';
import { EligibleMastersQuery } from './task-documents';
import { ADMIN_TEXTS } from './texts';

const Choice = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  padding: 8px 0;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
  }
`;

interface AssignProps {
  taskId: number;
  busy: boolean;
  onAssign(contractId: number): void;
  onClose(): void;
}

export function AssignDialog({ taskId, busy, onAssign, onClose }: AssignProps) {
  const { data, loading, error } = useQuery(EligibleMastersQuery, {
    variables: { id: taskId },
    fetchPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const masters = data?.adminTask?.eligibleMasters ?? [];
  return (
    <ConfirmDialog
      title={ADMIN_TEXTS.assignTitle}
      confirmLabel={ADMIN_TEXTS.assign}
      busy={busy || chosen === null}
      onClose={onClose}
      onConfirm={() => chosen !== null && onAssign(chosen)}
    >
      <Hint>{ADMIN_TEXTS.assignHint}</Hint>
      {loading ? (
        <LoadingBlock />
      ) : error ? (
        <ErrorBox>{ADMIN_TEXTS.loadFailed}</ErrorBox>
      ) : masters.length === 0 ? (
        <Hint>{ADMIN_TEXTS.noEligibleMasters}</Hint>
      ) : (
        <div role="radiogroup" aria-label={ADMIN_TEXTS.assignTitle}>
          {masters.map((master) => (
            <Choice key={master.contractId}>
              <input
                type="radio"
                name="assign-master"
                checked={chosen === master.contractId}
                onChange={() => setChosen(master.contractId)}
              />
              <span>
                {master.name} · {master.phone}
                {master.distanceM !== null ? ` · ${formatDistance(master.distanceM)}` : ''}
              </span>
            </Choice>
          ))}
        </div>
      )}
    </ConfirmDialog>
  );
}
