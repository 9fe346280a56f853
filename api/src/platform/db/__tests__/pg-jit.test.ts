// Every connection of the app runs with PostgreSQL's JIT off (db/client.ts): compiling a plan priced above
// jit_above_cost took 100-200 ms for statements that run in 10-50 ms (the dispatch ranking of thousands of
// masters, docs/performance.md). An `options` parameter in DATABASE_URL still wins.
import { createTestDatabase, usePglite, type TestDatabase } from '../../../../../tests/support/database';
import { openDatabase, type DbHandle } from '../client';

// PGlite has no JIT
const onPostgres = usePglite ? describe.skip : describe;

onPostgres('PostgreSQL JIT', () => {
  let database: TestDatabase;
  const handles: DbHandle[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await database.drop();
  });

  const jitOf = async (url: string) => {
    const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
    handles.push(handle);
    // plain reads and transactions alike (each may take another connection of the pool)
    const [plain] = await handle.prisma.$queryRaw<{ jit: string }[]>`SHOW jit`;
    const [inTx] = await handle.prisma.$transaction(async (tx) => tx.$queryRaw<{ jit: string }[]>`SHOW jit`);
    return [plain.jit, inTx.jit];
  };

  it('is off on every connection of the pool, whatever the server default', async () => {
    expect(await jitOf(database.url!)).toEqual(['off', 'off']);
  });

  it('follows DATABASE_URL when it sets options itself', async () => {
    const url = new URL(database.url!);
    url.searchParams.set('options', '-c jit=on');
    expect(await jitOf(url.toString())).toEqual(['on', 'on']);
  });
});
