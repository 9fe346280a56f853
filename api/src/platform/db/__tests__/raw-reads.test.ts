// Statements sent through pg's pool (raw-reads.ts) read and write values as Prisma does, whatever the
// machine's time zone: a DateTime is UTC both ways.
import { Prisma } from '../generated/prisma/client';
import { readRows, writeRows } from '../raw-reads';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createClient, places } from '../../../../../tests/support/factories';
import { usePglite } from '../../../../../tests/support/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('raw reads and writes', () => {
  it('write and read a DateTime in UTC, as Prisma does', async () => {
    // sent as UTC text whatever the machine's zone (pg would send local time, which a timestamp column
    // takes without its offset: in Tashkent five hours off)
    const [{ sent }] = await readRows<{ sent: string }>(
      t.db,
      Prisma.sql`SELECT ${new Date('2026-11-27T09:30:00.250Z')}::text AS sent`,
    );
    expect(sent).toBe('2026-11-27T09:30:00.250Z');
    const place = await places(t.db);
    const client = await createClient(t.db);
    const task = await t.db.task.create({
      data: { clientId: client.userId, cityId: place.cityId, districtId: place.districtId, text: 'Починить дверь' },
    });
    const at = new Date('2026-11-27T09:30:00.250Z');
    const changed = await writeRows(t.db, Prisma.sql`UPDATE "Task" SET "scheduledFrom" = ${at} WHERE id = ${task.id}`);
    expect(changed).toBe(1);
    // Prisma reads what was written
    expect((await t.db.task.findUniqueOrThrow({ where: { id: task.id } })).scheduledFrom).toEqual(at);
    // and the raw read answers the same Date, compared by a Date parameter too
    const rows = await readRows<{ scheduledFrom: Date }>(
      t.db,
      Prisma.sql`SELECT "scheduledFrom" FROM "Task" WHERE id = ${task.id} AND "scheduledFrom" = ${at}`,
    );
    expect(rows).toEqual([{ scheduledFrom: at }]);
  });

  it('a statement that relaxes its own commit leaves the connection as it was (the journey’s positions)', async () => {
    const changed = await writeRows(
      t.db,
      Prisma.sql`UPDATE "User" SET "updatedAt" = "updatedAt" FROM (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed WHERE id = ${-1}`,
    );
    expect(changed).toBe(0);
    const [setting] = await readRows<{ synchronous_commit: string }>(t.db, Prisma.sql`SHOW synchronous_commit`);
    expect(setting.synchronous_commit).toBe('on');
  });

  // PostgreSQL only: the embedded database has one connection and no pool options
  (usePglite ? it.skip : it)('the product’s named statements keep one plan (db/client.ts)', async () => {
    const [setting] = await readRows<{ plan_cache_mode: string }>(t.db, Prisma.sql`SHOW plan_cache_mode`);
    expect(setting.plan_cache_mode).toBe('force_generic_plan');
  });
});
