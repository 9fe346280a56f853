import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, viewerMock, type Mock, type ViewerOptions } from '../../test/render';
import { RoleSelectScreen } from './role-select-screen';
import { useSession } from './session-context';
import { SetRoleMutation } from './session-provider';

function RoleProbe() {
  const { user } = useSession();
  return <span data-testid="role">{user.currentRole ?? 'none'}</span>;
}

function setRoleMock(role: 'CLIENT' | 'MASTER' | 'ADMIN', ok: boolean): Mock {
  return {
    request: { query: SetRoleMutation, variables: { role } },
    // long enough to see the optimistic role
    delay: 300,
    result: {
      data: {
        setRole: ok
          ? { __typename: 'MutationSetRoleSuccess', data: { __typename: 'User', id: 7, currentRole: role } }
          : { __typename: 'ForbiddenError', message: 'Недостаточно прав' },
      },
    },
  };
}

function renderHome(viewer: ViewerOptions, route = '/home', mocks: Mock[] = []) {
  return renderWithProviders(
    <>
      <RoleSelectScreen />
      <RoleProbe />
    </>,
    { session: true, route, mocks: [viewerMock(viewer), ...mocks] },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('role selection (/home)', () => {
  it('greets the user and names the product', async () => {
    renderHome({ name: 'Азиз Каримов', appName: 'Usta' });
    expect(await screen.findByText('Здравствуйте, Азиз Каримов')).toBeInTheDocument();
    expect(screen.getByText('Выберите, как Вы хотите использовать Usta')).toBeInTheDocument();
  });

  it('falls back to Пользователь without a name', async () => {
    renderHome({ name: '', firstName: null });
    expect(await screen.findByText('Здравствуйте, Пользователь')).toBeInTheDocument();
  });

  it('offers client and master, and the admin panel only to admins', async () => {
    renderHome({});
    expect(await screen.findByRole('button', { name: 'Найти мастера' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Стать мастером' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Админ панель' })).not.toBeInTheDocument();
  });

  it('shows the admin panel to an admin', async () => {
    renderHome({ isAdmin: true });
    expect(await screen.findByRole('button', { name: 'Админ панель' })).toBeInTheDocument();
  });

  it('calls the master button Профиль мастера once the contract is approved', async () => {
    renderHome({ contractStatus: 'approved' });
    expect(await screen.findByRole('button', { name: 'Профиль мастера' })).toBeInTheDocument();
  });

  it.each([
    [{ currentRole: 'CLIENT' } as ViewerOptions, '/client'],
    [{ currentRole: 'MASTER', contractStatus: 'approved' } as ViewerOptions, '/master/dashboard'],
    [{ currentRole: 'MASTER', contractStatus: 'pending' } as ViewerOptions, '/master/apply'],
    [{ currentRole: 'MASTER' } as ViewerOptions, '/master/apply'],
    [{ currentRole: 'ADMIN', isAdmin: true } as ViewerOptions, '/admin/dashboard'],
  ])('redirects a user with a role by role (%j -> %s)', async (viewer, target) => {
    renderHome(viewer);
    await waitFor(() => expect(location()).toBe(target));
  });

  it('stays on the screen with change_role=1', async () => {
    renderHome({ currentRole: 'CLIENT' }, '/home?change_role=1');
    expect(await screen.findByRole('button', { name: 'Найти мастера' })).toBeInTheDocument();
    expect(location()).toBe('/home?change_role=1');
  });

  it('switches the role at once and opens the role home', async () => {
    const user = userEvent.setup();
    renderHome({}, '/home', [setRoleMock('CLIENT', true)]);
    await user.click(await screen.findByRole('button', { name: 'Найти мастера' }));
    // optimistic: the role shows before the server answers
    expect(screen.getByTestId('role')).toHaveTextContent('CLIENT');
    expect(location()).toBe('/client');
    await waitFor(() => expect(screen.getByTestId('role')).toHaveTextContent('CLIENT'));
  });

  it('restores the old role on failure, shows the toast and returns to the selection', async () => {
    const user = userEvent.setup();
    renderHome({ currentRole: 'CLIENT' }, '/home?change_role=1', [setRoleMock('MASTER', false)]);
    await user.click(await screen.findByRole('button', { name: 'Стать мастером' }));
    expect(screen.getByTestId('role')).toHaveTextContent('MASTER');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка смены роли');
    expect(alert).toHaveTextContent('Не удалось изменить роль. Попробуйте еще раз.');
    expect(screen.getByTestId('role')).toHaveTextContent('CLIENT');
    await waitFor(() => expect(location()).toBe('/home?change_role=1&error=role_change_failed'));
  });

  it('runs one role change at a time', async () => {
    const user = userEvent.setup();
    const results: string[] = [];
    function TwoChanges() {
      const { changeRole } = useSession();
      return (
        <button
          onClick={() => {
            void changeRole('ADMIN').then((result) => results.push(`ADMIN ${result}`));
            void changeRole('CLIENT').then((result) => results.push(`CLIENT ${result}`));
          }}
        >
          twice
        </button>
      );
    }
    // one SetRole answer only: a second request would fail the test with "no more mocked responses"
    renderWithProviders(
      <>
        <TwoChanges />
        <RoleProbe />
      </>,
      { session: true, mocks: [viewerMock({ isAdmin: true }), setRoleMock('ADMIN', true)] },
    );
    await user.click(await screen.findByRole('button', { name: 'twice' }));
    await waitFor(() => expect(results).toEqual(['CLIENT busy', 'ADMIN changed']));
    expect(screen.getByTestId('role')).toHaveTextContent('ADMIN');
  });
});
