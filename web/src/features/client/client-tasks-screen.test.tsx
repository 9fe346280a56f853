import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type Mock } from '../../test/render';
import { ClientTasksQuery, ClientTasksScreen } from './client-tasks-screen';
import type { TaskStatus } from '../../gql/graphql';
import { clientTaskRules } from '../../test/task-rules';
import { applyLanguage, loadFeatureTexts } from '../../lib/i18n';

const LONG_TEXT = `Нужно заменить смеситель в ванной и кран на кухне. ${'Подробности работы. '.repeat(10)}`;

function listTask(id: number, status: TaskStatus, statusLabel: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Task',
    id,
    version: 1,
    status,
    statusLabel,
    ...clientTaskRules(status),
    text: 'Собрать шкаф',
    createdAt: '2026-03-05T09:30:00.000Z',
    category: { __typename: 'Category', id: 9, name: 'Сборка мебели' },
    city: { __typename: 'City', id: 1, name: 'Ташкент' },
    district: { __typename: 'District', id: 3, name: 'Чиланзарский район' },
    when: 'asap',
    scheduledFrom: null,
    scheduledTo: null,
    price: null,
    master: null,
    ...overrides,
  };
}

function tasksMock(tasks: ReturnType<typeof listTask>[]): Mock {
  return { request: { query: ClientTasksQuery }, result: { data: { myTasks: tasks } } };
}

describe('my tasks (/client/tasks)', () => {
  it("shows what a completed job cost, in so'm grouped for the reader's language", async () => {
    const user = userEvent.setup();
    const tasks = [
      listTask(1, 'sent_to_masters', 'Ищем мастера'),
      listTask(2, 'completed', 'Выполнена', { price: 1250000 }),
      listTask(3, 'completed', 'Выполнена', { text: 'Повесить люстру' }),
    ];
    const { unmount } = renderWithProviders(<ClientTasksScreen />, { mocks: [tasksMock(tasks)] });
    const active = await screen.findByRole('article');
    expect(within(active).queryByTestId('task-price')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox'), 'all');
    const prices = await screen.findAllByTestId('task-price');
    expect(prices.map((line) => line.textContent)).toEqual(['Цена: 1\u00a0250\u00a0000 сум']);
    expect(prices[0]!.closest('article')).toHaveTextContent('Собрать шкаф');
    unmount();

    await loadFeatureTexts(['client', 'ui', 'validation']);
    await applyLanguage('uz');
    try {
      renderWithProviders(<ClientTasksScreen />, { mocks: [tasksMock(tasks)] });
      await screen.findByRole('article');
      await user.selectOptions(screen.getByRole('combobox'), 'all');
      expect(await screen.findByTestId('task-price')).toHaveTextContent(/^Narx: 1\s250\s000 soʻm$/);
    } finally {
      await applyLanguage('ru');
    }
  });

  it('shows the active tasks by default, with their details', async () => {
    renderWithProviders(<ClientTasksScreen />, {
      route: '/client/tasks',
      mocks: [
        tasksMock([
          listTask(1, 'sent_to_masters', 'Ищем мастера', { category: null }),
          listTask(2, 'completed', 'Выполнена'),
        ]),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Мои задачи' })).toBeInTheDocument();
    expect(screen.getByText('Управляйте своими задачами')).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Категория не определена')).toBeInTheDocument();
    expect(within(card).getByText('Ищем мастера')).toBeInTheDocument();
    expect(within(card).getByText('Ташкент, Чиланзарский район')).toBeInTheDocument();
    expect(
      within(card).getByText(
        new Date('2026-03-05T09:30:00.000Z').toLocaleString('ru-RU', {
          timeZone: 'Asia/Tashkent',
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        }),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Выполнена')).not.toBeInTheDocument();
  });

  it('shows when each task is wanted (issue 19)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientTasksScreen />, {
      mocks: [
        tasksMock([
          listTask(1, 'sent_to_masters', 'Ищем мастера', { when: 'tomorrow' }),
          listTask(2, 'completed', 'Выполнена'),
        ]),
      ],
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Когда нужен мастер: Завтра')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Показать' }), 'Все');
    expect(await screen.findByText('Когда нужен мастер: Как можно скорее')).toBeInTheDocument();
  });

  it('shows every task with Все, and Перейти only on active ones', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientTasksScreen />, {
      mocks: [
        tasksMock([listTask(1, 'in_progress', 'В работе'), listTask(2, 'cancelled', 'Отменена', { createdAt: null })]),
      ],
    });
    await screen.findByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Показать' }), 'Все');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('button', { name: 'Перейти' })).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: 'Перейти' })).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('Дата не указана')).toBeInTheDocument();
  });

  it('opens /client with the task', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientTasksScreen />, { mocks: [tasksMock([listTask(5, 'taken', 'Принята мастером')])] });
    await user.click(await screen.findByRole('button', { name: 'Перейти' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client');
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ activeTaskId: 5 }));
  });

  it('opens an active task when its card is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientTasksScreen />, { mocks: [tasksMock([listTask(6, 'new', 'Новая заявка')])] });
    await user.click(await screen.findByText('Собрать шкаф'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ activeTaskId: 6 }));
  });

  it('cuts the text at 150 characters with a toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientTasksScreen />, {
      mocks: [tasksMock([listTask(1, 'new', 'Новая заявка', { text: LONG_TEXT })])],
    });
    const toggle = await screen.findByRole('button', { name: 'Показать полностью' });
    expect(screen.queryByText(LONG_TEXT)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText(LONG_TEXT.trim(), { normalizer: (text) => text.trim() })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect(screen.getByRole('button', { name: 'Показать полностью' })).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientTasksScreen />, { mocks: [tasksMock([])] });
    expect(await screen.findByText('У вас нет активных задач')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Показать' }), 'Все');
    expect(screen.getByText('У вас пока нет задач')).toBeInTheDocument();
  });

  it('goes to /client from Создать задачу', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientTasksScreen />, { route: '/client/tasks', mocks: [tasksMock([])] });
    await user.click(screen.getByRole('button', { name: 'Создать задачу' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client');
  });

  it('calls the master of a completed task again through the form (docs/product.md §12)', async () => {
    const user = userEvent.setup();
    const master = { __typename: 'TaskMaster', contractId: 31, name: 'Бахтиёр Саидов' };
    renderWithProviders(<ClientTasksScreen />, {
      mocks: [
        tasksMock([
          listTask(7, 'completed', 'Выполнена', { master }),
          listTask(8, 'cancelled', 'Отменена', { master }),
        ]),
      ],
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Показать' }), 'Все');
    const [done, cancelled] = await screen.findAllByRole('article');
    expect(within(cancelled).queryByRole('button', { name: 'Позвать снова' })).not.toBeInTheDocument();
    await user.click(await within(done).findByRole('button', { name: 'Позвать снова' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client');
    expect(screen.getByTestId('location')).toHaveAttribute(
      'data-state',
      JSON.stringify({ callAgain: { contractId: 31, name: 'Бахтиёр Саидов' } }),
    );
  });
});
