// Where the bot's buttons lead inside the Mini App, and how /start payloads (t.me/<bot>?start=task_123)
// and Mini App start parameters (t.me/<bot>/<app>?startapp=task_123) map to screens.
import type { InlineKeyboardButton } from 'grammy/types';
import type { Config } from '../platform/config';

// Every button enters through /tg-webapp, which reads the Telegram launch parameters and then follows
// `redirect` (docs/product.md §2), so the app starts the same way whichever screen a message points at.
export function miniAppUrl(config: Pick<Config, 'webappUrl'>, screen: string): string {
  return `${config.webappUrl}/tg-webapp?redirect=${encodeURIComponent(screen)}`;
}

export const screens = {
  home: '/home',
  client: '/client',
  clientTask: (taskId: number) => `/client?task=${taskId}`,
  masterDashboard: '/master/dashboard',
  masterApply: '/master/apply',
  masterReviews: '/master/reviews',
} as const;

// task_<id>: the client's task; offer_<id>: a task offered to a master (shown on the dashboard)
export function screenForStartPayload(
  payload: string,
): { screen: string; kind: 'task' | 'offer'; taskId: number } | null {
  const match = /^(task|offer)_([1-9]\d{0,9})$/.exec(payload.trim());
  if (!match) return null;
  const taskId = Number(match[2]);
  const kind = match[1] as 'task' | 'offer';
  return { kind, taskId, screen: kind === 'task' ? screens.clientTask(taskId) : screens.masterDashboard };
}

// Telegram refuses web_app buttons whose URL is not https (BUTTON_TYPE_INVALID), and such an answer
// would fail the whole message, so without https the message goes out without the app button.
export function canUseWebAppButtons(config: Pick<Config, 'webappUrl'>): boolean {
  return config.webappUrl.startsWith('https://');
}

export function appButton(
  config: Pick<Config, 'webappUrl'>,
  text: string,
  screen: string,
): InlineKeyboardButton | null {
  if (!canUseWebAppButtons(config)) return null;
  return { text, web_app: { url: miniAppUrl(config, screen) } };
}

export function urlButton(text: string, url: string | null | undefined): InlineKeyboardButton | null {
  return url && /^https?:\/\//.test(url) ? { text, url } : null;
}

// one button per row; rows without a usable button are left out
export function keyboard(...buttons: (InlineKeyboardButton | null)[]) {
  const rows = buttons.filter((button): button is InlineKeyboardButton => button !== null).map((button) => [button]);
  return rows.length ? { inline_keyboard: rows } : undefined;
}
