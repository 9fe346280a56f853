// Slow and silent connections end (HTTP_REQUEST_TIMEOUT_MS, HTTP_CONNECTION_TIMEOUT_MS): a body trickled a
// byte at a time is answered 408 once the request's time is up, a connection that sends nothing is closed,
// and a signed-in WebSocket outlives both.
import net from 'node:net';
import WebSocket from 'ws';
import { createTestApp, DEMO, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_CONNECTION_TIMEOUT_MS: '1000' } });
  port = Number(new URL(await t.listen()).port);
});
afterAll(() => t.close());

// what the server sent on a raw connection before closing it, and after how many ms; null: still open at `giveUpMs`
function rawConnection(onOpen: (socket: net.Socket) => void, giveUpMs = 6000) {
  return new Promise<{ ms: number; received: string } | null>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => onOpen(socket));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ ms: Date.now() - started, received });
    });
  });
}

it('answers 408 to a body trickled a byte every 300 ms once the request’s 1.5 s are up', async () => {
  let trickle: NodeJS.Timeout | undefined;
  const closed = await rawConnection((socket) => {
    socket.write(
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    trickle = setInterval(() => socket.writable && socket.write(' '), 300);
  });
  clearInterval(trickle);
  expect(closed).not.toBeNull();
  expect(closed!.received).toMatch(/^HTTP\/1\.1 408/);
  expect(closed!.ms).toBeLessThan(4000);
});

it('closes a connection that sends nothing for a second', async () => {
  const closed = await rawConnection(() => undefined);
  expect(closed).not.toBeNull();
  expect(closed!.ms).toBeLessThan(3000);
});

it('keeps a signed-in WebSocket open past both', async () => {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { initData: t.initData(DEMO.client) } }));
  await new Promise((resolve) => socket.once('message', resolve));
  const closed = new Promise((resolve) => socket.once('close', () => resolve('closed')));
  expect(await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('open'), 3000))])).toBe('open');
  socket.close();
});
