// Service categories: the public list, and the admin edits (name, description, keywords, active flag).
import type { Db } from '../../platform/db/client';
import type { Category, Prisma } from '../../platform/db/generated/prisma/client';
import { requireAggregateReader, requireAdminWriter } from '../../platform/access';
import { recordAudit } from '../audit';
import type { Viewer } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import {
  NotFoundError,
  addError,
  throwIfAny,
  type FieldErrors,
  type ParsedForm,
  type PlainCode,
} from '../../platform/errors';
import type { PageRequest } from '../../platform/paging';
import { uniqueSlug } from './category-slug';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const KEYWORD_MAX = 100;
export const KEYWORDS_MAX = 500;

// Clients see active categories only, in the admins' order.
export function listActiveCategories(db: Db) {
  return db.category.findMany({ where: { isActive: true }, orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }] });
}

// The category form's fields as the edge parsed them (modules/category/category-input.ts): undefined where the form left
// a field out (an edit keeps it), null where it was refused (its errors are in `errors`).
export interface CategoryFields {
  // spaces collapsed; required when creating
  name: string | undefined;
  description: string | undefined;
  // Uzbek (Latin script); empty: Uzbek users read the Russian
  nameUz: string | undefined;
  descriptionUz: string | undefined;
  // lower-cased, trimmed, without repeats
  keywords: string[] | undefined;
  isActive: boolean | undefined;
  sortOrder: number | undefined;
}

export type CategoryForm = ParsedForm<CategoryFields>;

type CleanCategory = Partial<CategoryFields>;

// the fields given and accepted
function cleanOf(form: CategoryForm): CleanCategory {
  return Object.fromEntries(
    Object.entries(form.value).filter(([, value]) => value !== undefined && value !== null),
  ) as CleanCategory;
}

// a name another category has (in any case) joins the form's errors
async function checkNameFree(db: Db, errors: FieldErrors, name: string | undefined, exceptId?: number) {
  if (!name) return;
  const clash = await db.category.findFirst({
    where: { name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) addError(errors, 'name', 'CATEGORY_DUPLICATE');
}

// The list's filters, parsed at the edge (modules/category/category-input.ts); absent or empty: no filter.
export interface CategoryFilters {
  page: PageRequest;
  // trimmed
  search?: string;
  isActive?: boolean;
}

export interface CategoryListQuery {
  where: Prisma.CategoryWhereInput;
  orderBy: Prisma.CategoryOrderByWithRelationInput[];
  page: PageRequest;
}

// The admin list's filters, shared by REST and GraphQL (each runs it with its own selection).
export function categoryListQuery(viewer: Viewer | null, filters: CategoryFilters): CategoryListQuery {
  requireAggregateReader(viewer);
  const where: Prisma.CategoryWhereInput = {};
  const { search, isActive } = filters;
  if (search) {
    where.OR = [
      { name: { contains: search, mode: 'insensitive' } },
      { slug: { contains: search, mode: 'insensitive' } },
      { description: { contains: search, mode: 'insensitive' } },
      { keywords: { has: search.toLowerCase() } },
    ];
  }
  if (isActive !== undefined) where.isActive = isActive;
  return { where, orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }], page: filters.page };
}

export async function getCategory(db: Db, viewer: Viewer | null, id: number): Promise<Category> {
  requireAggregateReader(viewer);
  const category = await db.category.findUnique({ where: { id } });
  if (!category) throw new NotFoundError('CATEGORY_NOT_FOUND');
  return category;
}

// The form's errors are answered together with a name already taken.
export async function createCategory(db: Db, viewer: Viewer, form: CategoryForm): Promise<Category> {
  requireAdminWriter(viewer);
  const clean = cleanOf(form);
  const errors: FieldErrors = { ...form.errors };
  await checkNameFree(db, errors, clean.name);
  // the edge refuses a form without a name; a form that left it out is refused the same
  if (form.value.name === undefined) addError(errors, 'name', 'CATEGORY_NAME_REQUIRED');
  throwIfAny(errors);
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
// A category that does not exist is said before the form's errors.
export async function updateCategory(db: Db, viewer: Viewer, id: number, form: CategoryForm): Promise<Category> {
  requireAdminWriter(viewer);
  const before = await db.category.findUnique({ where: { id } });
  if (!before) throw new NotFoundError('CATEGORY_NOT_FOUND');
  const clean = cleanOf(form);
  const errors: FieldErrors = { ...form.errors };
  await checkNameFree(db, errors, clean.name, id);
  throwIfAny(errors);
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
export async function deleteCategory(db: Db, viewer: Viewer, id: number): Promise<CategoryRemoval> {
  requireAdminWriter(viewer);
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
