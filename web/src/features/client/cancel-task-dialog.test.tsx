import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type Mock } from '../../test/render';
import { CancelTaskDialog, CancelTaskMutation, ClientCancelReasonsQuery } from './cancel-task-dialog';
import { clientTaskRules } from '../../test/task-rules';

const STEP_1 = [
  { id: 1, name: 'Нашёл мастера в другом месте', code: 'found_elsewhere' },
  { id: 2, name: 'Передумал, работа больше не нужна', code: 'changed_mind' },
  { id: 4, name: 'Другая причина', code: 'other' },
];

function reasonsMock(step: 1 | 2, reasons = STEP_1): Mock {
  return {
    request: { query: ClientCancelReasonsQuery, variables: { step } },
    result: { data: { cancelReasons: reasons.map((reason) => ({ __typename: 'CancelReason', ...reason })) } },
  };
}

function cancelMock(cancelReasonId: number, cancelReasonText: string | null, ok = true): Mock {
  return {
    request: { query: CancelTaskMutation, variables: { id: 11, cancelReasonId, cancelReasonText } },
    // long enough to see 'Отменяем...'
    delay: 300,
    result: {
      data: {
        cancelTask: ok
          ? {
              __typename: 'MutationCancelTaskSuccess',
              data: {
                __typename: 'Task',
                id: 11,
                status: 'cancelled',
                hasReview: false,
                cancelStep: null,
                text: 'Заменить кран в ванной',
                statusLabel: 'Отменена',
                master: null,
                ...clientTaskRules('cancelled', { hasMaster: false }),
              },
            }
          : { __typename: 'ConflictError', message: 'Эту задачу уже нельзя отменить' },
      },
    },
  };
}

function setup(step: 1 | 2, mocks: Mock[]) {
  const onCancelled = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <CancelTaskDialog
      taskId={11}
      step={step}
      onClose={onClose}
      onBusyChange={() => undefined}
      onCancelled={onCancelled}
    />,
    { mocks },
  );
  return { onCancelled, onClose, user: userEvent.setup() };
}

describe('cancel-reason dialog', () => {
  it('titles step 1 and preselects the first reason', async () => {
    setup(1, [reasonsMock(1)]);
    expect(screen.getByRole('dialog', { name: 'Причина отмены поиска мастера' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Нашёл мастера в другом месте' })).toBeChecked();
    expect(screen.queryByLabelText(/Опишите причину/)).not.toBeInTheDocument();
  });

  it('titles step 2 for a task in progress', async () => {
    setup(2, [reasonsMock(2, [{ id: 5, name: 'Мастер не приехал', code: 'master_no_show' }])]);
    expect(screen.getByRole('dialog', { name: 'Причина отмены выполнения работы' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Мастер не приехал' })).toBeChecked();
  });

  it('cancels with the chosen reason', async () => {
    const { user, onCancelled } = setup(1, [reasonsMock(1), cancelMock(2, null)]);
    await user.click(await screen.findByRole('radio', { name: 'Передумал, работа больше не нужна' }));
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    expect(screen.getByRole('button', { name: 'Отменяем...' })).toBeDisabled();
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
  });

  it('needs text for an other reason, at most 100 characters', async () => {
    const { user, onCancelled } = setup(1, [reasonsMock(1), cancelMock(4, 'Сделал сам')]);
    await user.click(await screen.findByRole('radio', { name: 'Другая причина' }));
    const text = screen.getByLabelText(/Опишите причину/);
    expect(text).toHaveAttribute('maxLength', '100');
    expect(screen.getByText('0/100')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    expect(screen.getByText('Укажите причину отмены')).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();

    await user.type(text, 'Сделал сам');
    expect(screen.getByText('10/100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
  });

  it('shows the server message when the cancel is refused', async () => {
    const { user, onCancelled } = setup(1, [reasonsMock(1), cancelMock(1, null, false)]);
    await screen.findByRole('radio', { name: 'Нашёл мастера в другом месте' });
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Эту задачу уже нельзя отменить');
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('reports a failed reasons load', async () => {
    setup(1, [
      { request: { query: ClientCancelReasonsQuery, variables: { step: 1 } }, error: new TypeError('Failed to fetch') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка при загрузке причин отмены');
  });
});
