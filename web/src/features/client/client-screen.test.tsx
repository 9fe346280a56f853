import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { GraphQLError } from 'graphql';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { AddressCitiesQuery, AddressDistrictsQuery } from '../../ui/address-picker';
import type { TaskStatus } from '../../gql/graphql';
import { renderWithProviders, type Mock } from '../../test/render';
import { clientTaskRules } from '../../test/task-rules';
import { CancelTaskMutation, ClientCancelReasonsQuery } from './cancel-task-dialog';
import { ClientHomeQuery, ClientScreen, ClientTaskQuery } from './client-screen';
import { CreateTaskMutation, LastAddressQuery, TaskCategoriesQuery } from './confirm-task-form';
import { DetectCategoryQuery } from './detect-category-query';
import { CreateReviewMutation } from './review-form';
import { SetTaskPriceMutation } from './price-paid-card';
import { TaskPriceQuery } from '../../ui/task-price';
import { IntakeRequestQuery } from './intake-prefill';
import { ClientTaskUpdatedSubscription } from './task-journey';

const TEXT = 'Нужен сантехник: заменить кран в ванной';

const master = {
  __typename: 'TaskMaster',
  name: 'Бахтиёр Саидов',
  photoPath: null,
  telegramUsername: 'bakhtiyor_usta',
  phone: '+998901234501',
  reviewsCount: 3,
  averageRating: 4.7,
  contractId: 4,
};

function task(overrides: Record<string, unknown> = {}) {
  const fields = {
    __typename: 'Task',
    id: 11,
    version: 1,
    status: 'sent_to_masters' as TaskStatus,
    hasReview: false,
    cancelStep: 1,
    text: TEXT,
    statusLabel: 'Ищем мастера',
    master: null,
    ...overrides,
  };
  return {
    ...clientTaskRules(fields.status, { hasReview: fields.hasReview, hasMaster: fields.master !== null }),
    ...fields,
  };
}

function homeMock(activeTask: ReturnType<typeof task> | null, reviewsCount = 0): Mock {
  return {
    request: { query: ClientHomeQuery },
    result: {
      data: {
        activeTask,
        activeTaskCount: activeTask ? 1 : 0,
        clientStats: {
          __typename: 'Stats',
          completedTasksCount: reviewsCount,
          averageRating: reviewsCount ? 5 : 0,
          reviewsCount,
        },
      },
    },
  };
}

// the mock with `onAnswer` called when the link answers with it
function answered(mock: Mock, onAnswer: () => void): Mock {
  const { result } = mock as { result: unknown };
  return { ...mock, result: () => (onAnswer(), result) } as Mock;
}

// the socket's push for task 11; `after` keeps it back until the test wants it
function updateMock(update: ReturnType<typeof task>, after: number): Mock {
  return {
    request: { query: ClientTaskUpdatedSubscription, variables: { id: 11 } },
    delay: after,
    result: { data: { taskUpdated: update } },
  };
}

const candidate = (id: number, name: string) => ({
  __typename: 'CategoryCandidate',
  category: { __typename: 'Category', id, name },
});
const detected = (id: number, name: string) => ({
  __typename: 'CategoryDetection',
  categoryId: id,
  notARequest: false,
  category: { __typename: 'Category', id, name },
  alternatives: [candidate(5, 'Электрика')],
  popular: [],
  emergency: null,
});

const confirmFormMocks: Mock[] = [
  {
    request: { query: TaskCategoriesQuery },
    result: {
      data: {
        categories: [
          { __typename: 'Category', id: 2, name: 'Сантехника', description: 'Краны, трубы' },
          { __typename: 'Category', id: 5, name: 'Электрика', description: 'Проводка' },
          { __typename: 'Category', id: 7, name: 'Мастер на час', description: 'Мелкий ремонт' },
        ],
      },
    },
  },
  { request: { query: LastAddressQuery }, result: { data: { lastAddress: null } } },
  {
    request: { query: AddressCitiesQuery },
    result: { data: { cities: [{ __typename: 'City', id: 1, name: 'Ташкент' }] } },
  },
  {
    request: { query: AddressDistrictsQuery, variables: { cityId: 1 } },
    result: {
      data: {
        districts: [
          { __typename: 'District', id: 3, name: 'Чиланзарский район' },
          { __typename: 'District', id: 4, name: 'Юнусабадский район' },
        ],
      },
    },
  },
];

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// axe's page-has-heading-one, and no second one: each mode of the screen has exactly one h1
const expectOneHeadingOne = () => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

describe('client screen', () => {
  it('goes initial, detected, active, review, success', async () => {
    const user = userEvent.setup();
    const socket = new MockSubscriptionLink();
    const push = (update: ReturnType<typeof task>) =>
      act(() => socket.simulateResult({ result: { data: { taskUpdated: update } } }));
    let homeRefetched = false;
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      subscriptions: socket,
      mocks: [
        homeMock(null),
        {
          request: { query: DetectCategoryQuery, variables: { text: TEXT } },
          delay: 300,
          result: { data: { detectCategory: detected(2, 'Сантехника') } },
        },
        ...confirmFormMocks,
        {
          request: {
            query: CreateTaskMutation,
            variables: { input: { text: TEXT, categoryId: 2, cityId: 1, districtId: 3, phone: '+998901234567' } },
          },
          delay: 300,
          result: { data: { createTask: { __typename: 'MutationCreateTaskSuccess', data: task() } } },
        },
        answered(homeMock(task()), () => (homeRefetched = true)),
        {
          request: {
            query: CreateReviewMutation,
            variables: { input: { taskId: 11, contractId: 4, rating: 5, comment: null } },
          },
          result: {
            data: {
              createReview: {
                __typename: 'MutationCreateReviewSuccess',
                data: { __typename: 'Review', id: 90, taskId: 11 },
              },
            },
          },
        },
        homeMock(null, 1),
        {
          request: { query: ClientTaskQuery, variables: { id: 11 } },
          result: {
            data: {
              task: task({ status: 'completed', statusLabel: 'Выполнена', hasReview: true, cancelStep: null, master }),
            },
          },
        },
      ],
    });

    // initial
    expect(await screen.findByRole('heading', { level: 1, name: 'Создать задачу' })).toBeInTheDocument();
    expectOneHeadingOne();
    expect(screen.getByText('Опишите Вашу задачу или нужную специальность')).toBeInTheDocument();
    const description = screen.getByLabelText('Описание задачи');
    expect(description).toHaveAttribute('placeholder', expect.stringContaining('сантехник'));
    expect(screen.getByRole('button', { name: 'Создать' })).toBeDisabled();
    await user.type(description, TEXT);
    expect(screen.getByText(`${TEXT.length}/500 символов`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(screen.getByRole('button', { name: 'Определяем категорию...' })).toBeDisabled();
    // what is happening, in words
    expect(screen.getByText('Читаем описание и подбираем категорию мастера')).toHaveAttribute('role', 'status');

    // category detected, and said so, with a way to change it
    const category = await screen.findByRole('combobox', { name: /Категория/ });
    await waitFor(() => expect(category).toHaveValue('Сантехника'));
    expect(screen.getByText('Определили: Сантехника')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(category).toHaveFocus();
    expect(screen.getByLabelText('Описание задачи')).toHaveAttribute('readonly');
    const confirm = screen.getByRole('button', { name: 'Подтвердить' });
    expect(confirm).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Город/ })).toBeEnabled());
    await pick(user, /Город/, 'Ташкент');
    await pick(user, /Район/, 'Чиланзарский район');
    await user.type(screen.getByLabelText('Телефон'), '901234567');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(screen.getByRole('button', { name: 'Создаем задачу...' })).toBeDisabled();

    // has-active-task: searching, then in progress with the master
    expect(await screen.findByRole('heading', { level: 1, name: 'Активная задача' })).toBeInTheDocument();
    expectOneHeadingOne();
    expect(screen.getByText(/Ищем мастера/)).toBeInTheDocument();
    await waitFor(() => expect(socket.operation?.variables).toEqual({ id: 11 }));
    // the home read that followed the creation has been asked and answered (its mock has no delay): on a
    // busy machine its answer could land after the push below and write the searching state back over it
    await waitFor(() => expect(homeRefetched).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    // the socket: a master accepts
    push(task({ status: 'in_progress', statusLabel: 'В работе', cancelStep: 2, master }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Задача в работе' })).toBeInTheDocument();
    expectOneHeadingOne();
    expect(screen.getByText('Мастер принял Вашу задачу и скоро свяжется с вами')).toBeInTheDocument();
    expect(screen.getByText('Бахтиёр Саидов')).toBeInTheDocument();
    expect(screen.getByText('+998901234501')).toBeInTheDocument();
    expect(screen.getByText('Отзывов 3')).toBeInTheDocument();

    // ... and completes: the review is offered
    push(task({ status: 'completed', statusLabel: 'Выполнена', cancelStep: null, master }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Задача завершена!' })).toBeInTheDocument();
    expectOneHeadingOne();
    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(await screen.findByText('Отзыв отправлен')).toBeInTheDocument();
    expect(screen.getByText('Спасибо за Ваш отзыв!')).toBeInTheDocument();
  }, 90_000);

  it('says why a text is refused: spaces only, no letters, a paste over the limit kept whole', async () => {
    const user = userEvent.setup();
    const emoji = '🔧🚿🔧🚿🔧🚿';
    const long = 'Нужен мастер. '.repeat(40);
    const refused = (text: string, code: string, message: string): Mock => ({
      request: { query: DetectCategoryQuery, variables: { text } },
      result: { errors: [new GraphQLError(message, { extensions: { code } })] },
    });
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      mocks: [
        homeMock(null),
        refused(emoji, 'TASK_TEXT_NO_LETTERS', 'Опишите задачу словами: нужно хотя бы 3 буквы'),
        refused(long.trim(), 'TASK_TEXT_TOO_LONG', 'Описание задачи не должно превышать 500 символов'),
      ],
    });
    const description = await screen.findByLabelText('Описание задачи');

    await user.type(description, '   ');
    expect(screen.getByRole('button', { name: 'Создать' })).toBeDisabled();
    expect(screen.getByText('Описание задачи должно быть не менее 10 символов')).toBeInTheDocument();

    await user.clear(description);
    await user.type(description, emoji);
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Опишите задачу словами: нужно хотя бы 3 буквы')).toBeInTheDocument();

    await user.clear(description);
    await user.click(description);
    await user.paste(long);
    expect(description).toHaveValue(long);
    expect(screen.getByText(`${long.length}/500 символов`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Описание задачи не должно превышать 500 символов')).toBeInTheDocument();
  });

  it('offers the three likeliest categories as chips when detection is unsure', async () => {
    const user = userEvent.setup();
    const unsure = 'Помогите пожалуйста срочно, всё сломалось';
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      mocks: [
        homeMock(null),
        {
          request: { query: DetectCategoryQuery, variables: { text: unsure } },
          result: {
            data: {
              detectCategory: {
                __typename: 'CategoryDetection',
                categoryId: null,
                notARequest: false,
                category: null,
                alternatives: [candidate(7, 'Мастер на час'), candidate(5, 'Электрика'), candidate(2, 'Сантехника')],
                popular: [],
                emergency: null,
              },
            },
          },
        },
        ...confirmFormMocks,
      ],
    });
    await user.type(await screen.findByLabelText('Описание задачи'), unsure);
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    const banner = await screen.findByText(/Не удалось определить категорию/);
    expect(banner).toHaveTextContent('Не удалось определить категорию. Возможно, подойдёт одна из этих:');
    const chips = ['Мастер на час', 'Электрика', 'Сантехника'].map((name) => screen.getByRole('button', { name }));
    for (const chip of chips) expect(chip).toHaveAttribute('aria-pressed', 'false');
    const category = screen.getByRole('combobox', { name: /Категория/ });
    expect(category).toHaveValue('');
    // one tap chooses
    await user.click(chips[1]);
    expect(chips[1]).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(category).toHaveValue('Электрика'));
  });

  it("offers the city's most posted categories as chips when the text names no trade", async () => {
    const user = userEvent.setup();
    const vague = 'Помогите пожалуйста срочно';
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      mocks: [
        homeMock(null),
        {
          request: { query: DetectCategoryQuery, variables: { text: vague } },
          result: {
            data: {
              detectCategory: {
                __typename: 'CategoryDetection',
                categoryId: null,
                category: null,
                alternatives: [],
                popular: [
                  { __typename: 'Category', id: 2, name: 'Сантехника' },
                  { __typename: 'Category', id: 7, name: 'Мастер на час' },
                  { __typename: 'Category', id: 5, name: 'Электрика' },
                ],
                emergency: null,
              },
            },
          },
        },
        ...confirmFormMocks,
      ],
    });
    await user.type(await screen.findByLabelText('Описание задачи'), vague);
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    const banner = await screen.findByText(/Не удалось определить категорию/);
    expect(banner).toHaveTextContent('Не удалось определить категорию. Часто заказывают:');
    const chip = screen.getByRole('button', { name: 'Мастер на час' });
    expect(screen.getByRole('button', { name: 'Сантехника' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Категория/ })).toHaveValue('Мастер на час'));
  });

  it('shows what to do and the numbers to call before the form when the text reports a gas smell', async () => {
    const user = userEvent.setup();
    const gas = 'В квартире сильно пахнет газом';
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      mocks: [
        homeMock(null),
        {
          request: { query: DetectCategoryQuery, variables: { text: gas } },
          result: {
            data: {
              detectCategory: {
                __typename: 'CategoryDetection',
                categoryId: null,
                category: null,
                alternatives: [],
                popular: [],
                emergency: {
                  __typename: 'Emergency',
                  kind: 'gas',
                  numbers: ['104', '112'],
                  steps: ['Не включайте свет.', 'Откройте окна и выйдите.', 'Позвоните 104 или 112 с улицы.'],
                },
              },
            },
          },
        },
        ...confirmFormMocks,
      ],
    });
    await user.type(await screen.findByLabelText('Описание задачи'), gas);
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Похоже на утечку газа');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Не включайте свет.', 'Откройте окна и выйдите.', 'Позвоните 104 или 112 с улицы.']);
    expect(within(card).getByRole('link', { name: 'Позвонить 104' })).toHaveAttribute('href', 'tel:104');
    expect(within(card).getByRole('link', { name: 'Позвонить 112' })).toHaveAttribute('href', 'tel:112');
    // the form waits until the client asks for a master all the same
    expect(screen.queryByRole('combobox', { name: /Категория/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Вызвать мастера всё равно' }));
    expect(await screen.findByRole('combobox', { name: /Категория/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the review once the task is completed, then thanks', async () => {
    const user = userEvent.setup();
    const completed = task({ status: 'completed', statusLabel: 'Выполнена', cancelStep: null, master });
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      mocks: [
        homeMock(completed),
        {
          request: {
            query: CreateReviewMutation,
            variables: { input: { taskId: 11, contractId: 4, rating: 5, comment: null } },
          },
          delay: 20,
          result: {
            data: {
              createReview: {
                __typename: 'MutationCreateReviewSuccess',
                data: { __typename: 'Review', id: 90, taskId: 11 },
              },
            },
          },
        },
        homeMock(null, 1),
        {
          request: { query: ClientTaskQuery, variables: { id: 11 } },
          result: { data: { task: { ...completed, hasReview: true } } },
        },
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Задача завершена!' })).toBeInTheDocument();
    expectOneHeadingOne();
    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(await screen.findByText('Отзыв отправлен')).toBeInTheDocument();
    expect(screen.getByText('Спасибо за Ваш отзыв!')).toBeInTheDocument();
    expect(screen.getByText(/после проверки/)).toBeInTheDocument();

    // the form resets: a new task starts from the initial mode
    await user.click(screen.getByRole('button', { name: 'Создать новую задачу' }));
    expect(await screen.findByRole('heading', { name: 'Создать задачу' })).toBeInTheDocument();
  });

  it('returns to the initial mode after a cancel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      mocks: [
        homeMock(task()),
        updateMock(task(), 60_000),
        {
          request: { query: ClientCancelReasonsQuery, variables: { step: 1 } },
          result: {
            data: {
              cancelReasons: [
                { __typename: 'CancelReason', id: 1, name: 'Нашёл мастера в другом месте', code: 'found_elsewhere' },
              ],
            },
          },
        },
        {
          request: { query: CancelTaskMutation, variables: { id: 11, cancelReasonId: 1, cancelReasonText: null } },
          delay: 20,
          result: {
            data: {
              cancelTask: {
                __typename: 'MutationCancelTaskSuccess',
                data: task({ status: 'cancelled', statusLabel: 'Отменена', cancelStep: null }),
              },
            },
          },
        },
        homeMock(null),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Активная задача' })).toBeInTheDocument();
    expectOneHeadingOne();
    expect(screen.getByText(/Вы можете покинуть страницу/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Причина отмены поиска мастера' });
    await within(dialog).findByRole('radio', { name: 'Нашёл мастера в другом месте' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить задачу' }));

    expect(await screen.findByRole('heading', { name: 'Создать задачу' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Описание задачи')).toHaveValue('');
  });

  it('lets the client cancel a second task posted after a cancel, without a reload', async () => {
    const user = userEvent.setup();
    const second = task({ id: 12 });
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      mocks: [
        homeMock(task()),
        updateMock(task(), 60_000),
        {
          request: { query: ClientCancelReasonsQuery, variables: { step: 1 } },
          result: {
            data: {
              cancelReasons: [
                { __typename: 'CancelReason', id: 1, name: 'Нашёл мастера в другом месте', code: 'found_elsewhere' },
              ],
            },
          },
        },
        {
          request: { query: CancelTaskMutation, variables: { id: 11, cancelReasonId: 1, cancelReasonText: null } },
          delay: 20,
          result: {
            data: {
              cancelTask: {
                __typename: 'MutationCancelTaskSuccess',
                data: task({ status: 'cancelled', statusLabel: 'Отменена', cancelStep: null }),
              },
            },
          },
        },
        homeMock(null),
        {
          request: { query: DetectCategoryQuery, variables: { text: TEXT } },
          result: { data: { detectCategory: detected(2, 'Сантехника') } },
        },
        ...confirmFormMocks,
        {
          request: {
            query: CreateTaskMutation,
            variables: { input: { text: TEXT, categoryId: 2, cityId: 1, districtId: 3, tgUsername: 'ivan_petrov' } },
          },
          result: { data: { createTask: { __typename: 'MutationCreateTaskSuccess', data: second } } },
        },
        homeMock(second),
        {
          request: { query: ClientTaskUpdatedSubscription, variables: { id: 12 } },
          delay: 60_000,
          result: { data: { taskUpdated: second } },
        },
      ],
    });

    // the first task is cancelled
    await screen.findByRole('heading', { level: 1, name: 'Активная задача' });
    await user.click(screen.getByRole('button', { name: 'Отменить задачу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Причина отмены поиска мастера' });
    await within(dialog).findByRole('radio', { name: 'Нашёл мастера в другом месте' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить задачу' }));
    await screen.findByRole('heading', { name: 'Создать задачу' });

    // a second one is posted from the form
    await user.type(screen.getByLabelText('Описание задачи'), TEXT);
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await screen.findByRole('combobox', { name: /Категория/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Город/ })).toBeEnabled());
    await pick(user, /Город/, 'Ташкент');
    await pick(user, /Район/, 'Чиланзарский район');
    await user.click(screen.getByRole('radio', { name: 'Telegram' }));
    await user.type(screen.getByLabelText('Telegram'), 'ivan_petrov');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));

    // its cancel button is ready, not stuck on the first cancel's "Отменяем..."
    expect(await screen.findByRole('heading', { level: 1, name: 'Активная задача' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить задачу' })).toBeEnabled();
  }, 60_000);

  it('shows the active task instead of creating a second one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      mocks: [
        homeMock(null),
        {
          request: { query: DetectCategoryQuery, variables: { text: TEXT } },
          result: { data: { detectCategory: detected(2, 'Сантехника') } },
        },
        ...confirmFormMocks,
        {
          request: {
            query: CreateTaskMutation,
            variables: { input: { text: TEXT, categoryId: 2, cityId: 1, districtId: 3, tgUsername: 'ivan_petrov' } },
          },
          result: {
            data: {
              createTask: {
                __typename: 'ActiveTaskExistsError',
                message: 'У вас уже есть активная задача',
                task: task({ id: 12 }),
              },
            },
          },
        },
        homeMock(task({ id: 12 })),
        {
          request: { query: ClientTaskUpdatedSubscription, variables: { id: 12 } },
          delay: 60_000,
          result: { data: { taskUpdated: task({ id: 12 }) } },
        },
      ],
    });
    await user.type(await screen.findByLabelText('Описание задачи'), TEXT);
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await screen.findByRole('combobox', { name: /Категория/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Город/ })).toBeEnabled());
    await pick(user, /Город/, 'Ташкент');
    await pick(user, /Район/, 'Чиланзарский район');
    await user.click(screen.getByRole('radio', { name: 'Telegram' }));
    await user.type(screen.getByLabelText('Telegram'), 'ivan_petrov');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Активная задача' })).toBeInTheDocument();
    expectOneHeadingOne();
  });

  it("shows what the job cost on the review screen, and the client's own figure once saved", async () => {
    const user = userEvent.setup();
    const completed = task({ status: 'completed', statusLabel: 'Выполнена', cancelStep: null, master });
    const priced = (price: number | null): Mock => ({
      request: { query: TaskPriceQuery, variables: { id: 11 } },
      result: { data: { task: { __typename: 'Task', id: 11, price } } },
    });
    renderWithProviders(<ClientScreen />, {
      route: '/client',
      mocks: [
        homeMock(completed),
        // the master gave 150 000 at completion
        priced(150000),
        {
          request: { query: SetTaskPriceMutation, variables: { taskId: 11, pricePaid: 180000 } },
          result: {
            data: {
              setTaskPrice: {
                __typename: 'MutationSetTaskPriceSuccess',
                data: { __typename: 'Task', id: 11, price: 180000 },
              },
            },
          },
        },
        priced(180000),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Сколько вы заплатили?' });
    expect(await within(form).findByTestId('task-price')).toHaveTextContent(/^Цена: 150\s000 сум$/);
    await user.type(within(form).getByLabelText('Сумма, сум'), '180 000');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    const saved = await screen.findByText('Спасибо, цена сохранена');
    expect(within(saved.closest('[role=status]')!).getByTestId('task-price')).toHaveTextContent(/^Цена: 180\s000 сум$/);
  });

  it('shows the price of a completed and reviewed task on its card', async () => {
    const reviewed = task({ status: 'completed', statusLabel: 'Выполнена', hasReview: true, cancelStep: null, master });
    renderWithProviders(<ClientScreen />, {
      route: { pathname: '/client', state: { activeTaskId: 11 } },
      mocks: [
        homeMock(null),
        { request: { query: ClientTaskQuery, variables: { id: 11 } }, result: { data: { task: reviewed } } },
        {
          request: { query: TaskPriceQuery, variables: { id: 11 } },
          result: { data: { task: { __typename: 'Task', id: 11, price: 2500000 } } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Задача завершена' })).toBeInTheDocument();
    expect(await screen.findByTestId('task-price')).toHaveTextContent(/^Цена: 2\s500\s000 сум$/);
  });

  // a group reply's link (docs/product.md §13): the entry screen hands its token to /client
  it("opens the form filled in with a group reply's text and category, and posts the task with its token", async () => {
    const user = userEvent.setup();
    const token = 'in_FilledFormToken_0123456';
    renderWithProviders(<ClientScreen />, {
      route: { pathname: '/client', state: { intakeToken: token } },
      mocks: [
        homeMock(null),
        {
          request: { query: IntakeRequestQuery, variables: { token } },
          result: { data: { intakeRequest: { __typename: 'IntakeRequest', text: TEXT, categoryId: 2 } } },
        },
        ...confirmFormMocks,
        {
          request: {
            query: CreateTaskMutation,
            variables: {
              input: { text: TEXT, categoryId: 2, cityId: 1, districtId: 3, phone: '+998901234567' },
              intakeToken: token,
            },
          },
          result: { data: { createTask: { __typename: 'MutationCreateTaskSuccess', data: task() } } },
        },
        homeMock(task()),
      ],
    });
    // no detection asked: the link's category is chosen, the text is the request's
    const category = await screen.findByRole('combobox', { name: /Категория/ });
    await waitFor(() => expect(category).toHaveValue('Сантехника'));
    expect(screen.getByLabelText('Описание задачи')).toHaveValue(TEXT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('combobox', { name: /Город/ })).toBeEnabled());
    await pick(user, /Город/, 'Ташкент');
    await pick(user, /Район/, 'Чиланзарский район');
    await user.type(screen.getByLabelText('Телефон'), '901234567');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Активная задача' })).toBeInTheDocument();
  });

  it('says an expired group link is stale in the server words and leaves the form empty', async () => {
    const token = 'in_ExpiredFormToken_012345';
    renderWithProviders(<ClientScreen />, {
      route: { pathname: '/client', state: { intakeToken: token } },
      mocks: [
        homeMock(null),
        {
          request: { query: IntakeRequestQuery, variables: { token } },
          result: {
            errors: [
              new GraphQLError('Ссылка устарела или неверна. Опишите задачу заново.', {
                extensions: { code: 'NOT_FOUND' },
              }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка устарела или неверна. Опишите задачу заново.');
    expect(screen.getByLabelText('Описание задачи')).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: /Категория/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать' })).toBeDisabled();
  });
});
