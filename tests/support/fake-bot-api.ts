// A local HTTP server on 127.0.0.1 that speaks the Telegram Bot API (the only fake the project allows):
// POST /bot<token>/<method> with a JSON body, answered like Telegram ({ ok, result } or
// { ok: false, error_code, description, parameters }). It records every call and can be told to fail.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  params: Record<string, any>;
  // the files of a multipart call (sendPhoto with an upload), by their part name
  files?: Record<string, Buffer>;
  at: number;
  // the HTTP status it was answered with; undefined while held
  status?: number;
}

export interface HeldCall {
  call: RecordedCall;
  // answers it now, as it would have been answered
  release(): void;
}

export interface FakeFailure {
  status: number;
  description: string;
  retryAfter?: number;
}

export const BLOCKED = { status: 403, description: 'Forbidden: bot was blocked by the user' } satisfies FakeFailure;
export const SERVER_ERROR = { status: 500, description: 'Internal Server Error' } satisfies FakeFailure;
export const tooManyRequests = (retryAfter: number): FakeFailure => ({
  status: 429,
  description: `Too Many Requests: retry after ${retryAfter}`,
  retryAfter,
});

interface Waiter {
  offset: number;
  limit: number;
  resolve(updates: unknown[]): void;
}

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

// The parts of a multipart body as grammy writes it (and Telegram reads it): headers written loosely
// (`content-disposition:form-data;name="x";filename=y`), so parsed here by hand rather than by a strict
// parser.
function multipartParts(body: Buffer, boundary: string): { name: string; file: boolean; content: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { name: string; file: boolean; content: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const raw = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = raw.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = raw.subarray(0, headerEnd).toString('utf8');
      const name = /(?:^|[;\s:])name="?([^";\r\n]+)/i.exec(headers)?.[1];
      if (name) parts.push({ name, file: /filename=/i.test(headers), content: raw.subarray(headerEnd + 4) });
    }
    start = next;
  }
  return parts;
}

export class FakeBotApi {
  readonly calls: RecordedCall[] = [];
  readonly botInfo = {
    id: 7000000001,
    is_bot: true,
    first_name: 'Usta',
    username: 'usta_test_bot',
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
  };
  private readonly failures = new Map<string, FakeFailure[]>();
  private readonly blockedChats = new Set<number>();
  private readonly holds = new Map<string, { skip: number; resolve(held: HeldCall): void }[]>();
  private readonly held: http.ServerResponse[] = [];
  private updates: Record<string, unknown>[] = [];
  private nextUpdateId = 1;
  private nextMessageId = 1;
  private waiters: Waiter[] = [];
  // group members' statuses for getChatMember, by `${chatId}:${userId}` (default: member)
  private readonly members = new Map<string, string>();
  private listeners: (() => void)[] = [];

  private constructor(
    private readonly server: http.Server,
    readonly token: string,
  ) {}

  static async start(token: string): Promise<FakeBotApi> {
    const server = http.createServer((request, response) => void fake.handle(request, response));
    const fake = new FakeBotApi(server, token);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get apiRoot(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  // the next `times` calls of `method` fail this way
  failNext(method: string, failure: FakeFailure, times = 1): void {
    const queue = this.failures.get(method) ?? [];
    for (let i = 0; i < times; i++) queue.push(failure);
    this.failures.set(method, queue);
  }

  // every sendMessage to this chat answers 403, as when the user blocked the bot
  blockChat(chatId: number): void {
    this.blockedChats.add(chatId);
  }

  // a coming call of `method` (the next one, or the one after `skip` others) is recorded, then left
  // unanswered until released: resolves when it arrives
  holdNext(method: string, skip = 0): Promise<HeldCall> {
    return new Promise((resolve) => {
      const list = this.holds.get(method) ?? [];
      list.push({ skip, resolve });
      this.holds.set(method, list);
    });
  }

  pushUpdate(update: Record<string, unknown>): number {
    const update_id = this.nextUpdateId++;
    this.updates.push({ update_id, ...update });
    this.flushWaiters();
    return update_id;
  }

  // a private text message from `from`; a leading /command gets its bot_command entity, like Telegram
  pushMessage(from: TelegramUser, text: string): number {
    const command = /^\/\S+/.exec(text);
    return this.pushUpdate({
      message: {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from.id, type: 'private', first_name: from.first_name, username: from.username },
        from: { is_bot: false, ...from },
        text,
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
      },
    });
  }

  // a message in a group or supergroup from `from`; `extra` adds or overrides message fields (date,
  // forward_origin, entities...); a leading /command gets its bot_command entity, like Telegram
  pushGroupMessage(
    chat: { id: number; title?: string; type?: 'group' | 'supergroup' },
    from: TelegramUser & { is_bot?: boolean },
    text: string,
    extra: Record<string, unknown> = {},
  ): { updateId: number; messageId: number } {
    const message_id = this.nextMessageId++;
    const command = /^\/\S+/.exec(text);
    const updateId = this.pushUpdate({ message: this.groupMessage(message_id, chat, from, text, command, extra) });
    return { updateId, messageId: message_id };
  }

  groupMessage(
    message_id: number,
    chat: { id: number; title?: string; type?: 'group' | 'supergroup' },
    from: TelegramUser & { is_bot?: boolean },
    text: string,
    command: RegExpExecArray | null = /^\/\S+/.exec(text),
    extra: Record<string, unknown> = {},
  ): Record<string, unknown> {
    return {
      message_id,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chat.id, type: chat.type ?? 'supergroup', title: chat.title ?? 'Group' },
      from: { is_bot: false, ...from },
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
      ...extra,
    };
  }

  // getChatMember answers this status for the user in the chat ('creator', 'administrator', 'member'...)
  setChatMember(chatId: number, userId: number, status: string): void {
    this.members.set(`${chatId}:${userId}`, status);
  }

  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  // messages Telegram accepted (answered 200)
  delivered(): RecordedCall[] {
    return this.calls.filter((call) => call.method === 'sendMessage' && call.status === 200);
  }

  // photos Telegram accepted (answered 200), their caption in params.caption
  deliveredPhotos(): RecordedCall[] {
    return this.calls.filter((call) => call.method === 'sendPhoto' && call.status === 200);
  }

  async waitFor<T>(check: () => T | undefined | false | null, timeoutMs = 10_000, what = 'condition'): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`fake Bot API: timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.listeners = this.listeners.filter((listener) => listener !== done);
          resolve();
        };
        const timer = setTimeout(done, 50);
        this.listeners.push(done);
      });
    }
  }

  async close(): Promise<void> {
    for (const waiter of this.waiters) waiter.resolve([]);
    this.waiters = [];
    for (const response of this.held) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }

  private flushWaiters() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) {
      const ready = this.pending(waiter.offset, waiter.limit);
      if (ready.length) waiter.resolve(ready);
      else this.waiters.push(waiter);
    }
  }

  private pending(offset: number, limit: number) {
    // getUpdates with an offset confirms every earlier update
    this.updates = this.updates.filter((update) => (update.update_id as number) >= offset);
    return this.updates.slice(0, limit);
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(new URL(request.url ?? '/', 'http://x').pathname);
    if (!match) return this.answer(response, null, { status: 404, description: 'Not Found' });
    const [, token, method] = match;
    let params: Record<string, any> = {};
    const files: Record<string, Buffer> = {};
    const contentType = String(request.headers['content-type'] ?? '');
    try {
      if (contentType.startsWith('multipart/form-data')) {
        // an upload (sendPhoto with a file): fields hold strings or JSON (grammy's encoding), files their bytes
        const boundary = /boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
        if (!boundary) throw new Error('no boundary');
        for (const part of multipartParts(Buffer.concat(chunks), boundary)) {
          if (part.file) files[part.name] = part.content;
          else {
            const value = part.content.toString('utf8');
            params[part.name] = /^[[{]/.test(value) ? JSON.parse(value) : value;
          }
        }
      } else {
        const body = Buffer.concat(chunks).toString('utf8');
        params = body ? JSON.parse(body) : {};
      }
    } catch {
      return this.answer(response, null, { status: 400, description: 'Bad Request: invalid JSON' });
    }
    const call: RecordedCall = { method, params, at: Date.now(), ...(Object.keys(files).length ? { files } : {}) };
    this.calls.push(call);
    this.notify();
    if (token !== this.token) return this.answer(response, call, { status: 401, description: 'Unauthorized' });

    const holds = this.holds.get(method) ?? [];
    const hold = holds.find((candidate) => candidate.skip === 0);
    for (const other of holds) if (other.skip > 0) other.skip -= 1;
    if (hold) {
      holds.splice(holds.indexOf(hold), 1);
      this.held.push(response);
      hold.resolve({ call, release: () => this.respond(method, params, call, response) });
      return;
    }
    this.respond(method, params, call, response);
  }

  private respond(method: string, params: Record<string, any>, call: RecordedCall, response: http.ServerResponse) {
    const failure = this.failures.get(method)?.shift();
    if (failure) return this.answer(response, call, failure);

    switch (method) {
      case 'getMe':
        return this.answer(response, call, undefined, this.botInfo);
      case 'sendMessage': {
        const chatId = Number(params.chat_id);
        if (this.blockedChats.has(chatId)) return this.answer(response, call, BLOCKED);
        if (typeof params.text !== 'string' || !params.text)
          return this.answer(response, call, { status: 400, description: 'Bad Request: message text is empty' });
        return this.answer(response, call, undefined, {
          message_id: this.nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private' },
          from: {
            id: this.botInfo.id,
            is_bot: true,
            first_name: this.botInfo.first_name,
            username: this.botInfo.username,
          },
          text: params.text,
          ...(params.reply_markup ? { reply_markup: params.reply_markup } : {}),
        });
      }
      case 'sendPhoto': {
        const chatId = Number(params.chat_id);
        if (this.blockedChats.has(chatId)) return this.answer(response, call, BLOCKED);
        // an upload is named by `attach://<part>`; the part must be there and not empty
        const attached = typeof params.photo === 'string' ? /^attach:\/\/(.+)$/.exec(params.photo)?.[1] : undefined;
        const bytes = attached ? call.files?.[attached] : undefined;
        if (!bytes?.length && !(typeof params.photo === 'string' && !attached && params.photo))
          return this.answer(response, call, {
            status: 400,
            description: 'Bad Request: there is no photo in the request',
          });
        if (typeof params.caption === 'string' && params.caption.length > 1024)
          return this.answer(response, call, { status: 400, description: 'Bad Request: message caption is too long' });
        return this.answer(response, call, undefined, {
          message_id: this.nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private' },
          photo: [
            { file_id: `photo-${this.nextMessageId}`, file_unique_id: `u${this.nextMessageId}`, width: 1, height: 1 },
          ],
          ...(params.caption ? { caption: params.caption } : {}),
          ...(params.reply_markup ? { reply_markup: params.reply_markup } : {}),
        });
      }
      case 'getChatMember': {
        const status = this.members.get(`${Number(params.chat_id)}:${Number(params.user_id)}`) ?? 'member';
        return this.answer(response, call, undefined, {
          status,
          user: { id: Number(params.user_id), is_bot: false, first_name: 'Member' },
          ...(status === 'administrator' ? { can_be_edited: false, is_anonymous: false } : {}),
        });
      }
      case 'getUpdates': {
        const offset = Number(params.offset ?? 0);
        const limit = Math.min(100, Number(params.limit ?? 100)) || 100;
        const ready = this.pending(offset, limit);
        if (ready.length || !params.timeout) return this.answer(response, call, undefined, ready);
        // long poll: answer when an update arrives or the timeout passes
        const waiter: Waiter = {
          offset,
          limit,
          resolve: (updates) => {
            clearTimeout(timer);
            this.answer(response, call, undefined, updates);
          },
        };
        const timer = setTimeout(
          () => {
            this.waiters = this.waiters.filter((other) => other !== waiter);
            waiter.resolve([]);
          },
          Number(params.timeout) * 1000,
        );
        response.on('close', () => {
          clearTimeout(timer);
          this.waiters = this.waiters.filter((other) => other !== waiter);
        });
        this.waiters.push(waiter);
        return;
      }
      default:
        // setWebhook, deleteWebhook, setMyCommands...: Telegram answers true
        return this.answer(response, call, undefined, true);
    }
  }

  private answer(response: http.ServerResponse, call: RecordedCall | null, failure?: FakeFailure, result?: unknown) {
    if (response.writableEnded || response.destroyed) return;
    const status = failure?.status ?? 200;
    const body = failure
      ? {
          ok: false,
          error_code: failure.status,
          description: failure.description,
          ...(failure.retryAfter !== undefined ? { parameters: { retry_after: failure.retryAfter } } : {}),
        }
      : { ok: true, result };
    if (call) call.status = status;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
    this.notify();
  }
}
