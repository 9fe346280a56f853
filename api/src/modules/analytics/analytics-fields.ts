// `analytics(filter)`: marketplace figures for admins and analyst tokens. Every field is a thin
// adapter over domain/analytics/ and runs its own aggregate only when asked for. The types here carry
// only ids, names and counts: nothing a client or master could use, and no one else may reach them.
import {
  analyticsScope,
  byCategory,
  byDistrict,
  cancelReasons,
  detection,
  funnel,
  masterConnection,
  masterFigures,
  MASTER_ORDER_FIELDS,
  series,
  timeToAccept,
  timeToComplete,
  type AnalyticsScope,
  type CancelReasonCount,
  type CategoryDemand,
  type ConnectionPage,
  type DetectionFigures,
  type DistrictDemand,
  type Durations,
  type Funnel,
  type MasterFigures,
  type NamedRef,
  type SeriesPoint,
} from './analytics';
import { parseAnalyticsFilter, parseMasterPage } from './analytics-input';
import { IntakeType, intakeFigures } from './intake-fields';
import { builder } from '../../graphql/builder';
import { localized, type Language } from '../../platform/i18n/language';
import { CancelAudienceEnum } from '../task';

const readers = { aggregateReader: true } as const;

export const PageInfoRef = builder.objectRef<ConnectionPage<unknown>['pageInfo']>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    startCursor: t.exposeString('startCursor', { nullable: true }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

export const OrderDirectionEnum = builder.enumType('OrderDirection', { values: ['ASC', 'DESC'] as const });

const AnalyticsFilterInput = builder.inputType('AnalyticsFilter', {
  fields: (t) => ({
    // tasks created at or after
    from: t.field({ type: 'DateTime' }),
    // tasks created before
    to: t.field({ type: 'DateTime' }),
    cityId: t.int(),
    districtId: t.int(),
    categoryId: t.int(),
  }),
});

const IntervalEnum = builder.enumType('AnalyticsInterval', { values: ['DAY', 'WEEK'] as const });

// a name in the reader's language (a master's name, which has no other, stays as written)
const inReaderLanguage = (ref: { name: string; nameUz?: string }, _args: unknown, ctx: { language: Language }) =>
  localized(ctx.language, ref.name, ref.nameUz);

const NamedRefType = (name: string) =>
  builder.objectRef<NamedRef>(name).implement({
    authScopes: readers,
    fields: (t) => ({ id: t.exposeInt('id'), name: t.string({ resolve: inReaderLanguage }) }),
  });
export const AnalyticsCategory = NamedRefType('AnalyticsCategory');
const AnalyticsCity = NamedRefType('AnalyticsCity');
const AnalyticsContract = NamedRefType('AnalyticsContract');
export const AnalyticsDistrict = builder.objectRef<NamedRef & { city: NamedRef }>('AnalyticsDistrict').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.string({ resolve: inReaderLanguage }),
    city: t.field({ type: AnalyticsCity, resolve: (district) => district.city }),
  }),
});

const FunnelType = builder.objectRef<Funnel>('AnalyticsFunnel').implement({
  authScopes: readers,
  fields: (t) => ({
    created: t.exposeInt('created'),
    offered: t.exposeInt('offered'),
    accepted: t.exposeInt('accepted'),
    completed: t.exposeInt('completed'),
    reviewed: t.exposeInt('reviewed'),
    cancelled: t.exposeInt('cancelled'),
    expired: t.exposeInt('expired'),
    rejected: t.exposeInt('rejected'),
    // shares of `created` (0..1, null without tasks)
    offeredRate: t.float({ nullable: true, resolve: (f) => share(f.offered, f.created) }),
    acceptedRate: t.float({ nullable: true, resolve: (f) => share(f.accepted, f.created) }),
    completedRate: t.float({ nullable: true, resolve: (f) => share(f.completed, f.created) }),
    cancelledRate: t.float({ nullable: true, resolve: (f) => share(f.cancelled, f.created) }),
    // completed tasks the client reviewed
    reviewedRate: t.float({ nullable: true, resolve: (f) => share(f.reviewed, f.completed) }),
  }),
});

function share(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10000) / 10000 : null;
}

const DurationsType = builder.objectRef<Durations>('AnalyticsDurations').implement({
  authScopes: readers,
  fields: (t) => ({
    count: t.exposeInt('count'),
    // seconds; null without any
    p50: t.exposeFloat('p50', { nullable: true }),
    p90: t.exposeFloat('p90', { nullable: true }),
    p99: t.exposeFloat('p99', { nullable: true }),
  }),
});

const SeriesPointType = builder.objectRef<SeriesPoint>('AnalyticsSeriesPoint').implement({
  authScopes: readers,
  fields: (t) => ({
    // the day's or the ISO week's (Monday) start, UTC
    start: t.expose('start', { type: 'DateTime' }),
    funnel: t.field({ type: FunnelType, resolve: (point) => point.funnel }),
    timeToAccept: t.field({ type: DurationsType, resolve: (point) => point.timeToAccept }),
  }),
});

const demandFields = <T extends CategoryDemand | DistrictDemand>(
  t: Parameters<NonNullable<Parameters<ReturnType<typeof builder.objectRef<T>>['implement']>[0]['fields']>>[0],
) => ({
  created: t.int({ resolve: (row) => row.created }),
  accepted: t.int({ resolve: (row) => row.accepted }),
  // never accepted, and waiting for an admin, expired, or never offered to anyone
  unserved: t.int({ resolve: (row) => row.unserved }),
  medianSecondsToAccept: t.float({ nullable: true, resolve: (row) => row.medianSecondsToAccept }),
  // approved masters (not archived) who would receive such a task: the supply
  masters: t.int({ resolve: (row) => row.masters }),
  // tasks created per master (null without masters)
  demandPerMaster: t.float({
    nullable: true,
    resolve: (row) => (row.masters > 0 ? Math.round((row.created / row.masters) * 100) / 100 : null),
  }),
});

const CategoryDemandType = builder.objectRef<CategoryDemand>('AnalyticsCategoryDemand').implement({
  authScopes: readers,
  fields: (t) => ({
    // null: tasks whose category was deleted
    category: t.field({ type: AnalyticsCategory, nullable: true, resolve: (row) => row.category }),
    ...demandFields<CategoryDemand>(t),
  }),
});

const DistrictDemandType = builder.objectRef<DistrictDemand>('AnalyticsDistrictDemand').implement({
  authScopes: readers,
  fields: (t) => ({
    district: t.field({ type: AnalyticsDistrict, resolve: (row) => row.district }),
    ...demandFields<DistrictDemand>(t),
  }),
});

const MasterFiguresType = builder.objectRef<MasterFigures>('AnalyticsMaster').implement({
  authScopes: readers,
  fields: (t) => ({
    contract: t.field({ type: AnalyticsContract, resolve: (row) => row.contract }),
    offersReceived: t.exposeInt('offersReceived'),
    accepted: t.exposeInt('accepted'),
    declined: t.exposeInt('declined'),
    // offers that timed out with no answer (not those taken by another master, cancelled or expired)
    unanswered: t.exposeInt('unanswered'),
    // accepted / (accepted + declined + unanswered)
    acceptanceRate: t.exposeFloat('acceptanceRate', { nullable: true }),
    // (accepted + declined) / (accepted + declined + unanswered)
    responseRate: t.exposeFloat('responseRate', { nullable: true }),
    // offer to accept or decline
    medianResponseSeconds: t.exposeFloat('medianResponseSeconds', { nullable: true }),
    completed: t.exposeInt('completed'),
    cancelledByMaster: t.exposeInt('cancelledByMaster'),
    // published reviews of the window's tasks
    averageRating: t.exposeFloat('averageRating', { nullable: true }),
    reviewsCount: t.exposeInt('reviewsCount'),
    topUsta: t.exposeBoolean('topUsta'), // the badge now (docs/product.md §12), whatever the window
  }),
});

const MasterEdge = builder.objectRef<ConnectionPage<MasterFigures>['edges'][number]>('AnalyticsMasterEdge').implement({
  authScopes: readers,
  fields: (t) => ({
    cursor: t.exposeString('cursor'),
    node: t.field({ type: MasterFiguresType, resolve: (edge) => edge.node }),
  }),
});

const MasterConnection = builder.objectRef<ConnectionPage<MasterFigures>>('AnalyticsMasterConnection').implement({
  authScopes: readers,
  fields: (t) => ({
    edges: t.field({ type: [MasterEdge], resolve: (page) => page.edges }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page.pageInfo }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const MasterOrderFieldEnum = builder.enumType('AnalyticsMasterOrderField', { values: MASTER_ORDER_FIELDS });
const MasterOrderInput = builder.inputType('AnalyticsMasterOrder', {
  fields: (t) => ({
    field: t.field({ type: MasterOrderFieldEnum, required: true }),
    direction: t.field({ type: OrderDirectionEnum, defaultValue: 'DESC' }),
  }),
});

const AnalyticsCancelReason = builder.objectRef<CancelReasonCount['reason']>('AnalyticsCancelReason').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.string({ resolve: inReaderLanguage }),
    code: t.exposeString('code'),
    step: t.exposeInt('step'),
    audience: t.field({ type: CancelAudienceEnum, resolve: (reason) => reason.audience }),
  }),
});

const CancelReasonCountType = builder.objectRef<CancelReasonCount>('AnalyticsCancelReasonCount').implement({
  authScopes: readers,
  fields: (t) => ({
    reason: t.field({ type: AnalyticsCancelReason, resolve: (row) => row.reason }),
    // client reasons: 1 before a master accepted, 2 after; master reasons: 0
    step: t.exposeInt('step'),
    count: t.exposeInt('count'),
  }),
});

const DetectionPair = builder.objectRef<DetectionFigures['pairs'][number]>('AnalyticsDetectionPair').implement({
  authScopes: readers,
  fields: (t) => ({
    // null: detection proposed nothing
    detected: t.field({ type: AnalyticsCategory, nullable: true, resolve: (pair) => pair.detected }),
    // null: the chosen category was deleted since
    chosen: t.field({ type: AnalyticsCategory, nullable: true, resolve: (pair) => pair.chosen }),
    count: t.exposeInt('count'),
  }),
});

const DetectionType = builder.objectRef<DetectionFigures>('AnalyticsDetection').implement({
  authScopes: readers,
  fields: (t) => ({
    // tasks whose proposal was recorded
    tasks: t.exposeInt('tasks'),
    detected: t.exposeInt('detected'),
    changedByClient: t.exposeInt('changedByClient'),
    undetected: t.exposeInt('undetected'),
    // detected tasks whose category the client kept (null without any)
    keptRate: t.float({
      nullable: true,
      resolve: (d) => share(d.detected - d.changedByClient, d.detected),
    }),
    pairs: t.field({ type: [DetectionPair], resolve: (d) => d.pairs }),
  }),
});

export const AnalyticsType = builder.objectRef<AnalyticsScope>('Analytics').implement({
  authScopes: readers,
  fields: (t) => ({
    funnel: t.field({ type: FunnelType, resolve: (scope) => funnel(scope) }),
    timeToAccept: t.field({ type: DurationsType, resolve: (scope) => timeToAccept(scope) }),
    timeToComplete: t.field({ type: DurationsType, resolve: (scope) => timeToComplete(scope) }),
    series: t.field({
      type: [SeriesPointType],
      args: { interval: t.arg({ type: IntervalEnum, defaultValue: 'DAY' }) },
      resolve: (scope, args) => series(scope, args.interval ?? 'DAY'),
    }),
    byCategory: t.field({ type: [CategoryDemandType], resolve: (scope) => byCategory(scope) }),
    byDistrict: t.field({ type: [DistrictDemandType], resolve: (scope) => byDistrict(scope) }),
    masters: t.field({
      type: MasterConnection,
      args: {
        first: t.arg.int(),
        after: t.arg.string(),
        orderBy: t.arg({ type: MasterOrderInput }),
      },
      resolve: async (scope, args) => {
        const page = parseMasterPage(args);
        return masterConnection(await masterFigures(scope), page);
      },
    }),
    cancelReasons: t.field({ type: [CancelReasonCountType], resolve: (scope) => cancelReasons(scope) }),
    detection: t.field({ type: DetectionType, resolve: (scope) => detection(scope) }),
    intake: t.field({ type: IntakeType, resolve: (scope) => intakeFigures(scope) }),
  }),
});

builder.queryFields((t) => ({
  analytics: t.field({
    type: AnalyticsType,
    authScopes: readers,
    args: { filter: t.arg({ type: AnalyticsFilterInput }) },
    resolve: (_root, args, ctx) => analyticsScope(ctx, parseAnalyticsFilter(args.filter)),
  }),
}));
