// Every route of docs/product.md §2 in one table. Screens after the first one load lazily; the admin area and the
// GraphQL explorer stay in their own chunks.
import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { EntryScreen } from '../features/session/entry-screen';
import { RoleSelectScreen } from '../features/session/role-select-screen';
import { loadFeatureTexts, type FeatureNamespace } from '../lib/i18n';
import type { RoleName } from '../lib/roles';
import { LoadingBlock } from '../ui/spinner';
import { AppLayout } from './app-layout';
import { NotFoundScreen } from './not-found-screen';
import { RoleGuard } from './role-guard';

export interface AppRoute {
  path: string;
  // docs/product.md §2 "Which role a route needs": the role the path needs (switched automatically)
  role?: RoleName;
  // without the header (the entry screens)
  bare?: boolean;
  screen: ComponentType;
}

function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  // the feature's texts download alongside its code
  texts: FeatureNamespace[] = [],
): ComponentType {
  return lazy(() => Promise.all([load(), loadFeatureTexts(texts)]).then(([module]) => ({ default: pick(module) })));
}

const ClientScreen = lazyScreen(
  () => import('../features/client/client-screen'),
  (m) => m.ClientScreen,
  ['client', 'validation', 'ui'],
);
const ClientTasksScreen = lazyScreen(
  () => import('../features/client/client-tasks-screen'),
  (m) => m.ClientTasksScreen,
  ['client', 'validation', 'ui'],
);
const ClientReviewsScreen = lazyScreen(
  () => import('../features/client/client-reviews-screen'),
  (m) => m.ClientReviewsScreen,
  ['client', 'validation', 'ui'],
);
const MasterApplyScreen = lazyScreen(
  () => import('../features/master/master-apply-screen'),
  (m) => m.MasterApplyScreen,
  ['master', 'validation', 'ui'],
);
const MasterDashboardScreen = lazyScreen(
  () => import('../features/master/master-dashboard-screen'),
  (m) => m.MasterDashboardScreen,
  ['master', 'validation', 'ui'],
);
const MasterReviewsScreen = lazyScreen(
  () => import('../features/master/master-reviews-screen'),
  (m) => m.MasterReviewsScreen,
  ['master', 'validation', 'ui'],
);
// the admin area is one chunk: every admin route imports the same module (its texts with it)
const admin = () =>
  Promise.all([import('../features/admin'), loadFeatureTexts(['validation', 'ui', 'admin', 'adminSettings'])]).then(
    ([module]) => module,
  );
const AdminContractsScreen = lazyScreen(admin, (m) => m.AdminContractsScreen);
const AdminContractDetailsScreen = lazyScreen(admin, (m) => m.AdminContractDetailsScreen);
const AdminContractEditScreen = lazyScreen(admin, (m) => m.AdminContractEditScreen);
const AdminTasksScreen = lazyScreen(admin, (m) => m.AdminTasksScreen);
const AdminTaskDetailsScreen = lazyScreen(admin, (m) => m.AdminTaskDetailsScreen);
const AdminTaskEditScreen = lazyScreen(admin, (m) => m.AdminTaskEditScreen);
const AdminReviewsScreen = lazyScreen(admin, (m) => m.AdminReviewsScreen);
const AdminReviewDetailsScreen = lazyScreen(admin, (m) => m.AdminReviewDetailsScreen);
const AdminProblemsScreen = lazyScreen(admin, (m) => m.AdminProblemsScreen);
const AdminCityDistrictScreen = lazyScreen(admin, (m) => m.AdminCityDistrictScreen);
const AdminCategoriesScreen = lazyScreen(admin, (m) => m.AdminCategoriesScreen);
const AdminCategoryNewScreen = lazyScreen(admin, (m) => m.AdminCategoryNewScreen);
const AdminCategoryEditScreen = lazyScreen(admin, (m) => m.AdminCategoryEditScreen);
const AdminAuditScreen = lazyScreen(admin, (m) => m.AdminAuditScreen);
const AdminApiTokensScreen = lazyScreen(admin, (m) => m.AdminApiTokensScreen);
// the analytics dashboard (with Chart.js) in its own chunk: the other admin screens do not carry the charts
const AdminAnalyticsScreen = lazyScreen(
  () => import('../features/admin/analytics'),
  (m) => m.AdminAnalyticsScreen,
  ['ui', 'admin', 'adminSettings', 'analytics'],
);
// the same dashboard for analysts with a token (/analytics, outside the session like /explorer)
export const AnalystAnalyticsScreen = lazyScreen(
  () => import('../features/admin/analytics'),
  (m) => m.AnalystAnalyticsScreen,
  ['ui', 'admin', 'adminSettings', 'analytics'],
);
// GraphiQL (with Monaco) in its own chunk, apart from the admin area
export const AdminExplorerScreen = lazyScreen(
  () => import('../features/explorer/explorer-screen'),
  (m) => m.AdminExplorerScreen,
  ['explorer'],
);
export const AnalystExplorerScreen = lazyScreen(
  () => import('../features/explorer/explorer-screen'),
  (m) => m.AnalystExplorerScreen,
  ['explorer'],
);

export const APP_ROUTES: AppRoute[] = [
  { path: '/', bare: true, screen: EntryScreen },
  { path: '/tg-webapp', bare: true, screen: EntryScreen },
  { path: '/home', screen: RoleSelectScreen },

  { path: '/client', role: 'CLIENT', screen: ClientScreen },
  { path: '/client/tasks', role: 'CLIENT', screen: ClientTasksScreen },
  { path: '/client/reviews', role: 'CLIENT', screen: ClientReviewsScreen },

  { path: '/master/apply', role: 'MASTER', screen: MasterApplyScreen },
  { path: '/master/dashboard', role: 'MASTER', screen: MasterDashboardScreen },
  { path: '/master/reviews', role: 'MASTER', screen: MasterReviewsScreen },

  { path: '/admin/dashboard', role: 'ADMIN', screen: AdminContractsScreen },
  { path: '/admin/contracts', role: 'ADMIN', screen: AdminContractsScreen },
  { path: '/admin/contracts/:id', role: 'ADMIN', screen: AdminContractDetailsScreen },
  { path: '/admin/contracts/:id/edit', role: 'ADMIN', screen: AdminContractEditScreen },
  { path: '/admin/tasks', role: 'ADMIN', screen: AdminTasksScreen },
  { path: '/admin/tasks/:id', role: 'ADMIN', screen: AdminTaskDetailsScreen },
  { path: '/admin/tasks/:id/edit', role: 'ADMIN', screen: AdminTaskEditScreen },
  { path: '/admin/reviews', role: 'ADMIN', screen: AdminReviewsScreen },
  { path: '/admin/reviews/:id', role: 'ADMIN', screen: AdminReviewDetailsScreen },
  { path: '/admin/problems', role: 'ADMIN', screen: AdminProblemsScreen },
  { path: '/admin/city-district', role: 'ADMIN', screen: AdminCityDistrictScreen },
  { path: '/admin/categories', role: 'ADMIN', screen: AdminCategoriesScreen },
  { path: '/admin/categories/new', role: 'ADMIN', screen: AdminCategoryNewScreen },
  { path: '/admin/categories/:id/edit', role: 'ADMIN', screen: AdminCategoryEditScreen },
  // not in docs/product.md's list: the audit log and analyst tokens (docs/product.md §10)
  { path: '/admin/audit', role: 'ADMIN', screen: AdminAuditScreen },
  { path: '/admin/api-tokens', role: 'ADMIN', screen: AdminApiTokensScreen },
  { path: '/admin/explorer', role: 'ADMIN', screen: AdminExplorerScreen },
  // the marketplace's figures
  { path: '/admin/analytics', role: 'ADMIN', screen: AdminAnalyticsScreen },
  // docs/product.md: any path starting with /admin/ needs the admin role, even an unknown one
  { path: '/admin/*', role: 'ADMIN', screen: NotFoundScreen },

  { path: '*', screen: NotFoundScreen },
];

function elementOf({ role, screen: Screen }: AppRoute) {
  const content = (
    <Suspense fallback={<LoadingBlock />}>
      <Screen />
    </Suspense>
  );
  return role ? <RoleGuard role={role}>{content}</RoleGuard> : content;
}

export function buildRoutes(routes: AppRoute[] = APP_ROUTES): RouteObject[] {
  return [
    ...routes.filter((route) => route.bare).map((route) => ({ path: route.path, element: elementOf(route) })),
    {
      element: <AppLayout />,
      children: routes.filter((route) => !route.bare).map((route) => ({ path: route.path, element: elementOf(route) })),
    },
  ];
}

const ROUTE_OBJECTS = buildRoutes();

export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
