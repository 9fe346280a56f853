// Query plans kept by shape (plan-cache.ts, issue 30): a query of a known shape runs the kept plan with its
// own values, never another query's; what shapes the SQL is never a placeholder; and in verify mode every
// cached plan is checked against the plan compiled as before (SQL text and values).
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/database';
import { createCategory, createClient, places } from '../../../../../tests/support/factories';
import { comparablePlan, instantiate, planCacheStats, toTemplate } from '../plan-cache';
import { parameterize, rawShape } from '../plan-shapes';

const query = (action: string, args: object, selection: object = { $scalars: true }) =>
  JSON.stringify({ modelName: 'Task', action, query: { arguments: args, selection } });

describe('parameterize', () => {
  it('makes where values placeholders and keeps what shapes the SQL', () => {
    const shaped = parameterize(
      query('findMany', {
        where: {
          clientId: 7,
          text: { contains: 'кран', mode: 'insensitive' },
          status: { in: ['new', 'taken'] },
          contractId: null,
          phoneVerified: true,
          OR: [{ cityId: 3 }, { districtId: { gte: 4 } }],
          createdAt: { gte: { $type: 'DateTime', value: '2026-01-01T00:00:00.000Z' } },
        },
        take: 5,
      }),
    )!;
    expect(shaped.values).toEqual([7, 3, 4]);
    const where = JSON.parse(shaped.key).query.arguments.where;
    expect(where.clientId).toEqual({ $type: 'Param', value: 'plan_cache_0' });
    // strings stay as written: an enum compared through a placeholder loses its CAST
    expect(where.text).toEqual({ contains: 'кран', mode: 'insensitive' });
    expect(where.status).toEqual({ in: ['new', 'taken'] });
    expect(where.contractId).toBeNull();
    expect(where.phoneVerified).toBe(true);
    expect(where.createdAt).toEqual({ gte: { $type: 'DateTime', value: '2026-01-01T00:00:00.000Z' } });
    expect(JSON.parse(shaped.key).query.arguments.take).toBe(5);
  });

  it('leaves a JSON document under equals or not as written (its integers are no column values)', () => {
    const shaped = parameterize(
      JSON.stringify({
        modelName: 'Notification',
        action: 'findMany',
        query: { arguments: { where: { userId: 4, payload: { equals: { taskId: 9 } } } }, selection: {} },
      }),
    )!;
    expect(shaped.values).toEqual([4]);
    expect(JSON.parse(shaped.key).query.arguments.where.payload).toEqual({ equals: { taskId: 9 } });
  });

  it('reaches the where of a relation in the selection, and leaves a query without values alone', () => {
    const shaped = parameterize(
      query(
        'findUnique',
        { where: { id: 1 } },
        { $scalars: true, offers: { arguments: { where: { contractId: 9 } }, selection: { id: true } } },
      ),
    )!;
    expect(shaped.values).toEqual([1, 9]);
    expect(parameterize(query('findMany', { where: { contractId: null }, take: 3 }))).toBeNull();
    // a write's plan depends on its values (an upsert's ON CONFLICT): compiled as written
    expect(parameterize(query('upsertOne', { where: { id: 1 }, create: {}, update: {} }))).toBeNull();
    expect(parameterize(query('updateMany', { where: { clientId: 1 }, data: {} }))).toBeNull();
  });

  it('a string and a number of the same place are two shapes (the compiler checks each type once)', () => {
    expect(parameterize(query('findMany', { where: { clientId: 1, text: 'a' } }))!.key).not.toBe(
      parameterize(query('findMany', { where: { clientId: 1, text: 'b' } }))!.key,
    );
    expect(parameterize(query('findMany', { where: { clientId: 'a' } }))).toBeNull();
  });

  it('puts the values back where the placeholders were, leaving the compiler’s own placeholders', () => {
    const plan = {
      type: 'query',
      args: {
        type: 'templateSql',
        fragments: ['x'],
        args: [
          { prisma__type: 'param', prisma__value: { name: 'plan_cache_1', type: 'String' } },
          '5',
          { prisma__type: 'param', prisma__value: { name: 'plan_cache_0', type: 'Int' } },
          { prisma__type: 'param', prisma__value: { name: '0$id', type: 'Int' } },
        ],
      },
    };
    const template = toTemplate(plan, 2);
    expect(instantiate(template, [42, 7])).toEqual({
      ...plan,
      args: {
        ...plan.args,
        args: [7, '5', 42, { prisma__type: 'param', prisma__value: { name: '0$id', type: 'Int' } }],
      },
    });
    // two instances share nothing
    const a = instantiate(template, [1, 2]) as typeof plan;
    a.args.args.push('changed');
    expect((instantiate(template, [1, 2]) as typeof plan).args.args).toHaveLength(4);
    expect(comparablePlan(instantiate(template, [42, 7]))).toBe(
      comparablePlan({ ...plan, args: { ...plan.args, args: ['7', 5, '42', plan.args.args[3]] } }),
    );
  });
});

describe('rawShape', () => {
  const raw = (sql: string, parameters: unknown[]) =>
    JSON.stringify({
      action: 'queryRaw',
      query: { arguments: { query: sql, parameters: JSON.stringify(parameters) }, selection: {} },
    });

  it('keys a raw statement by its text and its values’ types, and decodes the values', () => {
    const date = { prisma__type: 'date', prisma__value: '2026-01-01T00:00:00.000Z' };
    const big = { prisma__type: 'bigint', prisma__value: '8000000001' };
    const a = rawShape(raw('SELECT $1, $2, $3, $4', [5, big, date, [1, 2]]))!;
    expect(a.args).toEqual([5, '8000000001', '2026-01-01T00:00:00.000Z', [1, 2]]);
    expect(rawShape(raw('SELECT $1, $2, $3, $4', [6, big, date, [3]]))!.key).toBe(a.key);
    // another type is another plan: a fraction, a string, a number beyond int4
    expect(rawShape(raw('SELECT $1, $2, $3, $4', [5.5, big, date, [1]]))!.key).not.toBe(a.key);
    expect(rawShape(raw('SELECT $1, $2, $3, $4', ['5', big, date, [1]]))!.key).not.toBe(a.key);
    expect(rawShape(raw('SELECT $1, $2, $3, $4', [2 ** 40, big, date, [1]]))!.key).not.toBe(a.key);
    // decimals, bytes, JSON: compiled as before
    expect(rawShape(raw('SELECT $1', [{ prisma__type: 'decimal', prisma__value: '1.5' }]))).toBeNull();
  });
});

describe('plans kept by shape, on the database', () => {
  let database: TestDatabase;
  const previous = process.env.PRISMA_PLAN_CACHE;

  beforeAll(async () => {
    // every cached plan is compared with the one compiled as before (throws on a difference)
    process.env.PRISMA_PLAN_CACHE = 'verify';
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
    process.env.PRISMA_PLAN_CACHE = previous;
  });

  it('answers each query with its own values, from one compiled plan per shape', async () => {
    const db = database.handle.prisma;
    const place = await places(db);
    const category = await createCategory(db);
    const clients = await Promise.all([createClient(db), createClient(db), createClient(db)]);
    const texts = ['Течёт кран на кухне', 'Собрать шкаф', 'Повесить люстру'];
    for (const [index, client] of clients.entries()) {
      await db.task.create({
        data: {
          clientId: client.userId,
          text: texts[index],
          categoryId: category.id,
          cityId: place.cityId,
          districtId: place.districtId,
          status: index === 1 ? 'completed' : 'sent_to_masters',
        },
      });
    }
    const read = (clientId: number) =>
      db.task.findMany({
        where: { clientId, status: { in: ['sent_to_masters', 'completed'] }, category: { id: category.id } },
        include: { client: { select: { id: true } }, photos: { select: { id: true }, orderBy: { position: 'asc' } } },
      });
    const before = { ...planCacheStats };
    const answers = [];
    for (const client of clients) answers.push(await read(client.userId));
    expect(answers.map((tasks) => tasks.map((task) => [task.clientId, task.text]))).toEqual(
      clients.map((client, index) => [[client.userId, texts[index]]]),
    );
    expect(planCacheStats.misses - before.misses).toBe(1);
    expect(planCacheStats.hits - before.hits).toBe(2);

    // a JSON column compared with a document finds the rows it names
    const [first] = clients;
    await db.notification.create({ data: { userId: first.userId, kind: 'task_expired', payload: { taskId: 41 } } });
    for (const taskId of [41, 42])
      expect(await db.notification.count({ where: { userId: first.userId, payload: { equals: { taskId } } } })).toBe(
        taskId === 41 ? 1 : 0,
      );

    // enum and text placeholders, a case-insensitive search, a count, a unique read
    for (const [index, client] of clients.entries()) {
      expect(
        await db.task.count({
          where: { clientId: client.userId, status: index === 1 ? 'completed' : 'sent_to_masters' },
        }),
      ).toBe(1);
      expect(
        await db.task.count({
          where: { clientId: client.userId, status: index === 1 ? 'sent_to_masters' : 'completed' },
        }),
      ).toBe(0);
      const found = await db.task.findFirst({
        where: { text: { contains: texts[index].slice(2, 8).toUpperCase(), mode: 'insensitive' } },
      });
      expect(found?.clientId).toBe(client.userId);
      const user = await db.user.findUnique({ where: { id: client.userId } });
      expect(user?.id).toBe(client.userId);
    }
    // raw statements: one plan, each with its own values
    const rawBefore = planCacheStats.hits;
    for (const client of clients) {
      const [row] = await db.$queryRaw<{ id: number; telegramId: bigint; since: Date }[]>`
        SELECT id, "telegramId", ${new Date('2026-01-01T00:00:00Z')}::timestamp AS since FROM "User" WHERE id = ${client.userId}`;
      expect(row.id).toBe(client.userId);
      expect(row.since.toISOString()).toBe('2026-01-01T00:00:00.000Z');
      expect(
        await db.$executeRaw`UPDATE "User" SET "lastSeenAt" = now() WHERE id = ${client.userId} AND "telegramId" = ${row.telegramId}`,
      ).toBe(1);
    }
    expect(planCacheStats.hits - rawBefore).toBeGreaterThanOrEqual(4);
    // a write between reads of the same shape
    await db.task.updateMany({ where: { clientId: clients[0].userId }, data: { text: 'Поменять смеситель' } });
    expect((await read(clients[0].userId))[0].text).toBe('Поменять смеситель');
    expect((await read(clients[2].userId))[0].text).toBe(texts[2]);
  });
});
