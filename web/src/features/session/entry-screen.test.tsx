import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '../../ui/theme';
import { renderWithProviders } from '../../test/render';
import { EntryScreen, safeRedirect } from './entry-screen';

// as in the router table: the entry screen only on / and /tg-webapp
const entryRoutes = (
  <Routes>
    <Route path="/" element={<EntryScreen />} />
    <Route path="/tg-webapp" element={<EntryScreen />} />
    <Route path="*" element={null} />
  </Routes>
);

const location = () => screen.getByTestId('location');

describe('entry screen (/ and /tg-webapp)', () => {
  it('shows Загрузка... and goes to /home', async () => {
    // what is drawn before the redirect runs
    const markup = renderToStaticMarkup(
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <EntryScreen />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(markup).toContain('Загрузка...');
    renderWithProviders(entryRoutes, { route: '/' });
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
  });

  it('goes to the redirect parameter', async () => {
    renderWithProviders(entryRoutes, { route: '/tg-webapp?redirect=%2Fclient%2Ftasks' });
    await waitFor(() => expect(location()).toHaveTextContent('/client/tasks'));
  });

  it('never redirects to another site', async () => {
    renderWithProviders(entryRoutes, { route: '/?redirect=%2F%2Fevil.example' });
    await waitFor(() => expect(location()).toHaveTextContent('/home'));
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/client?x=1')).toBe('/client?x=1');
  });
});
