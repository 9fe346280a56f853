import { applyLanguage } from './i18n';
import { formatAmount, formatSum } from './price';

// Chromium's trimmed ICU (Debian's chromium, Android's webview): it says it supports 'uz' but has no Uzbek
// number data, so it writes 'uz' as the root locale does (150,000 and 1.5)
function withRootUzbek(check: () => void) {
  const Real = Intl.NumberFormat;
  const rooted = (locale: string) => (String(locale).startsWith('uz') ? 'en' : locale);
  Intl.NumberFormat = Object.assign(
    function NumberFormat(locale: string, options?: Intl.NumberFormatOptions) {
      return new Real(rooted(locale), options);
    },
    { supportedLocalesOf: (locales: string | string[]) => [locales].flat() },
  ) as unknown as typeof Intl.NumberFormat;
  try {
    check();
  } finally {
    Intl.NumberFormat = Real;
  }
}

describe("sums in so'm", () => {
  it('group thousands with a space in Russian and in Uzbek, also where the browser lacks Uzbek number data', async () => {
    expect(formatSum(1_250_000)).toBe('1\u00a0250\u00a0000 сум');
    await applyLanguage('uz');
    try {
      expect(formatSum(150_000)).toBe('150\u00a0000 soʻm');
      withRootUzbek(() => {
        expect(formatAmount(150_000)).toBe('150\u00a0000');
        expect(formatSum(2_500_000)).toBe('2\u00a0500\u00a0000 soʻm');
      });
    } finally {
      await applyLanguage('ru');
    }
  });
});
