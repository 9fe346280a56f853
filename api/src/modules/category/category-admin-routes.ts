// Admin categories (docs/product.md §10): list, read, create, edit (keywords included), delete.
import type { FastifyInstance } from 'fastify';
import type { Category } from '../../platform/db/generated/prisma/client';
import { categoryListQuery, createCategory, deleteCategory, getCategory, updateCategory } from './categories';
import { pageMeta } from '../../platform/paging';
import { parseCategoryFilters, parseCategoryForm } from './category-input';
import { parseId } from '../../platform/input/ids';
import { FIELD_NAMES_AS_GIVEN, handle, ok, say, viewerOf } from '../../http/envelope';
import { bodyObject, pathParam, queryParams } from '../../http/rest-input';

type CountedCategory = Category & { _count?: { tasks: number; contracts: number } };

export function categoryView(category: CountedCategory) {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    description: category.description,
    name_uz: category.nameUz,
    description_uz: category.descriptionUz,
    keywords: category.keywords,
    isActive: category.isActive,
    sortOrder: category.sortOrder,
    ...(category._count ? { tasks_count: category._count.tasks, contracts_count: category._count.contracts } : {}),
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

// accepts the snake_case spellings a form may send
function categoryForm(body: Record<string, unknown>, creating: boolean) {
  return parseCategoryForm(
    {
      name: body.name,
      description: body.description,
      nameUz: body.nameUz ?? body.name_uz,
      descriptionUz: body.descriptionUz ?? body.description_uz,
      keywords: body.keywords,
      isActive: body.isActive ?? body.is_active,
      sortOrder: body.sortOrder ?? body.sort_order,
    },
    creating,
  );
}

const COUNTS = { _count: { select: { tasks: true, contracts: true } } } as const;

export function adminCategoryRoutes(app: FastifyInstance) {
  app.get(
    '/categories',
    handle('CATEGORIES_LOAD_FAILED', async (request) => {
      const query = queryParams(request);
      const filters = parseCategoryFilters({
        search: query.search,
        isActive: query.is_active ?? query.isActive,
        page: query.page,
        perPage: query.per_page,
      });
      const { where, orderBy, page } = categoryListQuery(viewerOf(request), filters);
      const { db } = request.ctx;
      const [rows, total] = await Promise.all([
        db.category.findMany({ where, orderBy, skip: page.skip, take: page.take, include: COUNTS }),
        db.category.count({ where }),
      ]);
      return ok({ data: rows.map(categoryView), meta: pageMeta(page, total) });
    }),
  );

  app.get(
    '/categories/:id',
    handle('CATEGORIES_LOAD_FAILED', async (request) => {
      const category = await getCategory(request.ctx.db, viewerOf(request), parseId(pathParam(request, 'id')));
      const counts = await request.ctx.db.category.findUniqueOrThrow({ where: { id: category.id }, include: COUNTS });
      return ok({ data: categoryView(counts) });
    }),
  );

  app.post(
    '/categories',
    { config: FIELD_NAMES_AS_GIVEN },
    handle('CATEGORY_CREATE_FAILED', async (request, reply) => {
      const category = await createCategory(request.ctx.db, viewerOf(request), categoryForm(bodyObject(request), true));
      return reply.code(201).send(ok({ message: say(request, 'CATEGORY_CREATED'), data: categoryView(category) }));
    }),
  );

  app.put(
    '/categories/:id',
    { config: FIELD_NAMES_AS_GIVEN },
    handle('CATEGORY_UPDATE_FAILED', async (request) => {
      const category = await updateCategory(
        request.ctx.db,
        viewerOf(request),
        parseId(pathParam(request, 'id')),
        categoryForm(bodyObject(request), false),
      );
      return ok({ message: say(request, 'CATEGORY_UPDATED'), data: categoryView(category) });
    }),
  );

  app.delete(
    '/categories/:id',
    handle('CATEGORY_DELETE_FAILED', async (request) => {
      const removal = await deleteCategory(request.ctx.db, viewerOf(request), parseId(pathParam(request, 'id')));
      return ok({
        message: say(request, removal.message),
        deleted: removal.deleted,
        data: categoryView(removal.category),
      });
    }),
  );
}
