import { useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { OfferState, TaskStatus } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { whenLabel } from '../../lib/task-when';
import { ACTIVE_STATUSES, SEARCHING_STATUSES, STATUS_TONES } from '../../lib/task-status';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { Card, CardTitle, ErrorBox, Hint } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { StatusBadge } from '../../ui/status-badge';
import { TaskPhotos } from '../../ui/task-photos';
import { UI_TEXTS } from '../../lib/ui-texts';
import { Actions, AdminPage, ConfirmDialog, Details, Line, List, useAdminAction } from './admin-ui';
import { ADMIN_TEXTS } from './texts';
import { formatDistance } from '../../lib/location';

export const TaskDetailsFragment = graphql(`
  fragment TaskDetails_Task on Task {
    id
    # the cache keeps the newer of two answers about a task (app/apollo.ts)
    version
    text
    status
    createdAt
    updatedAt
    dispatchedAt
    acceptedAt
    completedAt
    closedAt
    phone
    tgUsername
    cancelReasonText
    cancelReason {
      id
      name
    }
    category {
      id
      name
    }
    city {
      id
      name
    }
    district {
      id
      name
    }
    when
    scheduledFrom
    scheduledTo
    photos {
      id
      url
    }
    clientUser {
      id
      name
      username
      telegramId
    }
    master {
      contractId
      name
      phone
    }
    statusHistory {
      id
      fromStatus
      toStatus
      reason
      createdAt
      actor {
        id
        name
      }
      cancelReason {
        id
        name
      }
    }
    offers {
      id
      state
      createdAt
      respondedAt
      wave
      distanceM
      contract {
        id
        name
        phone
      }
    }
  }
`);

export const AdminTaskQuery = graphql(`
  query AdminTask($id: Int!) {
    adminTask(id: $id) {
      id
      status
      categoryId
      cityId
      districtId
      ...TaskDetails_Task
    }
  }
`);

// the task's own changes while the admin looks at it
export const AdminTaskUpdatedSubscription = graphql(`
  subscription AdminTaskUpdated($id: Int!) {
    taskUpdated(id: $id) {
      id
      status
      ...TaskDetails_Task
    }
  }
`);

export const AdminRejectTaskMutation = graphql(`
  mutation AdminRejectTask($id: Int!, $reason: String) {
    adminRejectTask(id: $id, reason: $reason) {
      __typename
      ... on MutationAdminRejectTaskSuccess {
        data {
          id
          status
          ...TaskDetails_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const AdminRedispatchTaskMutation = graphql(`
  mutation AdminRedispatchTask($id: Int!) {
    adminRedispatchTask(id: $id) {
      __typename
      ... on MutationAdminRedispatchTaskSuccess {
        data {
          id
          status
          ...TaskDetails_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const AdminAssignTaskMutation = graphql(`
  mutation AdminAssignTask($id: Int!, $contractId: Int!) {
    adminAssignTask(id: $id, contractId: $contractId) {
      __typename
      ... on MutationAdminAssignTaskSuccess {
        data {
          id
          status
          ...TaskDetails_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const AdminCloseTaskMutation = graphql(`
  mutation AdminCloseTask($id: Int!) {
    adminCloseTask(id: $id) {
      __typename
      ... on MutationAdminCloseTaskSuccess {
        data {
          id
          status
          ...TaskDetails_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

// masters who could take the task: an approved or verified application in its city and category
export const EligibleMastersQuery = graphql(`
  query EligibleMasters($cityId: Int!, $categoryId: Int) {
    approved: adminContracts(status: approved, cityId: $cityId, categoryId: $categoryId, perPage: 100) {
      items {
        id
        name
        phone
        districtIds
      }
    }
    verified: adminContracts(status: verified, cityId: $cityId, categoryId: $categoryId, perPage: 100) {
      items {
        id
        name
        phone
        districtIds
      }
    }
  }
`);

const Timeline = styled(List)`
  li {
    list-style: none;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

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

const REDISPATCHABLE: readonly string[] = [...SEARCHING_STATUSES, 'expired'];

function TaskDetails({ task: ref }: { task: FragmentType<typeof TaskDetailsFragment> }) {
  const { data: task, complete } = useFragment({ fragment: TaskDetailsFragment, from: ref });
  if (!complete) return null;
  const status = task.status as TaskStatus;
  const label = (value: TaskStatus | null) => (value ? ADMIN_TEXTS.taskStatus[value] : ADMIN_TEXTS.dash);
  return (
    <>
      <Card>
        <Line>
          <StatusBadge $tone={STATUS_TONES[status]}>{ADMIN_TEXTS.taskStatus[status]}</StatusBadge>
          <span>{task.category?.name ?? ADMIN_TEXTS.dash}</span>
        </Line>
        <Details>
          <dt>{ADMIN_TEXTS.taskText}</dt>
          <dd>{task.text}</dd>
          {task.photos.length > 0 && (
            <>
              <dt>{UI_TEXTS.photos}</dt>
              <dd>
                <TaskPhotos photos={task.photos} />
              </dd>
            </>
          )}
          <dt>{UI_TEXTS.whenLabel}</dt>
          <dd>{whenLabel(task)}</dd>
          <dt>{ADMIN_TEXTS.address}</dt>
          <dd>
            {task.city.name}, {task.district.name}
          </dd>
          <dt>{ADMIN_TEXTS.client}</dt>
          <dd>
            {task.clientUser.name}
            {task.clientUser.username ? ` (@${task.clientUser.username})` : ''} · Telegram ID{' '}
            {task.clientUser.telegramId}
          </dd>
          <dt>{ADMIN_TEXTS.contact}</dt>
          <dd>
            {[task.phone, task.tgUsername ? `@${task.tgUsername}` : null].filter(Boolean).join(' · ') ||
              ADMIN_TEXTS.dash}
          </dd>
          <dt>{ADMIN_TEXTS.master}</dt>
          <dd>
            {task.master ? (
              <Link to={`/admin/contracts/${task.master.contractId}`}>
                {task.master.name} · {task.master.phone}
              </Link>
            ) : (
              ADMIN_TEXTS.noMaster
            )}
          </dd>
          {task.cancelReason && (
            <>
              <dt>{ADMIN_TEXTS.cancelReason}</dt>
              <dd>{[task.cancelReason.name, task.cancelReasonText].filter(Boolean).join(': ')}</dd>
            </>
          )}
          <dt>{ADMIN_TEXTS.createdAt}</dt>
          <dd>{formatDateTime(task.createdAt)}</dd>
          <dt>{ADMIN_TEXTS.updatedAt}</dt>
          <dd>{formatDateTime(task.updatedAt)}</dd>
        </Details>
      </Card>
      <Card>
        <CardTitle>{ADMIN_TEXTS.history}</CardTitle>
        <Timeline>
          {task.statusHistory.map((change) => (
            <li key={change.id}>
              <Line>
                <strong>
                  {label(change.fromStatus as TaskStatus | null)} → {label(change.toStatus as TaskStatus)}
                </strong>
              </Line>
              <Hint>
                {[formatDateTime(change.createdAt), change.actor?.name, change.cancelReason?.name, change.reason]
                  .filter(Boolean)
                  .join(' · ')}
              </Hint>
            </li>
          ))}
        </Timeline>
      </Card>
      <Card>
        <CardTitle>{ADMIN_TEXTS.offers}</CardTitle>
        {task.offers.length === 0 ? (
          <Hint>{ADMIN_TEXTS.noOffers}</Hint>
        ) : (
          <Timeline>
            {task.offers.map((offer) => (
              <li key={offer.id}>
                <Line>
                  <Link to={`/admin/contracts/${offer.contract.id}`}>{offer.contract.name}</Link>
                  <span>{ADMIN_TEXTS.offerStates[offer.state as OfferState]}</span>
                </Line>
                <Hint>
                  {offer.contract.phone} · {formatDateTime(offer.createdAt)}
                  {offer.respondedAt ? ` → ${formatDateTime(offer.respondedAt)}` : ''} ·{' '}
                  {ADMIN_TEXTS.offerWave(offer.wave)}
                  {offer.distanceM !== null ? ` · ${formatDistance(offer.distanceM)}` : ''}
                </Hint>
              </li>
            ))}
          </Timeline>
        )}
      </Card>
    </>
  );
}

interface AssignProps {
  task: { id: number; cityId: number; categoryId: number | null; districtId: number };
  busy: boolean;
  onAssign(contractId: number): void;
  onClose(): void;
}

function AssignDialog({ task, busy, onAssign, onClose }: AssignProps) {
  const { data, loading, error } = useQuery(EligibleMastersQuery, {
    variables: { cityId: task.cityId, categoryId: task.categoryId },
    fetchPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState<number | null>(null);
  // a master with no districts covers the whole city
  const masters = [...(data?.approved.items ?? []), ...(data?.verified.items ?? [])].filter(
    (master) => master.districtIds.length === 0 || master.districtIds.includes(task.districtId),
  );
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
            <Choice key={master.id}>
              <input
                type="radio"
                name="assign-master"
                checked={chosen === master.id}
                onChange={() => setChosen(master.id)}
              />
              <span>
                {master.name} · {master.phone}
              </span>
            </Choice>
          ))}
        </div>
      )}
    </ConfirmDialog>
  );
}

type Dialog = 'reject' | 'assign' | 'close' | null;

// /admin/tasks/:id: details, status history, offers, and the admin's actions
export function AdminTaskDetailsScreen() {
  const id = Number(useParams().id);
  const { data, loading, error } = useQuery(AdminTaskQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  useSubscription(AdminTaskUpdatedSubscription, { variables: { id }, skip: !data?.adminTask });
  const [reject] = useMutation(AdminRejectTaskMutation);
  const [redispatch] = useMutation(AdminRedispatchTaskMutation);
  const [assign] = useMutation(AdminAssignTaskMutation);
  const [close] = useMutation(AdminCloseTaskMutation);
  const { run, busy } = useAdminAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const task = data?.adminTask;
  const status = (task?.status ?? null) as TaskStatus | null;

  const finish = (errors: unknown) => {
    if (errors === null) setDialog(null);
  };

  return (
    <AdminPage title={ADMIN_TEXTS.taskTitle(id)} actions={<Link to="/admin/tasks">{ADMIN_TEXTS.back}</Link>}>
      {loading && !data ? (
        <LoadingBlock />
      ) : error && !data ? (
        <ErrorBox>{ADMIN_TEXTS.loadFailed}</ErrorBox>
      ) : !task || !status ? (
        <ErrorBox>{ADMIN_TEXTS.notFound}</ErrorBox>
      ) : (
        <>
          <Actions>
            <Button as={Link} to={`/admin/tasks/${id}/edit`} $variant="secondary" style={{ textDecoration: 'none' }}>
              {ADMIN_TEXTS.edit}
            </Button>
            {REDISPATCHABLE.includes(status) && (
              <Button
                disabled={busy}
                onClick={() =>
                  void run(async () => (await redispatch({ variables: { id } })).data?.adminRedispatchTask, {
                    done: ADMIN_TEXTS.taskRedispatched,
                    failed: ADMIN_TEXTS.actionFailed,
                  })
                }
              >
                {ADMIN_TEXTS.redispatch}
              </Button>
            )}
            {REDISPATCHABLE.includes(status) && (
              <Button disabled={busy} onClick={() => setDialog('assign')}>
                {ADMIN_TEXTS.assign}
              </Button>
            )}
            {ACTIVE_STATUSES.includes(status) && (
              <Button $variant="destructive" disabled={busy} onClick={() => setDialog('reject')}>
                {ADMIN_TEXTS.rejectTask}
              </Button>
            )}
            {status !== 'closed' && (
              <Button $variant="secondary" disabled={busy} onClick={() => setDialog('close')}>
                {ADMIN_TEXTS.close}
              </Button>
            )}
          </Actions>
          <TaskDetails task={task} />
        </>
      )}

      {dialog === 'reject' && (
        <ConfirmDialog
          title={ADMIN_TEXTS.rejectTaskTitle}
          confirmLabel={ADMIN_TEXTS.reject}
          destructive
          busy={busy}
          onClose={() => setDialog(null)}
          onConfirm={async () =>
            finish(
              await run(
                async () => (await reject({ variables: { id, reason: reason.trim() || null } })).data?.adminRejectTask,
                {
                  done: ADMIN_TEXTS.taskRejected,
                  failed: ADMIN_TEXTS.actionFailed,
                },
              ),
            )
          }
        >
          <TextAreaField
            label={ADMIN_TEXTS.reasonOptional}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </ConfirmDialog>
      )}
      {dialog === 'close' && (
        <ConfirmDialog
          title={ADMIN_TEXTS.close}
          confirmLabel={ADMIN_TEXTS.close}
          busy={busy}
          onClose={() => setDialog(null)}
          onConfirm={async () =>
            finish(
              await run(async () => (await close({ variables: { id } })).data?.adminCloseTask, {
                done: ADMIN_TEXTS.taskClosed,
                failed: ADMIN_TEXTS.actionFailed,
              }),
            )
          }
        >
          <p style={{ margin: 0 }}>{ADMIN_TEXTS.closeConfirm}</p>
        </ConfirmDialog>
      )}
      {dialog === 'assign' && task && (
        <AssignDialog
          task={task}
          busy={busy}
          onClose={() => setDialog(null)}
          onAssign={async (contractId) =>
            finish(
              await run(async () => (await assign({ variables: { id, contractId } })).data?.adminAssignTask, {
                done: ADMIN_TEXTS.taskAssigned,
                failed: ADMIN_TEXTS.actionFailed,
              }),
            )
          }
        />
      )}
    </AdminPage>
  );
}
