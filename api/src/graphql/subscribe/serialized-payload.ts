// A shared result goes out to thousands of sockets: graphql-ws would serialize it once per socket (and ws
// encode each copy to bytes). Its bytes are made once (markSerialized); graphql-ws's replacer writes a
// token in the message instead of the payload, and the socket puts the bytes in the token's place.
// graphql-ws copies the result with spreads, which keep the symbol; it sends the message right after
// serializing it, so the token and the socket's send meet in the same tick.
import type { ExecutionResult } from 'graphql';
import WebSocket from 'ws';
import { reportSharing } from './sharing-channel';

const SERIALIZED = Symbol('serialized');
type SerializedResult = ExecutionResult & { [SERIALIZED]?: Buffer };
let tokenCount = 0;
let waitingPayload: { tail: string; bytes: Buffer } | null = null;

// the payload graphql-ws would write for a shared result ({ data }, no errors), serialized once
export function markSerialized(result: ExecutionResult): void {
  (result as SerializedResult)[SERIALIZED] = Buffer.from(JSON.stringify(result));
}

export function sharedPayloadReplacer(key: string, value: unknown): unknown {
  if (key !== 'payload' || typeof value !== 'object' || value === null) return value;
  const bytes = (value as SerializedResult)[SERIALIZED];
  if (!bytes) return value;
  // unique per message: a token left unsent (its socket closed meanwhile) never matches another message
  const token = `\u0000shared-payload-${++tokenCount}`;
  waitingPayload = { tail: `${JSON.stringify({ payload: token }).slice(1)}`, bytes };
  return token;
}

const CLOSING_BRACE = Buffer.from('}');
type SendCallback = (error?: Error) => void;
type SendOptions = { mask?: boolean; binary?: boolean; compress?: boolean; fin?: boolean };

// The server's sockets (WebSocketServer's `WebSocket` option): a message that ends with the waiting token
// goes out with the serialized payload in its place, as text like every graphql-ws message.
export class SharedPayloadSocket extends WebSocket {
  send(data: unknown, optionsOrCallback?: SendOptions | SendCallback, callback?: SendCallback): void {
    const waiting = waitingPayload;
    if (waiting && typeof data === 'string' && data.endsWith(waiting.tail)) {
      waitingPayload = null;
      reportSharing(() => ({ kind: 'serialized-send' }));
      const head = Buffer.from(`${data.slice(0, data.length - waiting.tail.length)}"payload":`);
      const bytes = Buffer.concat([head, waiting.bytes, CLOSING_BRACE]);
      const options =
        typeof optionsOrCallback === 'object' ? { ...optionsOrCallback, binary: false } : { binary: false };
      const done = typeof optionsOrCallback === 'function' ? optionsOrCallback : callback;
      return super.send(bytes, options, done);
    }
    return super.send(data as Buffer, optionsOrCallback as SendOptions, callback);
  }
}
