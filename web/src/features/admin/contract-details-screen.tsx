import { useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { ContractStatus } from '../../gql/graphql';
import { formatDateTime, mediaUrl } from '../../lib/format';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { Card, Hint } from '../../ui/layout';
import { StatusBadge } from '../../ui/status-badge';
import { Actions, Details, Line } from '../../ui/list';
import { AdminPage, Loaded } from './admin-ui';
import { ConfirmDialog, useAdminAction } from './admin-actions';
import { CONTRACT_TONES } from '../../lib/contract-status';
import { ADMIN_TEXTS } from './texts';

export const ContractDetailsFragment = graphql(`
  fragment ContractDetails_Contract on Contract {
    id
    status
    statusLabel
    name
    phone
    description
    photoPath
    address
    latitude
    longitude
    rejectionReason
    createdAt
    updatedAt
    archivedAt
    city {
      id
      name
    }
    districts {
      id
      name
    }
    categories {
      id
      name
    }
    user {
      id
      name
      username
      telegramId
    }
  }
`);

export const AdminContractQuery = graphql(`
  query AdminContract($id: Int!) {
    adminContract(id: $id) {
      id
      ...ContractDetails_Contract
    }
  }
`);

// each decision answers with the contract, so the cache (and this screen) shows the new status
export const ApproveContractMutation = graphql(`
  mutation ApproveContract($id: Int!) {
    approveContract(id: $id) {
      __typename
      ... on MutationApproveContractSuccess {
        data {
          id
          ...ContractDetails_Contract
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const VerifyContractMutation = graphql(`
  mutation VerifyContract($id: Int!) {
    verifyContract(id: $id) {
      __typename
      ... on MutationVerifyContractSuccess {
        data {
          id
          ...ContractDetails_Contract
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const RejectContractMutation = graphql(`
  mutation RejectContract($id: Int!, $reason: String) {
    rejectContract(id: $id, reason: $reason) {
      __typename
      ... on MutationRejectContractSuccess {
        data {
          id
          ...ContractDetails_Contract
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

const Photo = styled.img`
  width: 140px;
  height: 140px;
  object-fit: cover;
  border-radius: 12px;
`;

function ContractDetails({
  contract: ref,
  onReject,
  onApprove,
  onVerify,
  busy,
}: {
  contract: FragmentType<typeof ContractDetailsFragment>;
  busy: boolean;
  onApprove(): void;
  onVerify(): void;
  onReject(): void;
}) {
  const { data: contract, complete } = useFragment({ fragment: ContractDetailsFragment, from: ref });
  if (!complete) return null;
  const status = contract.status as ContractStatus;
  const live = !contract.archivedAt;
  const photo = mediaUrl(contract.photoPath);
  return (
    <Card>
      <Line>
        <StatusBadge $tone={CONTRACT_TONES[status]}>{contract.statusLabel}</StatusBadge>
        {contract.archivedAt && <Hint>{`${ADMIN_TEXTS.archived}: ${formatDateTime(contract.archivedAt)}`}</Hint>}
      </Line>
      {photo && <Photo src={photo} alt={contract.name} />}
      <Details>
        <dt>{ADMIN_TEXTS.name}</dt>
        <dd>{contract.name}</dd>
        <dt>{ADMIN_TEXTS.phone}</dt>
        <dd>{contract.phone}</dd>
        <dt>{ADMIN_TEXTS.user}</dt>
        <dd>
          {contract.user.name}
          {contract.user.username ? ` (@${contract.user.username})` : ''} · Telegram ID {contract.user.telegramId}
        </dd>
        <dt>{ADMIN_TEXTS.categories}</dt>
        <dd>{contract.categories.map((category) => category.name).join(', ')}</dd>
        <dt>{ADMIN_TEXTS.city}</dt>
        <dd>{contract.city.name}</dd>
        <dt>{ADMIN_TEXTS.districts}</dt>
        <dd>
          {contract.districts.length
            ? contract.districts.map((district) => district.name).join(', ')
            : ADMIN_TEXTS.allDistricts}
        </dd>
        {contract.address && (
          <>
            <dt>{ADMIN_TEXTS.address}</dt>
            <dd>
              {contract.address}
              {contract.latitude !== null && contract.longitude !== null
                ? ` (${contract.latitude}, ${contract.longitude})`
                : ''}
            </dd>
          </>
        )}
        <dt>{ADMIN_TEXTS.description}</dt>
        <dd>{contract.description || ADMIN_TEXTS.dash}</dd>
        {contract.rejectionReason && (
          <>
            <dt>{ADMIN_TEXTS.rejectionReason}</dt>
            <dd>{contract.rejectionReason}</dd>
          </>
        )}
        <dt>{ADMIN_TEXTS.createdAt}</dt>
        <dd>{formatDateTime(contract.createdAt)}</dd>
        <dt>{ADMIN_TEXTS.updatedAt}</dt>
        <dd>{formatDateTime(contract.updatedAt)}</dd>
      </Details>
      {live && (
        <Actions>
          {(status === 'pending' || status === 'rejected') && (
            <Button disabled={busy} onClick={onApprove}>
              {ADMIN_TEXTS.approve}
            </Button>
          )}
          {(status === 'pending' || status === 'approved') && (
            <Button disabled={busy} onClick={onVerify}>
              {ADMIN_TEXTS.verify}
            </Button>
          )}
          {status !== 'rejected' && (
            <Button $variant="destructive" disabled={busy} onClick={onReject}>
              {ADMIN_TEXTS.reject}
            </Button>
          )}
          <Button
            as={Link}
            to={`/admin/contracts/${contract.id}/edit`}
            $variant="secondary"
            style={{ textDecoration: 'none' }}
          >
            {ADMIN_TEXTS.edit}
          </Button>
        </Actions>
      )}
    </Card>
  );
}

// /admin/contracts/:id
export function AdminContractDetailsScreen() {
  const id = Number(useParams().id);
  const query = useQuery(AdminContractQuery, { variables: { id }, skip: !Number.isInteger(id) });
  const [approve] = useMutation(ApproveContractMutation);
  const [verify] = useMutation(VerifyContractMutation);
  const [reject] = useMutation(RejectContractMutation);
  const { run, busy } = useAdminAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  return (
    <AdminPage title={ADMIN_TEXTS.contractTitle(id)} actions={<Link to="/admin/contracts">{ADMIN_TEXTS.back}</Link>}>
      <Loaded query={query} item={query.data?.adminContract}>
        {(contract) => (
          <ContractDetails
            contract={contract}
            busy={busy}
            onApprove={() =>
              void run(async () => (await approve({ variables: { id } })).data?.approveContract, {
                done: ADMIN_TEXTS.approved,
                failed: ADMIN_TEXTS.actionFailed,
              })
            }
            onVerify={() =>
              void run(async () => (await verify({ variables: { id } })).data?.verifyContract, {
                done: ADMIN_TEXTS.verified,
                failed: ADMIN_TEXTS.actionFailed,
              })
            }
            onReject={() => setRejecting(true)}
          />
        )}
      </Loaded>
      {rejecting && (
        <ConfirmDialog
          title={ADMIN_TEXTS.rejectContractTitle}
          confirmLabel={ADMIN_TEXTS.reject}
          destructive
          busy={busy}
          onClose={() => setRejecting(false)}
          onConfirm={async () => {
            const errors = await run(
              async () => (await reject({ variables: { id, reason: reason.trim() || null } })).data?.rejectContract,
              {
                done: ADMIN_TEXTS.rejected,
                failed: ADMIN_TEXTS.actionFailed,
              },
            );
            if (errors === null) setRejecting(false);
          }}
        >
          <TextAreaField
            label={ADMIN_TEXTS.reasonOptional}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
