import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders, type Mock } from '../../../test/render';
import { AnalystAnalyticsScreen } from './analyst-analytics-screen';
import { AnalyticsFilterOptionsQuery } from './analytics-filters';
import { AdminAnalyticsQuery, AdminAnalyticsScreen, UNANSWERED_SHOWN } from './analytics-screen';

const ROUTE = '/admin/analytics?from=2026-10-01&to=2026-10-07';
// the week asked for: local midnights, the end exclusive (the day after `to`)
const WEEK = { from: new Date(2026, 9, 1).toISOString(), to: new Date(2026, 9, 8).toISOString() };

function filter(overrides: Record<string, unknown> = {}) {
  return { ...WEEK, cityId: null, districtId: null, categoryId: null, ...overrides };
}

const options: Mock = {
  request: { query: AnalyticsFilterOptionsQuery },
  result: {
    data: {
      cities: [
        {
          __typename: 'City',
          id: 1,
          name: 'Ташкент',
          districts: [
            { __typename: 'District', id: 7, name: 'Чиланзарский район' },
            { __typename: 'District', id: 9, name: 'Юнусабадский район' },
          ],
        },
        { __typename: 'City', id: 2, name: 'Самарканд', districts: [] },
      ],
      adminCategories: {
        __typename: 'CategoryPage',
        items: [{ __typename: 'Category', id: 3, name: 'Сантехник' }],
      },
    },
  },
};

const funnel = (created: number, accepted: number) => ({
  __typename: 'AnalyticsFunnel',
  created,
  offered: created,
  accepted,
  completed: Math.min(accepted, 3),
  reviewed: Math.min(accepted, 2),
  cancelled: created ? 1 : 0,
  expired: created ? 2 : 0,
  rejected: 0,
});

const durations = (count: number, p50: number | null, p90: number | null) => ({
  __typename: 'AnalyticsDurations',
  count,
  p50,
  p90,
});

const city = { __typename: 'AnalyticsCity', id: 1, name: 'Ташкент' };
const district = (id: number, name: string, median: number | null, created = 4) => ({
  __typename: 'AnalyticsDistrictDemand',
  district: { __typename: 'AnalyticsDistrict', id, name, city },
  created,
  accepted: median === null ? 0 : 2,
  unserved: median === null ? created : 1,
  masters: median === null ? 0 : 3,
  medianSecondsToAccept: median,
});

const master = (id: number, name: string, offersReceived: number, unanswered: number, topUsta = false) => ({
  __typename: 'AnalyticsMasterEdge',
  node: {
    __typename: 'AnalyticsMaster',
    contract: { __typename: 'AnalyticsContract', id, name },
    offersReceived,
    unanswered,
    medianResponseSeconds: 300,
    topUsta,
  },
});

function analytics(created = 12) {
  return {
    __typename: 'Analytics',
    funnel: funnel(created, created ? 8 : 0),
    timeToAccept: durations(created ? 8 : 0, created ? 420 : null, created ? 3600 : null),
    series: created
      ? [
          {
            __typename: 'AnalyticsSeriesPoint',
            start: new Date(2026, 9, 1).toISOString(),
            funnel: { __typename: 'AnalyticsFunnel', created: 7, accepted: 5 },
            timeToAccept: durations(5, 300, 1200),
          },
          {
            __typename: 'AnalyticsSeriesPoint',
            start: new Date(2026, 9, 2).toISOString(),
            funnel: { __typename: 'AnalyticsFunnel', created: 5, accepted: 3 },
            timeToAccept: durations(3, 900, 5400),
          },
        ]
      : [],
    byDistrict: created
      ? [
          district(7, 'Чиланзарский район', 600),
          district(9, 'Юнусабадский район', 7200),
          district(11, 'Сергелийский район', null),
        ]
      : [],
    byCategory: created
      ? [
          {
            __typename: 'AnalyticsCategoryDemand',
            category: { __typename: 'AnalyticsCategory', id: 3, name: 'Сантехник' },
            created: 9,
            accepted: 6,
            unserved: 2,
            masters: 4,
            medianSecondsToAccept: 480,
          },
          {
            __typename: 'AnalyticsCategoryDemand',
            category: null,
            created: 3,
            accepted: 2,
            unserved: 1,
            masters: 0,
            medianSecondsToAccept: null,
          },
        ]
      : [],
    masters: {
      __typename: 'AnalyticsMasterConnection',
      edges: created ? [master(21, 'Шохрух Мастер 4', 10, 6, true), master(22, 'Лола Мастер 7', 5, 0)] : [],
    },
    intake: { __typename: 'AnalyticsIntake', groups: 3, messagesRead: 420, replies: 17, tasksCreated: 6 },
    prices: created
      ? [
          {
            __typename: 'AnalyticsPriceFigure',
            category: { __typename: 'AnalyticsCategory', id: 3, name: 'Сантехник' },
            district: { __typename: 'AnalyticsDistrict', id: 7, name: 'Чиланзарский район', city },
            jobs: 24,
            low: 150000,
            median: 200000,
            high: 250000,
          },
        ]
      : [],
    completedValue: created
      ? [
          {
            __typename: 'AnalyticsWeekValue',
            week: new Date(2026, 8, 28).toISOString(),
            jobs: 5,
            value: 1250000,
          },
          { __typename: 'AnalyticsWeekValue', week: new Date(2026, 9, 5).toISOString(), jobs: 2, value: 430000 },
        ]
      : [],
  };
}

function analyticsMock(variablesFilter = filter(), data: unknown = analytics(), interval = 'DAY'): Mock {
  return {
    request: {
      query: AdminAnalyticsQuery,
      variables: { filter: variablesFilter, interval, masters: UNANSWERED_SHOWN },
    },
    result: { data: { analytics: data } },
  };
}

function show(mocks: Mock[], route = ROUTE) {
  return renderWithProviders(<AdminAnalyticsScreen />, { mocks, route });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('admin analytics dashboard', () => {
  it('shows what the bot did in groups', async () => {
    show([options, analyticsMock()]);
    await screen.findByRole('region', { name: 'Итоги периода' });
    const groups = card('Бот в группах');
    const rows = within(within(groups).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ГруппыСообщений прочитаноОтветов на просьбыЗадач создано',
      '3420176',
    ]);
  });

  let getContext: jest.SpyInstance;
  beforeEach(() => {
    // jsdom draws nothing: the charts get no 2D context, their tables carry the figures
    getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => getContext.mockRestore());

  it('shows the funnel, the time to accept, demand against supply and the slow spots of the period', async () => {
    show([options, analyticsMock()]);

    const summary = await screen.findByRole('region', { name: 'Итоги периода' });
    expect(within(summary).getByText('Создано').nextSibling).toHaveTextContent('12');
    expect(within(summary).getByText('Принято').nextSibling).toHaveTextContent('8 (67 %)');
    expect(within(summary).getByText('Медиана до принятия').nextSibling).toHaveTextContent('7 мин');
    expect(within(summary).getByText('90-й перцентиль до принятия').nextSibling).toHaveTextContent('1 ч');

    const funnelCard = card('Воронка задач');
    expect(within(funnelCard).getByRole('img', { name: /Воронка/ })).toBeInTheDocument();
    const funnelRows = within(within(funnelCard).getByRole('table')).getAllByRole('row');
    expect(funnelRows.map((row) => row.textContent)).toEqual([
      'ЭтапЗадачДоля от созданных',
      'Создано12100 %',
      'Предложено мастерам12100 %',
      'Принято867 %',
      'Завершено325 %',
      'С отзывом217 %',
      'Отменено клиентом18 %',
      'Истекло217 %',
      'Отклонено00 %',
    ]);

    const accept = card('Время до принятия (по дням)');
    expect(within(accept).getByRole('img', { name: /медиана и 90-й перцентиль/ })).toBeInTheDocument();
    expect(within(accept).getByRole('cell', { name: '15 мин' })).toBeInTheDocument();
    expect(within(accept).getByRole('cell', { name: '1 ч 30 мин' })).toBeInTheDocument();

    // several cities in view: a district says its city
    const districts = card('Спрос и предложение по районам');
    expect(within(districts).getByRole('img', { name: /по районам/ })).toBeInTheDocument();
    const sergeli = within(districts).getByRole('cell', { name: 'Сергелийский район (Ташкент)' }).closest('tr')!;
    expect([...sergeli.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Сергелийский район (Ташкент)',
      '4',
      '0',
      '4',
      '0',
      '—',
    ]);
    const categories = card('Спрос и предложение по категориям');
    expect(within(categories).getByRole('cell', { name: 'Сантехник' })).toBeInTheDocument();
    expect(within(categories).getByRole('cell', { name: 'Без категории' })).toBeInTheDocument();

    // slowest first, and a district where nothing was accepted has no median to rank
    const slowest = within(card('Самые медленные районы')).getByRole('table');
    expect(
      within(slowest)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1Юнусабадский район (Ташкент)2 ч43', '2Чиланзарский район (Ташкент)10 мин43']);

    // only masters who left something unanswered
    const silent = within(card('Мастера, которые не отвечают на предложения')).getByRole('table');
    expect(within(silent).getAllByRole('row')).toHaveLength(2);
    expect(within(silent).getByRole('row', { name: /Шохрух Мастер 4/ })).toHaveTextContent(
      'Шохрух Мастер 4 Топ-мастер10660 %5 мин',
    );
    expect(within(silent).queryByText('Лола Мастер 7')).not.toBeInTheDocument();
  });

  it("shows the usual prices per category and district and the value of completed work per week, in so'm", async () => {
    show([options, analyticsMock()]);
    const prices = await screen.findByRole('region', { name: 'Цены работ' });
    expect(within(prices).getByRole('img', { name: /от 25-го до 75-го перцентиля и медиана/ })).toBeInTheDocument();
    const spread = within(within(prices).getByRole('table')).getAllByRole('row');
    expect(spread.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'КатегорияРайонЗаказов25-й перцентильМедиана75-й перцентиль',
      'СантехникЧиланзарский район (Ташкент)24150 000 сум200 000 сум250 000 сум',
    ]);
    const value = card('Стоимость выполненных работ по неделям');
    expect(within(value).getByRole('img', { name: /по неделям, в сумах/ })).toBeInTheDocument();
    expect(
      within(within(value).getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Неделя сЗаказовСтоимость', '28.0951 250 000 сум', '05.102430 000 сум']);
  });

  it('says when no group has enough priced jobs to show', async () => {
    const bare = { ...analytics(), prices: [], completedValue: [] };
    show([options, analyticsMock(filter(), bare)]);
    const prices = await screen.findByRole('region', { name: 'Цены работ' });
    expect(within(prices).getByRole('status')).toHaveTextContent('Пока нет категорий и районов');
    expect(within(prices).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card('Стоимость выполненных работ по неделям')).getByRole('status')).toHaveTextContent(
      'В этом периоде нет завершённых задач с ценой',
    );
  });

  it('explains its figures behind "Как считается" and says when a table is wider than the screen', async () => {
    // a phone: the tables are wider than their box (jsdom lays nothing out)
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    try {
      show([options, analyticsMock()]);
      const silent = await screen.findByRole('region', { name: 'Мастера, которые не отвечают на предложения' });
      const toggle = within(silent).getByRole('button', { name: 'Как считается' });
      const definition = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(definition).not.toBeVisible();
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(definition).toBeVisible();
      expect(definition).toHaveTextContent(/не считаются предложения, снятые потому, что задачу принял другой мастер/i);
      expect(within(card('Итоги периода')).getByRole('button', { name: 'Как считается' })).toBeInTheDocument();

      expect(within(silent).getByText('Таблица шире экрана: прокрутите её вбок →')).toBeInTheDocument();
      // the table keeps its name for screen readers; the heading above is not printed again as a caption
      const table = within(silent).getByRole('table', { name: 'Мастера, которые не отвечают на предложения' });
      expect(within(silent).getAllByText('Мастера, которые не отвечают на предложения')).toHaveLength(2);
      expect(table.querySelector('caption')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('asks again for the chosen city and category, and a new city clears the district', async () => {
    const user = userEvent.setup();
    const narrowed = analytics();
    narrowed.funnel = funnel(5, 4);
    show(
      [
        options,
        analyticsMock(),
        analyticsMock(filter({ cityId: 1 })),
        analyticsMock(filter({ cityId: 1, districtId: 9 })),
        analyticsMock(filter({ cityId: 2 })),
        analyticsMock(filter({ cityId: 2, categoryId: 3 }), narrowed),
      ],
      ROUTE,
    );
    await screen.findByRole('region', { name: 'Итоги периода' });
    const districtSelect = screen.getByRole('combobox', { name: 'Район' });
    expect(districtSelect).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Город' }), 'Ташкент');
    await waitFor(() => expect(districtSelect).toBeEnabled());
    // within one city a district's name is enough
    await screen.findAllByRole('cell', { name: 'Юнусабадский район' });
    await user.selectOptions(districtSelect, 'Юнусабадский район');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('district=9'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Город' }), 'Самарканд');
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('district='));
    expect(districtSelect).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Категория' }), 'Сантехник');

    const summary = screen.getByRole('region', { name: 'Итоги периода' });
    await waitFor(() => expect(within(summary).getByText('Создано').nextSibling).toHaveTextContent('5'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/analytics?from=2026-10-01&to=2026-10-07&city=2&category=3',
    );
  });

  it('draws a range longer than 45 days by week', async () => {
    const quarter = { from: new Date(2026, 6, 1).toISOString(), to: new Date(2026, 9, 1).toISOString() };
    show(
      [options, analyticsMock(filter(quarter), analytics(), 'WEEK')],
      '/admin/analytics?from=2026-07-01&to=2026-09-30',
    );
    expect(await screen.findByRole('region', { name: 'Время до принятия (по неделям)' })).toBeInTheDocument();
  });

  it('says so when the period has no tasks', async () => {
    show([options, analyticsMock(filter(), analytics(0))]);
    expect(await screen.findByText('За выбранный период задач нет. Измените даты или фильтры.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Воронка задач' })).not.toBeInTheDocument();
  });

  it('offers a retry when the figures fail to load', async () => {
    const user = userEvent.setup();
    show([options, { request: analyticsMock().request, error: new TypeError('Failed to fetch') }, analyticsMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить аналитику');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('region', { name: 'Итоги периода' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a start after the end without asking the server', async () => {
    show([options], '/admin/analytics?from=2026-10-08&to=2026-10-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Дата начала должна быть не позже даты конца');
    expect(screen.queryByRole('status', { name: 'Загружаем аналитику' })).not.toBeInTheDocument();
  });

  it('starts with the last 30 days, today included', async () => {
    const today = new Date();
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
    const to = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    show([options, analyticsMock(filter({ from: from.toISOString(), to: to.toISOString() }))], '/admin/analytics');
    expect(await screen.findByRole('region', { name: 'Итоги периода' })).toBeInTheDocument();
  });

  it('serves an analyst on /analytics with the token as Bearer, without a session', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((call) => {
      const { operationName } = JSON.parse(String(call.body)) as { operationName: string };
      if (call.headers.get('authorization') !== 'Bearer usta_analyst_secret') return { status: 401, body: {} };
      if (operationName === 'AnalyticsFilterOptions') return { status: 200, body: options.result };
      return { status: 200, body: { data: { analytics: analytics() } } };
    });
    try {
      renderWithProviders(<AnalystAnalyticsScreen />, { route: ROUTE });
      expect(screen.getByText(/Введите токен аналитика/)).toBeInTheDocument();
      expect(calls).toHaveLength(0);

      await user.type(screen.getByLabelText('Токен аналитика'), 'usta_analyst_secret');
      await user.click(screen.getByRole('button', { name: 'Подключить' }));

      const summary = await screen.findByRole('region', { name: 'Итоги периода' });
      expect(within(summary).getByText('Создано').nextSibling).toHaveTextContent('12');
      expect(calls.every((call) => call.url === '/graphql' && !call.headers.has('x-telegram-init-data'))).toBe(true);
      expect(screen.getByRole('link', { name: 'Открыть GraphQL Explorer' })).toHaveAttribute('href', '/explorer');
      // the explorer's key: the token serves both pages of this tab
      expect(window.sessionStorage.getItem('usta.analystToken')).toBe('usta_analyst_secret');
    } finally {
      restoreFetch();
    }
  });
});
