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

// the operations a document names ('query RecentTasks {' -> RecentTasks)
function operationNames(query: string): string[] {
  return [...query.matchAll(/(?:^|[\s}])(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g)].map(
    (match) => match[1],
  );
}

// The operation on screen runs: GraphiQL can hand over the name of the operation the document had before
// it was retyped ('Unknown operation named RecentTasks'); a name the document does not hold is dropped,
// and with one operation in the document its own name goes.
export function operationOnScreen(params: ExplorerRequest): ExplorerRequest {
  const names = operationNames(params.query);
  if (!params.operationName || names.includes(params.operationName)) return params;
  return { ...params, operationName: names.length === 1 ? names[0] : null };
}

export function createExplorerFetcher(credential: ExplorerCredential) {
  return async (params: ExplorerRequest, options?: { headers?: Record<string, unknown> }): Promise<unknown> => {
    const headers = new Headers(credentialHeaders(credential));
    headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(options?.headers ?? {})) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const body = JSON.stringify(operationOnScreen(params));
    const response = await fetch('/graphql', { method: 'POST', headers, body });
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
