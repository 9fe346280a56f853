import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, usePglite, type TestDatabase } from '../../../../../tests/support/database';
import { migrate } from '../migrate';
import { listCancelReasons } from '../../../modules/lifecycle';
import { seed } from '../seed';

const root = path.resolve(__dirname, '..', '..', '..', '..', '..');

async function counts(db: TestDatabase['handle']['prisma']) {
  return {
    users: await db.user.count(),
    categories: await db.category.count(),
    cities: await db.city.count(),
    districts: await db.district.count(),
    contracts: await db.contract.count(),
    contractCategories: await db.contractCategory.count(),
    cancelReasons: await db.cancelReason.count(),
  };
}

describe('migrations and seed', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterEach(() => database.drop());

  it('apply to an empty database and record themselves for prisma migrate', async () => {
    const applied = await migrate(database.handle);
    expect(applied.length).toBeGreaterThan(0);
    const rows = await database.handle.session((sql) =>
      sql.query<{ migration_name: string; finished_at: Date | null }>(
        'SELECT migration_name, finished_at FROM "_prisma_migrations"',
      ),
    );
    expect(rows.map((row) => row.migration_name).sort()).toEqual([...applied].sort());
    expect(rows.every((row) => row.finished_at)).toBe(true);
    expect(await migrate(database.handle)).toEqual([]);
  });

  it('seeds the catalogue, Tashkent with its 12 districts and the cancel reasons, and twice changes nothing', async () => {
    await migrate(database.handle);
    const db = database.handle.prisma;
    await seed(db, { demo: true });
    const first = await counts(db);
    await seed(db, { demo: true });
    expect(await counts(db)).toEqual(first);

    expect(first.categories).toBe(20);
    const tashkent = await db.city.findUniqueOrThrow({ where: { name: 'Ташкент' }, include: { districts: true } });
    expect(tashkent.districts).toHaveLength(12);
    const reasons = await db.cancelReason.findMany();
    for (const [audience, step] of [
      ['client', 1],
      ['client', 2],
      ['master', 0],
    ] as const) {
      const group = reasons.filter((reason) => reason.audience === audience && reason.step === step);
      expect(group.length).toBeGreaterThan(1);
      expect(
        group.some((reason) => (audience === 'master' ? reason.code === 'OTHER' : reason.code.includes('other'))),
      ).toBe(true);
    }
    expect(await db.user.count({ where: { isAdmin: true } })).toBeGreaterThan(0);
    expect(await db.contract.count({ where: { status: { in: ['approved', 'verified'] } } })).toBeGreaterThanOrEqual(3);
  });

  it('opens the in-progress cancel list with a reason that blames nobody, also on a database seeded before', async () => {
    await migrate(database.handle);
    const db = database.handle.prisma;
    await seed(db, { demo: false });
    const firstOf = async (step: number) => (await listCancelReasons(db, 'client', step, 'uz'))[0];
    expect(await firstOf(2)).toMatchObject({ code: 'changed_mind', name: 'Fikrimdan qaytdim, ish endi kerak emas' });
    expect(await firstOf(1)).toMatchObject({ code: 'found_elsewhere' });

    // a database seeded with the earlier order, where the master was blamed first
    await db.cancelReason.update({
      where: { audience_step_code: { audience: 'client', step: 2, code: 'master_no_contact' } },
      data: { sortOrder: -1 },
    });
    await seed(db, { demo: false });
    expect((await listCancelReasons(db, 'client', 2))[0]).toMatchObject({
      code: 'changed_mind',
      name: 'Передумал, работа больше не нужна',
    });
  });

  it('keeps an admin edit of a seeded category on the next seed', async () => {
    await migrate(database.handle);
    const db = database.handle.prisma;
    await seed(db, { demo: false });
    await db.category.update({ where: { slug: 'plumbing' }, data: { name: 'Сантехника и трубы' } });
    await seed(db, { demo: false });
    expect((await db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } })).name).toBe('Сантехника и трубы');
  });

  (usePglite ? it.skip : it)(
    'are applied by `npm run db:deploy` to an empty PostgreSQL database, and the server agrees',
    async () => {
      const output = execFileSync('node', ['--import', 'tsx', path.join(root, 'api', 'scripts', 'db-deploy.ts')], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url! },
        encoding: 'utf8',
      });
      expect(output).toMatch(/\d+ migrations applied to the postgres database/);
      // the server's own runner agrees: nothing left to apply
      expect(await migrate(database.handle)).toEqual([]);
      expect(await database.handle.prisma.task.count()).toBe(0);
      const again = execFileSync('node', ['--import', 'tsx', path.join(root, 'api', 'scripts', 'db-deploy.ts')], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url! },
        encoding: 'utf8',
      });
      expect(again).toMatch(/no pending migrations in the postgres database/);
    },
    60000,
  );
});
