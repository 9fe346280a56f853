// The master's working hours editor and response standard (docs/product.md §12): the server's refusal of bad
// hours is shown as it said it and nothing is taken as saved; good hours are saved; his figures stand against
// the Top usta thresholds with what he lacks, and the badge shows when he has it. In Russian and Uzbek.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { applyLanguage } from '../../lib/i18n';
import { loadStandingTexts } from '../../lib/standing-texts';
import { SetMyWorkingHoursMutation, WorkingHoursEditor } from './working-hours-editor';
import { MyStandardQuery, StandardPanel } from './standard-panel';

beforeAll(() => loadStandingTexts());
afterEach(() => applyLanguage('ru'));

const hoursResult = (hours: { weekday: number; from: string; to: string }[]) => ({
  setMyWorkingHours: {
    __typename: 'MutationSetMyWorkingHoursSuccess',
    data: {
      __typename: 'MasterDuty',
      onDuty: true,
      offReason: null,
      hours: hours.map((entry) => ({ __typename: 'WorkingHours', ...entry })),
    },
  },
});

describe('working hours editor', () => {
  it('shows the server’s refusal of overlapping hours and saves corrected ones', async () => {
    const user = userEvent.setup();
    const overlapping = [
      { weekday: 1, from: '09:00', to: '18:00' },
      { weekday: 1, from: '09:00', to: '18:00' },
    ];
    renderWithProviders(<WorkingHoursEditor initial={[{ weekday: 1, from: '09:00', to: '18:00' }]} />, {
      mocks: [
        {
          request: { query: SetMyWorkingHoursMutation, variables: { hours: overlapping } },
          result: {
            data: {
              setMyWorkingHours: {
                __typename: 'ValidationError',
                message: 'Рабочие часы одного дня не должны пересекаться',
                fieldErrors: [
                  {
                    __typename: 'FieldError',
                    field: 'hours',
                    messages: ['Рабочие часы одного дня не должны пересекаться'],
                  },
                ],
              },
            },
          },
        },
        {
          request: {
            query: SetMyWorkingHoursMutation,
            variables: {
              hours: [
                { weekday: 1, from: '09:00', to: '18:00' },
                { weekday: 1, from: '19:00', to: '18:00' },
              ],
            },
          },
          result: { data: hoursResult([{ weekday: 1, from: '09:00', to: '18:00' }]) },
        },
      ],
    });
    const monday = screen.getByText('Пн').parentElement!;
    await user.click(within(monday).getByRole('button', { name: '+ интервал' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить часы' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Рабочие часы одного дня не должны пересекаться');

    const starts = within(monday).getAllByLabelText('Пн С');
    await user.clear(starts[1]);
    await user.type(starts[1], '19:00');
    await user.click(screen.getByRole('button', { name: 'Сохранить часы' }));
    expect(await screen.findByText('Рабочие часы сохранены')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

const standard = (overrides: Record<string, unknown>) => ({
  request: { query: MyStandardQuery },
  result: {
    data: {
      myStandard: {
        __typename: 'MasterStandard',
        offersCount: 4,
        answeredInTimeShare: 0.5,
        acceptedShare: 0.25,
        cancelledByMasterShare: 0,
        rating: 4.9,
        reviewsCount: 6,
        topUsta: false,
        missing: ['offers', 'answered_in_time'],
        unansweredInRow: 0,
        ...overrides,
      },
    },
  },
});

describe('response standard', () => {
  it('marks what he still lacks for the badge', async () => {
    renderWithProviders(<StandardPanel />, { mocks: [standard({})] });
    expect(await screen.findByText('До значка «Топ-мастер» не хватает:')).toBeInTheDocument();
    expect(screen.getByText(/Предложений: 4/)).toHaveTextContent('Предложений: 4 — нужно от 10');
    expect(screen.getByText(/Предложений: 4/)).toHaveAttribute('data-missing', 'true');
    expect(screen.getByText(/Ответили вовремя/)).toHaveTextContent('нужно от 75 %');
    expect(screen.getByText(/Рейтинг/)).toHaveAttribute('data-missing', 'false');
    expect(screen.queryByText('Топ-мастер')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says that offers left unanswered put him after masters who answer, until he answers one', async () => {
    renderWithProviders(<StandardPanel />, { mocks: [standard({ unansweredInRow: 2 })] });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Без ответа подряд: 2. Пока вы не ответите на заказ, новые приходят вам после мастеров, которые отвечают.',
    );
  });

  it('shows the Top usta badge, in Uzbek too', async () => {
    await applyLanguage('uz');
    await loadStandingTexts();
    renderWithProviders(<StandardPanel />, {
      mocks: [standard({ offersCount: 20, answeredInTimeShare: 0.9, topUsta: true, missing: [] })],
    });
    expect(await screen.findByText('Top usta')).toBeInTheDocument();
    expect(screen.getByText('Siz Top ustasiz')).toBeInTheDocument();
    expect(screen.getByText(/Takliflar: 20/)).toHaveAttribute('data-missing', 'false');
  });
});
