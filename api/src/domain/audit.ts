// Audit log: every admin change writes one row inside the transaction that makes the change, so the
// log never claims a change that rolled back and never misses one that committed.
import type { Prisma } from '../db/generated/prisma/client';

type Tx = Pick<Prisma.TransactionClient, 'auditLog'>;

export async function recordAudit(
  tx: Tx,
  actorUserId: number | null,
  action: string,
  entity: string,
  entityId: number | null,
  data: object,
): Promise<void> {
  // JSON round trip: drops undefined, turns Dates into strings and BigInts (Telegram ids) into strings
  const json = JSON.parse(
    JSON.stringify(data ?? {}, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as Prisma.InputJsonValue;
  await tx.auditLog.create({ data: { actorUserId, action, entity, entityId, data: json } });
}
