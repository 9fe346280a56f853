import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { EntryScreen } from './entry-screen';
import { consumeStartTask, taskIdFromStartParam } from './start-param';

// Telegram opens the deep link t.me/<bot>/<app>?startapp=task_42 with the launch parameters in the hash
beforeAll(() => {
  const initData = new URLSearchParams({
    user: JSON.stringify({ id: 1, first_name: 'Азиз' }),
    auth_date: '1',
    hash: 'x',
    start_param: 'task_42',
  });
  const launch = new URLSearchParams({
    tgWebAppData: initData.toString(),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppStartParam: 'task_42',
  });
  window.history.replaceState(null, '', `/#${launch.toString()}`);
});

const entryRoutes = (
  <Routes>
    <Route path="/" element={<EntryScreen />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('startapp deep link', () => {
  it('reads task ids only', () => {
    expect(taskIdFromStartParam('task_123')).toBe(123);
    expect(taskIdFromStartParam('task_')).toBeNull();
    expect(taskIdFromStartParam('promo')).toBeNull();
    expect(taskIdFromStartParam(null)).toBeNull();
  });

  it('opens /client on that task from the entry screen, once per launch', async () => {
    renderWithProviders(entryRoutes, { route: '/' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ activeTaskId: 42 }));
    // a reload hands the same parameter again: it is not followed twice
    expect(consumeStartTask()).toBeNull();
  });
});
