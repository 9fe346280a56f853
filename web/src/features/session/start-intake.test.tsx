import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { EntryScreen } from './entry-screen';
import { consumeStartIntake, intakeTokenFromStartParam } from './start-param';

// a group reply's link t.me/<bot>?startapp=in_<token> (docs/product.md §13)
const TOKEN = 'in_AbCdEfGhIjKlMnOpQrSt_-';

beforeAll(() => {
  const initData = new URLSearchParams({
    user: JSON.stringify({ id: 1, first_name: 'Азиз' }),
    auth_date: '1',
    hash: 'x',
    start_param: TOKEN,
  });
  const launch = new URLSearchParams({
    tgWebAppData: initData.toString(),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppStartParam: TOKEN,
  });
  window.history.replaceState(null, '', `/#${launch.toString()}`);
});

describe('a group reply link', () => {
  it('reads intake tokens only', () => {
    expect(intakeTokenFromStartParam(TOKEN)).toBe(TOKEN);
    expect(intakeTokenFromStartParam('in_short')).toBeNull();
    expect(intakeTokenFromStartParam('task_42')).toBeNull();
    expect(intakeTokenFromStartParam(null)).toBeNull();
  });

  it('opens the client form with the token from the entry screen, once per launch', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<EntryScreen />} />
        <Route path="*" element={null} />
      </Routes>,
      { route: '/' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ intakeToken: TOKEN }));
    expect(consumeStartIntake()).toBeNull();
  });
});
