import { createTheme, isDarkColor } from './theme';

describe('theme from Telegram', () => {
  it('takes Telegram colours and knows a dark palette', () => {
    const theme = createTheme({
      bg_color: '#17212b',
      text_color: '#f5f5f5',
      button_color: '#5288c1',
      destructive_text_color: '#ec3942',
    });
    expect(theme.dark).toBe(true);
    expect(theme.colors.bg).toBe('#17212b');
    expect(theme.colors.text).toBe('#f5f5f5');
    expect(theme.colors.button).toBe('#5288c1');
    expect(theme.colors.destructive).toBe('#ec3942');
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
