// How many subscriptions a socket and a user may hold at once, how fast a socket may ask for them, and how
// often one person may open sockets. A subscribe frame past a limit is refused with a graphql-ws error; a
// socket that keeps sending them after the refusals (twice the frames its window allows) is closed with
// TOO_MANY_CLOSE_CODE, which graphql-ws's client does not retry. The counts are this node's: a socket
// lives on one node.
//
// A client that opens a new socket as soon as one is closed would start every socket with a fresh frame
// window, and each round costs a sign-in and a first state per subscription: four such loops took a
// client's reads from 89 ms to 5.3 s at p95 (bench/attacks.ts). So the person whose socket was closed
// for its frames is refused new sockets for `abusePenaltyS`, and anyone opening sockets faster than
// `connectRate` is refused the extra ones; both are decided from the credentials alone, before the sign-in
// reads the database.
import type { RateLimitRule } from '../../platform/config';

// graphql-ws's 4429: the client treats it as fatal, so a runaway client stops instead of reconnecting
export const TOO_MANY_CLOSE_CODE = 4429;
export const TOO_MANY_CLOSE_REASON = 'Too many subscribe requests';
export const TOO_MANY_CONNECTIONS_REASON = 'Too many connections';

export interface SubscriptionLimitsOptions {
  perSocket: number;
  perUser: number;
  socketsPerUser: number;
  pendingPerAddress: number;
  subscribeRate: RateLimitRule;
  connectRate: RateLimitRule;
  abusePenaltyS: number;
}

// what graphql-ws keeps per socket: its subscriptions by id
interface SocketState {
  readonly subscriptions: Record<string, unknown>;
}

export type SubscribeVerdict = 'ok' | 'tooMany' | 'rateLimited' | 'close';

export class SubscriptionLimits {
  private readonly socketsByUser = new Map<number, Set<SocketState>>();
  private readonly frames = new WeakMap<SocketState, { windowStart: number; count: number }>();
  // by credentials key (modules/identity/sign-in.ts credentialsKey): sockets opened in the current window,
  // and until when new sockets are refused
  private readonly connects = new Map<string, { windowStart: number; count: number }>();
  private readonly barredUntil = new Map<string, number>();

  constructor(private readonly options: SubscriptionLimitsOptions) {}

  // sockets upgraded and not yet signed in, by address
  private readonly pendingByAddress = new Map<string, number>();

  // A signed-in socket of `userId`, counted until forget(); false when the user already holds
  // `socketsPerUser` and this one is to be closed. Opening was counted before (admit), holding was not:
  // one person held 60 sockets by opening 30 a minute, kept alive by the server's own pings.
  track(userId: number, socket: SocketState): boolean {
    let sockets = this.socketsByUser.get(userId);
    if (!sockets) this.socketsByUser.set(userId, (sockets = new Set()));
    if (sockets.size >= this.options.socketsPerUser) return false;
    sockets.add(socket);
    return true;
  }

  // A socket upgraded from `address`, not signed in yet: false when that address already holds
  // `pendingPerAddress` such sockets. Call the returned function once it signs in or closes.
  openPending(address: string): (() => void) | null {
    const held = this.pendingByAddress.get(address) ?? 0;
    if (held >= this.options.pendingPerAddress) return null;
    this.pendingByAddress.set(address, held + 1);
    let settled = false;
    return () => {
      if (settled) return;
      settled = true;
      const left = (this.pendingByAddress.get(address) ?? 1) - 1;
      if (left > 0) this.pendingByAddress.set(address, left);
      else this.pendingByAddress.delete(address);
    };
  }

  // the signed-in sockets this node holds and their subscriptions (the metrics' gauges)
  held(): { sockets: number; subscriptions: number } {
    let sockets = 0;
    let subscriptions = 0;
    for (const each of this.socketsByUser.values()) {
      sockets += each.size;
      for (const socket of each) subscriptions += Object.keys(socket.subscriptions).length;
    }
    return { sockets, subscriptions };
  }

  forget(userId: number, socket: SocketState): void {
    const sockets = this.socketsByUser.get(userId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.socketsByUser.delete(userId);
  }

  // A subscribe frame of `userId` on `socket`; graphql-ws has already put its id among the socket's
  // subscriptions, so the counts include it.
  subscribe(userId: number, socket: SocketState, now = Date.now()): SubscribeVerdict {
    const rate = this.options.subscribeRate;
    let frames = this.frames.get(socket);
    if (!frames || now - frames.windowStart >= rate.windowS * 1000) {
      frames = { windowStart: now, count: 0 };
      this.frames.set(socket, frames);
    }
    frames.count += 1;
    if (frames.count > 2 * rate.max) return 'close';
    if (frames.count > rate.max) return 'rateLimited';
    if (Object.keys(socket.subscriptions).length > this.options.perSocket) return 'tooMany';
    let held = 0;
    for (const each of this.socketsByUser.get(userId) ?? []) held += Object.keys(each.subscriptions).length;
    return held > this.options.perUser ? 'tooMany' : 'ok';
  }

  // A new socket of the person `key`: false when it is to be closed at once.
  admit(key: string, now = Date.now()): boolean {
    this.forgetExpired(now);
    if ((this.barredUntil.get(key) ?? 0) > now) return false;
    const rate = this.options.connectRate;
    let window = this.connects.get(key);
    if (!window || now - window.windowStart >= rate.windowS * 1000) {
      window = { windowStart: now, count: 0 };
      this.connects.set(key, window);
    }
    window.count += 1;
    return window.count <= rate.max;
  }

  // `key`'s socket was closed for its frames: its next sockets are refused for the penalty
  bar(key: string, now = Date.now()): void {
    this.barredUntil.set(key, now + this.options.abusePenaltyS * 1000);
  }

  // the maps hold only live windows and bars, swept when they grow (a flood of distinct keys cannot
  // make them grow without end: each key needs valid credentials)
  private lastSweep = 0;
  private forgetExpired(now: number): void {
    if (this.connects.size + this.barredUntil.size < 1000 || now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    const windowMs = this.options.connectRate.windowS * 1000;
    for (const [key, window] of this.connects) if (now - window.windowStart >= windowMs) this.connects.delete(key);
    for (const [key, until] of this.barredUntil) if (until <= now) this.barredUntil.delete(key);
  }
}
