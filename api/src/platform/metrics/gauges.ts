// What the gauges read at scrape time: the pools' counters, the outbox in the database, this node's sockets
// and the event bus. Nothing is counted on the request path for them.
import type { DbHandle } from '../db/client';
import type { EventBus } from '../events/event-bus';
import type { GaugeReadings } from './app-metrics';

export function gaugeReadings(
  database: DbHandle,
  bus: EventBus,
  sockets: () => { connections: number; subscriptions: number },
): GaugeReadings {
  return {
    pools: () => database.poolStats?.() ?? [],
    // pending rows only (a row being sent is counted by its outcome); the clock is the database's, in UTC
    // like the values Prisma writes (bot/delivery-outcomes.ts NOW)
    outbox: async () => {
      const [row] = await database.prisma.$queryRaw<{ pending: number; oldest: number | null }[]>`
        SELECT count(*)::int AS pending,
          extract(epoch FROM (now() AT TIME ZONE 'UTC') - min("createdAt"))::float8 AS oldest
        FROM "Notification" WHERE state = 'pending'`;
      return { pending: row?.pending ?? 0, oldestS: Math.max(0, row?.oldest ?? 0) };
    },
    sockets,
    busUp: () => bus.isUp?.() ?? true,
  };
}
