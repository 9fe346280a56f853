// The admin's side of master applications: the list with filters, one application, edits, and the
// approve / verify / reject decisions.
import type { Db } from '../../platform/db/client';
import type { ContractStatus, Prisma } from '../../platform/db/generated/prisma/client';
import { requireAdminReader, requireAdminWriter } from '../../platform/access';
import { recordAudit } from '../audit';
import type { Services, Viewer } from '../../platform/context';
import { ConflictError, NotFoundError, type PlainCode } from '../../platform/errors';
import { enqueueNotification } from '../notification';
import type { PageRequest } from '../../platform/paging';
import { Role } from '../identity';
import { inTaskTransaction, lockContract, type Actor, type TaskEffects, type Tx } from '../lifecycle';
import { ADMIN_CONTRACT_INCLUDE, CONTRACT_INCLUDE, type AdminContract, type ContractWithRefs } from './contracts';
import { contractData, validateContractInput, type ContractForm } from './contract-checks';
import { assertNotBusy, lockForWithdrawal, withdrawOffers } from './contract-offers';

export interface ContractFilters {
  status?: ContractStatus;
  cityId?: number;
  categoryId?: number;
  // the name, description, username or phone contains it ('' for none)
  search?: string;
  // live applications (the default), archived ones, or both
  archived?: 'live' | 'archived' | 'all';
  page: PageRequest;
}

export interface ContractListQuery {
  where: Prisma.ContractWhereInput;
  orderBy: Prisma.ContractOrderByWithRelationInput[];
  page: PageRequest;
}

export function contractListQuery(viewer: Viewer | null, filters: ContractFilters): ContractListQuery {
  requireAdminReader(viewer);
  const { status, cityId, categoryId, search, archived = 'live', page } = filters;
  const where: Prisma.ContractWhereInput = {};
  const and: Prisma.ContractWhereInput[] = [];
  if (status) where.status = status;
  if (cityId) where.cityId = cityId;
  if (categoryId) where.categories = { some: { categoryId } };
  if (search) {
    const digits = search.replace(/\D/g, '');
    and.push({
      OR: [
        { name: { contains: search, mode: 'insensitive' } },
        { description: { contains: search, mode: 'insensitive' } },
        { user: { username: { contains: search.replace(/^@/, ''), mode: 'insensitive' } } },
        ...(digits.length >= 3 ? [{ phone: { contains: digits } }] : []),
      ],
    });
  }
  if (archived === 'archived') where.archivedAt = { not: null };
  else if (archived === 'live') where.archivedAt = null;
  if (and.length) where.AND = and;
  return { where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], page };
}

export async function getAdminContract(db: Db, viewer: Viewer | null, id: number): Promise<AdminContract> {
  requireAdminReader(viewer);
  const contract = await db.contract.findUnique({ where: { id }, include: ADMIN_CONTRACT_INCLUDE });
  if (!contract) throw new NotFoundError('CONTRACT_NOT_FOUND');
  return contract;
}

// The fields an admin changes, validated by the same rules as the application; left-out fields stay. A
// missing or archived application wins over the form's errors.
export async function updateContract(db: Db, viewer: Viewer, id: number, form: ContractForm): Promise<AdminContract> {
  requireAdminWriter(viewer);
  const current = await db.contract.findUnique({ where: { id }, include: CONTRACT_INCLUDE });
  if (!current) throw new NotFoundError('CONTRACT_NOT_FOUND');
  if (current.archivedAt) throw new ConflictError('CONTRACT_ARCHIVED_READ_ONLY');
  const clean = await validateContractInput(db, form, current);
  return db.$transaction(async (tx) => {
    await tx.contractCategory.deleteMany({ where: { contractId: id } });
    await tx.contractDistrict.deleteMany({ where: { contractId: id } });
    const contract = await tx.contract.update({
      where: { id },
      data: contractData(clean),
      include: ADMIN_CONTRACT_INCLUDE,
    });
    const before = snapshot(current);
    const after = snapshot(contract);
    const changed = Object.fromEntries(
      Object.keys(after)
        .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        .map((key) => [key, { before: before[key], after: after[key] }]),
    );
    await recordAudit(tx, viewer.user.id, 'contract.update', 'Contract', id, changed);
    return contract;
  });
}

function snapshot(contract: ContractWithRefs): Record<string, unknown> {
  return {
    name: contract.name,
    phone: contract.phone,
    description: contract.description,
    latitude: contract.latitude,
    longitude: contract.longitude,
    address: contract.address,
    cityId: contract.cityId,
    categoryIds: contract.categories.map((link) => link.categoryId).sort((a, b) => a - b),
    districtIds: contract.districts.map((link) => link.districtId).sort((a, b) => a - b),
  };
}

type Decision = 'approve' | 'verify' | 'reject';

const DECISIONS: Record<Decision, { from: ContractStatus[]; to: ContractStatus; refused: PlainCode; done: PlainCode }> =
  {
    approve: {
      from: ['pending', 'rejected'],
      to: 'approved',
      refused: 'CONTRACT_CANNOT_APPROVE',
      done: 'CONTRACT_APPROVED',
    },
    verify: {
      from: ['pending', 'approved'],
      to: 'verified',
      refused: 'CONTRACT_CANNOT_VERIFY',
      done: 'CONTRACT_VERIFIED',
    },
    reject: {
      from: ['pending', 'approved', 'verified'],
      to: 'rejected',
      refused: 'CONTRACT_CANNOT_REJECT',
      done: 'CONTRACT_REJECTED',
    },
  };

export function decisionMessage(decision: Decision): PlainCode {
  return DECISIONS[decision].done;
}

// approve / verify / reject: a conditional status change, its audit row and the master's notification in
// one transaction. Rejecting a working master withdraws the offers waiting for them; one busy with a task
// is refused until an admin moves that task. Only a rejection has a reason.
export async function decideContract(
  services: Services,
  viewer: Viewer,
  id: number,
  decision: Decision,
  rejectionReason: string | null = null,
): Promise<AdminContract> {
  requireAdminWriter(viewer);
  const rule = DECISIONS[decision];
  const actor: Actor = { userId: viewer.user.id, role: Role.admin };
  return inTaskTransaction(services, async (tx, effects) => {
    if (decision === 'reject') return rejectContract(tx, effects, id, rejectionReason, actor);
    await lockContract(tx, id);
    const before = await decidable(tx, id, rule);
    const contract = await tx.contract.update({
      where: { id },
      data: { status: rule.to, rejectionReason: null },
      include: ADMIN_CONTRACT_INCLUDE,
    });
    await recordAudit(tx, viewer.user.id, `contract.${decision}`, 'Contract', id, { from: before.status, to: rule.to });
    // verifying an already approved master changes nothing for them: no second message
    if (before.status === 'pending' || before.status === 'rejected')
      await enqueueNotification(tx, contract.userId, 'contract_approved', { contractId: id });
    effects.touchViewer(contract.userId);
    return contract;
  });
}

async function decidable(tx: Tx, id: number, rule: (typeof DECISIONS)[Decision]) {
  const before = await tx.contract.findUnique({ where: { id } });
  if (!before) throw new NotFoundError('CONTRACT_NOT_FOUND');
  if (before.archivedAt) throw new ConflictError('CONTRACT_ARCHIVED_READ_ONLY');
  if (!rule.from.includes(before.status)) throw new ConflictError(rule.refused);
  return before;
}

// The rejection inside the caller's transaction (an admin's decision, or a problem resolved with the master
// suspended: modules/task/problem/problem-resolve.ts): the offers waiting for him withdrawn, the status
// and reason written, audited as contract.reject, the master told. A master busy with a task is refused and
// nothing is written.
export async function rejectContract(
  tx: Tx,
  effects: TaskEffects,
  id: number,
  reason: string | null,
  actor: Actor,
  // the problem whose resolution suspended him, for the audit row
  because: { problemId?: number } = {},
): Promise<AdminContract> {
  const rule = DECISIONS.reject;
  const taskIds = await lockForWithdrawal(tx, id);
  const before = await decidable(tx, id, rule);
  await assertNotBusy(tx, id, 'CONTRACT_MASTER_BUSY');
  await withdrawOffers(tx, effects, id, taskIds, actor);
  const contract = await tx.contract.update({
    where: { id },
    data: { status: rule.to, rejectionReason: reason },
    include: ADMIN_CONTRACT_INCLUDE,
  });
  await recordAudit(tx, actor.userId, 'contract.reject', 'Contract', id, {
    from: before.status,
    to: rule.to,
    reason,
    withdrawnOffers: taskIds,
    ...because,
  });
  await enqueueNotification(tx, contract.userId, 'contract_rejected', { contractId: id, reason });
  effects.touchViewer(contract.userId);
  return contract;
}
