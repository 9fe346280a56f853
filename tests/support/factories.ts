// Small factories for task tests: a category of their own (so only the test's masters are eligible),
// clients, approved masters, a client's task posted and taken over REST, and a snapshot of everything a
// refused call must leave unchanged.
import type { ContractStatus } from '../../api/src/platform/db/generated/prisma/client';
import type { Db } from '../../api/src/platform/db/client';
import type { TelegramUserSpec, TestApp } from './test-app';

let sequence = 0;
// Telegram ids far from the seeded demo users (9000000xx)
const nextTelegramId = () => 700_000_000 + process.pid * 1000 + ++sequence;

export interface Place {
  cityId: number;
  districtId: number;
  otherDistrictId: number;
  otherCityId: number;
  otherCityDistrictId: number;
}

// Ташкент with two of its districts, and Самарканд with one (seeded reference data).
export async function places(db: Db): Promise<Place> {
  const tashkent = await db.city.findUniqueOrThrow({
    where: { name: 'Ташкент' },
    include: { districts: { orderBy: { id: 'asc' } } },
  });
  const samarkand = await db.city.findUniqueOrThrow({
    where: { name: 'Самарканд' },
    include: { districts: { orderBy: { id: 'asc' } } },
  });
  return {
    cityId: tashkent.id,
    districtId: tashkent.districts[0].id,
    otherDistrictId: tashkent.districts[1].id,
    otherCityId: samarkand.id,
    otherCityDistrictId: samarkand.districts[0].id,
  };
}

export async function createCategory(db: Db, overrides: { name?: string; isActive?: boolean } = {}) {
  const n = ++sequence;
  return db.category.create({
    data: {
      slug: `test-category-${process.pid}-${n}`,
      name: overrides.name ?? `Тестовая категория ${n}`,
      isActive: overrides.isActive ?? true,
    },
  });
}

export interface TestUser {
  spec: TelegramUserSpec;
  userId: number;
}

export async function createClient(db: Db, overrides: Partial<TelegramUserSpec> = {}): Promise<TestUser> {
  const id = nextTelegramId();
  const spec: TelegramUserSpec = {
    id,
    first_name: 'Клиент',
    last_name: String(id),
    username: `client_${id}`,
    ...overrides,
  };
  const user = await db.user.create({
    data: {
      telegramId: BigInt(id),
      firstName: spec.first_name,
      lastName: spec.last_name,
      username: spec.username,
      currentRole: 0,
    },
  });
  return { spec, userId: user.id };
}

export interface TestMaster extends TestUser {
  contractId: number;
}

export async function createMaster(
  db: Db,
  options: {
    categoryIds: number[];
    cityId: number;
    districtIds?: number[];
    status?: ContractStatus;
    name?: string;
    photoPath?: string | null;
  },
): Promise<TestMaster> {
  const id = nextTelegramId();
  const spec: TelegramUserSpec = { id, first_name: 'Мастер', last_name: String(id), username: `master_${id}` };
  const user = await db.user.create({
    data: {
      telegramId: BigInt(id),
      firstName: spec.first_name,
      lastName: spec.last_name,
      username: spec.username,
      currentRole: 1,
    },
  });
  const contract = await db.contract.create({
    data: {
      userId: user.id,
      status: options.status ?? 'approved',
      name: options.name ?? `Мастер ${id}`,
      phone: `+99890${String(id).slice(-7)}`,
      photoPath: options.photoPath ?? null,
      cityId: options.cityId,
      categories: { create: options.categoryIds.map((categoryId) => ({ categoryId })) },
      districts: { create: (options.districtIds ?? []).map((districtId) => ({ districtId })) },
    },
  });
  return { spec, userId: user.id, contractId: contract.id };
}

// A client's point near Amir Temur square, at the centre of its grid cell (the dispatch measures from the
// cell's centre), so a master `km` north of it is that far from the task.
export const POINT = { latitude: 41.31, longitude: 69.2875 };
export const north = (km: number) => ({ latitude: POINT.latitude + km / 111.2, longitude: POINT.longitude });

// An approved master of the category in Ташкент whose address is `km` north of POINT.
export async function createMasterAt(db: Db, place: Place, categoryId: number, km: number): Promise<TestMaster> {
  const master = await createMaster(db, { categoryIds: [categoryId], cityId: place.cityId });
  await db.contract.update({ where: { id: master.contractId }, data: { ...north(km), address: 'Адрес' } });
  return master;
}

export async function createMasters(
  db: Db,
  count: number,
  options: Parameters<typeof createMaster>[1],
): Promise<TestMaster[]> {
  const masters: TestMaster[] = [];
  for (let i = 0; i < count; i += 1) masters.push(await createMaster(db, options));
  return masters;
}

// Everything a task call can write, so a refused call can be shown to have written nothing.
export async function snapshot(db: Db) {
  const [tasks, offers, changes, notifications, reviews, audit] = await Promise.all([
    db.task.findMany({ orderBy: { id: 'asc' } }),
    db.taskOffer.findMany({ orderBy: { id: 'asc' } }),
    db.taskStatusChange.count(),
    db.notification.count(),
    db.review.findMany({ orderBy: { id: 'asc' } }),
    db.auditLog.count(),
  ]);
  return { tasks, offers, changes, notifications, reviews, audit };
}

// The client's task of the category posted over REST in the place's district: `payload` gives the text, the
// contact and whatever else the form carries.
export const postTaskFor = (
  t: TestApp,
  place: Place,
  client: TestUser,
  categoryId: number,
  payload: Record<string, unknown>,
) =>
  t.request({
    method: 'POST',
    url: '/api/tg-webapp/tasks',
    as: client.spec,
    payload: { category_id: categoryId, city_id: place.cityId, district_id: place.districtId, ...payload },
  });

// The dispatch tests' usual form: a leak at POINT, the client reached by his Telegram username.
export const LEAK_AT_POINT = { text: 'Потекла труба под раковиной на кухне', tg_username: 'client_contact', ...POINT };

// A category of its own with one approved master in Ташкент, a client, and the client's task posted over
// REST: a plumbing job unless `payload` says otherwise (it adds to the form or replaces its fields).
// `created` is the answer as sent; `taskId` is undefined when the post was refused.
export async function postedTask(t: TestApp, place: Place, payload: Record<string, unknown> = {}) {
  const category = await createCategory(t.db);
  const master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  const client = await createClient(t.db);
  const created = await postTaskFor(t, place, client, category.id, {
    text: 'Поменять смеситель на кухне',
    phone: '901234567',
    ...payload,
  });
  return { category, master, client, created, taskId: created.json().data?.id as number };
}

// The task's master takes it and, unless `complete` is false, completes it (at `price` when given).
export async function takeTask(
  t: TestApp,
  master: TestUser,
  taskId: number,
  options: { complete?: boolean; price?: number } = {},
) {
  await t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/approve`, as: master.spec });
  if (options.complete === false) return;
  const url = `/api/tg-webapp/master/tasks/${taskId}/complete`;
  const payload = options.price === undefined ? {} : { payload: { price: options.price } };
  await t.request({ method: 'POST', url, as: master.spec, ...payload });
}
