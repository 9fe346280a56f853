// Demo history: a few months of a living marketplace for the embedded default (`npm start`), so
// a newcomer's admin lists, analytics and explorer have something to show: tasks in every status across
// cities, districts and categories, offers answered, declined and left unanswered, reviews published and
// waiting, cancellations with reasons, what detection proposed. Deterministic (a seeded generator), its
// own clients and masters (the demo users' screens stay empty), written once: nothing happens when the
// database already holds any task. Never in the test template (tests count seeded rows).
// The pieces: seed-history-parts.ts (generator, texts), seed-history-task.ts (one task and its rows).
import type { Db } from './client';
import { DAY, generator, MIN, TEXTS, type Master } from './seed-history-parts';
import { seedPrices } from './seed-history-prices';
import { writeTask } from './seed-history-task';

export async function seedHistory(db: Db, options: { days?: number; now?: Date } = {}): Promise<boolean> {
  if ((await db.task.count()) > 0) return false;
  const random = generator(18);
  const now = options.now?.getTime() ?? Date.now();
  const days = options.days ?? 90;
  const categories = await db.category.findMany({ where: { isActive: true, slug: { in: Object.keys(TEXTS) } } });
  const cities = await db.city.findMany({ include: { districts: { orderBy: { id: 'asc' } } }, orderBy: { id: 'asc' } });
  const reasons = await db.cancelReason.findMany({ where: { isActive: true, NOT: { code: { contains: 'other' } } } });
  const otherCode = (r: { code: string }) => r.code.toLowerCase().includes('other');
  const clientReasons = (step: number) =>
    reasons.filter((r) => r.audience === 'client' && r.step === step && !otherCode(r));
  const masterReasons = reasons.filter((r) => r.audience === 'master' && !otherCode(r));
  if (!categories.length || !cities.length) return false;
  const admin = await db.user.findFirst({ where: { isAdmin: true }, select: { id: true } });

  // 45 clients, 18 masters (Tashkent mostly; Samarkand thin, so some of its tasks find nobody)
  const clients: number[] = [];
  const names = ['Азиз', 'Нигора', 'Дилшод', 'Мадина', 'Шохрух', 'Гулнора', 'Тимур', 'Лола', 'Бобур', 'Камола'];
  for (let i = 1; i <= 45; i++) {
    const user = await db.user.create({
      data: {
        telegramId: BigInt(910_000_000 + i),
        firstName: names[i % names.length],
        lastName: `Клиент ${i}`,
        currentRole: 0,
        createdAt: new Date(now - (days + 10) * DAY),
      },
    });
    clients.push(user.id);
  }
  const masters: Master[] = [];
  const tashkent = cities[0];
  for (let i = 1; i <= 18; i++) {
    const city = i <= 15 ? tashkent : (cities[1] ?? tashkent);
    const own = [categories[i % categories.length], categories[(i * 3) % categories.length]];
    const districtIds =
      i % 3 === 0
        ? []
        : [city.districts[i % city.districts.length], city.districts[(i + 4) % city.districts.length]].map((d) => d.id);
    const user = await db.user.create({
      data: {
        telegramId: BigInt(920_000_000 + i),
        firstName: names[(i + 3) % names.length],
        lastName: `Мастер ${i}`,
        username: `demo_master_${i}`,
        currentRole: 1,
        createdAt: new Date(now - (days + 20) * DAY),
      },
    });
    const contract = await db.contract.create({
      data: {
        userId: user.id,
        status: i % 5 === 0 ? 'verified' : 'approved',
        name: `${names[(i + 3) % names.length]} Мастер ${i}`,
        phone: `+9989012${String(i).padStart(5, '0')}`,
        description: 'Опыт работы более 5 лет',
        cityId: city.id,
        createdAt: new Date(now - (days + 20) * DAY),
        categories: { create: [...new Set(own.map((c) => c.id))].map((categoryId) => ({ categoryId })) },
        districts: { create: [...new Set(districtIds)].map((districtId) => ({ districtId })) },
      },
    });
    masters.push({
      contractId: contract.id,
      userId: user.id,
      cityId: city.id,
      categoryIds: [...new Set(own.map((c) => c.id))],
      districtIds,
      answerMedianMs: i % 4 === 0 ? 40 * MIN : i % 4 === 1 ? 3 * MIN : 9 * MIN,
      answerChance: i % 6 === 0 ? 0.15 : 0.8,
    });
  }
  // a district where the masters are slow to take tasks
  const slowDistrict = tashkent.districts[tashkent.districts.length - 1]?.id;

  const busyUntil = new Map<number, number>();
  const clientFreeAt = new Map<number, number>();
  let made = 0;
  for (let day = days; day >= 0; day--) {
    const weekday = new Date(now - day * DAY).getUTCDay();
    const count = random.int(3, 7) + (weekday === 6 || weekday === 0 ? 2 : 0);
    for (let n = 0; n < count; n++) {
      const createdAt = now - day * DAY - random.int(0, 14 * 60) * MIN - 8 * 60 * MIN + 14 * 60 * MIN;
      if (createdAt > now - 5 * MIN) continue;
      const clientId = random.pick(clients);
      if ((clientFreeAt.get(clientId) ?? 0) > createdAt) continue;
      const category = random.pick(categories);
      const city = random.chance(0.85) ? tashkent : random.pick(cities);
      const district = random.pick(city.districts);
      const eligible = masters.filter(
        (m) =>
          m.cityId === city.id &&
          m.categoryIds.includes(category.id) &&
          (m.districtIds.length === 0 || m.districtIds.includes(district.id)) &&
          (busyUntil.get(m.contractId) ?? 0) <= createdAt,
      );
      const detectedCategoryId = random.chance(0.82)
        ? category.id
        : random.chance(0.6)
          ? random.pick(categories).id
          : null;
      const age = now - createdAt;
      await writeTask(db, random, {
        clientId,
        category,
        cityId: city.id,
        districtId: district.id,
        createdAt,
        age,
        eligible,
        slow: district.id === slowDistrict,
        detectedCategoryId,
        adminId: admin?.id ?? null,
        reasons: { step1: clientReasons(1), step2: clientReasons(2), master: masterReasons },
        busyUntil,
        clientFreeAt,
        now,
      });
      made++;
    }
  }
  await writeEarlierJobs(db, { categories, tashkent, clients, now, days });
  return made > 0;
}

// Before the window above, a dozen completed, priced jobs of every category in Tashkent, spread over its
// masters (docs/product.md "Prices": a range needs 8 jobs by 3 masters), so a first start shows usual prices.
// Drawn from a generator of their own: the history above stays as it was.
async function writeEarlierJobs(
  db: Db,
  seed: {
    categories: { id: number; slug: string }[];
    tashkent: { id: number; districts: { id: number }[] };
    clients: number[];
    now: number;
    days: number;
  },
): Promise<void> {
  const random = generator(43);
  for (const category of seed.categories) {
    // the city's working masters of the category, the demo users' own included
    const theirs = await db.contract.findMany({
      where: {
        cityId: seed.tashkent.id,
        status: { in: ['approved', 'verified'] },
        archivedAt: null,
        categories: { some: { categoryId: category.id } },
      },
      select: { id: true, userId: true, districts: { select: { districtId: true } } },
      orderBy: { id: 'asc' },
    });
    if (theirs.length < 3) continue;
    for (let k = 0; k < 12; k++) {
      const master = theirs[k % theirs.length];
      const districtId = master.districts.length
        ? random.pick(master.districts).districtId
        : random.pick(seed.tashkent.districts).id;
      const createdAt = seed.now - (seed.days + 2 + k * 3) * DAY - random.int(0, 10 * 60) * MIN;
      const clientId = random.pick(seed.clients);
      const at = (offset: number) => new Date(createdAt + offset);
      const done = random.int(2, 6) * 60 * MIN;
      const change = (fromStatus: 'new' | 'in_progress' | null, toStatus: 'new' | 'in_progress' | 'completed') => ({
        fromStatus,
        toStatus,
        actorUserId: fromStatus ? master.userId : clientId,
        actorRole: fromStatus ? 1 : 0,
        createdAt: at(toStatus === 'new' ? 0 : toStatus === 'in_progress' ? 10 * MIN : done),
      });
      await db.task.create({
        data: {
          clientId,
          text: random.pick(TEXTS[category.slug] ?? ['Нужна помощь мастера по дому']),
          status: 'completed',
          categoryId: category.id,
          cityId: seed.tashkent.id,
          districtId,
          phone: '+998901234567',
          contractId: master.id,
          createdAt: at(0),
          updatedAt: at(done),
          dispatchedAt: at(0),
          acceptedAt: at(10 * MIN),
          firstAcceptedAt: at(10 * MIN),
          completedAt: at(done),
          detectionRecorded: true,
          detectedCategoryId: category.id,
          ...seedPrices({ createdAt, clientId, category }),
          statusChanges: {
            create: [change(null, 'new'), change('new', 'in_progress'), change('in_progress', 'completed')],
          },
        },
      });
    }
  }
}
