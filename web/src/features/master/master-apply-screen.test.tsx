import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { setRealtimeConnected } from '../../lib/realtime';
import { renderWithProviders, viewerMock, type Mock } from '../../test/render';
import { AddressCitiesQuery } from '../../ui/address-picker';
import { ApplicationCategoriesQuery } from './application-form';
import { ArchiveContractMutation, MasterApplyQuery, MasterApplyScreen } from './master-apply-screen';

// the server's labels (Contract.statusLabel, api/src/platform/i18n/ru.ts)
const SERVER_LABELS: Record<string, string> = {
  pending: 'Ожидает проверки',
  approved: 'Подтверждена',
  verified: 'Верифицирована',
  rejected: 'Отклонена',
};

function contract(overrides: Record<string, unknown> = {}) {
  const status = (overrides.status as string | undefined) ?? 'pending';
  return {
    __typename: 'Contract',
    id: 31,
    status,
    statusLabel: SERVER_LABELS[status],
    name: 'Бахтиёр Саидов',
    phone: '+998901234567',
    description: 'Опыт 10 лет, свои инструменты',
    photoPath: 'contracts/31.jpg',
    address: 'ул. Навои, 5',
    categories: [
      { __typename: 'Category', id: 1, name: 'Сантехник' },
      { __typename: 'Category', id: 5, name: 'Отопление и котлы' },
    ],
    city: { __typename: 'City', id: 1, name: 'Ташкент' },
    districts: [
      { __typename: 'District', id: 7, name: 'Чиланзарский район' },
      { __typename: 'District', id: 9, name: 'Юнусабадский район' },
    ],
    ...overrides,
  };
}

const applyMock = (myContract: unknown): Mock => ({
  request: { query: MasterApplyQuery },
  result: { data: { myContract } },
});

// what the empty form loads
const formMocks: Mock[] = [
  { request: { query: ApplicationCategoriesQuery }, result: { data: { categories: [] } } },
  { request: { query: AddressCitiesQuery }, result: { data: { cities: [] } } },
];

describe('/master/apply read-only card', () => {
  it.each([
    ['pending', 'Ожидает проверки'],
    ['approved', 'Подтверждена'],
    ['verified', 'Верифицирована'],
  ])('shows a %s application with its label and every field', async (status, label) => {
    renderWithProviders(<MasterApplyScreen />, { mocks: [applyMock(contract({ status }))] });
    const card = (await screen.findByRole('heading', { level: 1, name: 'Ваша заявка' })).closest('section')!;
    // the screen's one h1 (axe page-has-heading-one)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const scope = within(card);
    expect(scope.getByText(label)).toBeInTheDocument();
    expect(scope.getByText('Бахтиёр Саидов')).toBeInTheDocument();
    expect(scope.getByText('+998901234567')).toBeInTheDocument();
    expect(scope.getByText('Сантехник, Отопление и котлы')).toBeInTheDocument();
    expect(scope.getByText('Ташкент')).toBeInTheDocument();
    expect(scope.getByText('Чиланзарский район, Юнусабадский район')).toBeInTheDocument();
    expect(scope.getByText('ул. Навои, 5')).toBeInTheDocument();
    expect(scope.getByText('Опыт 10 лет, свои инструменты')).toBeInTheDocument();
    expect(scope.getByRole('img', { name: 'Бахтиёр Саидов' })).toHaveAttribute('src', '/uploads/contracts/31.jpg');
    expect(scope.getByRole('button', { name: 'Удалить заявку' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Заявка мастера' })).not.toBeInTheDocument();
  });

  it('says Все районы for an application without districts', async () => {
    renderWithProviders(<MasterApplyScreen />, { mocks: [applyMock(contract({ districts: [] }))] });
    expect(await screen.findByText('Все районы')).toBeInTheDocument();
  });

  it('shows the form instead for a rejected application or none', async () => {
    renderWithProviders(<MasterApplyScreen />, { mocks: [applyMock(contract({ status: 'rejected' })), ...formMocks] });
    expect(await screen.findByRole('heading', { name: 'Заявка мастера' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).toBeInTheDocument();
    expect(screen.queryByText('Ваша заявка')).not.toBeInTheDocument();
  });

  it('asks before deleting, then deletes and shows an empty form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MasterApplyScreen />, {
      mocks: [
        applyMock(contract()),
        {
          request: { query: ArchiveContractMutation },
          result: { data: { archiveMyContract: { __typename: 'MutationArchiveMyContractSuccess' } } },
        },
        applyMock(null),
        ...formMocks,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Удалить заявку' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Вы уверены, что хотите удалить заявку? Это действие нельзя отменить.');

    // cancelling keeps the application
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ваша заявка' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить заявку' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить заявку' }));
    expect(await screen.findByRole('heading', { name: 'Заявка мастера' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Имя/)).toHaveValue('');
    expect(screen.getByText('Заявка удалена')).toBeInTheDocument();
  });

  it('keeps the card and shows the server message when the deletion is refused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MasterApplyScreen />, {
      mocks: [
        applyMock(contract({ status: 'approved' })),
        {
          request: { query: ArchiveContractMutation },
          result: {
            data: {
              archiveMyContract: {
                __typename: 'ConflictError',
                message: 'Нельзя удалить заявку, пока у вас есть задача в работе',
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Удалить заявку' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить заявку' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Нельзя удалить заявку, пока у вас есть задача в работе');
    expect(screen.getByRole('heading', { name: 'Ваша заявка' })).toBeInTheDocument();
  });

  it('says Не удалось удалить заявку when the server gives no reason, and the network text without an answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MasterApplyScreen />, {
      mocks: [
        applyMock(contract()),
        { request: { query: ArchiveContractMutation }, result: { errors: [{ message: 'boom' }] } },
        { request: { query: ArchiveContractMutation }, error: new TypeError('Failed to fetch') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Удалить заявку' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить заявку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось удалить заявку');
    await user.click(screen.getByRole('button', { name: 'Удалить заявку' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить заявку' }));
    expect(await screen.findByText('Произошла ошибка при удалении заявки')).toBeInTheDocument();
  });
});

describe('/master/apply while an admin decides', () => {
  afterEach(() => act(() => setRealtimeConnected(false)));
  // the session's contract (viewerMock) and the card's are one Contract in the cache
  const mine = (status: string) => contract({ id: 3, status });
  const viewerChanged = (socket: MockSubscriptionLink) =>
    act(() =>
      socket.simulateResult({
        result: { data: { viewerChanged: { __typename: 'User', id: 7, currentRole: 'MASTER', isAdmin: false } } },
      }),
    );

  it('takes a pending master to the dashboard as soon as the approval comes over the socket', async () => {
    setRealtimeConnected(true);
    const socket = new MockSubscriptionLink();
    renderWithProviders(<MasterApplyScreen />, {
      session: true,
      subscriptions: socket,
      route: '/master/apply',
      mocks: [
        viewerMock({ currentRole: 'MASTER', contractStatus: 'pending' }),
        applyMock(mine('pending')),
        viewerMock({ currentRole: 'MASTER', contractStatus: 'approved' }),
      ],
    });
    expect(await screen.findByText('Ожидает проверки')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/master/apply');

    viewerChanged(socket);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/master/dashboard'));
  });

  it('takes a pending master to the dashboard by polling while the socket is down', async () => {
    setRealtimeConnected(false);
    renderWithProviders(<MasterApplyScreen />, {
      session: true,
      route: '/master/apply',
      mocks: [
        viewerMock({ currentRole: 'MASTER', contractStatus: 'pending' }),
        applyMock(mine('pending')),
        viewerMock({ currentRole: 'MASTER', contractStatus: 'approved' }),
      ],
    });
    expect(await screen.findByText('Ожидает проверки')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/master/dashboard'), {
      timeout: 7000,
    });
  }, 15000);

  it('leaves an approved master who opened the application screen there', async () => {
    renderWithProviders(<MasterApplyScreen />, {
      session: true,
      route: '/master/apply',
      mocks: [viewerMock({ currentRole: 'MASTER', contractStatus: 'approved' }), applyMock(mine('approved'))],
    });
    expect(await screen.findByText('Подтверждена')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/master/apply');
  });
});
