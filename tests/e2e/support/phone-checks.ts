// What every main screen must hold on a phone: nothing wider than the screen, every control
// at least 44x44 px, and (through axe-core's colour-contrast rule in Browsers.checkScreen) text at 4.5:1.
import type { Page } from 'playwright-core';

export const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
] as const;

// Telegram's default palettes (its Android app's day and night themes), as a Mini App receives them in
// tgWebAppThemeParams: white text on the #50a8eb button and the light hint on white fall short of 4.5:1
export const TELEGRAM_PALETTES = {
  light: {
    bg_color: '#ffffff',
    section_bg_color: '#ffffff',
    secondary_bg_color: '#f0f0f0',
    text_color: '#222222',
    hint_color: '#a8a8a8',
    link_color: '#2678b6',
    button_color: '#50a8eb',
    button_text_color: '#ffffff',
    header_bg_color: '#527da3',
    accent_text_color: '#1c93e3',
    section_header_text_color: '#3a95d5',
    subtitle_text_color: '#82868a',
    destructive_text_color: '#cc2929',
  },
  dark: {
    bg_color: '#212d3b',
    section_bg_color: '#1d2733',
    secondary_bg_color: '#151e27',
    text_color: '#ffffff',
    hint_color: '#7d8b99',
    link_color: '#5eabe1',
    button_color: '#50a8eb',
    button_text_color: '#ffffff',
    header_bg_color: '#242d39',
    accent_text_color: '#64b5ef',
    section_header_text_color: '#79c4fc',
    subtitle_text_color: '#7b8790',
    destructive_text_color: '#ee686f',
  },
} as const;

export type PaletteName = keyof typeof TELEGRAM_PALETTES;

// Telegram opens the Mini App with the signed init data and its palette in the address's hash: the page,
// on the first phone, at `url` with that hash
export async function launchInTelegram(page: Page, url: string, initData: string, palette: PaletteName) {
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: JSON.stringify(TELEGRAM_PALETTES[palette]),
  });
  await page.setViewportSize(PHONES[0]);
  await page.goto(`${url}#${params.toString()}`);
}

export interface PhoneFindings {
  // how many px the page is wider than the screen
  overflow: number;
  // the controls under 44x44 px: what they are and their size
  small: string[];
}

// Measured in the page: the document's width against the screen's, and the box of every button, input,
// select, text area, role-control and link that is not a link inside running text. A checkbox or radio
// counts by its label (the label is what a finger taps); a visually hidden control (1 px) is skipped.
export async function measurePhone(page: Page): Promise<PhoneFindings> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const overflow = Math.max(doc.scrollWidth, document.body.scrollWidth) - doc.clientWidth;
    const selector = [
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'a[href]',
      'summary',
      '[role=button]',
      '[role=radio]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=tab]',
      '[role=combobox]',
      '[role=option]',
    ].join(',');
    const inRunningText = (element: Element) => {
      const parent = element.parentElement;
      if (!parent || getComputedStyle(element).display !== 'inline') return false;
      return (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (element.matches('a[href]') && inRunningText(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const target = element.matches('input[type=checkbox], input[type=radio]')
        ? (element.closest('label') ?? element)
        : element;
      const box = target.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name =
          element.getAttribute('aria-label') ||
          (element.textContent ?? '').trim().slice(0, 40) ||
          element.getAttribute('placeholder') ||
          element.getAttribute('name') ||
          '';
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return { overflow, small };
  });
}
