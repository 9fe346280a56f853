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
    // the text on the header (Telegram's text colour does not always read on its header colour)
    headerText: string;
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
  headerText: '#111111',
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
  headerText: '#f5f5f5',
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

function rgbOf(hex: string | undefined): number[] | null {
  const match = hex && /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

// perceived brightness of #rrggbb below the middle: a dark palette
export function isDarkColor(hex: string | undefined): boolean {
  const rgb = rgbOf(hex);
  return !!rgb && 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] < 128;
}

// WCAG's relative luminance, plus its 0.05
const luminance = (rgb: number[]) =>
  rgb
    .map((value) => value / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index], 0.05);

// WCAG's contrast ratio of two #rrggbb colours (1 when either is not one)
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  if (!x || !y) return 1;
  const [p, q] = [luminance(x), luminance(y)];
  return Math.max(p, q) / Math.min(p, q);
}

const reads = (colour: string, surfaces: string[]) =>
  surfaces.every((surface) => contrastRatio(colour, surface) >= 4.5);

// the colour itself where it reads at 4.5:1 on every surface, else the nearest shade of it (towards black
// on a light page, white on a dark one) that does
export function readableOn(colour: string, surfaces: string[]): string {
  const rgb = rgbOf(colour);
  if (!rgb || reads(colour, surfaces)) return colour;
  const target = surfaces.some(isDarkColor) ? 255 : 0;
  for (let step = 1; step < 20; step++) {
    const shade = `#${rgb
      .map((c) =>
        Math.round(c + ((target - c) * step) / 20)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (reads(shade, surfaces)) return shade;
  }
  return target ? '#ffffff' : '#000000';
}

// the text on a filled surface (a button, the header): the given one where it reads, else black or
// white, whichever reads better
export function textOn(background: string, text: string): string {
  if (!rgbOf(background) || reads(text, [background])) return text;
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
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
  // Telegram's pairs are not all readable (white on Android's #50a8eb is 2.6:1, its light hint #a8a8a8
  // on white 2.4:1): each text colour is kept where it reads at 4.5:1 on every surface it is put on and
  // moved towards the text colour's end otherwise
  const surfaces = [colors.bg, colors.secondaryBg, colors.sectionBg];
  for (const key of ['text', 'hint', 'link', 'accent', 'destructive', 'success', 'warning', 'info'] as const)
    colors[key] = readableOn(colors[key], surfaces);
  colors.buttonText = textOn(colors.button, colors.buttonText);
  colors.headerText = textOn(colors.headerBg, colors.text);
  return {
    dark,
    colors,
    radius: '12px',
    shadow: dark ? '0 2px 12px rgba(0, 0, 0, 0.5)' : '0 2px 12px rgba(0, 0, 0, 0.08)',
  };
}
