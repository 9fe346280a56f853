// A job's price in whole so'm (docs/product.md "Prices"): the bounds, and a typed figure as people write it
// ("150000", "150 000"), read the same by the API and the web app.
export const PRICE_MIN = 1_000;
export const PRICE_MAX = 100_000_000;

// digits alone, or grouped by thousands with spaces (the no-break ones Intl writes included)
const PRICE_TEXT = /^\d+$|^\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/;

export const isValidPrice = (value: number) => Number.isSafeInteger(value) && value >= PRICE_MIN && value <= PRICE_MAX;

// the figure a typed text says, or null when it says none that may be a price
export function priceOfText(text: string): number | null {
  const trimmed = text.trim();
  if (!PRICE_TEXT.test(trimmed)) return null;
  const value = Number(trimmed.replace(/\D/g, ''));
  return isValidPrice(value) ? value : null;
}
