// The styled-components theme, fed from Telegram's theme parameters (light or dark) with sensible
// defaults for a plain browser.
import type { TelegramThemeParams } from '../lib/telegram';

export interface AppTheme {
  dark: boolean;
  colors: {
    bg: string;
    secondaryBg: string;
    sectionBg: string;
    headerBg: string;
    text: string;
    hint: string;
    link: string;
    accent: string;
    button: string;
    buttonText: string;
    destructive: string;
    separator: string;
    success: string;
    warning: string;
    info: string;
    overlay: string;
  };
  radius: string;
  shadow: string;
}

type Colors = AppTheme['colors'];

const LIGHT: Colors = {
  bg: '#ffffff',
  secondaryBg: '#f1f1f4',
  sectionBg: '#ffffff',
  headerBg: '#ffffff',
  text: '#111111',
  // Telegram's own light colours (#707579, #2481cc, #e53935) read below WCAG's 4.5:1 for small text on
  // white or on the page (secondaryBg); these darker shades pass on both
  hint: '#686c70',
  link: '#1b6aad',
  accent: '#1b6aad',
  button: '#1b6aad',
  buttonText: '#ffffff',
  destructive: '#c62828',
  separator: '#e3e3e8',
  success: '#1e7b3a',
  warning: '#8a5f00',
  info: '#2481cc',
  overlay: 'rgba(0, 0, 0, 0.45)',
};

const DARK: Colors = {
  bg: '#17212b',
  secondaryBg: '#0e1621',
  sectionBg: '#17212b',
  headerBg: '#17212b',
  text: '#f5f5f5',
  hint: '#8d9ba8',
  link: '#6ab3f3',
  accent: '#6ab3f3',
  // Telegram's #5288c1 carries white text at 3.7:1 only
  button: '#3d6ba0',
  buttonText: '#ffffff',
  destructive: '#ef5b5b',
  separator: '#2b3947',
  success: '#4fbf6f',
  warning: '#e0a92e',
  info: '#6ab3f3',
  overlay: 'rgba(0, 0, 0, 0.6)',
};

// Telegram's keys for our colours
const FROM_TELEGRAM: [keyof Colors, string][] = [
  ['bg', 'bg_color'],
  ['secondaryBg', 'secondary_bg_color'],
  ['sectionBg', 'section_bg_color'],
  ['headerBg', 'header_bg_color'],
  ['text', 'text_color'],
  ['hint', 'hint_color'],
  ['link', 'link_color'],
  ['accent', 'accent_text_color'],
  ['button', 'button_color'],
  ['buttonText', 'button_text_color'],
  ['destructive', 'destructive_text_color'],
  ['separator', 'section_separator_color'],
];

// perceived brightness of #rrggbb below the middle: a dark palette
export function isDarkColor(hex: string | undefined): boolean {
  const match = hex && /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) return false;
  const value = parseInt(match[1], 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

export function createTheme(params: TelegramThemeParams = {}, prefersDark = false): AppTheme {
  const dark = params.bg_color ? isDarkColor(params.bg_color) : prefersDark;
  const colors: Colors = { ...(dark ? DARK : LIGHT) };
  for (const [ours, theirs] of FROM_TELEGRAM) {
    const value = params[theirs];
    if (value) colors[ours] = value;
  }
  if (!params.section_bg_color && params.bg_color) colors.sectionBg = params.bg_color;
  if (!params.header_bg_color && params.bg_color) colors.headerBg = params.bg_color;
  return {
    dark,
    colors,
    radius: '12px',
    shadow: dark ? '0 2px 12px rgba(0, 0, 0, 0.5)' : '0 2px 12px rgba(0, 0, 0, 0.08)',
  };
}
