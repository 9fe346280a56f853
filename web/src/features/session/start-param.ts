// Telegram deep links (t.me/<bot>/<app>?startapp=task_123) open the client screen on that task, and a group
// reply's link (startapp=in_<token>, docs/product.md §13) opens the client's form filled in from it; once per
// launch (after a reload Telegram hands the same start parameter again).
import { getInitData } from '../../lib/init-data';
import { readTelegramLaunch } from '../../lib/telegram';

const HANDLED_KEY = 'usta.startParamHandled';

export function taskIdFromStartParam(startParam: string | null | undefined): number | null {
  const match = /^task_(\d{1,9})$/.exec(startParam ?? '');
  return match ? Number(match[1]) : null;
}

export function intakeTokenFromStartParam(startParam: string | null | undefined): string | null {
  return /^in_[A-Za-z0-9_-]{22}$/.test(startParam ?? '') ? startParam! : null;
}

// the start parameter, read as `parse` reads it, unless this launch already used it
function consumeStart<T>(parse: (startParam: string | null | undefined) => T | null): T | null {
  const launch = readTelegramLaunch();
  const value = parse(launch?.startParam);
  if (!value) return null;
  const launchKey = `${getInitData() ?? ''}|${launch?.startParam}`;
  try {
    if (window.sessionStorage.getItem(HANDLED_KEY) === launchKey) return null;
    window.sessionStorage.setItem(HANDLED_KEY, launchKey);
  } catch {
    // no sessionStorage: follow the link every time
  }
  return value;
}

export const consumeStartTask = (): number | null => consumeStart(taskIdFromStartParam);
export const consumeStartIntake = (): string | null => consumeStart(intakeTokenFromStartParam);
