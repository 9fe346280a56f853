// Service categories: the active list for everyone, and the admin edits (keywords feed detection).
import {
  categoryListQuery,
  createCategory,
  deleteCategory,
  updateCategory,
  type CategoryListQuery,
} from './categories';
import { localized } from '../../platform/i18n/language';
import { translate } from '../../platform/i18n';
import { parseCategoryFilters, parseCategoryForm } from './category-input';
import { parseId } from '../../platform/input/ids';
import { builder } from '../../graphql/builder';

export const CategoryRef = builder.prismaObject('Category', {
  // what its fields ask for, never the whole row: a task's category is its name (task screens read it
  // in SQL, modules/task/task-view.ts), and the keywords and descriptions stay in the database. The names
  // are always read, so `name` answers from the row without Pothos' bookkeeping for a field's selection.
  select: { id: true, name: true, nameUz: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    // in the viewer's language (Uzbek where one is written); the two spellings for the admin screens
    name: t.string({ resolve: (category, _args, ctx) => localized(ctx.language, category.name, category.nameUz) }),
    description: t.string({
      select: { description: true, descriptionUz: true },
      resolve: (category, _args, ctx) => localized(ctx.language, category.description, category.descriptionUz),
    }),
    nameRu: t.exposeString('name', { authScopes: { aggregateReader: true } }),
    nameUz: t.exposeString('nameUz', { authScopes: { aggregateReader: true } }),
    descriptionRu: t.exposeString('description', { authScopes: { aggregateReader: true } }),
    descriptionUz: t.exposeString('descriptionUz', { authScopes: { aggregateReader: true } }),
    isActive: t.exposeBoolean('isActive'),
    sortOrder: t.exposeInt('sortOrder'),
    // search words are for admins; clients only need names
    keywords: t.exposeStringList('keywords', { authScopes: { aggregateReader: true } }),
    tasksCount: t.relationCount('tasks', { authScopes: { aggregateReader: true } }),
    contractsCount: t.relationCount('contracts', { authScopes: { aggregateReader: true } }),
  }),
});

const CategoryInputType = builder.inputType('CategoryInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    nameUz: t.string({ description: 'Uzbek (Latin script); empty: Uzbek users read the Russian' }),
    descriptionUz: t.string(),
    keywords: t.stringList(),
    isActive: t.boolean(),
    sortOrder: t.int(),
  }),
});

const CategoryPage = builder.objectRef<CategoryListQuery>('CategoryPage').implement({
  fields: (t) => ({
    items: t.prismaField({
      type: ['Category'],
      resolve: (query, list, _args, ctx) =>
        ctx.db.category.findMany({
          ...query,
          where: list.where,
          orderBy: list.orderBy,
          skip: list.page.skip,
          take: list.page.take,
        }),
    }),
    total: t.int({ resolve: (list, _args, ctx) => ctx.db.category.count({ where: list.where }) }),
    page: t.int({ resolve: (list) => list.page.page }),
    perPage: t.int({ resolve: (list) => list.page.perPage }),
  }),
});

interface RemovalShape {
  deleted: boolean;
  message: string;
  categoryId: number;
}

const CategoryRemoval = builder.objectRef<RemovalShape>('CategoryRemoval').implement({
  fields: (t) => ({
    // false: tasks or applications name it, so it was switched off instead
    deleted: t.exposeBoolean('deleted'),
    message: t.exposeString('message'),
    categoryId: t.exposeInt('categoryId'),
    category: t.prismaField({
      type: 'Category',
      nullable: true,
      resolve: (query, removal, _args, ctx) =>
        ctx.db.category.findUnique({ ...query, where: { id: removal.categoryId } }),
    }),
  }),
});

builder.queryFields((t) => ({
  categories: t.prismaField({
    type: ['Category'],
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.db.category.findMany({
        ...query,
        where: { isActive: true },
        orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
      }),
  }),
  adminCategories: t.field({
    type: CategoryPage,
    authScopes: { aggregateReader: true },
    args: { search: t.arg.string(), isActive: t.arg.boolean(), page: t.arg.int(), perPage: t.arg.int() },
    resolve: (_root, args, ctx) => categoryListQuery(ctx.viewer, parseCategoryFilters(args)),
  }),
  adminCategory: t.prismaField({
    type: 'Category',
    nullable: true,
    authScopes: { aggregateReader: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => ctx.db.category.findUnique({ ...query, where: { id: parseId(args.id) } }),
  }),
}));

// null says nothing for the name, the flag and the order; it clears the texts and keywords
const categoryForm = (input: typeof CategoryInputType.$inferInput, creating: boolean) =>
  parseCategoryForm(
    {
      name: input.name ?? undefined,
      description: input.description,
      nameUz: input.nameUz,
      descriptionUz: input.descriptionUz,
      keywords: input.keywords,
      isActive: input.isActive ?? undefined,
      sortOrder: input.sortOrder ?? undefined,
    },
    creating,
  );

builder.mutationFields((t) => ({
  createCategory: t.withAuth({ admin: true }).prismaField({
    type: 'Category',
    errors: {},
    args: { input: t.arg({ type: CategoryInputType, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const category = await createCategory(ctx.db, ctx.viewer, categoryForm(args.input, true));
      return ctx.db.category.findUniqueOrThrow({ ...query, where: { id: category.id } });
    },
  }),
  updateCategory: t.withAuth({ admin: true }).prismaField({
    type: 'Category',
    errors: {},
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CategoryInputType, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const category = await updateCategory(ctx.db, ctx.viewer, parseId(args.id), categoryForm(args.input, false));
      return ctx.db.category.findUniqueOrThrow({ ...query, where: { id: category.id } });
    },
  }),
  deleteCategory: t.withAuth({ admin: true }).field({
    type: CategoryRemoval,
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const removal = await deleteCategory(ctx.db, ctx.viewer, parseId(args.id));
      return {
        deleted: removal.deleted,
        message: translate(ctx.language, removal.message),
        categoryId: removal.category.id,
      };
    },
  }),
}));
