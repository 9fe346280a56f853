// Demo history (issue 18): a few months of a living marketplace for the embedded default (`npm start`), so
// a newcomer's admin lists, analytics and explorer have something to show: tasks in every status across
// cities, districts and categories, offers answered, declined and left unanswered, reviews published and
// waiting, cancellations with reasons, what detection proposed. Deterministic (a seeded generator), its
// own clients and masters (the demo users' screens stay empty), written once: nothing happens when the
// database already holds any task. Never in the test template (tests count seeded rows).
import type { Db } from './client';
import type { OfferState, TaskStatus } from './generated/prisma/client';

const DAY = 86_400_000;
const MIN = 60_000;

// mulberry32: the same history on every machine
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    // a log-normal wait around `median` (ms)
    wait: (median: number, spread = 0.9) => {
      const u = Math.max(1e-9, next());
      const v = next();
      return Math.round(median * Math.exp(spread * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)));
    },
  };
}

const TEXTS: Record<string, string[]> = {
  plumbing: [
    'Течёт кран на кухне, нужно заменить смеситель',
    'Засор в ванной, вода не уходит',
    'Подтекает унитаз, нужен сантехник',
  ],
  electrical: [
    'Не работает розетка в спальне',
    'Выбивает автомат при включении чайника',
    'Нужно повесить люстру и подключить',
  ],
  'appliance-repair': [
    'Стиральная машина не сливает воду',
    'Холодильник перестал морозить',
    'Посудомойка не включается',
  ],
  'air-conditioning': ['Кондиционер не охлаждает, нужна заправка', 'Установить кондиционер в комнате'],
  furniture: ['Собрать шкаф-купе из магазина', 'Собрать кухонный гарнитур'],
  cleaning: ['Генеральная уборка квартиры после ремонта', 'Помыть окна в трёхкомнатной квартире'],
  handyman: ['Повесить полки и карнизы', 'Мелкий ремонт по дому: двери, полки'],
  'computer-help': ['Ноутбук сильно тормозит, почистить и переустановить', 'Настроить роутер и Wi-Fi'],
  moving: ['Перевезти мебель в другую квартиру', 'Нужны грузчики на переезд'],
  'doors-windows': ['Не закрывается пластиковое окно', 'Поменять замок во входной двери'],
};

interface Master {
  contractId: number;
  userId: number;
  cityId: number;
  categoryIds: number[];
  districtIds: number[];
  // how they treat offers: a quick one, a slow one, one who leaves most unanswered
  answerMedianMs: number;
  answerChance: number;
}

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
  return made > 0;
}

interface TaskPlan {
  clientId: number;
  category: { id: number; slug: string };
  cityId: number;
  districtId: number;
  createdAt: number;
  age: number;
  eligible: Master[];
  slow: boolean;
  detectedCategoryId: number | null;
  adminId: number | null;
  reasons: {
    step1: { id: number; name: string }[];
    step2: { id: number; name: string }[];
    master: { id: number; name: string }[];
  };
  busyUntil: Map<number, number>;
  clientFreeAt: Map<number, number>;
  now: number;
}

type Random = ReturnType<typeof generator>;

async function writeTask(db: Db, random: Random, plan: TaskPlan): Promise<void> {
  const { createdAt, eligible, now } = plan;
  const at = (ms: number) => new Date(Math.min(ms, now - MIN));
  const changes: {
    from: TaskStatus | null;
    to: TaskStatus;
    at: number;
    role: number | null;
    actor: number | null;
    reason?: string;
    cancelReasonId?: number;
  }[] = [{ from: null, to: 'new', at: createdAt, role: 0, actor: plan.clientId }];
  const offers = new Map<
    number,
    { state: OfferState; respondedAt: number | null; answer: OfferState | null; answeredAt: number | null }
  >();
  let status: TaskStatus;
  let contractId: number | null = null;
  let firstAcceptedAt: number | null = null;
  let acceptedAt: number | null = null;
  let completedAt: number | null = null;
  let closedAt: number | null = null;
  let cancelReasonId: number | null = null;
  let review: { rating: number; state: 'pending' | 'approved' | 'rejected'; at: number } | null = null;

  const roll = random.next();
  if (plan.age < 20 * MIN && eligible.length) {
    // just sent out: offers open
    status = 'sent_to_masters';
    changes.push({ from: 'new', to: status, at: createdAt, role: null, actor: null });
    for (const m of eligible)
      offers.set(m.contractId, { state: 'pending', respondedAt: null, answer: null, answeredAt: null });
  } else if (!eligible.length || roll < 0.05) {
    changes.push({
      from: 'new',
      to: 'awaiting_admin_attention',
      at: createdAt,
      role: null,
      actor: null,
      reason: 'Нет подходящих мастеров',
    });
    if (roll < 0.02 && plan.adminId) {
      status = 'rejected_by_admin';
      changes.push({
        from: 'awaiting_admin_attention',
        to: status,
        at: createdAt + random.wait(2 * 60 * MIN),
        role: 2,
        actor: plan.adminId,
        reason: 'Заявка не по профилю сервиса',
      });
    } else if (plan.age > 24 * 60 * MIN) {
      status = 'expired';
      changes.push({
        from: 'awaiting_admin_attention',
        to: status,
        at: createdAt + 24 * 60 * MIN,
        role: null,
        actor: null,
      });
    } else status = 'awaiting_admin_attention';
  } else {
    changes.push({ from: 'new', to: 'sent_to_masters', at: createdAt, role: null, actor: null });
    // each master answers (or not) on their own clock; the first accept wins
    const answers = eligible.map((m) => ({
      m,
      answers: random.chance(m.answerChance),
      accepts: random.chance(0.7),
      after: Math.max(20_000, random.wait(m.answerMedianMs * (plan.slow ? 4 : 1))),
    }));
    const accepting = answers.filter((a) => a.answers && a.accepts).sort((a, b) => a.after - b.after)[0];
    const outcome = random.next();
    const clientCancelsAt = createdAt + random.wait(25 * MIN);
    const acceptAt = accepting ? createdAt + accepting.after : Infinity;
    const window = Math.min(acceptAt, outcome < 0.12 ? clientCancelsAt : Infinity, createdAt + 24 * 60 * MIN, now);
    for (const a of answers) {
      const answerAt = createdAt + a.after;
      if (a.answers && !a.accepts && answerAt < window) {
        offers.set(a.m.contractId, {
          state: 'declined',
          respondedAt: answerAt,
          answer: 'declined',
          answeredAt: answerAt,
        });
      } else offers.set(a.m.contractId, { state: 'withdrawn', respondedAt: window, answer: null, answeredAt: null });
    }
    if (window === acceptAt && accepting) {
      const m = accepting.m;
      offers.set(m.contractId, { state: 'accepted', respondedAt: acceptAt, answer: 'accepted', answeredAt: acceptAt });
      contractId = m.contractId;
      firstAcceptedAt = acceptedAt = acceptAt;
      changes.push({ from: 'sent_to_masters', to: 'in_progress', at: acceptAt, role: 1, actor: m.userId });
      const doneAt = acceptAt + random.wait(3 * 60 * MIN, 0.6);
      const then = random.next();
      if (then < 0.08) {
        status = 'cancelled';
        const reason = random.pick(plan.reasons.step2);
        cancelReasonId = reason.id;
        const cancelAt = acceptAt + random.wait(60 * MIN);
        changes.push({
          from: 'in_progress',
          to: status,
          at: cancelAt,
          role: 0,
          actor: plan.clientId,
          reason: reason.name,
          cancelReasonId: reason.id,
        });
      } else if (then < 0.13 && plan.reasons.master.length) {
        // the master gives it back; nobody else takes it in time
        const reason = random.pick(plan.reasons.master);
        const backAt = acceptAt + random.wait(40 * MIN);
        offers.set(m.contractId, { state: 'withdrawn', respondedAt: backAt, answer: 'accepted', answeredAt: acceptAt });
        changes.push({
          from: 'in_progress',
          to: 'awaiting_admin_attention',
          at: backAt,
          role: 1,
          actor: m.userId,
          reason: reason.name,
          cancelReasonId: reason.id,
        });
        contractId = null;
        acceptedAt = null;
        status = plan.age > 26 * 60 * MIN ? 'expired' : 'awaiting_admin_attention';
        if (status === 'expired')
          changes.push({
            from: 'awaiting_admin_attention',
            to: status,
            at: createdAt + 24 * 60 * MIN,
            role: null,
            actor: null,
          });
      } else if (doneAt > now) {
        status = 'in_progress';
        plan.busyUntil.set(m.contractId, now + DAY);
      } else {
        status = 'completed';
        completedAt = doneAt;
        changes.push({ from: 'in_progress', to: status, at: doneAt, role: 1, actor: m.userId });
        plan.busyUntil.set(m.contractId, doneAt);
        if (random.chance(0.72)) {
          const rating = random.chance(0.1) ? random.int(1, 3) : random.int(4, 5);
          const state =
            doneAt < now - 3 * DAY
              ? rating <= 1 && random.chance(0.5)
                ? 'rejected'
                : 'approved'
              : random.chance(0.4)
                ? 'approved'
                : 'pending';
          review = { rating, state, at: doneAt + random.wait(2 * 60 * MIN) };
        }
        if (plan.adminId && random.chance(0.1)) {
          status = 'closed';
          closedAt = doneAt + DAY;
          changes.push({ from: 'completed', to: 'closed', at: closedAt, role: 2, actor: plan.adminId });
        }
      }
      if (status === 'in_progress' || status === 'completed' || status === 'closed')
        plan.clientFreeAt.set(plan.clientId, status === 'in_progress' ? now + DAY : (completedAt ?? now));
    } else if (window === clientCancelsAt) {
      status = 'cancelled';
      const reason = random.pick(plan.reasons.step1);
      cancelReasonId = reason.id;
      changes.push({
        from: 'sent_to_masters',
        to: status,
        at: clientCancelsAt,
        role: 0,
        actor: plan.clientId,
        reason: reason.name,
        cancelReasonId: reason.id,
      });
    } else if (window === now) {
      status = 'sent_to_masters';
      for (const [id, offer] of offers)
        if (offer.state === 'withdrawn') offers.set(id, { ...offer, state: 'pending', respondedAt: null });
    } else {
      changes.push({
        from: 'sent_to_masters',
        to: 'awaiting_admin_attention',
        at: createdAt + 30 * MIN,
        role: null,
        actor: null,
      });
      status = 'expired';
      changes.push({
        from: 'awaiting_admin_attention',
        to: status,
        at: createdAt + 24 * 60 * MIN,
        role: null,
        actor: null,
      });
    }
  }
  if (['new', 'sent_to_masters', 'awaiting_admin_attention', 'taken', 'in_progress'].includes(status))
    plan.clientFreeAt.set(plan.clientId, now + DAY);

  const text = random.pick(TEXTS[plan.category.slug] ?? ['Нужна помощь мастера по дому']);
  const task = await db.task.create({
    data: {
      clientId: plan.clientId,
      text,
      status,
      categoryId: plan.category.id,
      cityId: plan.cityId,
      districtId: plan.districtId,
      phone: '+998901234567',
      contractId,
      cancelReasonId: status === 'cancelled' ? cancelReasonId : null,
      createdAt: at(createdAt),
      updatedAt: at(changes[changes.length - 1].at),
      dispatchedAt: at(createdAt),
      acceptedAt: acceptedAt ? at(acceptedAt) : null,
      firstAcceptedAt: firstAcceptedAt ? at(firstAcceptedAt) : null,
      completedAt: completedAt ? at(completedAt) : null,
      closedAt: closedAt ? at(closedAt) : null,
      detectedCategoryId: plan.detectedCategoryId,
      detectionRecorded: true,
    },
  });
  if (offers.size)
    await db.taskOffer.createMany({
      data: [...offers].map(([offerContractId, offer]) => ({
        taskId: task.id,
        contractId: offerContractId,
        state: offer.state,
        createdAt: at(createdAt),
        respondedAt: offer.respondedAt ? at(offer.respondedAt) : null,
        answer: offer.answer,
        answeredAt: offer.answeredAt ? at(offer.answeredAt) : null,
      })),
    });
  await db.taskStatusChange.createMany({
    data: changes.map((change) => ({
      taskId: task.id,
      fromStatus: change.from,
      toStatus: change.to,
      actorUserId: change.actor,
      actorRole: change.role,
      reason: change.reason ?? null,
      cancelReasonId: change.cancelReasonId ?? null,
      createdAt: at(change.at),
    })),
  });
  if (review && contractId)
    await db.review.create({
      data: {
        taskId: task.id,
        contractId,
        clientId: plan.clientId,
        rating: review.rating,
        comment: review.rating >= 4 ? 'Всё сделано быстро и аккуратно' : 'Пришлось ждать',
        state: review.state,
        moderatedById: review.state === 'pending' ? null : plan.adminId,
        moderatedAt: review.state === 'pending' ? null : at(review.at + DAY),
        createdAt: at(review.at),
      },
    });
}
