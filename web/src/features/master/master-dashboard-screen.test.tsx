import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { ServerError } from '@apollo/client/errors';
import { clearInitData, saveInitData } from '../../lib/init-data';
import { setRealtimeConnected } from '../../lib/realtime';
import { restoreFetch, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders, viewerMock, type Mock } from '../../test/render';
import {
  AcceptTaskMutation,
  CompleteTaskMutation,
  DeclineTaskMutation,
  MasterDashboardQuery,
  MasterDashboardScreen,
  MasterStatsQuery,
} from './master-dashboard-screen';
import { MasterTaskEndingQuery } from './task-ending-notice';

const place = {
  category: { __typename: 'Category', id: 1, name: 'Сантехник' },
  city: { __typename: 'City', id: 1, name: 'Ташкент' },
  district: { __typename: 'District', id: 7, name: 'Чиланзарский район' },
};

// every field the new-task and in-progress cards read
function task(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Task',
    id: 11,
    version: 1,
    status: 'sent_to_masters',
    text: 'Течёт кран на кухне, нужно заменить смеситель',
    createdAt: '2026-03-05T09:30:00.000Z',
    tgUsername: null,
    phone: null,
    client: null,
    ...place,
    when: 'asap',
    scheduledFrom: null,
    scheduledTo: null,
    emergency: null,
    formerClient: false,
    photos: [],
    phoneVerified: false,
    ...overrides,
  };
}

const working = { __typename: 'Contract', id: 1, status: 'approved' };

function dashboard(current: unknown, pending: unknown, contract: unknown = working): Mock {
  return {
    request: { query: MasterDashboardQuery },
    result: { data: { myContract: contract, masterCurrentTask: current, masterPendingTask: pending } },
  };
}

function stats(
  completedTasksCount = 12,
  averageRating = 4.666,
  reviewsCount = 3,
  response = { offersClosed: 0, medianResponseSeconds: null as number | null, acceptanceRate: null as number | null },
): Mock {
  return {
    request: { query: MasterStatsQuery },
    result: {
      data: {
        masterStats: { __typename: 'Stats', completedTasksCount, averageRating, reviewsCount },
        masterResponse: { __typename: 'MasterResponse', ...response },
      },
    },
  };
}

const inProgress = task({
  status: 'in_progress',
  client: { __typename: 'TaskClient', name: 'Азиз Каримов' },
  phone: '+998901112233',
});

describe('master dashboard', () => {
  beforeEach(() => setRealtimeConnected(true));
  afterEach(() => act(() => setRealtimeConnected(false)));

  it('shows a new task with its category, text, date and place, and accepts it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        dashboard(null, task()),
        stats(),
        {
          request: { query: AcceptTaskMutation, variables: { id: 11 } },
          result: { data: { acceptTask: { __typename: 'MutationAcceptTaskSuccess' } } },
        },
        dashboard(inProgress, null),
        stats(),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Профиль мастера' })).toBeInTheDocument();
    expect(screen.getByText('У вас есть новая задача')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Новая задача' });
    expect(within(card).getByText('Сантехник')).toBeInTheDocument();
    expect(within(card).getByText('Течёт кран на кухне, нужно заменить смеситель')).toBeInTheDocument();
    expect(
      // 09:30 UTC is 14:30 in Tashkent, where every date is written (@usta/rules dates.ts)
      within(card).getByText('05.03.2026, 14:30'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Ташкент, Чиланзарский район')).toBeInTheDocument();
    // the offer shows no client contact
    expect(screen.queryByText('Азиз Каримов')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Отказаться' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Выполнить' }));
    expect(await screen.findByRole('heading', { name: 'Задача в работе' })).toBeInTheDocument();
    expect(screen.getByText('Ваша текущая задача')).toBeInTheDocument();
    expect(await screen.findByText('Задача принята')).toBeInTheDocument();
  });

  it('shows when the client wants the work done and the photos, fetched with the init data (issue 19)', async () => {
    saveInitData('query_id=1&user=%7B%22id%22%3A8%7D&hash=def');
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:photo'), revokeObjectURL: jest.fn() });
    const calls = stubFetch(() => ({ status: 200, body: 'bytes' }));
    try {
      renderWithProviders(<MasterDashboardScreen />, {
        subscriptions: new MockSubscriptionLink(),
        mocks: [
          dashboard(
            null,
            task({
              when: 'window',
              scheduledFrom: '2026-03-06T09:00:00.000Z',
              scheduledTo: '2026-03-06T13:00:00.000Z',
              photos: [
                { __typename: 'TaskPhoto', id: 'p'.repeat(32), url: `/api/tg-webapp/tasks/photos/${'p'.repeat(32)}` },
              ],
            }),
          ),
          stats(),
        ],
      });
      const card = await screen.findByRole('region', { name: 'Новая задача' });
      expect(within(card).getByText('Когда нужен мастер')).toBeInTheDocument();
      // Tashkent time, UTC+5
      expect(within(card).getByText('06.03 14:00–18:00')).toBeInTheDocument();
      expect(await within(card).findByRole('img', { name: 'Фото 1' })).toHaveAttribute('src', 'blob:photo');
      expect(calls).toHaveLength(1);
      expect(calls[0].url).toBe(`/api/tg-webapp/tasks/photos/${'p'.repeat(32)}`);
      expect(calls[0].headers.get('X-Telegram-Init-Data')).toContain('hash=def');
    } finally {
      restoreFetch();
      clearInitData();
    }
  });

  it('marks an emergency offer with its kind', async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard(null, task({ emergency: 'gas', text: 'В квартире пахнет газом' })), stats()],
    });
    const card = await screen.findByRole('region', { name: 'Новая задача' });
    expect(within(card).getByText('Срочно: запах газа')).toBeInTheDocument();
  });

  it('says the offer comes from a former client who asked for him (docs/product.md §12)', async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard(null, task({ formerClient: true })), stats()],
    });
    const card = await screen.findByRole('region', { name: 'Новая задача' });
    expect(await within(card).findByText('Ваш прежний клиент: он просит именно вас')).toBeInTheDocument();
  });

  it('shows no emergency mark on an ordinary offer', async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard(null, task()), stats()],
    });
    const card = await screen.findByRole('region', { name: 'Новая задача' });
    expect(within(card).queryByText(/Срочно:/)).not.toBeInTheDocument();
    expect(within(card).queryByTestId('former-client')).not.toBeInTheDocument();
  });

  it("marks the client's phone Telegram confirmed (issue 19)", async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard({ ...inProgress, phoneVerified: true }, null), stats()],
    });
    expect(await screen.findByText('+998901112233')).toBeInTheDocument();
    expect(screen.getByText('✓ Номер подтверждён Telegram')).toBeInTheDocument();
  });

  it('declines a task and shows the server message when an accept is refused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        dashboard(null, task()),
        stats(),
        {
          request: { query: AcceptTaskMutation, variables: { id: 11 } },
          result: {
            data: { acceptTask: { __typename: 'ConflictError', message: 'Задача уже принята другим мастером' } },
          },
        },
        dashboard(null, task()),
        stats(),
        dashboard(null, task()),
        {
          request: { query: DeclineTaskMutation, variables: { id: 11 } },
          result: { data: { declineTask: { __typename: 'MutationDeclineTaskSuccess' } } },
        },
        dashboard(null, null),
        stats(),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Выполнить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Задача уже принята другим мастером');
    await user.click(screen.getByRole('button', { name: 'Отказаться' }));
    expect(await screen.findByText('Нет доступных задач')).toBeInTheDocument();
    expect(screen.getByText('Ожидайте новых заказов')).toBeInTheDocument();
  });

  it('says Ошибка при принятии задачи when the accept fails without a reason', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        dashboard(null, task()),
        stats(),
        { request: { query: AcceptTaskMutation, variables: { id: 11 } }, error: new TypeError('Failed to fetch') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Выполнить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при принятии задачи');
  });

  it('says why in the toast when the server asks to wait, and keeps the task to accept again', async () => {
    const user = userEvent.setup();
    const bodyText = JSON.stringify({
      errors: [{ message: 'Слишком много запросов. Попробуйте позже.', extensions: { code: 'RATE_LIMITED' } }],
    });
    const limited = new ServerError('Response not successful: Received status code 429', {
      response: { status: 429 } as Response,
      bodyText,
    });
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        dashboard(null, task()),
        stats(),
        { request: { query: AcceptTaskMutation, variables: { id: 11 } }, error: limited },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Выполнить' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ошибка при принятии задачи');
    expect(toast).toHaveTextContent('Слишком много запросов. Попробуйте позже.');
    expect(screen.getByRole('button', { name: 'Выполнить' })).toBeEnabled();
  });

  it('shows an assigned (taken) task as new with only Выполнить', async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        dashboard(
          task({ status: 'taken', client: { __typename: 'TaskClient', name: 'Азиз' }, phone: '+998901112233' }),
          null,
        ),
        stats(),
      ],
    });
    expect(await screen.findByText('У вас есть новая задача')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выполнить' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отказаться' })).not.toBeInTheDocument();
  });

  it('shows the task in progress with the client, a chat link for a username, and completes it', async () => {
    const user = userEvent.setup();
    const withUsername = task({
      status: 'in_progress',
      client: { __typename: 'TaskClient', name: 'Азиз Каримов' },
      tgUsername: 'aziz_client',
      phone: null,
    });
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        dashboard(withUsername, null),
        stats(),
        {
          request: { query: CompleteTaskMutation, variables: { id: 11 } },
          result: { data: { completeTask: { __typename: 'MutationCompleteTaskSuccess' } } },
        },
        dashboard(null, null),
        stats(13, 4.75, 4),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Задача в работе' })).toBeInTheDocument();
    expect(screen.getByText('Ваша текущая задача')).toBeInTheDocument();
    expect(screen.getByText('Азиз Каримов')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Написать в Telegram' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Копировать' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Завершить' }));
    expect(await screen.findByText('Нет доступных задач')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stats-completed')).toHaveTextContent('13'));
  });

  it('completes with the price the master typed, and refuses one that is no price', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        dashboard(task({ status: 'in_progress' }), null),
        stats(),
        {
          request: { query: CompleteTaskMutation, variables: { id: 11, price: 250_000 } },
          result: { data: { completeTask: { __typename: 'MutationCompleteTaskSuccess' } } },
        },
        dashboard(null, null),
        stats(13, 4.75, 4),
      ],
    });
    const field = await screen.findByLabelText('Сколько заплатил клиент, сум');
    await user.type(field, '25,5');
    await user.click(screen.getByRole('button', { name: 'Завершить' }));
    expect(await screen.findByText('Укажите цену целым числом сумов, от 1 000 до 100 000 000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Задача в работе' })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '250 000');
    await user.click(screen.getByRole('button', { name: 'Завершить' }));
    expect(await screen.findByText('Нет доступных задач')).toBeInTheDocument();
  });

  it('shows Нет доступных задач with the statistics when there is no task', async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard(null, null), stats(12, 4.666, 3)],
    });
    expect(await screen.findByText('Нет доступных задач')).toBeInTheDocument();
    expect(screen.getByText('Ожидайте новых заказов')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Ваша статистика' });
    expect(within(card).getByText('Выполнено задач')).toBeInTheDocument();
    expect(within(card).getByText('Средний рейтинг')).toBeInTheDocument();
    expect(within(card).getByText('Отзывов')).toBeInTheDocument();
    expect(screen.getByTestId('stats-completed')).toHaveTextContent('12');
    expect(screen.getByTestId('stats-rating')).toHaveTextContent('4.7');
    expect(screen.getByTestId('stats-reviews')).toHaveTextContent('3');
  });

  it("adds the master's response time and acceptance rate beside the statistics", async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        dashboard(null, null),
        stats(12, 4.666, 3, { offersClosed: 8, medianResponseSeconds: 150, acceptanceRate: 0.75 }),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Ваша статистика' });
    expect(within(card).getByText('Время ответа (медиана)')).toBeInTheDocument();
    expect(screen.getByTestId('stats-response-time')).toHaveTextContent('3 мин');
    expect(screen.getByTestId('stats-acceptance')).toHaveTextContent('75 %');
    // docs/product.md's three figures are still there
    expect(screen.getByTestId('stats-completed')).toHaveTextContent('12');
  });

  it('leaves the response figures out before any offer closed', async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard(null, null), stats()],
    });
    await screen.findByTestId('stats-completed');
    expect(screen.queryByTestId('stats-response-time')).toBeNull();
  });

  it('says Нет отзывов before the first review', async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard(null, null), stats(0, 0, 0)],
    });
    expect(await screen.findByTestId('stats-rating')).toHaveTextContent('Нет отзывов');
  });

  it('reports a failed statistics load', async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard(null, null), { request: { query: MasterStatsQuery }, error: new TypeError('Failed to fetch') }],
    });
    expect(await screen.findByText('Ошибка при загрузке статистики')).toBeInTheDocument();
  });

  it('sends a master without an approved application to the application screen', async () => {
    renderWithProviders(<MasterDashboardScreen />, {
      route: '/master/dashboard',
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard(null, null, { __typename: 'Contract', id: 1, status: 'pending' }), stats()],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/master/apply'));
  });

  it('redraws from the masterFeed subscription without another request', async () => {
    const socket = new MockSubscriptionLink();
    renderWithProviders(<MasterDashboardScreen />, { subscriptions: socket, mocks: [dashboard(null, null), stats()] });
    expect(await screen.findByText('Нет доступных задач')).toBeInTheDocument();

    const event = (kind: string, currentTask: unknown, offeredTask: unknown) =>
      act(() =>
        socket.simulateResult({
          result: {
            data: {
              masterFeed: { __typename: 'MasterFeedEvent', kind, taskId: 11, ending: null, currentTask, offeredTask },
            },
          },
        }),
      );
    event('offer_added', null, task());
    expect(await screen.findByText('У вас есть новая задача')).toBeInTheDocument();
    expect(screen.getByText('Течёт кран на кухне, нужно заменить смеситель')).toBeInTheDocument();

    // another master took it
    event('offer_withdrawn', null, null);
    expect(await screen.findByText('Ожидайте новых заказов')).toBeInTheDocument();
  });

  it('sends the master to the application screen when the feed ends (the application is no longer approved)', async () => {
    const socket = new MockSubscriptionLink();
    renderWithProviders(<MasterDashboardScreen />, {
      route: '/master/dashboard',
      session: true,
      subscriptions: socket,
      mocks: [
        viewerMock({ currentRole: 'MASTER', contractStatus: 'approved' }),
        dashboard(null, null),
        stats(),
        viewerMock({ currentRole: 'MASTER', contractStatus: 'rejected' }),
        dashboard(null, null, { __typename: 'Contract', id: 1, status: 'rejected' }),
      ],
    });
    expect(await screen.findByText('Нет доступных задач')).toBeInTheDocument();
    await waitFor(() => expect(socket.operation?.operationName).toBe('MasterFeed'));
    act(() => socket.simulateComplete());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/master/apply'));
  });

  it('polls every 5 s while the socket is down', async () => {
    setRealtimeConnected(false);
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [dashboard(null, null), stats(), dashboard(null, task())],
    });
    expect(await screen.findByText('Нет доступных задач')).toBeInTheDocument();
    expect(await screen.findByText('У вас есть новая задача', {}, { timeout: 7000 })).toBeInTheDocument();
  }, 15000);
  it('says at once that the client cancelled the task he holds, and why, instead of the old toast (issue 28)', async () => {
    const user = userEvent.setup();
    const socket = new MockSubscriptionLink();
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: socket,
      mocks: [
        dashboard(null, task()),
        stats(),
        {
          request: { query: AcceptTaskMutation, variables: { id: 11 } },
          result: { data: { acceptTask: { __typename: 'MutationAcceptTaskSuccess' } } },
        },
        dashboard(inProgress, null),
        stats(),
        stats(),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Выполнить' }));
    expect(await screen.findByText('Задача принята')).toBeInTheDocument();
    await waitFor(() => expect(socket.operation?.operationName).toBe('MasterFeed'));

    act(() =>
      socket.simulateResult({
        result: {
          data: {
            masterFeed: {
              __typename: 'MasterFeedEvent',
              kind: 'current_task_changed',
              taskId: 11,
              ending: {
                __typename: 'TaskEnding',
                taskId: 11,
                kind: 'CANCELLED_BY_CLIENT',
                message: 'Клиент отменил задачу',
                reason: 'Другая причина: соседи посоветовали другого мастера',
              },
              currentTask: null,
              offeredTask: null,
            },
          },
        },
      }),
    );
    const notice = await screen.findByRole('alert', { name: 'Клиент отменил задачу' });
    expect(notice).toHaveTextContent('Причина: Другая причина: соседи посоветовали другого мастера');
    expect(await screen.findByText('Нет доступных задач')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Задача принята')).not.toBeInTheDocument());

    await user.click(within(notice).getByRole('button', { name: 'Понятно' }));
    expect(screen.queryByRole('alert', { name: 'Клиент отменил задачу' })).not.toBeInTheDocument();
  });

  it('asks why an offer is gone when it was found missing by polling (no socket)', async () => {
    setRealtimeConnected(false);
    renderWithProviders(<MasterDashboardScreen />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        dashboard(null, task()),
        stats(),
        dashboard(null, null),
        {
          request: { query: MasterTaskEndingQuery, variables: { taskId: 11 } },
          result: {
            data: {
              masterTaskEnding: {
                __typename: 'TaskEnding',
                taskId: 11,
                kind: 'TAKEN_BY_OTHER',
                message: 'Задачу принял другой мастер',
                reason: null,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('У вас есть новая задача')).toBeInTheDocument();
    const notice = await screen.findByRole('alert', { name: 'Задачу принял другой мастер' }, { timeout: 8000 });
    expect(notice).not.toHaveTextContent('Причина');
  }, 15000);
});
