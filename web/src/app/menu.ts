// The side menu of SPEC §2, one table: add an entry here (and its route in router.tsx).
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
// SPEC §6: isAdmin, or a current role of admin
const admin = ({ role, isAdmin }: MenuContext) => isAdmin || role === 'ADMIN';

export const MENU: MenuEntry[] = [
  { label: SHELL_TEXTS.home, to: '/home?change_role=1', visible: everyone },
  { label: SHELL_TEXTS.myTasks, to: '/client/tasks', visible: client },
  { label: SHELL_TEXTS.myReviews, to: '/client/reviews', visible: client },
  { label: SHELL_TEXTS.masterApplication, to: '/master/apply', visible: master },
  { label: SHELL_TEXTS.myReviews, to: '/master/reviews', visible: master },
  { label: SHELL_TEXTS.adminTasks, to: '/admin/tasks', visible: admin },
  { label: SHELL_TEXTS.adminContracts, to: '/admin/contracts', visible: admin },
  { label: SHELL_TEXTS.adminReviews, to: '/admin/reviews', visible: admin },
  { label: SHELL_TEXTS.adminAddresses, to: '/admin/city-district', visible: admin },
  { label: SHELL_TEXTS.adminCategories, to: '/admin/categories', visible: admin },
  { label: SHELL_TEXTS.adminExplorer, to: '/admin/explorer', visible: admin },
  { label: SHELL_TEXTS.support, to: { external: 'support' }, visible: (context) => client(context) || master(context) },
];

export function menuFor(context: MenuContext): MenuEntry[] {
  return MENU.filter((entry) => entry.visible(context));
}
