// The master's own application: read it, send it (one live application per user), archive it.
import type { Db } from '../../platform/db/client';
import { Prisma, type Contract, type ContractStatus } from '../../platform/db/generated/prisma/client';
import { modelColumns, readRows } from '../../platform/db/raw-reads';
import { recordAudit } from '../audit';
import type { Services, Viewer } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors';
import { preparePhoto, removePhoto, storePhoto, type UploadedFile } from '../../platform/photos';
import { Role } from '../identity';
import { inTaskTransaction, lockUser } from '../lifecycle';
import { CONTRACT_INCLUDE, contractStatusCode, type ContractWithRefs } from './contracts';
import { contractData, validateContractInput, type CleanContract, type ContractForm } from './contract-checks';
import { assertNotBusy, lockForWithdrawal, withdrawOffers } from './contract-offers';

// statuses in which a user may not send another application
const LIVE_STATUSES: ContractStatus[] = ['pending', 'approved', 'verified'];

const CONTRACT_COLUMNS = modelColumns('k', Prisma.ContractScalarFieldEnum);

// The viewer's application: the newest one not archived (there is one live application per user,
// submitContract). Its own columns in one statement through the pool (platform/db/raw-reads.ts), as
// Prisma gives a row: the master's dashboard asks for it with every read.
export async function myContractRow(db: Db, viewer: Viewer): Promise<Contract | null> {
  const [row] = await readRows<Contract>(
    db,
    Prisma.sql`SELECT ${CONTRACT_COLUMNS} FROM "Contract" k WHERE k."userId" = ${viewer.user.id} AND k."archivedAt" IS NULL
      ORDER BY k.id DESC LIMIT 1`,
  );
  return row ?? null;
}

// The viewer's application with its city, categories and districts.
export async function getMyContract(db: Db, viewer: Viewer): Promise<ContractWithRefs | null> {
  const row = await myContractRow(db, viewer);
  return row && db.contract.findUnique({ where: { id: row.id }, include: CONTRACT_INCLUDE });
}

function liveConflict(status: ContractStatus) {
  return new ConflictError({
    code: 'CONTRACT_ALREADY_EXISTS_WITH_STATUS',
    params: { status: { code: contractStatusCode(status) } },
  });
}

// One live application per user: a pending, approved or verified one refuses a second; a rejected one is
// archived by the new application. The photo is checked and re-encoded before anything is written, and
// removed again if the application is refused after it was stored. A live application wins over the form's
// errors.
export async function submitContract(
  services: Services,
  viewer: Viewer,
  form: ContractForm,
  photo: UploadedFile | null,
): Promise<ContractWithRefs> {
  const { db, config } = services;
  const userId = viewer.user.id;
  const existing = await myContractRow(db, viewer);
  if (existing && LIVE_STATUSES.includes(existing.status)) throw liveConflict(existing.status);

  let fieldErrors: FieldErrors = {};
  let clean: CleanContract | null = null;
  try {
    clean = await validateContractInput(db, form);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    fieldErrors = { ...error.fieldErrors };
  }
  let prepared = null;
  if (photo) {
    try {
      prepared = await preparePhoto(photo);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      fieldErrors = { ...fieldErrors, ...error.fieldErrors };
    }
  }
  if (Object.keys(fieldErrors).length || !clean) throw ValidationError.fromFields(fieldErrors);

  const photoPath = prepared ? await storePhoto(config.uploadsDir, prepared) : null;
  try {
    return await db.$transaction(async (tx) => {
      // two submissions at once queue here, so the second sees the first
      await lockUser(tx, userId);
      const live = await tx.contract.findMany({
        where: { userId, archivedAt: null },
        select: { id: true, status: true },
      });
      const blocking = live.find((contract) => LIVE_STATUSES.includes(contract.status));
      if (blocking) throw liveConflict(blocking.status);
      if (live.length) {
        await tx.contract.updateMany({
          where: { id: { in: live.map((contract) => contract.id) } },
          data: { archivedAt: new Date() },
        });
      }
      const contract = await tx.contract.create({
        data: {
          userId,
          status: 'pending',
          photoPath,
          ...contractData(clean),
        },
        include: CONTRACT_INCLUDE,
      });
      await recordAudit(tx, userId, 'contract.submit', 'Contract', contract.id, {
        replaced: live.map((row) => row.id),
        categoryIds: clean.categoryIds,
        cityId: clean.cityId,
        districtIds: clean.districtIds,
        photo: !!photoPath,
      });
      return contract;
    });
  } catch (error) {
    await removePhoto(config.uploadsDir, photoPath);
    throw error;
  }
}

// DELETE /master/contract/archive: the application leaves the live set (kept for history), so the user
// may apply again. A master working on a task cannot leave in the middle of it.
export async function archiveMyContract(services: Services, viewer: Viewer): Promise<void> {
  const userId = viewer.user.id;
  await inTaskTransaction(services, async (tx, effects) => {
    const current = await tx.contract.findFirst({
      where: { userId, archivedAt: null },
      orderBy: { id: 'desc' },
      select: { id: true },
    });
    if (!current) throw new NotFoundError('CONTRACT_NOT_FOUND');
    const taskIds = await lockForWithdrawal(tx, current.id);
    const contract = await tx.contract.findUniqueOrThrow({ where: { id: current.id } });
    if (contract.archivedAt) throw new NotFoundError('CONTRACT_NOT_FOUND');
    await assertNotBusy(tx, contract.id, 'CONTRACT_BUSY');
    await withdrawOffers(tx, effects, contract.id, taskIds, { userId, role: Role.master });
    effects.touchViewer(userId);
    // any older unarchived application of the same user goes too: "delete" means no live application
    await tx.contract.updateMany({ where: { userId, archivedAt: null }, data: { archivedAt: new Date() } });
    await recordAudit(tx, userId, 'contract.archive', 'Contract', contract.id, {
      status: contract.status,
      withdrawnOffers: taskIds,
    });
  });
}
