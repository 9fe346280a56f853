// The soak's side of the wire: HTTP calls (REST and GraphQL) and graphql-ws sockets to whichever API node
// is up, as a load balancer in front of them would route, with every answer counted by status and time.
import http from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface Answer {
  at: number;
  // when the answer (or the failure) came
  end: number;
  // HTTP status, or 0 when no answer came (refused, reset, timed out)
  status: number;
  route: string;
}

export class Nodes {
  private readonly up = new Map<string, string>();

  set(name: string, url: string | null) {
    if (url) this.up.set(name, url);
    else this.up.delete(name);
  }

  // a node that is up, at random; null while none is
  pick(): string | null {
    const urls = [...this.up.values()];
    return urls.length ? urls[Math.floor(Math.random() * urls.length)] : null;
  }
}

// one HTTP request with its body read; rejects when no answer came in time
function request(agent: http.Agent, url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export class Traffic {
  readonly answers: Answer[] = [];
  readonly refusals = new Map<string, string>();
  // kept-alive connections as a browser keeps them; closed when everyone leaves
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(private readonly nodes: Nodes) {}

  close() {
    this.agent.destroy();
  }

  // `at`: when the call was made (a call made during a fault is the fault's, whenever it ends)
  private record(route: string, status: number, at: number) {
    this.answers.push({ at, end: Date.now(), status, route });
  }

  async call(
    method: 'GET' | 'POST',
    path: string,
    initData: string,
    body?: unknown,
    // the route as counted: numbers in the path stripped
    route = `${method} ${path.replace(/\/\d+/g, '/:id').replace(/\?.*$/, '')}`,
  ): Promise<{ status: number; json: any }> {
    const base = this.nodes.pick();
    const at = Date.now();
    if (!base) {
      this.record(route, 0, at);
      return { status: 0, json: null };
    }
    try {
      const response = await request(
        this.agent,
        base + path,
        method,
        {
          'x-telegram-init-data': initData,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
      const { text } = response;
      this.record(route, response.status, at);
      const key = `${route} ${response.status}`;
      if (response.status >= 400 && !this.refusals.has(key)) this.refusals.set(key, text.slice(0, 300));
      let json: any = null;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON (a proxy's page, say): the status tells
      }
      return { status: response.status, json };
    } catch {
      this.record(route, 0, at);
      return { status: 0, json: null };
    }
  }

  async gql(
    initData: string,
    query: string,
    variables: Record<string, unknown>,
    name: string,
  ): Promise<{ status: number; data: any }> {
    const { status, json } = await this.call('POST', '/graphql', initData, { query, variables }, `GQL ${name}`);
    return { status, data: json?.data ?? null };
  }
}

// A socket that comes back by itself, to any node that is up, as the web app's does; `onReconnected` runs
// on every connection after the first (the app re-reads what it shows then).
export function liveSocket(
  nodes: Nodes,
  initData: string,
  onReconnected: () => void,
): { client: Client; connected(): boolean } {
  let connections = 0;
  let open = false;
  const client = createClient({
    url: async () => {
      for (;;) {
        const base = nodes.pick();
        if (base) return `${base.replace(/^http/, 'ws')}/graphql`;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    webSocketImpl: WebSocket,
    connectionParams: { initData },
    lazy: true,
    keepAlive: 10_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(2000, 200 * 2 ** retries))),
    on: {
      connected: () => {
        open = true;
        connections += 1;
        if (connections > 1) onReconnected();
      },
      closed: () => {
        open = false;
      },
    },
  });
  return { client, connected: () => open };
}
