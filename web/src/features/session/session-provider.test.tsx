import { act, screen } from '@testing-library/react';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { setRealtimeConnected } from '../../lib/realtime';
import { renderWithProviders, viewerMock, type Mock } from '../../test/render';
import { useSession } from './session-context';

// what the screens read from the session
function SessionProbe() {
  const { user, contractStatus } = useSession();
  return (
    <output data-testid="session">
      {user.name} / {user.currentRole ?? 'none'} / {contractStatus ?? 'no contract'}
    </output>
  );
}

function renderSession(mocks: Mock[], socket = new MockSubscriptionLink()) {
  renderWithProviders(<SessionProbe />, { session: true, mocks, subscriptions: socket });
  return socket;
}

const session = () => screen.getByTestId('session');
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('a session that follows changes made elsewhere', () => {
  afterEach(() => {
    setVisibility('visible');
    act(() => setRealtimeConnected(false));
  });

  it('reads the session again when viewerChanged arrives over the socket', async () => {
    const socket = renderSession([
      viewerMock({ currentRole: 'CLIENT' }),
      viewerMock({ currentRole: 'MASTER', contractStatus: 'approved' }),
    ]);
    expect(await screen.findByText('Азиз Каримов / CLIENT / no contract')).toBeInTheDocument();

    act(() =>
      socket.simulateResult({
        result: { data: { viewerChanged: { __typename: 'User', id: 7, currentRole: 'MASTER', isAdmin: false } } },
      }),
    );
    // the contract is not on User: the Viewer query brings it
    expect(await screen.findByText('Азиз Каримов / MASTER / approved')).toBeInTheDocument();
  });

  it('learns of an approval over the socket and asks no poll while the socket is up', async () => {
    setRealtimeConnected(true);
    // the second answer is there for one request only: a poll would take it before the push
    const socket = renderSession([
      viewerMock({ currentRole: 'MASTER', contractStatus: 'pending' }),
      viewerMock({ currentRole: 'MASTER', contractStatus: 'approved' }),
    ]);
    expect(await screen.findByText('Азиз Каримов / MASTER / pending')).toBeInTheDocument();
    await sleep(5500);
    expect(session()).toHaveTextContent('Азиз Каримов / MASTER / pending');

    act(() =>
      socket.simulateResult({
        result: { data: { viewerChanged: { __typename: 'User', id: 7, currentRole: 'MASTER', isAdmin: false } } },
      }),
    );
    expect(await screen.findByText('Азиз Каримов / MASTER / approved')).toBeInTheDocument();
  }, 20000);

  it('polls a waiting application while the socket is down, and stops once it is approved', async () => {
    setRealtimeConnected(false);
    renderSession([
      viewerMock({ currentRole: 'MASTER', contractStatus: 'pending' }),
      viewerMock({ currentRole: 'MASTER', contractStatus: 'approved' }),
      viewerMock({ name: 'Азиз К.', currentRole: 'MASTER', contractStatus: 'approved' }),
    ]);
    expect(await screen.findByText('Азиз Каримов / MASTER / pending')).toBeInTheDocument();
    expect(await screen.findByText('Азиз Каримов / MASTER / approved', {}, { timeout: 7000 })).toBeInTheDocument();
    // approved: the poll stops
    await sleep(5500);
    expect(session()).toHaveTextContent('Азиз Каримов / MASTER / approved');
  }, 20000);

  it('starts polling when the socket drops and reads the session once when it is back', async () => {
    setRealtimeConnected(true);
    renderSession([
      viewerMock({ currentRole: 'MASTER', contractStatus: 'pending' }),
      viewerMock({ name: 'Азиз К.', currentRole: 'MASTER', contractStatus: 'pending' }),
      viewerMock({ currentRole: 'MASTER', contractStatus: 'approved' }),
    ]);
    expect(await screen.findByText('Азиз Каримов / MASTER / pending')).toBeInTheDocument();
    act(() => setRealtimeConnected(false));
    expect(await screen.findByText('Азиз К. / MASTER / pending', {}, { timeout: 7000 })).toBeInTheDocument();
    // back up: what was published meanwhile is not replayed, so the session is read at once
    act(() => setRealtimeConnected(true));
    expect(await screen.findByText('Азиз Каримов / MASTER / approved')).toBeInTheDocument();
  }, 20000);

  it('does not poll a hidden app', async () => {
    setRealtimeConnected(false);
    renderSession([
      viewerMock({ currentRole: 'MASTER', contractStatus: 'pending' }),
      viewerMock({ currentRole: 'MASTER', contractStatus: 'approved' }),
    ]);
    expect(await screen.findByText('Азиз Каримов / MASTER / pending')).toBeInTheDocument();
    act(() => setVisibility('hidden'));
    await sleep(5500);
    expect(session()).toHaveTextContent('Азиз Каримов / MASTER / pending');
    // back in the app: read at once
    act(() => setVisibility('visible'));
    expect(await screen.findByText('Азиз Каримов / MASTER / approved')).toBeInTheDocument();
  }, 20000);

  it('reads the session again when the person returns to the app', async () => {
    renderSession([
      viewerMock({ currentRole: 'CLIENT' }),
      viewerMock({ currentRole: 'MASTER', contractStatus: 'pending' }),
    ]);
    expect(await screen.findByText('Азиз Каримов / CLIENT / no contract')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Азиз Каримов / MASTER / pending')).toBeInTheDocument();
  });
});
