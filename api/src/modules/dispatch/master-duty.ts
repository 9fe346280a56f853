// On duty and working hours (docs/product.md "On duty and working hours"): the master's switch and hours,
// and the open tasks a master coming on duty is offered at once (duty-hours.ts says who is on duty).
import type { DutyOffReason } from '../../platform/db/generated/prisma/client';
import type { Db } from '../../platform/db/client';
import type { Services, Viewer } from '../../platform/context';
import { recordedText } from '../../platform/i18n';
import { changeStatus, inTaskTransaction, SYSTEM, type Tx } from '../lifecycle';
import { eligibleCandidates } from './dispatch-candidates';
import { offerTo } from './dispatch';
import { workingContract } from './master-dashboard';
import { tashkentClock, type WorkingHours } from './duty-hours';
import { applyMissedOffers } from './missed-offers';
import { weighUnansweredOffers } from './unanswered-offers';
import { refreshTopUsta, STANDARD_REFRESH_MIN } from './master-standard';
import type { TimedJob } from '../../platform/jobs/scheduler';

export interface Duty {
  onDuty: boolean;
  offReason: DutyOffReason | null;
  hours: WorkingHours[];
}

export async function readDuty(db: Db | Tx, contractId: number): Promise<Duty> {
  const contract = await db.contract.findUniqueOrThrow({
    where: { id: contractId },
    select: {
      onDuty: true,
      offReason: true,
      hours: {
        select: { weekday: true, fromMin: true, toMin: true },
        orderBy: [{ weekday: 'asc' }, { fromMin: 'asc' }],
      },
    },
  });
  return contract;
}

export async function myDuty(db: Db, viewer: Viewer): Promise<Duty> {
  const contract = await workingContract(db, viewer);
  return readDuty(db, contract.id);
}

// The master goes on duty (and is offered the open tasks he may take at once) or off it.
export async function setMyDuty(services: Services, viewer: Viewer, onDuty: boolean): Promise<Duty> {
  const contract = await workingContract(services.db, viewer);
  await services.db.contract.update({
    where: { id: contract.id },
    data: onDuty
      ? { onDuty: true, offReason: null, missedInRow: 0, unansweredInRow: 0 }
      : { onDuty: false, offReason: 'self' },
  });
  if (onDuty) await offerOpenTasksTo(services, contract.id);
  return readDuty(services.db, contract.id);
}

// Replaces the master's hours (already checked at the edge: modules/contract/duty-input.ts); an empty list
// means any time. Hours that begin now bring him the open tasks at once.
export async function setMyWorkingHours(services: Services, viewer: Viewer, hours: WorkingHours[]): Promise<Duty> {
  const contract = await workingContract(services.db, viewer);
  await services.db.$transaction([
    services.db.contractHours.deleteMany({ where: { contractId: contract.id } }),
    services.db.contractHours.createMany({ data: hours.map((entry) => ({ contractId: contract.id, ...entry })) }),
  ]);
  await offerOpenTasksTo(services, contract.id);
  return readDuty(services.db, contract.id);
}

// how many open tasks a master coming on duty is offered at most at once (the nearest)
const ON_DUTY_OFFERS_MAX = 20;

// The open tasks the master may take now (offered, or waiting for an admin with no offer open), nearest
// first, each offered to him in its own transaction: a master coming on duty, or whose hours begin, sees
// them within seconds instead of waiting for the next task. A task waiting for an admin goes back to
// `sent_to_masters` with his offer. Returns how many he was offered.
export async function offerOpenTasksTo(services: Services, contractId: number, at: Date = new Date()): Promise<number> {
  const open = await services.db.$queryRaw<{ id: number }[]>`
    SELECT t.id FROM "Task" t JOIN "Contract" c ON c.id = ${contractId}
    WHERE t.status IN ('sent_to_masters', 'awaiting_admin_attention') AND t."cityId" = c."cityId"
      -- a return visit is its own master's alone (modules/task/problem/problem-resolve.ts)
      AND t."returnOfTaskId" IS NULL
      AND t."categoryId" IN (SELECT cc."categoryId" FROM "ContractCategory" cc WHERE cc."contractId" = c.id)
    ORDER BY t.id`;
  type Found = { taskId: number; distanceM: number | null };
  const found: Found[] = [];
  for (const { id } of open) {
    const task = await services.db.task.findUniqueOrThrow({
      where: { id },
      select: {
        id: true,
        status: true,
        clientId: true,
        categoryId: true,
        cityId: true,
        districtId: true,
        dispatchedAt: true,
      },
    });
    const [candidate] = await eligibleCandidates(services.db, task, {
      onlyContractIds: [contractId],
      roundStart: task.dispatchedAt ?? new Date(0),
      at,
    });
    if (candidate) found.push({ taskId: id, distanceM: candidate.distanceM });
  }
  found.sort((a, b) => (a.distanceM ?? Infinity) - (b.distanceM ?? Infinity) || a.taskId - b.taskId);
  let offered = 0;
  for (const [index, { taskId }] of found.slice(0, ON_DUTY_OFFERS_MAX).entries()) {
    // a millisecond apart, so the master's oldest offer (his dashboard's) is the nearest task
    const now = new Date(Math.max(at.getTime(), Date.now()) + index);
    offered += await inTaskTransaction(services, async (tx, effects) => {
      const [task] = await tx.$queryRaw<
        {
          id: number;
          status: 'sent_to_masters' | 'awaiting_admin_attention';
          clientId: number;
          categoryId: number | null;
          cityId: number;
          districtId: number;
          dispatchedAt: Date | null;
          dispatchWave: number;
        }[]
      >`SELECT id, status::text AS status, "clientId", "categoryId", "cityId", "districtId", "dispatchedAt", "dispatchWave"
        FROM "Task" WHERE id = ${taskId} FOR NO KEY UPDATE`;
      if (!task || (task.status !== 'sent_to_masters' && task.status !== 'awaiting_admin_attention')) return 0;
      if (task.status === 'awaiting_admin_attention') {
        const pending = await tx.taskOffer.count({ where: { taskId, state: 'pending' } });
        if (pending) return 0;
      }
      const candidates = await eligibleCandidates(tx, task, {
        onlyContractIds: [contractId],
        roundStart: task.dispatchedAt ?? new Date(0),
        at,
      });
      if (!candidates.length) return 0;
      const added = await offerTo(tx, taskId, Math.max(1, task.dispatchWave), candidates, now, effects);
      if (task.status === 'sent_to_masters') {
        effects.touchMasters(taskId, task.status, added);
      } else {
        await changeStatus(tx, effects, {
          taskId,
          from: 'awaiting_admin_attention',
          to: 'sent_to_masters',
          actor: SYSTEM,
          reason: recordedText('REASON_MASTER_ON_DUTY'),
          data: {
            lastWaveAt: now,
            nextWaveAt: null,
            dispatchWave: Math.max(1, task.dispatchWave),
            waitingForDuty: false,
            nextOnDutyAt: null,
          },
          masters: added,
        });
      }
      return 1;
    });
  }
  return offered;
}

// Masters whose hours began within the last two minutes are offered the open tasks (every node's job runs
// at least every JOB_INTERVAL_S; offering is idempotent, so a start seen twice offers nothing twice).
export async function offerToMastersWhoseHoursBegin(services: Services, now: Date = new Date()): Promise<number> {
  const { weekday, minute } = tashkentClock(now);
  const rows = await services.db.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT c.id FROM "ContractHours" h JOIN "Contract" c ON c.id = h."contractId"
    WHERE h.weekday = ${weekday} AND h."fromMin" <= ${minute} AND h."fromMin" > ${minute - HOURS_BEGIN_LOOKBACK_MIN}
      AND c."onDuty" AND c."archivedAt" IS NULL AND c.status IN ('approved', 'verified')`;
  let offered = 0;
  for (const row of rows) offered += await offerOpenTasksTo(services, row.id, now);
  return offered;
}

const HOURS_BEGIN_LOOKBACK_MIN = 2;

let lastStandardRefresh = 0;

export const dutyJobs: TimedJob[] = [
  {
    name: 'top-usta-refresh',
    run: (services, now) => {
      if (Date.now() - lastStandardRefresh < STANDARD_REFRESH_MIN * 60_000) return Promise.resolve(0);
      lastStandardRefresh = Date.now();
      return refreshTopUsta(services, now);
    },
  },
  { name: 'duty-hours-begin', run: (services, now) => offerToMastersWhoseHoursBegin(services, now) },
  { name: 'duty-missed-offers', run: (services, now) => applyMissedOffers(services, now) },
  { name: 'unanswered-offers', run: (services, now) => weighUnansweredOffers(services, now) },
];
