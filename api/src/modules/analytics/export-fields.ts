// Export for analysts: the admin task, contract and review lists as Relay connections (first/after,
// newest first by id, keyset pages: no OFFSET), beside the paged lists the admin screens use. Filters as
// those lists'; each node is read with the selection the query asks for, in one statement per page.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import { adminTaskQuery, parseAdminTaskFilter, TaskStatusEnum } from '../task';
import { contractListQuery, parseContractFilters, ArchivedFilterEnum, ContractStatusEnum } from '../contract';
import { encodeIdCursor, type KeysetRequest } from '../../platform/paging';
import { parseReviewFilters, reviewListQuery, ReviewStateEnum } from '../review';
import { parseKeyset } from '../../platform/input/paging';
import type { RequestContext } from '../../platform/context';
import { PageInfoRef } from './analytics-fields';
import { builder } from '../../graphql/builder';

interface Page<Row extends { id: number }> {
  kind: string;
  rows: Row[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  count: () => Promise<number>;
}

// first + 1 rows tell whether another page follows
async function keysetPage<Row extends { id: number }>(
  kind: string,
  keyset: KeysetRequest,
  read: (take: number) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<Page<Row>> {
  const rows = keyset.take === 0 ? [] : await read(keyset.take + 1);
  return {
    kind,
    rows: rows.slice(0, keyset.take),
    hasNextPage: rows.length > keyset.take,
    hasPreviousPage: keyset.beforeId !== null,
    count,
  };
}

const nodeQuery = (ctx: RequestContext, info: GraphQLResolveInfo, typeName: string) =>
  queryFromInfo({ context: ctx, info, typeName, path: ['edges', 'node'] });

function connectionTypes<Model extends 'Task' | 'Contract' | 'Review'>(model: Model) {
  const Edge = builder.objectRef<{ kind: string; row: { id: number } }>(`${model}Edge`).implement({
    authScopes: { adminReader: true },
    fields: (t) => ({
      cursor: t.string({ resolve: (edge) => encodeIdCursor(edge.kind, edge.row.id) }),
      // the row was read with this selection by the connection's field
      node: t.field({ type: model as never, resolve: (edge) => edge.row as never }),
    }),
  });
  return builder.objectRef<Page<{ id: number }>>(`${model}Connection`).implement({
    authScopes: { adminReader: true },
    fields: (t) => ({
      edges: t.field({ type: [Edge], resolve: (page) => page.rows.map((row) => ({ kind: page.kind, row })) }),
      pageInfo: t.field({
        type: PageInfoRef,
        resolve: (page) => ({
          hasNextPage: page.hasNextPage,
          hasPreviousPage: page.hasPreviousPage,
          startCursor: page.rows.length ? encodeIdCursor(page.kind, page.rows[0].id) : null,
          endCursor: page.rows.length ? encodeIdCursor(page.kind, page.rows[page.rows.length - 1].id) : null,
        }),
      }),
      // rows matching the filters (one count statement, only when asked for)
      totalCount: t.int({ resolve: (page) => page.count() }),
    }),
  });
}

const TaskConnection = connectionTypes('Task');
const ContractConnection = connectionTypes('Contract');
const ReviewConnection = connectionTypes('Review');

const below = (keyset: KeysetRequest) => (keyset.beforeId === null ? {} : { id: { lt: keyset.beforeId } });

builder.queryFields((t) => ({
  adminTasksConnection: t.field({
    type: TaskConnection,
    authScopes: { adminReader: true },
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      status: t.arg({ type: [TaskStatusEnum] }),
      categoryId: t.arg.int(),
      cityId: t.arg.int(),
      search: t.arg.string(),
    },
    resolve: (_root, args, ctx, info) => {
      const filter = parseAdminTaskFilter({
        status: args.status?.length ? args.status.join(',') : undefined,
        categoryId: args.categoryId,
        cityId: args.cityId,
        search: args.search,
      });
      const { where } = adminTaskQuery(ctx.viewer, filter);
      const keyset = parseKeyset('task', args);
      return keysetPage(
        'task',
        keyset,
        (take) =>
          ctx.db.task.findMany({
            ...nodeQuery(ctx, info, 'Task'),
            where: { AND: [where, below(keyset)] },
            orderBy: { id: 'desc' },
            take,
          }),
        () => ctx.db.task.count({ where }),
      );
    },
  }),
  adminContractsConnection: t.field({
    type: ContractConnection,
    authScopes: { adminReader: true },
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      status: t.arg({ type: ContractStatusEnum }),
      cityId: t.arg.int(),
      categoryId: t.arg.int(),
      search: t.arg.string(),
      archived: t.arg({ type: ArchivedFilterEnum }),
    },
    resolve: (_root, { first, after, ...filters }, ctx, info) => {
      const { where } = contractListQuery(ctx.viewer, parseContractFilters(filters));
      const keyset = parseKeyset('contract', { first, after });
      return keysetPage(
        'contract',
        keyset,
        (take) =>
          ctx.db.contract.findMany({
            ...nodeQuery(ctx, info, 'Contract'),
            where: { AND: [where, below(keyset)] },
            orderBy: { id: 'desc' },
            take,
          }),
        () => ctx.db.contract.count({ where }),
      );
    },
  }),
  adminReviewsConnection: t.field({
    type: ReviewConnection,
    authScopes: { adminReader: true },
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      state: t.arg({ type: ReviewStateEnum }),
      contractId: t.arg.int(),
      rating: t.arg.int(),
    },
    resolve: (_root, { first, after, ...filters }, ctx, info) => {
      const { where } = reviewListQuery(ctx.viewer, parseReviewFilters(filters));
      const keyset = parseKeyset('review', { first, after });
      return keysetPage(
        'review',
        keyset,
        (take) =>
          ctx.db.review.findMany({
            ...nodeQuery(ctx, info, 'Review'),
            where: { AND: [where, below(keyset)] },
            orderBy: { id: 'desc' },
            take,
          }),
        () => ctx.db.review.count({ where }),
      );
    },
  }),
}));
