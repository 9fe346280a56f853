// docs/product.md §2/§6: role values and where each role lives. GraphQL names the roles CLIENT, MASTER, ADMIN
// (0, 1, 2 in the REST calls).
export type RoleName = 'CLIENT' | 'MASTER' | 'ADMIN';
export type ContractStatusName = 'pending' | 'approved' | 'verified' | 'rejected';

// verified is an approved contract an admin has also checked: both lead to the dashboard
export function hasApprovedContract(status: ContractStatusName | null | undefined): boolean {
  return status === 'approved' || status === 'verified';
}

export function homePathFor(role: RoleName, contractStatus?: ContractStatusName | null): string {
  if (role === 'CLIENT') return '/client';
  if (role === 'ADMIN') return '/admin/dashboard';
  return hasApprovedContract(contractStatus) ? '/master/dashboard' : '/master/apply';
}

export const ROLE_CHANGE_PATH = '/home?change_role=1';
export const ROLE_CHANGE_FAILED_PATH = '/home?change_role=1&error=role_change_failed';
