// The Telegram launch parameters: Telegram opens the Mini App with them in the URL hash
// (#tgWebAppData=...&tgWebAppThemeParams=...&tgWebAppStartParam=...). They are read here with a few
// lines instead of the SDK's validating reader, which alone would cost ~7 KB gzipped on the first
// screen (docs/performance.md, "Web build"); the server checks the signature anyway. The rest of @tma.js/sdk-react
// (init, back button, theme changes, viewport, haptics) loads after the first paint from
// ./telegram-features, and the SDK reads the same parameters there.

export type TelegramThemeParams = Partial<Record<string, string>>;

export interface TelegramLaunch {
  initData: string;
  themeParams: TelegramThemeParams;
  startParam: string | null;
}

const STORAGE_KEY = 'usta.launchParams';

// the same sources as the SDK: the address, the page's navigation entry (the hash is gone after an
// in-app navigation and a reload), then this tab's copy
function launchQueries(): string[] {
  const queries: string[] = [];
  const fromUrl = (url: string | undefined) => url?.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
  queries.push(fromUrl(window.location.href) ?? '');
  try {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    queries.push(fromUrl(entry?.name) ?? '');
  } catch {
    // no Navigation Timing: skip
  }
  try {
    queries.push(window.sessionStorage.getItem(STORAGE_KEY) ?? '');
  } catch {
    // no sessionStorage
  }
  return queries;
}

export function parseLaunchQuery(query: string): TelegramLaunch | null {
  const params = new URLSearchParams(query);
  const initData = params.get('tgWebAppData');
  if (!initData || (!params.get('tgWebAppVersion') && !params.get('tgWebAppPlatform'))) return null;
  let themeParams: TelegramThemeParams = {};
  try {
    const parsed: unknown = JSON.parse(params.get('tgWebAppThemeParams') ?? '{}');
    if (parsed && typeof parsed === 'object') themeParams = parsed as TelegramThemeParams;
  } catch {
    // a malformed palette: default colours
  }
  const startParam = params.get('tgWebAppStartParam') ?? new URLSearchParams(initData).get('start_param');
  return { initData, themeParams, startParam: startParam || null };
}

// the language of the user's Telegram (init data's user.language_code: 'uz', 'ru', 'en'...), if it says
export function telegramLanguageCode(initData: string): string | null {
  try {
    const user: unknown = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null');
    const code = user && typeof user === 'object' ? (user as { language_code?: unknown }).language_code : null;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

let cached: TelegramLaunch | null | undefined;

export function readTelegramLaunch(): TelegramLaunch | null {
  if (cached !== undefined) return cached;
  cached = null;
  for (const query of launchQueries()) {
    const launch = query ? parseLaunchQuery(query) : null;
    if (!launch) continue;
    try {
      window.sessionStorage.setItem(STORAGE_KEY, query);
    } catch {
      // the hash still works for this page
    }
    cached = launch;
    break;
  }
  return cached;
}

export function isInsideTelegram(): boolean {
  return readTelegramLaunch() !== null;
}

// links: t.me addresses open in Telegram itself once the SDK part is loaded
let linkOpener: ((url: string) => boolean) | null = null;

export function registerLinkOpener(next: ((url: string) => boolean) | null): void {
  linkOpener = next;
}

export function openExternalLink(url: string): void {
  if (linkOpener?.(url)) return;
  window.open(url, '_blank', 'noopener,noreferrer');
}
