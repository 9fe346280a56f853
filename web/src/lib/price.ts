// Prices (docs/product.md "Prices"): their texts and sums through Intl in the interface language ("150 000
// сум"). Only the lazy parts that show a price import this file, and it brings both languages' texts
// (web/src/locales/{ru,uz}/price.json) with it: no first screen and no shell carries them.
import { i18n } from '@lingui/core';
import { messages as ru, type Texts } from '../locales/ru/price';
import { messages as uz } from '../locales/uz/price';
import { bindTexts, intlLocale } from './i18n';

export { PRICE_MAX, PRICE_MIN, priceOfText } from '@usta/rules';

export const PRICE_NAMESPACE = 'price';
export const PRICE_TEXTS = bindTexts<Texts>(PRICE_NAMESPACE, ru);
i18n.load('uz', Object.fromEntries(Object.entries(uz).map(([key, message]) => [`${PRICE_NAMESPACE}.${key}`, message])));

// whole so'm grouped by thousands in the reader's language: "150 000"
export function formatAmount(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 0 }).format(value);
}

// "150 000 сум", "150 000 soʻm"
export const formatSum = (value: number) => PRICE_TEXTS.sum({ amount: formatAmount(value) });

export interface PriceRangeFigures {
  low: number;
  high: number;
  jobs: number;
  place: string;
}

// "Обычно 150 000 – 250 000 сум (24 заказа в Чиланзарском районе)"
export const rangeLine = (range: PriceRangeFigures) =>
  PRICE_TEXTS.rangeLine({
    low: formatAmount(range.low),
    high: formatAmount(range.high),
    jobs: range.jobs,
    place: range.place,
  });
