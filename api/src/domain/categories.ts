// Service categories: the public list, and the admin edits (name, description, keywords, active flag).
import type { Db } from '../db/client';
import type { Category, Prisma } from '../db/generated/prisma/client';
import { requireAdminReader, requireAdminWriter } from './admin-access';
import { recordAudit } from './audit';
import type { Viewer } from './context';
import { isUniqueViolation } from './db-errors';
import { NotFoundError, ValidationError, type FieldErrors, type PlainCode } from './errors';
import { pageRequest, parseId, type PageRequest } from './paging';
import { uniqueSlug } from './category-slug';

const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;
const KEYWORD_MAX = 100;
const KEYWORDS_MAX = 500;

// Clients see active categories only, in the admins' order.
export function listActiveCategories(db: Db) {
  return db.category.findMany({ where: { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }] });
}

export interface CategoryInput {
  name?: unknown;
  description?: unknown;
  // Uzbek (Latin script); empty: Uzbek users read the Russian
  nameUz?: unknown;
  descriptionUz?: unknown;
  keywords?: unknown;
  isActive?: unknown;
  sortOrder?: unknown;
}

interface CleanCategory {
  name?: string;
  description?: string;
  nameUz?: string;
  descriptionUz?: string;
  keywords?: string[];
  isActive?: boolean;
  sortOrder?: number;
}

function parseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return null;
}

// Keywords: a list, or one string split at commas and line breaks; lower-cased (search ignores case),
// trimmed, without repeats.
function parseKeywords(value: unknown, errors: FieldErrors): string[] | undefined {
  let list: unknown[];
  if (Array.isArray(value)) list = value;
  else if (typeof value === 'string') list = value.split(/[,\n;]/);
  else {
    errors.keywords = ['CATEGORY_KEYWORDS_INVALID'];
    return undefined;
  }
  if (list.some((item) => typeof item !== 'string')) {
    errors.keywords = ['CATEGORY_KEYWORDS_INVALID'];
    return undefined;
  }
  const words = [
    ...new Set((list as string[]).map((word) => word.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean)),
  ];
  if (words.some((word) => word.length > KEYWORD_MAX))
    errors.keywords = [{ code: 'CATEGORY_KEYWORD_TOO_LONG', params: { max: KEYWORD_MAX } }];
  else if (words.length > KEYWORDS_MAX)
    errors.keywords = [{ code: 'CATEGORY_TOO_MANY_KEYWORDS', params: { max: KEYWORDS_MAX } }];
  return words;
}

function parseCategoryInput(input: CategoryInput, creating: boolean): CleanCategory {
  const errors: FieldErrors = {};
  const clean: CleanCategory = {};
  if (creating || input.name !== undefined) {
    const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
    if (!name) errors.name = ['CATEGORY_NAME_REQUIRED'];
    else if (name.length > NAME_MAX) errors.name = [{ code: 'NAME_TOO_LONG', params: { max: NAME_MAX } }];
    else clean.name = name;
  }
  if (input.description !== undefined && input.description !== null) {
    const description = typeof input.description === 'string' ? input.description.trim() : String(input.description);
    if (description.length > DESCRIPTION_MAX)
      errors.description = [{ code: 'CATEGORY_DESCRIPTION_TOO_LONG', params: { max: DESCRIPTION_MAX } }];
    else clean.description = description;
  } else if (input.description === null) {
    clean.description = '';
  }
  if (input.nameUz !== undefined) {
    const nameUz = typeof input.nameUz === 'string' ? input.nameUz.trim().replace(/\s+/g, ' ') : '';
    if (input.nameUz !== null && typeof input.nameUz !== 'string') errors.nameUz = ['CATEGORY_NAME_UZ_INVALID'];
    else if (nameUz.length > NAME_MAX) errors.nameUz = [{ code: 'NAME_TOO_LONG', params: { max: NAME_MAX } }];
    else clean.nameUz = nameUz;
  }
  if (input.descriptionUz !== undefined) {
    const descriptionUz = typeof input.descriptionUz === 'string' ? input.descriptionUz.trim() : '';
    if (input.descriptionUz !== null && typeof input.descriptionUz !== 'string')
      errors.descriptionUz = ['CATEGORY_NAME_UZ_INVALID'];
    else if (descriptionUz.length > DESCRIPTION_MAX)
      errors.descriptionUz = [{ code: 'CATEGORY_DESCRIPTION_TOO_LONG', params: { max: DESCRIPTION_MAX } }];
    else clean.descriptionUz = descriptionUz;
  }
  if (input.keywords !== undefined && input.keywords !== null) clean.keywords = parseKeywords(input.keywords, errors);
  else if (input.keywords === null) clean.keywords = [];
  if (input.isActive !== undefined) {
    const isActive = parseBoolean(input.isActive);
    if (isActive === null) errors.isActive = ['CATEGORY_IS_ACTIVE_INVALID'];
    else clean.isActive = isActive;
  }
  if (input.sortOrder !== undefined && input.sortOrder !== null && input.sortOrder !== '') {
    const sortOrder = Number(input.sortOrder);
    if (!Number.isInteger(sortOrder) || Math.abs(sortOrder) > 1_000_000)
      errors.sortOrder = ['CATEGORY_SORT_ORDER_INVALID'];
    else clean.sortOrder = sortOrder;
  }
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
  return clean;
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const clash = await db.category.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw ValidationError.fromFields({ name: ['CATEGORY_DUPLICATE'] });
}

export interface CategoryFilters {
  search?: unknown;
  isActive?: unknown;
  page?: unknown;
  perPage?: unknown;
}

export interface CategoryListQuery {
  where: Prisma.CategoryWhereInput;
  orderBy: Prisma.CategoryOrderByWithRelationInput[];
  page: PageRequest;
}

// The admin list's filters, shared by REST and GraphQL (each runs it with its own selection).
export function categoryListQuery(viewer: Viewer | null, filters: CategoryFilters): CategoryListQuery {
  requireAdminReader(viewer);
  const page = pageRequest(filters);
  const where: Prisma.CategoryWhereInput = {};
  const search = typeof filters.search === 'string' ? filters.search.trim() : '';
  if (search) {
    where.OR = [
      { name: { contains: search, mode: 'insensitive' } },
      { slug: { contains: search, mode: 'insensitive' } },
      { description: { contains: search, mode: 'insensitive' } },
      { keywords: { has: search.toLowerCase() } },
    ];
  }
  if (filters.isActive !== undefined && filters.isActive !== '' && filters.isActive !== null) {
    const isActive = parseBoolean(filters.isActive);
    if (isActive === null) throw ValidationError.fromFields({ is_active: ['CATEGORY_IS_ACTIVE_INVALID'] });
    where.isActive = isActive;
  }
  return { where, orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }], page };
}

export async function getCategory(db: Db, viewer: Viewer | null, rawId: unknown): Promise<Category> {
  requireAdminReader(viewer);
  const category = await db.category.findUnique({ where: { id: parseId(rawId) } });
  if (!category) throw new NotFoundError('CATEGORY_NOT_FOUND');
  return category;
}

export async function createCategory(db: Db, viewer: Viewer, input: CategoryInput): Promise<Category> {
  requireAdminWriter(viewer);
  const clean = parseCategoryInput(input, true);
  await assertNameFree(db, clean.name!);
  // a racing create may take the same slug: try the next free one once more
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.$transaction(async (tx) => {
        const slug = await uniqueSlug(tx, clean.name!);
        const category = await tx.category.create({ data: { ...clean, name: clean.name!, slug } });
        await recordAudit(tx, viewer.user.id, 'category.create', 'Category', category.id, { ...clean, slug });
        return category;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

// The slug stays as created: seed data, detection and links refer to categories by it.
export async function updateCategory(db: Db, viewer: Viewer, rawId: unknown, input: CategoryInput): Promise<Category> {
  requireAdminWriter(viewer);
  const id = parseId(rawId);
  const before = await db.category.findUnique({ where: { id } });
  if (!before) throw new NotFoundError('CATEGORY_NOT_FOUND');
  const clean = parseCategoryInput(input, false);
  if (clean.name) await assertNameFree(db, clean.name, id);
  return db.$transaction(async (tx) => {
    const category = await tx.category.update({ where: { id }, data: clean });
    const changed = Object.fromEntries(
      (Object.keys(clean) as (keyof CleanCategory)[])
        .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(category[key]))
        .map((key) => [key, { before: before[key], after: category[key] }]),
    );
    await recordAudit(tx, viewer.user.id, 'category.update', 'Category', id, changed);
    return category;
  });
}

export interface CategoryRemoval {
  deleted: boolean;
  category: Category;
  message: PlainCode;
}

// A category that tasks or applications name is only switched off (history keeps its name);
// an unused one is deleted.
export async function deleteCategory(db: Db, viewer: Viewer, rawId: unknown): Promise<CategoryRemoval> {
  requireAdminWriter(viewer);
  const id = parseId(rawId);
  return db.$transaction(async (tx) => {
    const category = await tx.category.findUnique({ where: { id } });
    if (!category) throw new NotFoundError('CATEGORY_NOT_FOUND');
    // one connection per transaction: one query at a time
    const tasks = await tx.task.count({ where: { categoryId: id } });
    const contracts = await tx.contractCategory.count({ where: { categoryId: id } });
    if (tasks + contracts > 0) {
      const updated = await tx.category.update({ where: { id }, data: { isActive: false } });
      await recordAudit(tx, viewer.user.id, 'category.deactivate', 'Category', id, {
        name: category.name,
        tasks,
        contracts,
      });
      return { deleted: false, category: updated, message: 'CATEGORY_DEACTIVATED' };
    }
    await tx.category.delete({ where: { id } });
    await recordAudit(tx, viewer.user.id, 'category.delete', 'Category', id, {
      name: category.name,
      slug: category.slug,
    });
    return { deleted: true, category, message: 'CATEGORY_DELETED' };
  });
}
