// Every call to our server goes through apiFetch: it adds the docs/product.md §7 headers (init data, the
// X-Requested-With marker, JSON, a CSRF token when the page has one) and reports a 401 about
// Telegram init data to whoever registered for it (the session).
import { getInitData } from './init-data';

export const INIT_DATA_HEADER = 'X-Telegram-Init-Data';

const AUTH_ERRORS = ['Telegram initData not provided', 'Invalid Telegram data'];
const AUTH_CODES = ['TELEGRAM_INIT_DATA_MISSING', 'TELEGRAM_DATA_INVALID'];

let onUnauthorized: (() => void) | null = null;

export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  const initData = getInitData();
  if (initData) headers[INIT_DATA_HEADER] = initData;
  const csrf =
    typeof document !== 'undefined'
      ? document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content
      : null;
  if (csrf) headers['X-CSRF-TOKEN'] = csrf;
  return headers;
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

// docs/product.md §7: the error text or the code of a rejected Telegram signature, in a REST or GraphQL body
export function isInitDataRejection(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = body as ErrorBody;
  const texts = [value.error, value.message, value.code];
  for (const error of Array.isArray(value.errors) ? value.errors : [])
    texts.push(error?.message, error?.extensions?.code);
  return texts.some((text) => typeof text === 'string' && (AUTH_ERRORS.includes(text) || AUTH_CODES.includes(text)));
}

export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(authHeaders())) headers.set(name, value);
  const response = await fetch(input, { ...init, headers });
  if (response.status === 401 && onUnauthorized) {
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    if (isInitDataRejection(body)) onUnauthorized();
  }
  return response;
}

// REST helper for the few calls outside GraphQL (the development sign-in)
export async function apiJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await apiFetch(url, { ...init, headers });
  const body = (await response.json().catch(() => null)) as T | null;
  if (!response.ok || body === null) {
    const message = (body as { message?: string } | null)?.message;
    throw new Error(message || `HTTP ${response.status}`);
  }
  return body;
}
