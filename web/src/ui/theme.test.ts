import { contrastRatio, createTheme, isDarkColor } from './theme';

describe('theme from Telegram', () => {
  it('takes Telegram colours and knows a dark palette', () => {
    const theme = createTheme({
      bg_color: '#17212b',
      text_color: '#f5f5f5',
      button_color: '#5288c1',
      destructive_text_color: '#fe7b82',
    });
    expect(theme.dark).toBe(true);
    expect(theme.colors.bg).toBe('#17212b');
    expect(theme.colors.text).toBe('#f5f5f5');
    expect(theme.colors.button).toBe('#5288c1');
    expect(theme.colors.destructive).toBe('#fe7b82');
    // a missing section colour follows the background
    expect(theme.colors.sectionBg).toBe('#17212b');
  });

  it('uses the light defaults in a plain browser, dark when the system asks', () => {
    expect(createTheme().dark).toBe(false);
    expect(createTheme({}, true).dark).toBe(true);
    expect(createTheme({}, true).colors.bg).not.toBe(createTheme().colors.bg);
  });

  it('judges brightness', () => {
    expect(isDarkColor('#ffffff')).toBe(false);
    expect(isDarkColor('#000000')).toBe(true);
    expect(isDarkColor('nonsense')).toBe(false);
  });
});

// Telegram's default Android palettes, as a Mini App receives them
const ANDROID_LIGHT = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f0f0f0',
  text_color: '#222222',
  hint_color: '#a8a8a8',
  link_color: '#2678b6',
  button_color: '#50a8eb',
  button_text_color: '#ffffff',
  header_bg_color: '#527da3',
  accent_text_color: '#1c93e3',
  destructive_text_color: '#cc2929',
};
const ANDROID_DARK = {
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
  destructive_text_color: '#ee686f',
};

describe('readable text under any Telegram palette (issue 29)', () => {
  it.each([
    ['light', ANDROID_LIGHT],
    ['dark', ANDROID_DARK],
  ])('every text colour reads at 4.5:1 on every surface of the %s palette', (_name, params) => {
    const { colors } = createTheme(params);
    for (const key of ['text', 'hint', 'link', 'accent', 'destructive', 'success', 'warning', 'info'] as const)
      for (const surface of [colors.bg, colors.secondaryBg, colors.sectionBg])
        expect({ key, surface, ratio: contrastRatio(colors[key], surface) >= 4.5 }).toEqual({
          key,
          surface,
          ratio: true,
        });
    expect(contrastRatio(colors.buttonText, colors.button)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.headerText, colors.headerBg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that reads and picks dark text on a light button where white falls short', () => {
    const { colors } = createTheme(ANDROID_LIGHT);
    // white on #50a8eb is 2.6:1: black is chosen
    expect(contrastRatio('#ffffff', '#50a8eb')).toBeLessThan(3);
    expect(colors.buttonText).toBe('#000000');
    // a readable one stays Telegram's
    expect(colors.text).toBe('#222222');
    // the light hint (2.4:1 on white) is darkened, still a grey
    expect(colors.hint).not.toBe('#a8a8a8');
    expect(isDarkColor(colors.hint)).toBe(true);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
