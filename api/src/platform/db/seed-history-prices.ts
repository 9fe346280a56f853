// The demo history's prices (docs/product.md "Prices"), by category.
import { generator } from './seed-history-parts';

// what a job of the category usually costs in Tashkent, whole so'm (the demo's usual ranges)
const MEDIAN_PRICES: Record<string, number> = {
  plumbing: 200_000,
  electrical: 180_000,
  'appliance-repair': 300_000,
  'air-conditioning': 350_000,
  furniture: 250_000,
  cleaning: 400_000,
  handyman: 150_000,
  'computer-help': 150_000,
  moving: 500_000,
  'doors-windows': 200_000,
};

// A completed job's figures (docs/product.md "Prices"): most masters give one, some clients too, a few far
// apart (left out of the ranges). Drawn from their own generator, so the rest of the history stays as it was.
export function seedPrices(plan: { createdAt: number; clientId: number; category: { slug: string } }) {
  const random = generator((plan.createdAt % 2_147_483_647) ^ plan.clientId);
  const median = MEDIAN_PRICES[plan.category.slug] ?? 200_000;
  const masterPrice = random.chance(0.85)
    ? Math.max(5_000, Math.round(random.wait(median, 0.35) / 5_000) * 5_000)
    : null;
  const roll = random.next();
  const clientPrice =
    masterPrice === null || roll > 0.45
      ? null
      : roll < 0.03
        ? Math.round(masterPrice * 1.6)
        : Math.round((masterPrice * random.int(95, 105)) / 100_000) * 1_000;
  const disputed = masterPrice !== null && clientPrice !== null && clientPrice > masterPrice * 1.3;
  return { masterPrice, clientPrice, price: clientPrice ?? masterPrice, priceDisputed: disputed };
}
