// Closing a Redis connection: QUIT when Redis answers, else the socket is dropped. A hung Redis (the
// connection open, nothing answered) would otherwise hold a closing node, or a test, forever.
import type Redis from 'ioredis';

const QUIT_WAIT_MS = 1000;

export async function closeRedis(connection: Redis, waitMs = QUIT_WAIT_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    connection.quit().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
  ]);
  clearTimeout(timer);
  if (!answered) connection.disconnect();
}
