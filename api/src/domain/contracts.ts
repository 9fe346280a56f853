// Master applications (contracts): the master's own application, and the admin's review of it.
import type { Db } from '../db/client';
import type { ContractStatus, Language, Prisma } from '../db/generated/prisma/client';
import { requireAdminReader, requireAdminWriter } from './admin-access';
import { recordAudit } from './audit';
import type { Services, Viewer } from './context';
import { afterLastOfferClosed } from './dispatch-waves';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from './errors';
import { enqueueNotification } from './outbox';
import { optionalId, pageRequest, parseId, type PageRequest } from './paging';
import { preparePhoto, removePhoto, storePhoto, type UploadedFile } from './photos';
import { Role } from './roles';
import { ASSIGNED_STATUSES } from './task-status';
import {
  inTaskTransaction,
  lockContract,
  lockTask,
  lockUser,
  type Actor,
  type TaskEffects,
  type Tx,
} from './task-transitions';
import { isValidPhone, normalizePhone, PHONE_TEXTS } from './validation';

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  pending: 'Ожидает проверки',
  approved: 'Подтверждена',
  verified: 'Верифицирована',
  rejected: 'Отклонена',
};

// the same in Uzbek (Latin script)
export const CONTRACT_STATUS_LABELS_UZ: Record<ContractStatus, string> = {
  pending: 'Tekshiruv kutilmoqda',
  approved: 'Tasdiqlandi',
  verified: 'Tekshiruvdan oʻtdi',
  rejected: 'Rad etildi',
};

export const CONTRACT_TEXTS = {
  // SPEC §8 "Application" defaults
  submitFailed: 'Произошла ошибка при отправке заявки',
  deleteFailed: 'Произошла ошибка при удалении заявки',
  categoriesFailed: 'Произошла ошибка при получении категорий',
  deleteRefused: 'Не удалось удалить заявку',
  sendRefused: 'Не удалось отправить заявку',
  validation: 'Ошибка валидации',
  loadFailed: 'Ошибка при получении данных',
  // SPEC §5 "Master application"
  phoneInvalid: PHONE_TEXTS.invalidShort,
  categoriesRequired: 'Выберите хотя бы одну категорию услуг',
  cityRequired: 'Пожалуйста, выберите город',
  // texts SPEC leaves open
  nameRequired: 'Введите имя',
  nameTooLong: 'Имя не должно превышать 100 символов',
  phoneRequired: 'Введите номер телефона',
  categoriesTooMany: 'Можно выбрать не больше 5 категорий',
  categoryUnknown: 'Выбранная категория недоступна',
  cityUnknown: 'Город не найден',
  districtsWrongCity: 'Район не относится к выбранному городу',
  descriptionTooLong: 'Описание не должно превышать 200 символов',
  locationTogether: 'Широта, долгота и адрес указываются только вместе',
  latitudeInvalid: 'Неверная широта',
  longitudeInvalid: 'Неверная долгота',
  addressTooLong: 'Адрес не должен превышать 255 символов',
  submitted: 'Заявка отправлена на проверку: ожидайте до 3х дней, обычно в течении дня',
  alreadyExists: 'У вас уже есть заявка. Чтобы отправить новую, сначала удалите текущую',
  notFound: 'Заявка не найдена',
  archived: 'Заявка удалена',
  busy: 'Нельзя удалить заявку, пока у вас есть задача в работе. Сначала завершите или отмените её',
  // admin
  updated: 'Заявка обновлена',
  approved: 'Заявка подтверждена',
  verified: 'Заявка верифицирована',
  rejected: 'Заявка отклонена',
  reasonTooLong: 'Причина не должна превышать 500 символов',
  statusInvalid: 'Неизвестный статус заявки',
  archivedReadOnly: 'Заявка удалена мастером, изменить её нельзя',
  masterBusy: 'У мастера есть задача в работе: сначала переназначьте или закройте её',
  cannotApprove: 'Подтвердить можно только заявку, ожидающую проверки или отклонённую',
  cannotVerify: 'Верифицировать можно только заявку, ожидающую проверки или подтверждённую',
  cannotReject: 'Заявка уже отклонена',
} as const;

const NAME_MAX = 100;
const DESCRIPTION_MAX = 200;
const ADDRESS_MAX = 255;
const CATEGORIES_MAX = 5;
const REASON_MAX = 500;
// statuses in which a user may not send another application
const LIVE_STATUSES: ContractStatus[] = ['pending', 'approved', 'verified'];
// an offer still waits for the master's answer in this task status
const OFFERED_STATUS = 'sent_to_masters' as const;
const NO_OFFERS_LEFT_REASON = 'Мастер больше не принимает задачи';

export const CONTRACT_INCLUDE = {
  city: true,
  categories: { include: { category: true }, orderBy: { categoryId: 'asc' } },
  districts: { include: { district: true }, orderBy: { districtId: 'asc' } },
} satisfies Prisma.ContractInclude;

export const ADMIN_CONTRACT_INCLUDE = { ...CONTRACT_INCLUDE, user: true } satisfies Prisma.ContractInclude;

export type ContractWithRefs = Prisma.ContractGetPayload<{ include: typeof CONTRACT_INCLUDE }>;
export type AdminContract = Prisma.ContractGetPayload<{ include: typeof ADMIN_CONTRACT_INCLUDE }>;

export function contractStatusLabel(status: ContractStatus, language: Language = 'ru'): string {
  return (language === 'uz' ? CONTRACT_STATUS_LABELS_UZ : CONTRACT_STATUS_LABELS)[status];
}

// ---------------------------------------------------------------- input

// What the form sends (REST field names; GraphQL maps its input onto them).
export interface ContractInput {
  name?: unknown;
  phone?: unknown;
  description?: unknown;
  category_ids?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  address?: unknown;
  city_id?: unknown;
  district_ids?: unknown;
}

export interface CleanContract {
  name: string;
  phone: string;
  description: string | null;
  categoryIds: number[];
  cityId: number;
  districtIds: number[];
  latitude: number | null;
  longitude: number | null;
  address: string | null;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

function idList(value: unknown): { ids: number[]; bad: boolean } {
  const list = value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
  const ids: number[] = [];
  let bad = false;
  for (const item of list) {
    if (blank(item)) continue;
    const id = typeof item === 'number' ? item : /^\d+$/.test(String(item).trim()) ? Number(String(item).trim()) : NaN;
    if (!Number.isInteger(id) || id <= 0 || id > 2147483647) bad = true;
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, bad };
}

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

// The columns and links a validated application writes (the old links are removed first on an update).
function contractData(clean: CleanContract) {
  return {
    name: clean.name,
    phone: clean.phone,
    description: clean.description,
    latitude: clean.latitude,
    longitude: clean.longitude,
    address: clean.address,
    cityId: clean.cityId,
    categories: { create: clean.categoryIds.map((categoryId) => ({ categoryId })) },
    districts: { create: clean.districtIds.map((districtId) => ({ districtId })) },
  };
}

// Checks every field and reports all problems at once (field -> messages), as the form shows them.
// `current` fills the fields an admin edit leaves out.
export async function validateContractInput(
  db: Db,
  input: ContractInput,
  current?: ContractWithRefs,
): Promise<CleanContract> {
  const errors: FieldErrors = {};
  const has = (key: keyof ContractInput) => !current || input[key] !== undefined;

  const name = has('name') ? text(input.name).replace(/\s+/g, ' ') : current!.name;
  if (!name) add(errors, 'name', CONTRACT_TEXTS.nameRequired);
  else if (name.length > NAME_MAX) add(errors, 'name', CONTRACT_TEXTS.nameTooLong);

  let phone = current?.phone ?? '';
  if (has('phone')) {
    phone = normalizePhone(text(input.phone));
    if (!phone) add(errors, 'phone', CONTRACT_TEXTS.phoneRequired);
    else if (!isValidPhone(phone)) add(errors, 'phone', CONTRACT_TEXTS.phoneInvalid);
  }

  let description = current?.description ?? null;
  if (has('description')) {
    description = text(input.description) || null;
    if (description && description.length > DESCRIPTION_MAX)
      add(errors, 'description', CONTRACT_TEXTS.descriptionTooLong);
  }

  let categoryIds = current?.categories.map((link) => link.categoryId) ?? [];
  if (has('category_ids')) {
    const parsed = idList(input.category_ids);
    categoryIds = parsed.ids;
    if (parsed.bad) add(errors, 'category_ids', CONTRACT_TEXTS.categoryUnknown);
    else if (categoryIds.length === 0) add(errors, 'category_ids', CONTRACT_TEXTS.categoriesRequired);
    else if (categoryIds.length > CATEGORIES_MAX) add(errors, 'category_ids', CONTRACT_TEXTS.categoriesTooMany);
    else {
      const active = await db.category.count({ where: { id: { in: categoryIds }, isActive: true } });
      if (active !== categoryIds.length) add(errors, 'category_ids', CONTRACT_TEXTS.categoryUnknown);
    }
  }

  let cityId: number | null = current?.cityId ?? null;
  if (has('city_id')) {
    cityId = null;
    if (blank(input.city_id)) add(errors, 'city_id', CONTRACT_TEXTS.cityRequired);
    else {
      const parsed = idList(input.city_id);
      if (
        parsed.bad ||
        parsed.ids.length !== 1 ||
        !(await db.city.findUnique({ where: { id: parsed.ids[0] }, select: { id: true } }))
      ) {
        add(errors, 'city_id', CONTRACT_TEXTS.cityUnknown);
      } else cityId = parsed.ids[0];
    }
  }

  // a changed city without new districts keeps none of the old ones (they belong to the old city)
  let districtIds = current && cityId === current.cityId ? current.districts.map((link) => link.districtId) : [];
  if (has('district_ids')) {
    const parsed = idList(input.district_ids);
    districtIds = parsed.ids;
    if (parsed.bad) add(errors, 'district_ids', CONTRACT_TEXTS.districtsWrongCity);
  }
  if (districtIds.length && cityId !== null && !errors.district_ids) {
    const inCity = await db.district.count({ where: { id: { in: districtIds }, cityId } });
    if (inCity !== districtIds.length) add(errors, 'district_ids', CONTRACT_TEXTS.districtsWrongCity);
  }

  let latitude = current?.latitude ?? null;
  let longitude = current?.longitude ?? null;
  let address = current?.address ?? null;
  if (has('latitude') || has('longitude') || has('address')) {
    const given = {
      latitude: !blank(input.latitude),
      longitude: !blank(input.longitude),
      address: !blank(input.address),
    };
    const count = Object.values(given).filter(Boolean).length;
    latitude = longitude = address = null;
    if (count > 0 && count < 3) {
      for (const field of ['latitude', 'longitude', 'address'] as const) {
        if (!given[field]) add(errors, field, CONTRACT_TEXTS.locationTogether);
      }
    } else if (count === 3) {
      latitude = Number(text(input.latitude).replace(',', '.'));
      longitude = Number(text(input.longitude).replace(',', '.'));
      address = text(input.address);
      if (!Number.isFinite(latitude) || Math.abs(latitude) > 90)
        add(errors, 'latitude', CONTRACT_TEXTS.latitudeInvalid);
      if (!Number.isFinite(longitude) || Math.abs(longitude) > 180)
        add(errors, 'longitude', CONTRACT_TEXTS.longitudeInvalid);
      if (address.length > ADDRESS_MAX) add(errors, 'address', CONTRACT_TEXTS.addressTooLong);
    }
  }

  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  return { name, phone, description, categoryIds, cityId: cityId!, districtIds, latitude, longitude, address };
}

// ---------------------------------------------------------------- the master's own application

export function getMyContract(db: Db, viewer: Viewer): Promise<ContractWithRefs | null> {
  return db.contract.findFirst({
    where: { userId: viewer.user.id, archivedAt: null },
    orderBy: { id: 'desc' },
    include: CONTRACT_INCLUDE,
  });
}

function liveConflict(status: ContractStatus) {
  return new ConflictError(`${CONTRACT_TEXTS.alreadyExists} (статус: ${CONTRACT_STATUS_LABELS[status]})`);
}

// One live application per user: a pending, approved or verified one refuses a second; a rejected one is
// archived by the new application. The photo is checked and re-encoded before anything is written, and
// removed again if the application is refused after it was stored.
export async function submitContract(
  services: Services,
  viewer: Viewer,
  input: ContractInput,
  photo: UploadedFile | null,
): Promise<ContractWithRefs> {
  const { db, config } = services;
  const userId = viewer.user.id;
  const existing = await getMyContract(db, viewer);
  if (existing && LIVE_STATUSES.includes(existing.status)) throw liveConflict(existing.status);

  let fieldErrors: FieldErrors = {};
  let clean: CleanContract | null = null;
  try {
    clean = await validateContractInput(db, input);
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

// Pending offers to this contract are withdrawn; a task left with no pending offer goes to the admins
// (DESIGN: "when every offer is declined: awaiting_admin_attention"). The caller has locked the tasks
// (before the contract, the order task accept uses) and the contract.
async function withdrawOffers(
  tx: Tx,
  effects: TaskEffects,
  contractId: number,
  taskIds: number[],
  actor: Actor,
): Promise<void> {
  if (!taskIds.length) return;
  const now = new Date();
  await tx.taskOffer.updateMany({
    where: { contractId, taskId: { in: taskIds }, state: 'pending' },
    data: { state: 'withdrawn', respondedAt: now },
  });
  for (const taskId of taskIds) {
    const task = await tx.task.findUniqueOrThrow({ where: { id: taskId }, select: { status: true } });
    const masters = [{ contractId, kind: 'offer_withdrawn' as const }];
    const othersWaiting = await tx.taskOffer.count({ where: { taskId, state: 'pending' } });
    if (task.status === OFFERED_STATUS && othersWaiting === 0) {
      await afterLastOfferClosed(tx, effects, taskId, actor, NO_OFFERS_LEFT_REASON, masters);
    } else {
      effects.touchMasters(taskId, task.status, masters);
    }
  }
}

// Locks, in order, the tasks holding a pending offer to the contract, then the contract itself.
async function lockForWithdrawal(tx: Tx, contractId: number): Promise<number[]> {
  const offers = await tx.taskOffer.findMany({
    where: { contractId, state: 'pending' },
    select: { taskId: true },
    orderBy: { taskId: 'asc' },
  });
  const taskIds = offers.map((offer) => offer.taskId);
  for (const taskId of taskIds) await lockTask(tx, taskId);
  await lockContract(tx, contractId);
  return taskIds;
}

async function assertNotBusy(tx: Tx, contractId: number, message: string) {
  const busy = await tx.task.count({ where: { contractId, status: { in: ASSIGNED_STATUSES } } });
  if (busy) throw new ConflictError(message);
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
    if (!current) throw new NotFoundError(CONTRACT_TEXTS.notFound);
    const taskIds = await lockForWithdrawal(tx, current.id);
    const contract = await tx.contract.findUniqueOrThrow({ where: { id: current.id } });
    if (contract.archivedAt) throw new NotFoundError(CONTRACT_TEXTS.notFound);
    await assertNotBusy(tx, contract.id, CONTRACT_TEXTS.busy);
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

// ---------------------------------------------------------------- admin

export interface ContractFilters {
  status?: unknown;
  cityId?: unknown;
  categoryId?: unknown;
  search?: unknown;
  // '0' or absent: live applications; '1': archived ones; 'all': both
  archived?: unknown;
  page?: unknown;
  perPage?: unknown;
}

export interface ContractListQuery {
  where: Prisma.ContractWhereInput;
  orderBy: Prisma.ContractOrderByWithRelationInput[];
  page: PageRequest;
}

const CONTRACT_STATUSES = Object.keys(CONTRACT_STATUS_LABELS) as ContractStatus[];

export function contractListQuery(viewer: Viewer | null, filters: ContractFilters): ContractListQuery {
  requireAdminReader(viewer);
  const page = pageRequest(filters);
  const where: Prisma.ContractWhereInput = {};
  const and: Prisma.ContractWhereInput[] = [];
  if (!blank(filters.status)) {
    const status = text(filters.status) as ContractStatus;
    if (!CONTRACT_STATUSES.includes(status))
      throw ValidationError.fromFields({ status: [CONTRACT_TEXTS.statusInvalid] });
    where.status = status;
  }
  const cityId = optionalId(filters.cityId, 'city_id');
  if (cityId) where.cityId = cityId;
  const categoryId = optionalId(filters.categoryId, 'category_id');
  if (categoryId) where.categories = { some: { categoryId } };
  const search = text(filters.search);
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
  const archived = text(filters.archived);
  if (archived === '1' || archived === 'true') where.archivedAt = { not: null };
  else if (archived !== 'all') where.archivedAt = null;
  if (and.length) where.AND = and;
  return { where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], page };
}

export async function getAdminContract(db: Db, viewer: Viewer | null, rawId: unknown): Promise<AdminContract> {
  requireAdminReader(viewer);
  const contract = await db.contract.findUnique({ where: { id: parseId(rawId) }, include: ADMIN_CONTRACT_INCLUDE });
  if (!contract) throw new NotFoundError(CONTRACT_TEXTS.notFound);
  return contract;
}

// The fields an admin changes, validated by the same rules as the application; left-out fields stay.
export async function updateContract(
  db: Db,
  viewer: Viewer,
  rawId: unknown,
  input: ContractInput,
): Promise<AdminContract> {
  requireAdminWriter(viewer);
  const id = parseId(rawId);
  const current = await db.contract.findUnique({ where: { id }, include: CONTRACT_INCLUDE });
  if (!current) throw new NotFoundError(CONTRACT_TEXTS.notFound);
  if (current.archivedAt) throw new ConflictError(CONTRACT_TEXTS.archivedReadOnly);
  const clean = await validateContractInput(db, input, current);
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

const DECISIONS: Record<Decision, { from: ContractStatus[]; to: ContractStatus; refused: string; done: string }> = {
  approve: {
    from: ['pending', 'rejected'],
    to: 'approved',
    refused: CONTRACT_TEXTS.cannotApprove,
    done: CONTRACT_TEXTS.approved,
  },
  verify: {
    from: ['pending', 'approved'],
    to: 'verified',
    refused: CONTRACT_TEXTS.cannotVerify,
    done: CONTRACT_TEXTS.verified,
  },
  reject: {
    from: ['pending', 'approved', 'verified'],
    to: 'rejected',
    refused: CONTRACT_TEXTS.cannotReject,
    done: CONTRACT_TEXTS.rejected,
  },
};

export function decisionMessage(decision: Decision): string {
  return DECISIONS[decision].done;
}

// approve / verify / reject: a conditional status change, its audit row and the master's notification in
// one transaction. Rejecting a working master withdraws the offers waiting for them; one busy with a task
// is refused until an admin moves that task.
export async function decideContract(
  services: Services,
  viewer: Viewer,
  rawId: unknown,
  decision: Decision,
  rawReason?: unknown,
): Promise<AdminContract> {
  requireAdminWriter(viewer);
  const id = parseId(rawId);
  const rule = DECISIONS[decision];
  const reason = decision === 'reject' ? text(rawReason) || null : null;
  if (reason && reason.length > REASON_MAX)
    throw ValidationError.fromFields({ reason: [CONTRACT_TEXTS.reasonTooLong] });
  const actor: Actor = { userId: viewer.user.id, role: Role.admin };
  return inTaskTransaction(services, async (tx, effects) => {
    let taskIds: number[] = [];
    if (decision === 'reject') taskIds = await lockForWithdrawal(tx, id);
    else await lockContract(tx, id);
    const before = await tx.contract.findUnique({ where: { id } });
    if (!before) throw new NotFoundError(CONTRACT_TEXTS.notFound);
    if (before.archivedAt) throw new ConflictError(CONTRACT_TEXTS.archivedReadOnly);
    if (!rule.from.includes(before.status)) throw new ConflictError(rule.refused);
    if (decision === 'reject') {
      await assertNotBusy(tx, id, CONTRACT_TEXTS.masterBusy);
      await withdrawOffers(tx, effects, id, taskIds, actor);
    }
    const contract = await tx.contract.update({
      where: { id },
      data: { status: rule.to, rejectionReason: decision === 'reject' ? reason : null },
      include: ADMIN_CONTRACT_INCLUDE,
    });
    await recordAudit(tx, viewer.user.id, `contract.${decision}`, 'Contract', id, {
      from: before.status,
      to: rule.to,
      ...(decision === 'reject' ? { reason, withdrawnOffers: taskIds } : {}),
    });
    if (decision === 'reject') {
      await enqueueNotification(tx, contract.userId, 'contract_rejected', { contractId: id, reason });
    } else if (before.status === 'pending' || before.status === 'rejected') {
      // verifying an already approved master changes nothing for them: no second message
      await enqueueNotification(tx, contract.userId, 'contract_approved', { contractId: id });
    }
    effects.touchViewer(contract.userId);
    return contract;
  });
}
