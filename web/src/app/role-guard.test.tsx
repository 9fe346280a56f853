import { screen, waitFor } from '@testing-library/react';
import { SetRoleMutation } from '../features/session/session-provider';
import { renderWithProviders, viewerMock, type Mock } from '../test/render';
import { RoleGuard } from './role-guard';

function setRoleMock(role: 'CLIENT' | 'ADMIN', ok: boolean): Mock {
  return {
    request: { query: SetRoleMutation, variables: { role } },
    delay: 20,
    result: {
      data: {
        setRole: ok
          ? { __typename: 'MutationSetRoleSuccess', data: { __typename: 'User', id: 7, currentRole: role } }
          : { __typename: 'ForbiddenError', message: 'Недостаточно прав' },
      },
    },
  };
}

describe('route-to-role guard', () => {
  it('shows the screen when the role matches', async () => {
    renderWithProviders(<RoleGuard role="CLIENT">клиентский экран</RoleGuard>, {
      session: true,
      route: '/client',
      mocks: [viewerMock({ currentRole: 'CLIENT' })],
    });
    expect(await screen.findByText('клиентский экран')).toBeInTheDocument();
  });

  it('switches the role automatically', async () => {
    renderWithProviders(<RoleGuard role="CLIENT">клиентский экран</RoleGuard>, {
      session: true,
      route: '/client/tasks',
      mocks: [viewerMock({ currentRole: 'MASTER' }), setRoleMock('CLIENT', true)],
    });
    expect(await screen.findByText('клиентский экран')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/client/tasks');
  });

  it('reports a refused switch and goes to the role selection', async () => {
    renderWithProviders(<RoleGuard role="ADMIN">админка</RoleGuard>, {
      session: true,
      route: '/admin/tasks',
      mocks: [viewerMock({ currentRole: 'CLIENT' }), setRoleMock('ADMIN', false)],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка при смене роли.');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home?change_role=1'));
  });
});
