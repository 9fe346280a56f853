import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { readTelegramLaunch, type TelegramThemeParams } from '../lib/telegram';
import { GlobalStyle } from '../ui/global-style';
import { createTheme } from '../ui/theme';

// Telegram's palette: from the launch parameters at start, then from theme_changed events.
let telegramTheme: TelegramThemeParams | null = readTelegramLaunch()?.themeParams ?? null;
const listeners = new Set<() => void>();

export function setTelegramTheme(params: TelegramThemeParams): void {
  telegramTheme = params;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const media = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(DARK_QUERY) : null;

function subscribeMedia(listener: () => void) {
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const params = useSyncExternalStore(subscribe, () => telegramTheme);
  const prefersDark = useSyncExternalStore(subscribeMedia, () => media?.matches ?? false);
  const theme = useMemo(() => createTheme(params ?? {}, prefersDark), [params, prefersDark]);

  useEffect(() => {
    // the browser's own bars follow the palette too
    document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
      meta.content = theme.colors.headerBg;
    });
  }, [theme]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
