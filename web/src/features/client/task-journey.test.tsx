import { act, screen, within } from '@testing-library/react';
import { MockSubscriptionLink } from '@apollo/client/testing';
import type { TaskStatus } from '../../gql/graphql';
import { setRealtimeConnected } from '../../lib/realtime';
import { renderWithProviders, type Mock } from '../../test/render';
import { clientTaskRules } from '../../test/task-rules';
import { ActiveTaskCard } from './active-task-card';
import { ClientTaskQuery } from './client-screen';
import {
  ClientTaskJourneyQuery,
  JourneyLive,
  JourneyMasterFacts,
  JourneyStageLabel,
  JourneySteps,
  TaskLiveFeed,
} from './task-journey';
import { TaskRecapCard } from './task-recap';
import { useQuery } from '@apollo/client/react';

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

function journey(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'TaskJourney',
    stage: 'SEARCHING',
    mastersNotified: null,
    wave: null,
    radiusMeters: null,
    master: null,
    distanceMeters: null,
    etaMinutes: null,
    etaSource: null,
    masterPosition: null,
    destination: null,
    preferredMaster: null,
    updatedAt: '2026-11-26T07:40:00.000Z',
    ...overrides,
  };
}

// every field the card, the journey and the recap read
function task(status: TaskStatus, journeyFields: Record<string, unknown>, version = 1) {
  const withMaster = status === 'in_progress' || status === 'completed';
  return {
    __typename: 'Task',
    id: 11,
    version,
    status,
    statusLabel: status === 'in_progress' ? 'В работе' : 'Ищем мастера',
    text: 'В ванной течёт кран, нужен сантехник',
    hasReview: false,
    cancelStep: withMaster ? 2 : 1,
    ...clientTaskRules(status, { hasMaster: withMaster }),
    master: withMaster ? master : null,
    latitude: 41.3111,
    longitude: 69.2797,
    journey: journey(journeyFields),
    category: { __typename: 'Category', id: 2, name: 'Сантехник' },
    city: { __typename: 'City', id: 1, name: 'Ташкент' },
    district: { __typename: 'District', id: 4, name: 'Юнусабадский район' },
    when: 'tomorrow',
    scheduledFrom: null,
    scheduledTo: null,
    photos: [],
  };
}

const journeyMock = (value: ReturnType<typeof task>): Mock => ({
  request: { query: ClientTaskJourneyQuery, variables: { id: 11 } },
  result: { data: { task: value } },
  maxUsageCount: 10,
});

const cardMock = (value: ReturnType<typeof task>): Mock => ({
  request: { query: ClientTaskQuery, variables: { id: 11 } },
  result: { data: { task: value } },
});

// the card as the screen puts it together, with the live parts beside it
function LiveCard() {
  const { data } = useQuery(ClientTaskQuery, { variables: { id: 11 } });
  if (!data?.task) return null;
  return (
    <>
      <ActiveTaskCard
        task={data.task}
        cancelling={false}
        onCancel={() => undefined}
        onCreateNew={() => undefined}
        progress={<JourneySteps taskId={11} />}
        live={<JourneyLive taskId={11} />}
        masterFacts={<JourneyMasterFacts taskId={11} />}
        stageLabel={(label) => <JourneyStageLabel taskId={11} fallback={label} />}
      />
      <TaskLiveFeed taskId={11} active={data.task.active} />
      <TaskRecapCard taskId={11} />
    </>
  );
}

describe("the client's live card", () => {
  beforeEach(() => setRealtimeConnected(true));
  afterEach(() => act(() => setRealtimeConnected(false)));

  it('follows the task from searching to the master on the way and arrived without a reload', async () => {
    const socket = new MockSubscriptionLink();
    const searching = task('sent_to_masters', { mastersNotified: 4, wave: 2, radiusMeters: 3500 });
    renderWithProviders(<LiveCard />, {
      subscriptions: socket,
      mocks: [cardMock(searching), journeyMock(searching)],
    });
    const push = (value: ReturnType<typeof task>) =>
      act(() => socket.simulateResult({ result: { data: { taskUpdated: value } } }));

    // searching: counts only, and the step
    expect(await screen.findByText(/Мастеров рядом уведомлено: 4/)).toHaveTextContent(
      'Ищем мастеров в радиусе 3,5 км от вас',
    );
    const steps = screen.getByRole('list', { name: 'Ход задачи' });
    expect(within(steps).getByText('Поиск')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/^Ищем мастера/)).toBeInTheDocument();
    // the recap of what the client entered
    const recap = await screen.findByRole('region', { name: 'Ваша заявка' });
    expect(within(recap).getByText('Сантехник')).toBeInTheDocument();
    expect(within(recap).getByText('Завтра')).toBeInTheDocument();
    expect(within(recap).getByText('Ташкент, Юнусабадский район')).toBeInTheDocument();
    // one task at a time
    expect(screen.queryByRole('button', { name: 'Создать новую задачу' })).not.toBeInTheDocument();

    // accepted: who is coming, how far, large call and messenger buttons
    const masterInfo = {
      firstName: 'Бахтиёр',
      rating: 4.7,
      completedCount: 12,
      topUsta: false,
      __typename: 'JourneyMaster',
    };
    push(task('in_progress', { stage: 'ACCEPTED', master: masterInfo, distanceMeters: 2400 }, 2));
    expect(await screen.findByText('Мастер принял Вашу задачу и скоро свяжется с вами')).toBeInTheDocument();
    expect(await screen.findByText('Выполнено работ: 12 · 2,4 км от вас')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Позвонить +998901234501' })).toHaveAttribute('href', 'tel:+998901234501');
    expect(screen.getByRole('button', { name: 'Написать в Telegram' })).toBeInTheDocument();
    expect(within(steps).getByText('Принята')).toHaveAttribute('aria-current', 'step');

    // on the way: the distance and the ETA change as the master moves
    push(
      task(
        'in_progress',
        { stage: 'ON_THE_WAY', master: masterInfo, distanceMeters: 1800, etaMinutes: 9, etaSource: 'MODEL' },
        3,
      ),
    );
    expect(await screen.findByTestId('journey-distance')).toHaveTextContent('До вас: 1,8 км');
    expect(screen.getByTestId('journey-eta')).toHaveTextContent('Примерно через 9 мин');
    push(
      task(
        'in_progress',
        { stage: 'ON_THE_WAY', master: masterInfo, distanceMeters: 650, etaMinutes: 4, etaSource: 'MODEL' },
        4,
      ),
    );
    expect(await screen.findByText('До вас: 650 м')).toBeInTheDocument();
    expect(screen.getByTestId('journey-eta')).toHaveTextContent('Примерно через 4 мин');
    expect(within(steps).getByText('В пути')).toHaveAttribute('aria-current', 'step');
    // the badge says the stage as the steps do, not the status's 'В работе'
    expect(screen.getAllByText('В пути')).toHaveLength(2);
    expect(screen.queryByText('В работе')).not.toBeInTheDocument();

    // the master's own minutes are said as his
    push(task('in_progress', { stage: 'ON_THE_WAY', master: masterInfo, etaMinutes: 15, etaSource: 'MASTER' }, 5));
    expect(await screen.findByText('Через 15 мин, по словам мастера')).toBeInTheDocument();

    push(task('in_progress', { stage: 'ARRIVED', master: masterInfo }, 6));
    expect(await screen.findByText('Мастер на месте')).toBeInTheDocument();
    expect(within(steps).getByText('На месте')).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByText('На месте')).toHaveLength(2);
  });

  it('asks for the task every 5 s while the socket is down', async () => {
    act(() => setRealtimeConnected(false));
    const first = task('in_progress', {
      stage: 'ON_THE_WAY',
      distanceMeters: 3000,
      etaMinutes: 12,
      etaSource: 'MODEL',
    });
    const later = task(
      'in_progress',
      { stage: 'ON_THE_WAY', distanceMeters: 1200, etaMinutes: 5, etaSource: 'MODEL' },
      2,
    );
    renderWithProviders(<LiveCard />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [
        cardMock(first),
        { request: { query: ClientTaskJourneyQuery, variables: { id: 11 } }, result: { data: { task: first } } },
        { request: { query: ClientTaskJourneyQuery, variables: { id: 11 } }, result: { data: { task: first } } },
        { request: { query: ClientTaskJourneyQuery, variables: { id: 11 } }, result: { data: { task: later } } },
        journeyMock(later),
      ],
    });
    expect(await screen.findByText('До вас: 3,0 км')).toBeInTheDocument();
    expect(await screen.findByText('До вас: 1,2 км', undefined, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);

  it('says the master asked for again has the task first, then why the search widened (docs/product.md §12)', async () => {
    const socket = new MockSubscriptionLink();
    const preferred = (state: string) => ({ __typename: 'JourneyPreferredMaster', firstName: 'Бахтиёр', state });
    const first = task('sent_to_masters', { mastersNotified: 1, wave: 1, preferredMaster: preferred('OFFERED') });
    renderWithProviders(<LiveCard />, { subscriptions: socket, mocks: [cardMock(first), journeyMock(first)] });
    expect(await screen.findByTestId('journey-preferred')).toHaveTextContent(
      'Сначала заказ видит только Бахтиёр — ваш мастер',
    );
    expect(screen.queryByTestId('journey-notified')).not.toBeInTheDocument();
    const widened = task(
      'sent_to_masters',
      { mastersNotified: 4, wave: 2, radiusMeters: 1500, preferredMaster: preferred('DECLINED') },
      2,
    );
    act(() => socket.simulateResult({ result: { data: { taskUpdated: widened } } }));
    expect(await screen.findByText(/Бахтиёр не может взять заказ/)).toHaveTextContent(
      'Бахтиёр не может взять заказ — предлагаем его другим мастерам рядом',
    );
    expect(screen.getByTestId('journey-notified')).toHaveTextContent('Мастеров рядом уведомлено: 4');
  });

  it('shows the Top usta badge beside the master who accepted', async () => {
    const accepted = task('in_progress', {
      stage: 'ACCEPTED',
      master: { firstName: 'Бахтиёр', rating: 4.9, completedCount: 40, topUsta: true, __typename: 'JourneyMaster' },
    });
    renderWithProviders(<LiveCard />, {
      subscriptions: new MockSubscriptionLink(),
      mocks: [cardMock(accepted), journeyMock(accepted)],
    });
    expect(await screen.findByText('Топ-мастер')).toBeInTheDocument();
    expect(screen.getByText(/Выполнено работ: 40/)).toBeInTheDocument();
  });
});
