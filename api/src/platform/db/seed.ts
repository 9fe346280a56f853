// Idempotent seed: reference data (categories, cities and districts, cancel reasons) and demo users.
// Running it again changes nothing; rows an admin edited are left as they are.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './client';
import type { CancelAudience, ContractStatus } from './generated/prisma/client';

const seedDir = path.resolve(__dirname, '..', '..', '..', '..', 'prisma', 'seed-data');

interface CatalogueEntry {
  slug: string;
  name: string;
  description: string;
}

interface DemoUser {
  telegramId: number;
  firstName: string;
  lastName?: string;
  username: string | null;
  role: number | null;
  isAdmin?: boolean;
  contract?: {
    status: ContractStatus;
    phone: string;
    categories: string[];
    city: string;
    districts: string[];
    description: string;
  };
}

interface Reference {
  cities: { name: string; districts: string[] }[];
  cancelReasons: { audience: CancelAudience; step: number; code: string; name: string }[];
  demoUsers: DemoUser[];
}

interface Centres {
  cities: Record<string, { latitude: number; longitude: number; districts: Record<string, [number, number]> }>;
}

// Uzbek (Latin script) names of the same reference data: categories by slug, cities and districts by their
// Russian name, cancel reasons by audience:step:code
interface UzbekReference {
  categories: Record<string, { name: string; description: string }>;
  cities: Record<string, string>;
  districts: Record<string, string>;
  cancelReasons: Record<string, string>;
}

export function uzbekReference(): UzbekReference {
  return readJson<UzbekReference>('reference-uz.json');
}

function readJson<T>(name: string, fallback?: T): T {
  const file = path.join(seedDir, name);
  if (!fs.existsSync(file) && fallback !== undefined) return fallback;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

export function demoUsers(): DemoUser[] {
  return readJson<Reference>('reference.json').demoUsers;
}

export async function seedReference(db: Db): Promise<void> {
  const catalogue = readJson<CatalogueEntry[]>('categories.json');
  const keywords = readJson<Record<string, string[]>>('category-keywords.json', {});
  const reference = readJson<Reference>('reference.json');
  const uzbek = uzbekReference();

  for (const [index, entry] of catalogue.entries()) {
    const existing = await db.category.findUnique({ where: { slug: entry.slug } });
    if (!existing) {
      await db.category.create({
        data: {
          ...entry,
          nameUz: uzbek.categories[entry.slug]?.name ?? '',
          descriptionUz: uzbek.categories[entry.slug]?.description ?? '',
          keywords: keywords[entry.slug] ?? [],
          sortOrder: index,
        },
      });
      continue;
    }
    // Uzbek names arrived after the Russian ones: filled in where nobody wrote any yet
    const uz = uzbek.categories[entry.slug];
    if (uz && !existing.nameUz && !existing.descriptionUz) {
      await db.category.update({
        where: { id: existing.id },
        data: { nameUz: uz.name, descriptionUz: uz.description, updatedAt: existing.updatedAt },
      });
    }
    if (keywords[entry.slug]?.length && !sameList(existing.keywords, keywords[entry.slug])) {
      // seeded keywords follow the file until an admin changes the category (the audit log says so)
      const edited = await db.auditLog.count({ where: { entity: 'Category', entityId: existing.id } });
      if (!edited) await db.category.update({ where: { id: existing.id }, data: { keywords: keywords[entry.slug] } });
    }
  }

  for (const city of reference.cities) {
    const cityUz = uzbek.cities[city.name] ?? '';
    const { id: cityId } = await db.city.upsert({
      where: { name: city.name },
      create: { name: city.name, nameUz: cityUz },
      update: {},
    });
    for (const name of city.districts) {
      const nameUz = uzbek.districts[name] ?? '';
      await db.district.upsert({
        where: { cityId_name: { cityId, name } },
        create: { cityId, name, nameUz },
        update: {},
      });
    }
  }

  // centres where a row has none yet (an admin's coordinates are kept)
  const centres = readJson<Centres>('centres.json', { cities: {} });
  for (const [cityName, city] of Object.entries(centres.cities)) {
    const row = await db.city.findUnique({ where: { name: cityName } });
    if (!row) continue;
    if (row.latitude === null || row.longitude === null) {
      await db.city.update({ where: { id: row.id }, data: { latitude: city.latitude, longitude: city.longitude } });
    }
    for (const [name, [latitude, longitude]] of Object.entries(city.districts)) {
      await db.district.updateMany({
        where: { cityId: row.id, name, OR: [{ latitude: null }, { longitude: null }] },
        data: { latitude, longitude },
      });
    }
  }

  for (const [index, reason] of reference.cancelReasons.entries()) {
    const key = { audience: reason.audience, step: reason.step, code: reason.code };
    const nameUz = uzbek.cancelReasons[`${reason.audience}:${reason.step}:${reason.code}`] ?? '';
    await db.cancelReason.upsert({
      where: { audience_step_code: key },
      create: { ...key, name: reason.name, nameUz, sortOrder: index },
      // the list's order is the seed's: the first reason is preselected, so a neutral one leads (docs/product.md §2)
      update: { sortOrder: index },
    });
  }

  await fillUzbekNames(db, uzbek);
}

// Rows seeded before the Uzbek names existed get them; a name an admin wrote is kept. One read per table,
// and a write only for a row still without one.
async function fillUzbekNames(db: Db, uzbek: UzbekReference): Promise<void> {
  for (const city of await db.city.findMany({ where: { nameUz: '' }, select: { id: true, name: true } })) {
    const nameUz = uzbek.cities[city.name];
    if (nameUz) await db.city.update({ where: { id: city.id }, data: { nameUz } });
  }
  for (const district of await db.district.findMany({ where: { nameUz: '' }, select: { id: true, name: true } })) {
    const nameUz = uzbek.districts[district.name];
    if (nameUz) await db.district.update({ where: { id: district.id }, data: { nameUz } });
  }
  const reasons = await db.cancelReason.findMany({
    where: { nameUz: '' },
    select: { id: true, audience: true, step: true, code: true },
  });
  for (const reason of reasons) {
    const nameUz = uzbek.cancelReasons[`${reason.audience}:${reason.step}:${reason.code}`];
    if (nameUz) await db.cancelReason.update({ where: { id: reason.id }, data: { nameUz } });
  }
}

export async function seedDemo(db: Db): Promise<void> {
  for (const demo of demoUsers()) {
    const user = await db.user.upsert({
      where: { telegramId: BigInt(demo.telegramId) },
      create: {
        telegramId: BigInt(demo.telegramId),
        firstName: demo.firstName,
        lastName: demo.lastName ?? null,
        username: demo.username,
        currentRole: demo.role,
        isAdmin: demo.isAdmin ?? false,
      },
      update: {},
    });
    if (!demo.contract) continue;
    const hasContract = await db.contract.count({ where: { userId: user.id } });
    if (hasContract) continue;
    const city = await db.city.findUniqueOrThrow({ where: { name: demo.contract.city } });
    const categories = await db.category.findMany({ where: { slug: { in: demo.contract.categories } } });
    const districts = await db.district.findMany({ where: { cityId: city.id, name: { in: demo.contract.districts } } });
    await db.contract.create({
      data: {
        userId: user.id,
        status: demo.contract.status,
        name: [demo.firstName, demo.lastName].filter(Boolean).join(' '),
        phone: demo.contract.phone,
        description: demo.contract.description,
        cityId: city.id,
        categories: { create: categories.map((category) => ({ categoryId: category.id })) },
        districts: { create: districts.map((district) => ({ districtId: district.id })) },
      },
    });
  }
}

export async function seed(db: Db, options: { demo: boolean }): Promise<void> {
  await seedReference(db);
  if (options.demo) await seedDemo(db);
}
