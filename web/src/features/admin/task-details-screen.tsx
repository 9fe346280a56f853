// /admin/tasks/:id: the task (task-details-card.tsx), live, with the buttons for the actions the server
// says it allows now, and the dialogs behind them.
import { useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import type { TaskAction } from '../../gql/graphql';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { ErrorBox } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { Actions } from '../../ui/list';
import { AdminPage } from './admin-ui';
import { ConfirmDialog, useAdminAction } from './admin-actions';
import { AssignDialog } from './task-assign-dialog';
import { TaskDetails } from './task-details-card';
import {
  AdminAssignTaskMutation,
  AdminCloseTaskMutation,
  AdminRedispatchTaskMutation,
  AdminRejectTaskMutation,
  AdminTaskQuery,
  AdminTaskUpdatedSubscription,
} from './task-documents';
import { ADMIN_TEXTS } from './texts';

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
  // what the task allows now, as the server decides it (Task.availableActions)
  const allows = (action: TaskAction) => task?.availableActions.includes(action) ?? false;

  const finish = (errors: unknown) => {
    if (errors === null) setDialog(null);
  };

  return (
    <AdminPage title={ADMIN_TEXTS.taskTitle(id)} actions={<Link to="/admin/tasks">{ADMIN_TEXTS.back}</Link>}>
      {loading && !data ? (
        <LoadingBlock />
      ) : error && !data ? (
        <ErrorBox>{ADMIN_TEXTS.loadFailed}</ErrorBox>
      ) : !task ? (
        <ErrorBox>{ADMIN_TEXTS.notFound}</ErrorBox>
      ) : (
        <>
          <Actions>
            {allows('edit') && (
              <Button as={Link} to={`/admin/tasks/${id}/edit`} $variant="secondary" style={{ textDecoration: 'none' }}>
                {ADMIN_TEXTS.edit}
              </Button>
            )}
            {allows('redispatch') && (
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
            {allows('assign') && (
              <Button disabled={busy} onClick={() => setDialog('assign')}>
                {ADMIN_TEXTS.assign}
              </Button>
            )}
            {allows('reject') && (
              <Button $variant="destructive" disabled={busy} onClick={() => setDialog('reject')}>
                {ADMIN_TEXTS.rejectTask}
              </Button>
            )}
            {allows('close') && (
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
          taskId={task.id}
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
