// One task of the demo history written with its offers, status changes, review and detection record.
import type { Db } from './client';
import type { OfferState, OfferWithdrawal, TaskStatus } from './generated/prisma/client';
import { DAY, MIN, TEXTS, type Master, type Random } from './seed-history-parts';
import { seedPrices } from './seed-history-prices';

export interface TaskPlan {
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

export async function writeTask(db: Db, random: Random, plan: TaskPlan): Promise<void> {
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
  // why the offers nobody answered were withdrawn: another master took the task, the client cancelled, time ran out
  let withdrawal: OfferWithdrawal = 'timeout';
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
    withdrawal = window === acceptAt ? 'taken' : window === clientCancelsAt ? 'closed' : 'timeout';
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
  const prices = completedAt ? seedPrices(plan) : null;
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
      ...prices,
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
        withdrawal: offer.state !== 'withdrawn' ? null : offer.answer ? 'master_left' : withdrawal,
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
