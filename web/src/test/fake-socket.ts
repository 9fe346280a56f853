// A graphql-ws server the test controls, behind a WebSocket class installed as the page's WebSocket: it
// acknowledges connections, records subscriptions, answers pings (unless told not to), pushes results to
// the subscribers of an operation and drops the socket as a network would (no closing handshake).
interface Message {
  id?: string;
  type: string;
  payload?: { operationName?: string; query?: string; variables?: Record<string, unknown> } & Record<string, unknown>;
}

export interface FakeSubscription {
  id: string;
  operationName: string;
  variables: Record<string, unknown>;
}

export class FakeGraphqlWsServer {
  readonly sockets: FakeSocket[] = [];
  answerPings = true;
  pings = 0;

  // the socket the client uses now
  get current(): FakeSocket | undefined {
    const last = this.sockets[this.sockets.length - 1];
    return last && last.readyState === FakeSocket.OPEN ? last : undefined;
  }

  subscriptions(operationName?: string): FakeSubscription[] {
    const current = this.current;
    if (!current || !current.acknowledged) return [];
    return [...current.subscriptions.values()].filter(
      (subscription) => !operationName || subscription.operationName === operationName,
    );
  }

  push(operationName: string, data: unknown): number {
    const current = this.current;
    let sent = 0;
    for (const subscription of this.subscriptions(operationName)) {
      current!.deliver({ id: subscription.id, type: 'next', payload: { data } as Message['payload'] });
      sent += 1;
    }
    return sent;
  }

  // the connection is lost without a goodbye (a phone asleep, a node killed)
  drop(): void {
    this.current?.lose(1006);
  }

  install(): () => void {
    const previous = (globalThis as { WebSocket?: unknown }).WebSocket;
    FakeSocket.server = this;
    (globalThis as { WebSocket?: unknown }).WebSocket = FakeSocket;
    return () => {
      (globalThis as { WebSocket?: unknown }).WebSocket = previous;
    };
  }
}

export class FakeSocket {
  static server: FakeGraphqlWsServer;
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeSocket.CONNECTING;
  acknowledged = false;
  closeCode: number | null = null;
  readonly subscriptions = new Map<string, FakeSubscription>();
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  private readonly server = FakeSocket.server;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    this.server.sockets.push(this);
    setTimeout(() => {
      if (this.readyState !== FakeSocket.CONNECTING) return;
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    }, 0);
  }

  send(text: string): void {
    if (this.readyState !== FakeSocket.OPEN) return;
    const message = JSON.parse(text) as Message;
    if (message.type === 'connection_init') {
      this.acknowledged = true;
      this.deliver({ type: 'connection_ack' });
    } else if (message.type === 'subscribe' && message.id) {
      const operationName =
        message.payload?.operationName ?? /subscription\s+(\w+)/.exec(message.payload?.query ?? '')?.[1] ?? '';
      this.subscriptions.set(message.id, {
        id: message.id,
        operationName,
        variables: message.payload?.variables ?? {},
      });
    } else if (message.type === 'complete' && message.id) {
      this.subscriptions.delete(message.id);
    } else if (message.type === 'ping') {
      this.server.pings += 1;
      if (this.server.answerPings) this.deliver({ type: 'pong' });
    }
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.closeCode = code;
    setTimeout(() => this.onclose?.({ code, reason, wasClean: true }), 0);
  }

  lose(code: number): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.closeCode = code;
    this.onclose?.({ code, reason: '', wasClean: false });
  }

  deliver(message: Message): void {
    // as a network does: later, not inside the send that caused it
    queueMicrotask(() => {
      if (this.readyState === FakeSocket.OPEN) this.onmessage?.({ data: JSON.stringify(message) });
    });
  }
}
