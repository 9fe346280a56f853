// Telegram deep links (t.me/<bot>/<app>?startapp=task_123) open the client screen on that task,
// once per launch (after a reload Telegram hands the same start parameter again).
import { getInitData } from '../../lib/init-data';
import { readTelegramLaunch } from '../../lib/telegram';

const HANDLED_KEY = 'usta.startParamHandled';

export function taskIdFromStartParam(startParam: string | null | undefined): number | null {
  const match = /^task_(\d{1,9})$/.exec(startParam ?? '');
  return match ? Number(match[1]) : null;
}

export function consumeStartTask(): number | null {
  const launch = readTelegramLaunch();
  const taskId = taskIdFromStartParam(launch?.startParam);
  if (!taskId) return null;
  const launchKey = `${getInitData() ?? ''}|${launch?.startParam}`;
  try {
    if (window.sessionStorage.getItem(HANDLED_KEY) === launchKey) return null;
    window.sessionStorage.setItem(HANDLED_KEY, launchKey);
  } catch {
    // no sessionStorage: open the task every time
  }
  return taskId;
}
