// The signed-in user as every screen sees it, with the one role switch of docs/product.md §4.
import { createContext, useContext } from 'react';
import type { Language } from '../../lib/i18n';
import type { ContractStatusName, RoleName } from '../../lib/roles';

export type RoleChangeResult = 'changed' | 'failed' | 'busy';

export interface SessionUser {
  id: number;
  name: string;
  firstName: string | null;
  photoUrl: string | null;
  currentRole: RoleName | null;
  isAdmin: boolean;
}

export interface AppInfo {
  name: string;
  supportUrl: string;
  devLogin: boolean;
}

export interface Session {
  user: SessionUser;
  appInfo: AppInfo;
  contractStatus: ContractStatusName | null;
  // a role is being checked or changed: the header shows a small spinner
  roleBusy: boolean;
  // switches the role at once and saves it; 'failed' when the server refused (the old role is back),
  // 'busy' when another change is still running
  changeRole(role: RoleName): Promise<RoleChangeResult>;
  // the interface language, saved on the server; false when the server refused
  language: Language;
  changeLanguage(language: Language): Promise<boolean>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

// the admin button and menu entries: isAdmin, or a current role of admin (docs/product.md §6)
export function canSeeAdmin(user: Pick<SessionUser, 'isAdmin' | 'currentRole'>): boolean {
  return user.isAdmin || user.currentRole === 'ADMIN';
}
