import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../test/render';
import { MasterDashboardQuery, MasterDashboardScreen, MasterStatsQuery } from './master-dashboard-screen';

const PHONE = '+998901112233';

function renderInProgress() {
  renderWithProviders(<MasterDashboardScreen />, {
    subscriptions: new MockSubscriptionLink(),
    mocks: [
      {
        request: { query: MasterDashboardQuery },
        result: {
          data: {
            myContract: { __typename: 'Contract', id: 1, status: 'verified' },
            masterCurrentTask: {
              __typename: 'Task',
              id: 11,
              version: 1,
              status: 'in_progress',
              text: 'Течёт кран',
              createdAt: '2026-03-05T09:30:00.000Z',
              tgUsername: null,
              phone: PHONE,
              client: { __typename: 'TaskClient', name: 'Азиз Каримов' },
              category: { __typename: 'Category', id: 1, name: 'Сантехник' },
              city: { __typename: 'City', id: 1, name: 'Ташкент' },
              district: { __typename: 'District', id: 7, name: 'Чиланзарский район' },
              when: 'asap',
              scheduledFrom: null,
              scheduledTo: null,
              emergency: null,
              formerClient: false,
              photos: [],
              phoneVerified: false,
            },
            masterPendingTask: null,
          },
        },
      },
      {
        request: { query: MasterStatsQuery },
        result: {
          data: { masterStats: { __typename: 'Stats', completedTasksCount: 0, averageRating: 0, reviewsCount: 0 } },
        },
      },
    ],
  });
}

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('client phone on the task in progress', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => {
    alert.mockRestore();
    Reflect.deleteProperty(window.navigator, 'clipboard');
  });

  it('shows the phone with a call link when the client has no username, and copies it', async () => {
    const copied: string[] = [];
    // after setup(): userEvent puts its own clipboard in place
    const user = userEvent.setup();
    setClipboard(async (text) => {
      copied.push(text);
    });
    renderInProgress();
    expect(await screen.findByRole('link', { name: `Позвонить ${PHONE}` })).toHaveAttribute('href', `tel:${PHONE}`);
    expect(screen.queryByRole('button', { name: 'Написать в Telegram' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Копировать' }));
    expect(copied).toEqual([PHONE]);
    expect(await screen.findByText(`Номер ${PHONE} скопирован в буфер обмена`)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the phone in an alert when the clipboard refuses', async () => {
    const user = userEvent.setup();
    setClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderInProgress();
    await user.click(await screen.findByRole('button', { name: 'Копировать' }));
    expect(alert).toHaveBeenCalledWith(PHONE);
    expect(screen.queryByText(/скопирован в буфер обмена/)).not.toBeInTheDocument();
  });

  it('shows the phone in an alert where there is no clipboard at all', async () => {
    // userEvent installs its own clipboard: take it away again
    const user = userEvent.setup();
    Reflect.deleteProperty(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    renderInProgress();
    await user.click(await screen.findByRole('button', { name: 'Копировать' }));
    expect(alert).toHaveBeenCalledWith(PHONE);
  });
});
