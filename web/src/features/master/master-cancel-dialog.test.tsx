import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type Mock } from '../../test/render';
import { MasterCancelDialog, MasterCancelReasonsQuery, MasterCancelTaskMutation } from './master-cancel-dialog';

const reasons: Mock = {
  request: { query: MasterCancelReasonsQuery },
  result: {
    data: {
      cancelReasons: [
        { __typename: 'CancelReason', id: 21, name: 'Клиент не отвечает', code: 'CLIENT_UNREACHABLE' },
        { __typename: 'CancelReason', id: 22, name: 'Не могу приехать', code: 'CANNOT_COME' },
        { __typename: 'CancelReason', id: 25, name: 'Другое', code: 'OTHER' },
      ],
    },
  },
};

function cancelMock(
  cancelReasonId: number,
  cancelReasonText: string | null,
  typename = 'MutationMasterCancelTaskSuccess',
  message?: string,
): Mock {
  return {
    request: { query: MasterCancelTaskMutation, variables: { id: 11, cancelReasonId, cancelReasonText } },
    result: { data: { masterCancelTask: { __typename: typename, ...(message ? { message } : {}) } } },
  };
}

function setup(mocks: Mock[]) {
  const onCancelled = jest.fn();
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<MasterCancelDialog taskId={11} onClose={onClose} onCancelled={onCancelled} />, {
    mocks: [reasons, ...mocks],
  });
  return { user, onCancelled, onClose };
}

describe('master cancel dialog', () => {
  it('preselects nothing and asks for a reason', async () => {
    const { user, onCancelled } = setup([]);
    const group = await screen.findByRole('radiogroup');
    expect(
      within(group)
        .getAllByRole('radio')
        .every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    expect(screen.getByText('Выберите причину отмены')).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('sends a plain reason without text', async () => {
    const { user, onCancelled } = setup([cancelMock(22, null)]);
    await user.click(await screen.findByRole('radio', { name: 'Не могу приехать' }));
    expect(screen.queryByLabelText(/Опишите причину/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
  });

  it('needs a text of at most 100 characters for OTHER', async () => {
    const { user, onCancelled } = setup([cancelMock(25, 'Сломалась машина')]);
    await user.click(await screen.findByRole('radio', { name: 'Другое' }));
    const text = screen.getByLabelText(/Опишите причину/);
    expect(text).toHaveAttribute('maxLength', '100');
    expect(screen.getByText('0/100')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    expect(screen.getByText('Укажите причину отмены')).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();

    await user.type(text, '   ');
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    expect(screen.getByText('Укажите причину отмены')).toBeInTheDocument();

    await user.clear(text);
    await user.type(text, 'Сломалась машина');
    expect(screen.getByText('16/100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
  });

  it('shows the server message, or Ошибка при отмене задачи without one', async () => {
    const { user, onCancelled } = setup([
      cancelMock(21, null, 'ConflictError', 'Отменить можно только задачу в работе'),
      {
        request: { query: MasterCancelTaskMutation, variables: { id: 11, cancelReasonId: 21, cancelReasonText: null } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Клиент не отвечает' }));
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    expect(await screen.findByText('Отменить можно только задачу в работе')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    expect(await screen.findByText('Ошибка при отмене задачи')).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });

  it('says Ошибка при загрузке причин отмены when the reasons do not load', async () => {
    const onCancelled = jest.fn();
    renderWithProviders(<MasterCancelDialog taskId={11} onClose={jest.fn()} onCancelled={onCancelled} />, {
      mocks: [{ request: { query: MasterCancelReasonsQuery }, error: new TypeError('Failed to fetch') }],
    });
    expect(await screen.findByText('Ошибка при загрузке причин отмены')).toBeInTheDocument();
  });
});
