// The app's own Apollo client (createSessionClient: the real links and cache) against a graphql-ws server
// the test controls (test/fake-socket.ts) and a stubbed fetch: what the screen shows when the socket drops
// and comes back, when an older answer arrives after a newer push, and when the server stops answering pings.
import { screen, waitFor } from '@testing-library/react';
import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import { ClientScreen } from '../features/client/client-screen';
import { isRealtimeConnected } from '../lib/realtime';
import { restoreFetch, stubFetch, type StubReply } from '../test/fetch-stub';
import { FakeGraphqlWsServer } from '../test/fake-socket';
import { renderWithProviders } from '../test/render';
import { createSessionClient, type SessionClient } from './apollo';
import { createRealtimeLink, KEEP_ALIVE_MS, PONG_TIMEOUT_MS } from './realtime-link';
import { clientTaskRules } from '../test/task-rules';

const MASTER = {
  __typename: 'TaskMaster',
  name: 'Бахтиёр Саидов',
  photoPath: null,
  telegramUsername: 'bakhtiyor_usta',
  phone: '+998901234501',
  reviewsCount: 3,
  averageRating: 4.7,
  contractId: 4,
};

const LABELS: Record<string, string> = {
  sent_to_masters: 'Отправлена мастерам',
  in_progress: 'В работе',
  completed: 'Завершена',
};

interface TaskState {
  status: 'sent_to_masters' | 'in_progress' | 'completed';
  version: number;
}

function taskJson({ status, version }: TaskState) {
  return {
    __typename: 'Task',
    id: 11,
    version,
    status,
    statusLabel: LABELS[status],
    text: 'Течёт кран на кухне',
    hasReview: false,
    cancelStep: status === 'sent_to_masters' ? 1 : status === 'in_progress' ? 2 : null,
    master: status === 'sent_to_masters' ? null : MASTER,
    ...clientTaskRules(status, { hasMaster: status !== 'sent_to_masters' }),
  };
}

// The server's record of task 11; each HTTP answer is made from it when the request arrives. `hold`
// keeps answers back (made, not sent) until release(): a slow read.
function fakeHttp(initial: TaskState) {
  const server = { state: initial, hold: false, held: [] as (() => void)[], reads: [] as string[] };
  stubFetch(async (call) => {
    const { operationName } = JSON.parse(String(call.body)) as { operationName: string };
    server.reads.push(operationName);
    const task = taskJson(server.state);
    let reply: StubReply;
    if (operationName === 'ClientHome') {
      reply = {
        status: 200,
        body: {
          data: {
            activeTask: task.status === 'completed' ? null : task,
            activeTaskCount: task.status === 'completed' ? 0 : 1,
            clientStats: { __typename: 'Stats', completedTasksCount: 0, averageRating: 0, reviewsCount: 0 },
          },
        },
      };
    } else if (operationName === 'ClientTask') {
      reply = { status: 200, body: { data: { task } } };
    } else {
      reply = { status: 200, body: { data: null, errors: [{ message: `unexpected ${operationName}` }] } };
    }
    if (server.hold) await new Promise<void>((resolve) => server.held.push(resolve));
    return reply;
  });
  return {
    server,
    release() {
      server.hold = false;
      server.held.splice(0).forEach((resolve) => resolve());
    },
  };
}

describe('live updates over a socket that drops', () => {
  let ws: FakeGraphqlWsServer;
  let uninstall: () => void;
  let session: SessionClient | null = null;

  beforeEach(() => {
    ws = new FakeGraphqlWsServer();
    uninstall = ws.install();
  });
  afterEach(() => {
    session?.dispose();
    session = null;
    uninstall();
    restoreFetch();
  });

  function renderClient() {
    session = createSessionClient();
    session.connectRealtime();
    renderWithProviders(<ClientScreen />, { route: '/client', client: session.client });
  }

  it('reads the task again when the socket comes back: a change made while it was down is shown', async () => {
    const http = fakeHttp({ status: 'in_progress', version: 2 });
    renderClient();
    expect(await screen.findByText(MASTER.name)).toBeInTheDocument();
    await waitFor(() => expect(ws.subscriptions('ClientTaskUpdated')).toHaveLength(1));
    const readsBefore = http.server.reads.length;

    // the master completes the task while the client's phone sleeps: nothing is pushed to a dead socket
    ws.drop();
    http.server.state = { status: 'completed', version: 3 };
    await waitFor(() => expect(isRealtimeConnected()).toBe(false));

    // graphql-ws reconnects by itself (1.3-4 s); the screen re-reads and asks for the review
    expect(await screen.findByText('Задача завершена!', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(isRealtimeConnected()).toBe(true);
    expect(ws.sockets).toHaveLength(2);
    expect(http.server.reads.slice(readsBefore)).toContain('ClientTask');
  }, 30_000);

  it('keeps a pushed status when an older read that was on its way arrives after it', async () => {
    const http = fakeHttp({ status: 'sent_to_masters', version: 1 });
    renderClient();
    expect(await screen.findByText('Ищем мастера')).toBeInTheDocument();
    await waitFor(() => expect(ws.subscriptions('ClientTaskUpdated')).toHaveLength(1));

    // the socket drops; once it is back the screen reads the task again, and that read is slow: its
    // answer (still searching) is made now and held
    http.server.hold = true;
    ws.drop();
    await waitFor(() => expect(http.server.held.length).toBeGreaterThan(0), { timeout: 15_000 });
    // the subscription is still there, on the new socket
    await waitFor(() => expect(ws.subscriptions('ClientTaskUpdated')).toHaveLength(1));
    expect(ws.subscriptions('ClientTaskUpdated')[0].variables).toEqual({ id: 11 });

    // a master accepts: the push is newer than the held answer and arrives first
    http.server.state = { status: 'in_progress', version: 2 };
    expect(ws.push('ClientTaskUpdated', { taskUpdated: taskJson(http.server.state) })).toBe(1);
    expect(await screen.findByText(MASTER.name)).toBeInTheDocument();

    // the older answer lands last; the screen keeps the accepted task
    http.release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText(MASTER.name)).toBeInTheDocument();
    expect(screen.queryByText('Ищем мастера')).not.toBeInTheDocument();
    expect((session!.client.cache.extract() as Record<string, unknown>)['Task:11']).toMatchObject({
      status: 'in_progress',
      version: 2,
    });
  }, 30_000);

  it('writes a newer answer over an older one as usual', async () => {
    const http = fakeHttp({ status: 'sent_to_masters', version: 1 });
    renderClient();
    expect(await screen.findByText('Ищем мастера')).toBeInTheDocument();
    await waitFor(() => expect(ws.subscriptions('ClientTaskUpdated')).toHaveLength(1));
    http.server.state = { status: 'in_progress', version: 2 };
    ws.push('ClientTaskUpdated', { taskUpdated: taskJson(http.server.state) });
    expect(await screen.findByText(MASTER.name)).toBeInTheDocument();
  });
});

describe('keep-alive', () => {
  let ws: FakeGraphqlWsServer;
  let uninstall: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    ws = new FakeGraphqlWsServer();
    uninstall = ws.install();
  });
  afterEach(() => {
    uninstall();
    jest.useRealTimers();
  });

  function subscribeThroughLink(onReconnected?: () => void) {
    const realtime = createRealtimeLink({ onReconnected });
    const client = new ApolloClient({ link: realtime.link, cache: new InMemoryCache() });
    const subscription = client
      .subscribe({
        query: gql`
          subscription Probe {
            viewerChanged {
              id
            }
          }
        `,
      })
      .subscribe({ error: () => undefined });
    return {
      close() {
        subscription.unsubscribe();
        realtime.dispose();
      },
    };
  }

  it('replaces a socket whose server stops answering pings within 30 s, and keeps the subscription', async () => {
    const reconnected = jest.fn();
    const probe = subscribeThroughLink(reconnected);
    await jest.advanceTimersByTimeAsync(10);
    expect(ws.subscriptions('Probe')).toHaveLength(1);

    // the network dies silently: the server's answers no longer arrive
    ws.answerPings = false;
    await jest.advanceTimersByTimeAsync(KEEP_ALIVE_MS + 10);
    expect(ws.pings).toBe(1);
    expect(ws.sockets[0].readyState).toBe(1);
    await jest.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(ws.sockets[0].readyState).toBe(3);
    expect(KEEP_ALIVE_MS + PONG_TIMEOUT_MS).toBeLessThanOrEqual(30_000);

    // a new socket (after graphql-ws's first retry wait, at most 4 s) with the same subscription
    ws.answerPings = true;
    await jest.advanceTimersByTimeAsync(4_100);
    expect(ws.sockets).toHaveLength(2);
    expect(ws.subscriptions('Probe')).toHaveLength(1);
    expect(reconnected).toHaveBeenCalledTimes(1);
    probe.close();
  });

  it('keeps a socket that answers its pings', async () => {
    const probe = subscribeThroughLink();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(ws.pings).toBeGreaterThanOrEqual(2);
    expect(ws.sockets).toHaveLength(1);
    expect(ws.subscriptions('Probe')).toHaveLength(1);
    probe.close();
  });
});
