// Master applications: the Contract type, the master's own application and the admin's review of it.
// The photo is uploaded through the multipart REST call (docs/product.md §7); GraphQL submits the other fields.
import type { Db } from '../../platform/db/client';
import { requireAdminReader } from '../../platform/access';
import { archiveMyContract, myContractRow, submitContract } from './contract-applications';
import { contractListQuery, decideContract, updateContract, type ContractListQuery } from './contract-moderation';
import { CONTRACT_STATUS_CODES, contractStatusLabel } from './contracts';
import {
  parseContractEdit,
  parseContractFilters,
  parseContractSubmission,
  parseRejectionReason,
} from './contract-input';
import { parseId } from '../../platform/input/ids';
import { builder, ownerAndStaff, publicField } from '../../graphql/builder';
import { CategoryRef } from '../category';
import { DistrictRef } from '../place';

export const ContractStatusEnum = builder.enumType('ContractStatus', {
  values: ['pending', 'approved', 'verified', 'rejected'] as const,
});

// a status with its label in the viewer's language: the admin's status filter lists them all, so the web
// holds no copy of the labels (contracts.ts is their one home)
const ContractStatusInfo = builder.objectRef<keyof typeof CONTRACT_STATUS_CODES>('ContractStatusInfo').implement({
  fields: (t) => ({
    status: t.field({ type: ContractStatusEnum, resolve: (status) => status }),
    label: t.string({ resolve: (status, _args, ctx) => contractStatusLabel(status, ctx.language) }),
  }),
});

// The application is its master's and staff's. A client reaching it through a review reads what docs/product.md §3
// shows of a master: contract id, name, phone, photo and (through user) the username.
builder.prismaObject('Contract', {
  authScopes: (contract) => ownerAndStaff(contract.userId),
  fields: (t) => ({
    id: t.exposeInt('id', publicField),
    status: t.expose('status', { type: ContractStatusEnum }),
    // docs/product.md §3 labels: 'Ожидает проверки', 'Подтверждена', 'Верифицирована'
    statusLabel: t.string({
      select: { status: true },
      resolve: (contract, _args, ctx) => contractStatusLabel(contract.status, ctx.language),
    }),
    name: t.exposeString('name', publicField),
    phone: t.exposeString('phone', publicField),
    description: t.exposeString('description', { nullable: true }),
    photoPath: t.exposeString('photoPath', { ...publicField, nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    cityId: t.exposeInt('cityId'),
    city: t.relation('city'),
    categoryIds: t.intList({
      select: { categories: { select: { categoryId: true }, orderBy: { categoryId: 'asc' } } },
      resolve: (contract) => contract.categories.map((link) => link.categoryId),
    }),
    categories: t.field({
      type: [CategoryRef],
      select: { categories: { include: { category: true }, orderBy: { categoryId: 'asc' } } },
      resolve: (contract) => contract.categories.map((link) => link.category),
    }),
    districtIds: t.intList({
      select: { districts: { select: { districtId: true }, orderBy: { districtId: 'asc' } } },
      resolve: (contract) => contract.districts.map((link) => link.districtId),
    }),
    districts: t.field({
      type: [DistrictRef],
      select: { districts: { include: { district: true }, orderBy: { districtId: 'asc' } } },
      resolve: (contract) => contract.districts.map((link) => link.district),
    }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
    // the response standard's badge and the master's duty (docs/product.md §12), for him and the admins
    topUsta: t.exposeBoolean('topUsta'),
    onDuty: t.exposeBoolean('onDuty'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true }),
    user: t.relation('user', publicField),
  }),
});

// Every field optional: the edge (modules/contract/contract-input.ts) and the service layer check them and answer with
// docs/product.md's texts (field -> messages, keyed by the arguments' names: name, phone, categoryIds, cityId...).
// For an admin edit a left-out field keeps its value.
const ContractInputType = builder.inputType('ContractInput', {
  fields: (t) => ({
    name: t.string(),
    phone: t.string(),
    description: t.string(),
    categoryIds: t.intList(),
    cityId: t.int(),
    districtIds: t.intList(),
    latitude: t.float(),
    longitude: t.float(),
    address: t.string(),
  }),
});

export const ArchivedFilterEnum = builder.enumType('ArchivedFilter', {
  values: { LIVE: { value: '0' }, ARCHIVED: { value: '1' }, ALL: { value: 'all' } } as const,
});

const ContractPage = builder.objectRef<ContractListQuery>('ContractPage').implement({
  fields: (t) => ({
    items: t.prismaField({
      type: ['Contract'],
      resolve: (query, list, _args, ctx) =>
        ctx.db.contract.findMany({
          ...query,
          where: list.where,
          orderBy: list.orderBy,
          skip: list.page.skip,
          take: list.page.take,
        }),
    }),
    total: t.int({ resolve: (list, _args, ctx) => ctx.db.contract.count({ where: list.where }) }),
    page: t.int({ resolve: (list) => list.page.page }),
    perPage: t.int({ resolve: (list) => list.page.perPage }),
  }),
});

builder.queryFields((t) => ({
  // every status with its label, in the order of an application's life
  contractStatuses: t.field({
    type: [ContractStatusInfo],
    authScopes: { adminReader: true },
    resolve: () => Object.keys(CONTRACT_STATUS_CODES) as (keyof typeof CONTRACT_STATUS_CODES)[],
  }),
  // the application behind the read-only card 'Ваша заявка' (null: show the form)
  myContract: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Contract',
    nullable: true,
    // the row as read answers a selection of its own columns (Pothos' query is then empty); one with
    // relations reads them by the row's id
    resolve: async (query, _root, _args, ctx) => {
      const row = await myContractRow(ctx.db, ctx.viewer);
      if (!row || Object.keys(query).length === 0) return row;
      return ctx.db.contract.findUnique({ ...query, where: { id: row.id } });
    },
  }),
  adminContracts: t.field({
    type: ContractPage,
    authScopes: { adminReader: true },
    args: {
      status: t.arg({ type: ContractStatusEnum }),
      cityId: t.arg.int(),
      categoryId: t.arg.int(),
      search: t.arg.string(),
      archived: t.arg({ type: ArchivedFilterEnum }),
      page: t.arg.int(),
      perPage: t.arg.int(),
    },
    resolve: (_root, args, ctx) => contractListQuery(ctx.viewer, parseContractFilters(args)),
  }),
  adminContract: t.prismaField({
    type: 'Contract',
    nullable: true,
    authScopes: { adminReader: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (query, _root, args, ctx) => {
      requireAdminReader(ctx.viewer);
      return ctx.db.contract.findUnique({ ...query, where: { id: parseId(args.id) } });
    },
  }),
}));

// the service returns its own selection; the client's selection is read once more
const refetch = (ctx: { db: Db }, query: object, id: number) =>
  ctx.db.contract.findUniqueOrThrow({ ...query, where: { id } });

builder.mutationFields((t) => ({
  submitContract: t.withAuth({ loggedIn: true }).prismaField({
    type: 'Contract',
    errors: {},
    args: { input: t.arg({ type: ContractInputType, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const contract = await submitContract(ctx, ctx.viewer, parseContractSubmission(args.input), null);
      return refetch(ctx, query, contract.id);
    },
  }),
  archiveMyContract: t.withAuth({ loggedIn: true }).boolean({
    errors: {},
    resolve: async (_root, _args, ctx) => {
      await archiveMyContract(ctx, ctx.viewer);
      return true;
    },
  }),
  adminUpdateContract: t.withAuth({ admin: true }).prismaField({
    type: 'Contract',
    errors: {},
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ContractInputType, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      const contract = await updateContract(ctx.db, ctx.viewer, id, parseContractEdit(args.input));
      return refetch(ctx, query, contract.id);
    },
  }),
  approveContract: t.withAuth({ admin: true }).prismaField({
    type: 'Contract',
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const contract = await decideContract(ctx, ctx.viewer, parseId(args.id), 'approve');
      return refetch(ctx, query, contract.id);
    },
  }),
  verifyContract: t.withAuth({ admin: true }).prismaField({
    type: 'Contract',
    errors: {},
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const contract = await decideContract(ctx, ctx.viewer, parseId(args.id), 'verify');
      return refetch(ctx, query, contract.id);
    },
  }),
  rejectContract: t.withAuth({ admin: true }).prismaField({
    type: 'Contract',
    errors: {},
    args: { id: t.arg.int({ required: true }), reason: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      const id = parseId(args.id);
      const contract = await decideContract(ctx, ctx.viewer, id, 'reject', parseRejectionReason(args.reason));
      return refetch(ctx, query, contract.id);
    },
  }),
}));
