// A connection that dies inside a transaction leaves the pool (db/pg-transactions.ts): with a pool of
// two, three transactions whose connection is killed under them still leave room for the next query.
import { createTestDatabase, usePglite, type TestDatabase } from '../../../../../tests/support/database';
import { openDatabase, type DbHandle } from '../client';

// PGlite has no connections to kill
const onPostgres = usePglite ? describe.skip : describe;

onPostgres('a transaction whose connection dies', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  const poolMax = process.env.DATABASE_POOL_MAX;

  beforeAll(async () => {
    database = await createTestDatabase();
    process.env.DATABASE_POOL_MAX = '2';
    handle = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  });
  afterAll(async () => {
    if (poolMax === undefined) delete process.env.DATABASE_POOL_MAX;
    else process.env.DATABASE_POOL_MAX = poolMax;
    await handle.close();
    await database.drop();
  });

  it('gives its connection back to the pool as broken, so the pool opens fresh ones', async () => {
    for (let i = 0; i < 3; i += 1) {
      await expect(
        handle.prisma.$transaction(async (tx) => {
          await tx.category.count();
          // the server ends this very session, as a restart or an administrator would
          await tx.$queryRaw`SELECT pg_terminate_backend(pg_backend_pid())`;
        }),
      ).rejects.toThrow();
    }
    const started = Date.now();
    expect(await handle.prisma.category.count()).toBeGreaterThan(0);
    await handle.prisma.$transaction(async (tx) => tx.category.count());
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('still commits and rolls back as before on a healthy connection', async () => {
    const name = `Проверка ${Date.now()}`;
    await expect(
      handle.prisma.$transaction(async (tx) => {
        await tx.city.create({ data: { name } });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await handle.prisma.city.count({ where: { name } })).toBe(0);
    await handle.prisma.$transaction(async (tx) => tx.city.create({ data: { name } }));
    expect(await handle.prisma.city.count({ where: { name } })).toBe(1);
  });
});
