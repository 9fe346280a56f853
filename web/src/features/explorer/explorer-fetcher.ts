// The explorer's fetcher: POST /graphql with the admin's Telegram init data (the same headers as the
// app's own calls), or with an analyst token as `Authorization: Bearer`. Headers typed into GraphiQL's
// header editor go along and win.
import { authHeaders } from '../../lib/http';

export type ExplorerCredential = { kind: 'session' } | { kind: 'token'; token: string };

export interface ExplorerRequest {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

export function credentialHeaders(credential: ExplorerCredential): Record<string, string> {
  if (credential.kind === 'token') {
    return { Accept: 'application/json', Authorization: `Bearer ${credential.token.trim()}` };
  }
  return authHeaders();
}

export function createExplorerFetcher(credential: ExplorerCredential) {
  return async (params: ExplorerRequest, options?: { headers?: Record<string, unknown> }): Promise<unknown> => {
    const headers = new Headers(credentialHeaders(credential));
    headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(options?.headers ?? {})) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify(params) });
    // GraphQL errors come with a body (401 included); show it as the answer
    return response.json().catch(() => ({ errors: [{ message: `HTTP ${response.status}` }] }));
  };
}

// Admin readers (admins, analyst tokens) can read the audit log; anyone else is refused.
export async function checkExplorerAccess(credential: ExplorerCredential): Promise<boolean> {
  try {
    const result = (await createExplorerFetcher(credential)({ query: '{ auditLog(perPage: 1) { total } }' })) as {
      data?: { auditLog?: { total: number } | null } | null;
    };
    return typeof result?.data?.auditLog?.total === 'number';
  } catch {
    return false;
  }
}
