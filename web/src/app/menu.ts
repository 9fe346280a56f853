// The side menu of docs/product.md §2, one table: add an entry here (and its route in router.tsx).
import type { RoleName } from '../lib/roles';
import { SHELL_TEXTS } from './texts';

export interface MenuContext {
  role: RoleName | null;
  isAdmin: boolean;
}

export interface MenuEntry {
  label: string;
  // a route of the app, or the support chat (an external messenger address in a new window)
  to: string | { external: 'support' };
  visible(context: MenuContext): boolean;
}

const everyone = () => true;
const client = ({ role }: MenuContext) => role === 'CLIENT';
const master = ({ role }: MenuContext) => role === 'MASTER';
// docs/product.md §6: isAdmin, or a current role of admin
const admin = ({ role, isAdmin }: MenuContext) => isAdmin || role === 'ADMIN';

// the label is read when the menu renders, in the language of that moment
const entry = (label: () => string, to: MenuEntry['to'], visible: MenuEntry['visible']): MenuEntry => ({
  get label() {
    return label();
  },
  to,
  visible,
});

export const MENU: MenuEntry[] = [
  entry(() => SHELL_TEXTS.home, '/home?change_role=1', everyone),
  entry(() => SHELL_TEXTS.myTasks, '/client/tasks', client),
  entry(() => SHELL_TEXTS.myReviews, '/client/reviews', client),
  entry(() => SHELL_TEXTS.masterApplication, '/master/apply', master),
  entry(() => SHELL_TEXTS.myReviews, '/master/reviews', master),
  entry(() => SHELL_TEXTS.adminTasks, '/admin/tasks', admin),
  entry(() => SHELL_TEXTS.adminContracts, '/admin/contracts', admin),
  entry(() => SHELL_TEXTS.adminReviews, '/admin/reviews', admin),
  entry(() => SHELL_TEXTS.adminAddresses, '/admin/city-district', admin),
  entry(() => SHELL_TEXTS.adminCategories, '/admin/categories', admin),
  entry(() => SHELL_TEXTS.adminAnalytics, '/admin/analytics', admin),
  entry(() => SHELL_TEXTS.adminExplorer, '/admin/explorer', admin),
  entry(
    () => SHELL_TEXTS.support,
    { external: 'support' },
    (context) => client(context) || master(context),
  ),
];

export function menuFor(context: MenuContext): MenuEntry[] {
  return MENU.filter((entry) => entry.visible(context));
}
