// docs/product.md §7 "Admin" REST calls (the city and district screen uses exactly these). The server's message
// wins; without a body (no network, a proxy error page) the call's docs/product.md §8 default text is used.
// Create and update pass the errors object (field -> messages) through.
import { apiFetch } from '../../lib/http';

export type RestOutcome<T> =
  { ok: true; data: T; message: string | null } | { ok: false; message: string; errors: Record<string, string[]> };

interface Envelope<T> {
  success?: boolean;
  data?: T;
  message?: string;
  errors?: Record<string, string[] | string>;
}

export async function adminRest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  fallback: string,
  body?: object,
): Promise<RestOutcome<T>> {
  let response: Response;
  try {
    response = await apiFetch(`/admin/api${path}`, {
      method,
      ...(body ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {}),
    });
  } catch {
    return { ok: false, message: fallback, errors: {} };
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope && envelope.success !== false) {
    return { ok: true, data: envelope.data as T, message: envelope.message ?? null };
  }
  const errors = Object.fromEntries(
    Object.entries(envelope?.errors ?? {}).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages : [messages],
    ]),
  );
  return { ok: false, message: envelope?.message || fallback, errors };
}
