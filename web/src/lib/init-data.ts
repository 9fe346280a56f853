// docs/product.md §7 "saved session value": the Telegram init data every call sends, kept in sessionStorage so a
// reload or an in-app navigation (which drops the launch hash) keeps the session.
const STORAGE_KEY = 'usta.initData';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let current: string | null = storage()?.getItem(STORAGE_KEY) ?? null;

export function getInitData(): string | null {
  return current;
}

export function saveInitData(initData: string): void {
  current = initData;
  storage()?.setItem(STORAGE_KEY, initData);
  listeners.forEach((listener) => listener());
}

export function clearInitData(): void {
  current = null;
  storage()?.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export function subscribeInitData(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
