// jsdom has no fetch: tests of the few REST calls (the multipart application, the admin city and district
// screen) answer them here, at the network boundary, as MockedProvider does for GraphQL.
export interface StubReply {
  status: number;
  // a JSON body; a string is sent as a non-JSON body (a proxy's error page)
  body?: unknown;
  headers?: Record<string, string>;
}

export interface StubCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Handler = (call: StubCall) => StubReply | 'network-error' | Promise<StubReply | 'network-error'>;

function fakeResponse(reply: StubReply): Response {
  const { status, body } = reply;
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({
      'content-type': typeof body === 'string' ? 'text/html' : 'application/json',
      ...reply.headers,
    }),
    json: async () => JSON.parse(text),
    text: async () => text,
    blob: async () => new Blob([text]),
    clone: () => fakeResponse(reply),
  };
  return response as unknown as Response;
}

// Installs a fetch that answers with `handler`; returns the calls made. Undo with restoreFetch().
export function stubFetch(handler: Handler): StubCall[] {
  const calls: StubCall[] = [];
  (globalThis as { fetch?: unknown }).fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: StubCall = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: init.body,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return fakeResponse(reply);
  };
  return calls;
}

export function restoreFetch(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}
