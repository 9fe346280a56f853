// How many subscriptions a socket and a user may hold at once, and how fast a socket may ask for them. A
// subscribe frame past a limit is refused with a graphql-ws error; a socket that keeps sending them after
// the refusals (twice the frames its window allows) is closed with TOO_MANY_CLOSE_CODE, which graphql-ws's
// client does not retry. The user's count is this node's: a socket lives on one node.
import type { RateLimitRule } from '../../platform/config';

// graphql-ws's 4429: the client treats it as fatal, so a runaway client stops instead of reconnecting
export const TOO_MANY_CLOSE_CODE = 4429;
export const TOO_MANY_CLOSE_REASON = 'Too many subscribe requests';

export interface SubscriptionLimitsOptions {
  perSocket: number;
  perUser: number;
  subscribeRate: RateLimitRule;
}

// what graphql-ws keeps per socket: its subscriptions by id
interface SocketState {
  readonly subscriptions: Record<string, unknown>;
}

export type SubscribeVerdict = 'ok' | 'tooMany' | 'rateLimited' | 'close';

export class SubscriptionLimits {
  private readonly socketsByUser = new Map<number, Set<SocketState>>();
  private readonly frames = new WeakMap<SocketState, { windowStart: number; count: number }>();

  constructor(private readonly options: SubscriptionLimitsOptions) {}

  // a signed-in socket of `userId`, counted until forget()
  track(userId: number, socket: SocketState): void {
    let sockets = this.socketsByUser.get(userId);
    if (!sockets) this.socketsByUser.set(userId, (sockets = new Set()));
    sockets.add(socket);
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
}
