import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, viewerMock, type ViewerOptions } from '../test/render';
import { AppLayout } from './app-layout';
import { menuFor } from './menu';

function renderLayout(viewer: ViewerOptions) {
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>экран</p>} />
      </Route>
    </Routes>,
    { session: true, route: '/client', mocks: [viewerMock(viewer)] },
  );
  return userEvent.setup();
}

const labels = (role: ViewerOptions['currentRole'], isAdmin = false) =>
  menuFor({ role: role ?? null, isAdmin }).map((entry) => entry.label);

describe('side menu', () => {
  it('lists the client entries', () => {
    expect(labels('CLIENT')).toEqual(['Главная', 'Мои задачи', 'Мои отзывы', 'Поддержка']);
  });

  it('lists the master entries', () => {
    expect(labels('MASTER')).toEqual(['Главная', 'Заявка мастера', 'Мои отзывы', 'Поддержка']);
  });

  it('lists the admin entries, without support', () => {
    expect(labels('ADMIN')).toEqual([
      'Главная',
      'Задачи клиентов',
      'Заявки мастеров',
      'Отзывы',
      'Города и районы',
      'Категории услуг',
      'Аналитика',
      'GraphQL Explorer',
    ]);
  });

  it('adds the admin entries for isAdmin in another role', () => {
    expect(labels('CLIENT', true)).toEqual([
      'Главная',
      'Мои задачи',
      'Мои отзывы',
      'Задачи клиентов',
      'Заявки мастеров',
      'Отзывы',
      'Города и районы',
      'Категории услуг',
      'Аналитика',
      'GraphQL Explorer',
      'Поддержка',
    ]);
  });

  it('shows only Главная without a role', () => {
    expect(labels(null)).toEqual(['Главная']);
  });
});

describe('header', () => {
  it('shows the first letter without a photo and opens the drawer from the avatar', async () => {
    const user = renderLayout({ currentRole: 'CLIENT', name: 'Азиз Каримов' });
    const avatarButton = await screen.findByRole('button', { name: 'Открыть меню' });
    expect(within(avatarButton).getByTestId('avatar')).toHaveTextContent('А');
    await user.click(avatarButton);
    const menu = await screen.findByRole('navigation', { name: 'Меню' });
    expect(within(menu).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/home?change_role=1');
    expect(within(menu).getByRole('link', { name: 'Мои задачи' })).toHaveAttribute('href', '/client/tasks');
    expect(within(menu).getByRole('button', { name: 'Поддержка' })).toBeInTheDocument();
  });

  it('shows the photo when there is one', async () => {
    renderLayout({ currentRole: 'CLIENT', photoUrl: 'https://t.me/i/userpic/1.jpg' });
    const avatarButton = await screen.findByRole('button', { name: 'Открыть меню' });
    expect(within(avatarButton).getByRole('img')).toHaveAttribute('src', 'https://t.me/i/userpic/1.jpg');
  });

  it('opens the support chat in a new window', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = renderLayout({ currentRole: 'MASTER' });
    await user.click(await screen.findByRole('button', { name: 'Открыть меню' }));
    await user.click(screen.getByRole('button', { name: 'Поддержка' }));
    expect(open).toHaveBeenCalledWith('https://t.me/usta_support', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
