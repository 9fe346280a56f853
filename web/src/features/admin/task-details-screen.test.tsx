import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import type { TaskAction } from '../../gql/graphql';
import { renderWithProviders, type Mock } from '../../test/render';
import { AdminTaskQuery, EligibleMastersQuery } from './task-documents';
import { AdminTaskDetailsScreen } from './task-details-screen';

// A task as the server sends it: the label and the actions are the server's, the screen derives none.
function adminTask(actions: TaskAction[], overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Task',
    id: 41,
    version: 3,
    text: 'Потекла труба под раковиной',
    status: 'awaiting_admin_attention',
    statusLabel: 'Ожидает администратора',
    phase: 'searching',
    availableActions: actions,
    categoryId: 2,
    cityId: 1,
    districtId: 5,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    dispatchedAt: '2026-11-20T09:00:01.000Z',
    acceptedAt: null,
    completedAt: null,
    closedAt: null,
    phone: '+998901112233',
    tgUsername: null,
    price: null,
    masterPrice: null,
    clientPrice: null,
    priceDisputed: false,
    cancelReasonText: null,
    cancelReason: null,
    category: { __typename: 'Category', id: 2, name: 'Сантехника' },
    city: { __typename: 'City', id: 1, name: 'Ташкент' },
    district: { __typename: 'District', id: 5, name: 'Юнусабад' },
    when: 'asap',
    scheduledFrom: null,
    scheduledTo: null,
    photos: [],
    clientUser: { __typename: 'User', id: 9, name: 'Азиз Каримов', username: null, telegramId: '900000001' },
    master: null,
    statusHistory: [
      {
        __typename: 'TaskStatusChange',
        id: 1,
        fromStatusLabel: null,
        toStatusLabel: 'Новая заявка',
        reason: null,
        createdAt: '2026-11-20T09:00:00.000Z',
        actor: null,
        cancelReason: null,
      },
      {
        __typename: 'TaskStatusChange',
        id: 2,
        fromStatusLabel: 'Новая заявка',
        toStatusLabel: 'Ожидает администратора',
        reason: 'Нет подходящих мастеров',
        createdAt: '2026-11-20T09:00:01.000Z',
        actor: null,
        cancelReason: null,
      },
    ],
    offers: [],
    ...overrides,
  };
}

const taskMock = (task: ReturnType<typeof adminTask>): Mock => ({
  request: { query: AdminTaskQuery, variables: { id: 41 } },
  result: { data: { adminTask: task } },
});

function renderScreen(mocks: Mock[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/tasks/:id" element={<AdminTaskDetailsScreen />} />
    </Routes>,
    { route: '/admin/tasks/41', mocks, subscriptions: new MockSubscriptionLink() },
  );
}

// the action bar: the edit link and the buttons, in order
const actions = () =>
  Array.from(screen.getByRole('button', { name: 'Закрыть задачу' }).parentElement!.children).map(
    (element) => element.textContent,
  );

describe('admin task details', () => {
  it('shows the buttons for exactly the actions the server allows, and its labels', async () => {
    renderScreen([taskMock(adminTask(['edit', 'redispatch', 'assign', 'reject', 'close']))]);
    expect(await screen.findByRole('heading', { name: 'Задача №41' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Закрыть задачу' });
    expect(actions()).toEqual([
      'Редактировать',
      'Отправить мастерам снова',
      'Назначить мастера',
      'Отклонить задачу',
      'Закрыть задачу',
    ]);
    expect(screen.getAllByText('Ожидает администратора').length).toBeGreaterThan(0);
    expect(screen.getByText('Новая заявка → Ожидает администратора')).toBeInTheDocument();
    expect(screen.getByText('— → Новая заявка')).toBeInTheDocument();
  });

  it('shows the price with both figures, and flags a disagreement over 30 %', async () => {
    const completed = { status: 'completed', statusLabel: 'Завершена', phase: 'completed' };
    renderScreen([
      taskMock(
        adminTask([], { ...completed, price: 300000, masterPrice: 150000, clientPrice: 300000, priceDisputed: true }),
      ),
    ]);
    const price = await screen.findByTestId('task-price');
    expect(price.previousSibling).toHaveTextContent('Цена');
    expect(price).toHaveTextContent(/^300\s000 сум/);
    expect(within(price).getByText('Цены расходятся больше чем на 30 %')).toBeInTheDocument();
    expect(price).toHaveTextContent('задача не учитывается в обычных ценах');
    expect(screen.getByText('Мастер назвал').nextSibling).toHaveTextContent(/^150\s000 сум$/);
    expect(screen.getByText('Клиент назвал').nextSibling).toHaveTextContent(/^300\s000 сум$/);
  });

  it('shows an agreed price without the flag, and no price lines for a task without one', async () => {
    const agreed = { price: 210000, masterPrice: 200000, clientPrice: 210000, priceDisputed: false };
    const { unmount } = renderScreen([taskMock(adminTask([], agreed))]);
    expect(await screen.findByTestId('task-price')).toHaveTextContent(/^210\s000 сум$/);
    expect(screen.queryByText('Цены расходятся больше чем на 30 %')).not.toBeInTheDocument();
    unmount();

    renderScreen([taskMock(adminTask([]))]);
    await screen.findByText('Юнусабад', { exact: false });
    expect(screen.queryByText('Цена')).not.toBeInTheDocument();
    expect(screen.queryByTestId('task-price')).not.toBeInTheDocument();
  });

  it('offers no action the server does not list, whatever the status', async () => {
    // an analyst token reads a task that waits for an admin: the server allows it nothing
    renderScreen([taskMock(adminTask([]))]);
    expect(await screen.findByText('Юнусабад', { exact: false })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it('lists in the assign dialog the masters the server names eligible', async () => {
    const user = userEvent.setup();
    renderScreen([
      taskMock(adminTask(['assign', 'close'])),
      {
        request: { query: EligibleMastersQuery, variables: { id: 41 } },
        result: {
          data: {
            adminTask: {
              __typename: 'Task',
              id: 41,
              eligibleMasters: [
                {
                  __typename: 'EligibleMaster',
                  contractId: 7,
                  name: 'Бахтиёр',
                  phone: '+998901234567',
                  distanceM: 850,
                },
                {
                  __typename: 'EligibleMaster',
                  contractId: 8,
                  name: 'Рустам',
                  phone: '+998907654321',
                  distanceM: null,
                },
              ],
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Назначить мастера' }));
    const group = await screen.findByRole('radiogroup');
    const choices = within(group).getAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(within(group).getByText(/Бахтиёр · \+998901234567/)).toBeInTheDocument();
    expect(within(group).getByText('Рустам · +998907654321')).toBeInTheDocument();
  });
});
