// docs/product.md §7: a 401 about the Telegram signature clears the saved init data; inside Telegram the page
// reloads after 1 s (Telegram hands the launch parameters again), outside the development sign-in
// shows (the session gate watches the saved value).
import { clearInitData, getInitData } from '../../lib/init-data';

export const RELOAD_DELAY_MS = 1000;
const RELOADED_FOR_KEY = 'usta.reloadedFor';

interface Options {
  insideTelegram: boolean;
  reload?: () => void;
  schedule?: (action: () => void, delayMs: number) => unknown;
}

let reloadScheduled = false;

export function handleInitDataRejected({
  insideTelegram,
  reload = () => window.location.reload(),
  schedule = setTimeout,
}: Options): void {
  const rejected = getInitData();
  clearInitData();
  if (!insideTelegram || reloadScheduled) return;
  // Telegram gives the same launch parameters after a reload: reload once per rejected value, not in a loop
  try {
    if (rejected && window.sessionStorage.getItem(RELOADED_FOR_KEY) === rejected) return;
    if (rejected) window.sessionStorage.setItem(RELOADED_FOR_KEY, rejected);
  } catch {
    // no sessionStorage: reload anyway
  }
  reloadScheduled = true;
  schedule(() => {
    reloadScheduled = false;
    reload();
  }, RELOAD_DELAY_MS);
}

export function isReloadScheduled(): boolean {
  return reloadScheduled;
}
