// Later dispatch waves (docs/product.md §10): the next nearest masters every DISPATCH_WAVE_INTERVAL_S,
// or at once when everyone offered so far declined; each due wave sent exactly once across API nodes
// (modules/dispatch/wave-clock.ts calls sendDueWaves).
import { Prisma } from '../../platform/db/generated/prisma/client';
import type { Services } from '../../platform/context';
import { eligibleCandidates, type DispatchableTask } from './dispatch-candidates';
import { offerTo } from './dispatch';
import { endPreferredTurn, type PreferredTurn } from './preferred-master';
import type { MasterFeedEventKind } from '../../platform/events/domain-events';
import { changeStatus, inTaskTransaction, type Actor, type TaskEffects, type Tx } from '../lifecycle';
import { inSpan } from '../../platform/tracing/spans';

interface WaveTask extends DispatchableTask, PreferredTurn {
  dispatchedAt: Date | null;
  dispatchWave: number;
}

// The next wave of a task in `sent_to_masters` (the caller holds its row lock): the nearest eligible
// masters who have no offer of this round yet. Returns how many were offered; 0 means the whole
// eligible set has it (no further wave is due).
export function sendNextWave(tx: Tx, effects: TaskEffects, task: WaveTask, now: Date): Promise<number> {
  // each wave in its own span (tracing/spans.ts; nothing without tracing)
  const attributes = { 'usta.task.id': task.id, 'usta.dispatch.wave': task.dispatchWave + 1 };
  return inSpan('dispatch.wave', attributes, async (span) => {
    const offered = await nextWave(tx, effects, task, now);
    span.set({ 'usta.dispatch.offered': offered });
    return offered;
  });
}

async function nextWave(tx: Tx, effects: TaskEffects, task: WaveTask, now: Date): Promise<number> {
  const { config } = effects.services;
  // the first wave after a former master's turn alone: how his turn ended is written (and told) first
  await endPreferredTurn(tx, task);
  const limit = config.dispatchWaveSize;
  const ranked = await eligibleCandidates(tx, task, {
    roundStart: task.dispatchedAt ?? new Date(0),
    limit,
  });
  const wave = limit === null ? ranked : ranked.slice(0, limit);
  const more = limit !== null && ranked.length > limit;
  const number = task.dispatchWave + 1;
  const added = await offerTo(tx, task.id, number, wave, now, effects);
  const nextWaveAt = wave.length && more ? new Date(now.getTime() + config.dispatchWaveIntervalS * 1000) : null;
  await tx.task.update({
    where: { id: task.id },
    data: wave.length ? { dispatchWave: number, lastWaveAt: now, nextWaveAt } : { nextWaveAt: null },
  });
  if (added.length) effects.touchMasters(task.id, task.status, added);
  if (nextWaveAt) effects.waveDue(nextWaveAt);
  return wave.length;
}

const WAVE_TASK_COLUMNS = Prisma.sql`id, status::text AS status, "clientId", "categoryId", "cityId", "districtId",
  "dispatchedAt", "dispatchWave", "preferredContractId", "preferredUntil", "preferredOutcome"::text AS "preferredOutcome"`;

// Nobody holds an open offer of the task any more (the last one declined or left): the next wave joins at
// once while eligible masters are left; otherwise the task waits for an admin. The caller holds the row lock.
export async function afterLastOfferClosed(
  tx: Tx,
  effects: TaskEffects,
  taskId: number,
  actor: Actor,
  reason: string,
  masters: { contractId: number; kind: MasterFeedEventKind }[],
): Promise<void> {
  const [task] = await tx.$queryRaw<(WaveTask & { nextWaveAt: Date | null })[]>`
    SELECT ${WAVE_TASK_COLUMNS}, "nextWaveAt" FROM "Task" WHERE id = ${taskId}`;
  if (task.status !== 'sent_to_masters') {
    effects.touchMasters(taskId, task.status, masters);
    return;
  }
  if (task.nextWaveAt && (await sendNextWave(tx, effects, task, new Date())) > 0) {
    effects.touchMasters(taskId, task.status, masters);
    return;
  }
  await changeStatus(tx, effects, {
    taskId,
    from: 'sent_to_masters',
    to: 'awaiting_admin_attention',
    actor,
    reason,
    masters,
  });
}

// The waves that are due (every node calls this; each task's wave is taken by exactly one of them: its row
// is claimed with SKIP LOCKED and the due time checked again on the locked row). Each wave commits and
// publishes on its own, stamped with its own time: a batch of twenty in one transaction held every offer's
// event until the whole batch committed, and a node that stopped in between left offers written and never
// pushed (docs/reliability.md). Returns how many waves went out.
export async function sendDueWaves(services: Services, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const sent = await inTaskTransaction(services, async (tx, effects) => {
      const [task] = await tx.$queryRaw<WaveTask[]>`
        SELECT ${WAVE_TASK_COLUMNS} FROM "Task"
        WHERE "nextWaveAt" <= ${now} AND status = 'sent_to_masters'
        ORDER BY "nextWaveAt", id
        LIMIT 1
        FOR NO KEY UPDATE SKIP LOCKED`;
      if (!task) return false;
      await sendNextWave(tx, effects, task, new Date(Math.max(now.getTime(), Date.now())));
      return true;
    });
    if (!sent) return total;
    total += 1;
  }
}

// When this node should look next: the earliest due wave of any task (null: none).
export async function nextWaveDue(services: Services): Promise<Date | null> {
  const [row] = await services.db.$queryRaw<{ at: Date | null }[]>`
    SELECT min("nextWaveAt") AS at FROM "Task" WHERE "nextWaveAt" IS NOT NULL AND status = 'sent_to_masters'`;
  return row?.at ?? null;
}
