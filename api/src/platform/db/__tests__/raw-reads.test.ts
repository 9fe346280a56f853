// Statements sent through pg's pool (raw-reads.ts) read and write values as Prisma does, whatever the
// machine's time zone: a DateTime is UTC both ways.
import { Prisma } from '../generated/prisma/client';
import { readRows, writeRows } from '../raw-reads';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { createClient, places } from '../../../../../tests/support/factories';
import { createTestDatabase, usePglite } from '../../../../../tests/support/database';
import { openDatabase } from '../client';

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
    // the pool sends ISO text; Prisma 7's adapters send 'YYYY-MM-DD HH:MM:SS.mmm', in UTC as well
    expect(new Date(`${sent.replace(' ', 'T').replace(/Z$/, '')}Z`)).toEqual(new Date('2026-11-27T09:30:00.250Z'));
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

  // PostgreSQL only: DATABASE_RAW_READS=prisma is how the bench measures whether the pool still pays
  (usePglite ? it.skip : it)(
    'with DATABASE_RAW_READS=prisma go through Prisma, named as through the pool',
    async () => {
      const database = await createTestDatabase({ empty: true });
      const saved = { reads: process.env.DATABASE_RAW_READS, max: process.env.DATABASE_POOL_MAX };
      process.env.DATABASE_RAW_READS = 'prisma';
      process.env.DATABASE_POOL_MAX = '1';
      const other = await openDatabase({ databaseUrl: database.url, dataDir: '' }).finally(() => {
        process.env.DATABASE_RAW_READS = saved.reads;
        process.env.DATABASE_POOL_MAX = saved.max;
      });
      try {
        const sql = Prisma.sql`SELECT name, statement FROM pg_prepared_statements WHERE ${1} = 1`;
        await readRows(other.prisma, sql);
        // one connection: the statement prepared by the first read is the one the second read runs
        const rows = await readRows<{ name: string; statement: string }>(other.prisma, sql);
        expect(rows).toEqual([{ name: expect.stringMatching(/^usta_read_\d+$/), statement: sql.text }]);
      } finally {
        await other.close();
        await database.drop();
      }
    },
  );
});
