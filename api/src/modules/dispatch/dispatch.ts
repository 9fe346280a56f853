// The dispatcher (docs/product.md §10): sending a task to the nearest eligible masters, a wave at a
// time (dispatch-candidates.ts ranks them, dispatch-waves.ts sends the later waves).
import type { TaskStatus } from '../../platform/db/generated/prisma/client';
import type { MasterFeedEventKind } from '../../platform/events/domain-events';
import { eligibleCandidates, type Candidate, type DispatchableTask } from './dispatch-candidates';
import { enqueueNotification, type NotificationKind } from '../notification';
import { changeStatus, SYSTEM, type Actor, type TaskEffects, type Tx } from '../lifecycle';
import { recordedText } from '../../platform/i18n';
import { dutyWaitOf, NOT_WAITING } from './duty-wait';
import { inSpan } from '../../platform/tracing/spans';
import { preferredCandidate, tellClientPreferredPassed, type PreferredTurn } from './preferred-master';

export interface DispatchResult {
  status: TaskStatus;
  offeredContractIds: number[];
}

// Offers the task to these masters in this wave: new offer rows, or old ones (declined or withdrawn in an
// earlier round) opened again, and each master's offer_new notification. Returns the feed events; the wave
// and, when the task never had an offer before, its wait from posting go to the metrics after commit.
export async function offerTo(
  tx: Tx,
  taskId: number,
  wave: number,
  candidates: Candidate[],
  now: Date,
  effects: TaskEffects,
) {
  if (!candidates.length) return [];
  // one statement whatever the number: INSERT ... SELECT unnest (Prisma's createMany costs ~0.1 ms of CPU
  // per row); an offer of an earlier round is opened again in place. The notifications go in the same
  // statement (a data-modifying WITH runs to completion whether or not it is read): one round trip fewer
  // on the path of every dispatch and wave. Every part of it sees the rows as they were before it, so
  // `earlier` says whether the task had any offer yet.
  const notification: NotificationKind = 'offer_new';
  const [task] = await tx.$queryRaw<{ createdAt: Date; offeredBefore: boolean }[]>`
    WITH earlier AS (SELECT EXISTS (SELECT 1 FROM "TaskOffer" WHERE "taskId" = ${taskId}) AS offered),
    offers AS (
      INSERT INTO "TaskOffer" ("taskId", "contractId", "createdAt", wave, "distanceM", "cellDistanceM")
      SELECT ${taskId}, o.id, ${now}, ${wave}, o.dist, o.cell_dist
      FROM unnest(${candidates.map((c) => c.id)}::int[], ${candidates.map((c) => c.distanceM)}::int[],
        ${candidates.map((c) => c.cellDistanceM)}::int[]) AS o(id, dist, cell_dist)
      ON CONFLICT ("taskId", "contractId") DO UPDATE
        SET state = 'pending', "respondedAt" = NULL, "createdAt" = EXCLUDED."createdAt", wave = EXCLUDED.wave,
            "distanceM" = EXCLUDED."distanceM", "cellDistanceM" = EXCLUDED."cellDistanceM", answer = NULL, "answeredAt" = NULL, withdrawal = NULL,
            "quietAt" = NULL),
    notifications AS (
      INSERT INTO "Notification" ("userId", kind, payload)
      SELECT unnest(${candidates.map((candidate) => candidate.userId)}::int[]), ${notification},
        ${JSON.stringify({ taskId })}::jsonb)
    SELECT "createdAt", (SELECT offered FROM earlier) AS "offeredBefore" FROM "Task" WHERE id = ${taskId}`;
  effects.measure((metrics) => {
    metrics.wave();
    if (task && !task.offeredBefore) metrics.firstOffer((now.getTime() - task.createdAt.getTime()) / 1000);
  });
  return candidates.map((candidate) => ({ contractId: candidate.id, kind: 'offer_added' as const }));
}

// Sends the task (out) again, as a new round of waves: the nearest DISPATCH_WAVE_SIZE eligible masters
// get an offer now (everyone when it is `all`), pending offers of masters still eligible stay open, those
// of masters no longer eligible are withdrawn, and the next wave is due DISPATCH_WAVE_INTERVAL_S later
// while eligible masters are left. The task is `sent_to_masters`, or `awaiting_admin_attention` when
// nobody is eligible. The caller holds the task's row lock.
export function dispatchTask(...args: Parameters<typeof dispatchRound>): Promise<DispatchResult> {
  const [, , task] = args;
  // the first wave in its own span (tracing/spans.ts; nothing without tracing)
  return inSpan('dispatch.wave', { 'usta.task.id': task.id, 'usta.dispatch.wave': 1 }, async (span) => {
    const result = await dispatchRound(...args);
    span.set({ 'usta.dispatch.offered': result.offeredContractIds.length, 'usta.task.status': result.status });
    return result;
  });
}

async function dispatchRound(
  tx: Tx,
  effects: TaskEffects,
  task: DispatchableTask & PreferredTurn,
  actor: Actor,
  options: {
    reason?: string | null;
    cancelReasonId?: number | null;
    notifyClient?: 'task_requeued';
    // the master cancelling right now (their status change is written by this very call)
    excludeUserIds?: number[];
    // other masters whose feed this change touches
    alsoMasters?: { contractId: number; kind: MasterFeedEventKind }[];
    // the task was created in this very transaction: it has no offers yet to keep or withdraw
    created?: boolean;
  } = {},
): Promise<DispatchResult> {
  const now = new Date();
  const { config } = effects.services;
  // a new task for a former master: his alone first (preferred-master.ts); an emergency waits for nobody
  let preferredData: { preferredOutcome?: 'unavailable' } = {};
  if (options.created && task.preferredContractId && !task.emergency) {
    const preferred = await preferredCandidate(tx, task, now);
    if (preferred) return offerToPreferredAlone(tx, effects, task, preferred, now);
    // he cannot be offered it now (off duty, outside his hours, busy): the waves at once, and the client told
    preferredData = { preferredOutcome: 'unavailable' };
    await tellClientPreferredPassed(tx, task);
  }
  // an emergency waits for no wave: every eligible master gets it now (docs/product.md §11 "Emergencies first")
  const limit = task.emergency ? null : config.dispatchWaveSize;
  const pending = options.created
    ? []
    : (await tx.taskOffer.findMany({ where: { taskId: task.id, state: 'pending' }, select: { contractId: true } })).map(
        (offer) => offer.contractId,
      );
  const stillEligible = pending.length
    ? await eligibleCandidates(tx, task, { excludeUserIds: options.excludeUserIds, onlyContractIds: pending })
    : [];
  const keep = new Set(stillEligible.map((candidate) => candidate.id));
  const withdrawn = pending.filter((contractId) => !keep.has(contractId));
  if (withdrawn.length) {
    await tx.taskOffer.updateMany({
      where: { taskId: task.id, contractId: { in: withdrawn }, state: 'pending' },
      data: { state: 'withdrawn', respondedAt: now, withdrawal: 'master_left' },
    });
  }
  const ranked = await eligibleCandidates(tx, task, {
    excludeUserIds: options.excludeUserIds,
    roundStart: now,
    limit,
  });
  const wave = limit === null ? ranked : ranked.slice(0, limit);
  const more = limit !== null && ranked.length > limit;
  const added = await offerTo(tx, task.id, 1, wave, now, effects);
  if (options.notifyClient) await enqueueNotification(tx, task.clientId, options.notifyClient, { taskId: task.id });

  const offered = keep.size + wave.length > 0;
  const to: TaskStatus = offered ? 'sent_to_masters' : 'awaiting_admin_attention';
  const nextWaveAt = offered && more ? new Date(now.getTime() + config.dispatchWaveIntervalS * 1000) : null;
  const wait = offered ? NOT_WAITING : await dutyWaitOf(tx, task, now);
  const masters: { contractId: number; kind: MasterFeedEventKind }[] = [
    ...added,
    ...withdrawn.map((contractId) => ({ contractId, kind: 'offer_withdrawn' as const })),
    ...(options.alsoMasters ?? []),
  ];
  const moved = await changeStatus(tx, effects, {
    taskId: task.id,
    from: task.status,
    to,
    actor,
    reason: options.reason ?? (offered ? null : recordedText('REASON_NO_MASTERS')),
    cancelReasonId: options.cancelReasonId,
    data: {
      dispatchedAt: now,
      contractId: null,
      acceptedAt: null,
      dispatchWave: 1,
      lastWaveAt: now,
      nextWaveAt,
      ...wait,
      ...preferredData,
    },
    masters,
  });
  // the caller holds the row lock, so the status it read is the status in the row
  if (!moved) throw new Error(`task ${task.id} changed while locked for dispatch`);
  if (nextWaveAt) effects.waveDue(nextWaveAt);
  return { status: to, offeredContractIds: [...keep, ...wave.map((candidate) => candidate.id)] };
}

// The task's first offer goes to the client's former master alone; the waves are due when his turn ends
// (DISPATCH_PREFERRED_S), or at once when he declines (dispatch-waves.ts afterLastOfferClosed).
async function offerToPreferredAlone(
  tx: Tx,
  effects: TaskEffects,
  task: DispatchableTask,
  preferred: Candidate,
  now: Date,
): Promise<DispatchResult> {
  const until = new Date(now.getTime() + effects.services.config.dispatchPreferredS * 1000);
  const added = await offerTo(tx, task.id, 1, [preferred], now, effects);
  await changeStatus(tx, effects, {
    taskId: task.id,
    from: task.status,
    to: 'sent_to_masters',
    actor: SYSTEM,
    data: {
      dispatchedAt: now,
      dispatchWave: 1,
      lastWaveAt: now,
      nextWaveAt: until,
      preferredUntil: until,
      ...NOT_WAITING,
    },
    masters: added,
  });
  effects.waveDue(until);
  return { status: 'sent_to_masters', offeredContractIds: [preferred.id] };
}
