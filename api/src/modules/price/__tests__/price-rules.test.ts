// The rules of docs/product.md "Prices" alone: which figure counts, the 30 % rule, who reads a price, the
// place said after the count.
import type { Viewer } from '../../../platform/context';
import { placePhrase } from '../../../platform/i18n/place-phrase';
import { roundPrice } from '../price-range';
import { recordedPrice, seesTaskPrice } from '../price-rules';

const viewer = (id: number, roles: Partial<Viewer> = {}) =>
  ({ user: { id }, isAdmin: false, isAnalyst: false, ...roles }) as Viewer;

describe('recordedPrice', () => {
  it("counts the client's figure over the master's", () => {
    expect(recordedPrice(100_000, 120_000)).toEqual({ price: 120_000, priceDisputed: false });
    expect(recordedPrice(100_000, null)).toEqual({ price: 100_000, priceDisputed: false });
    expect(recordedPrice(null, 90_000)).toEqual({ price: 90_000, priceDisputed: false });
  });

  it('marks figures more than 30 % apart, either way', () => {
    expect(recordedPrice(100_000, 130_000).priceDisputed).toBe(false);
    expect(recordedPrice(100_000, 130_001).priceDisputed).toBe(true);
    expect(recordedPrice(130_001, 100_000).priceDisputed).toBe(true);
  });
});

describe('seesTaskPrice', () => {
  const task = { clientId: 1, contract: { userId: 2 } };
  it('lets the client, the master and an admin read it', () => {
    expect([1, 2].map((id) => seesTaskPrice(task, viewer(id)))).toEqual([true, true]);
    expect(seesTaskPrice(task, viewer(9, { isAdmin: true }))).toBe(true);
  });
  it('hides it from everyone else and from an analyst token', () => {
    expect(seesTaskPrice(task, viewer(3))).toBe(false);
    expect(seesTaskPrice(task, null)).toBe(false);
    expect(seesTaskPrice(task, viewer(9, { isAdmin: true, isAnalyst: true }))).toBe(false);
  });
});

describe('placePhrase and roundPrice', () => {
  it('declines district and city names in Russian and adds the locative in Uzbek', () => {
    expect(placePhrase('district', 'Чиланзарский район', 'ru')).toBe('в Чиланзарском районе');
    expect(placePhrase('district', 'Мирзо-Улугбекский район', 'ru')).toBe('в Мирзо-Улугбекском районе');
    expect(placePhrase('district', 'Центр', 'ru')).toBe('в районе «Центр»');
    expect(placePhrase('city', 'Ташкент', 'ru')).toBe('в Ташкенте');
    expect(placePhrase('district', 'Chilonzor tumani', 'uz')).toBe('Chilonzor tumanida');
  });
  it("rounds to the nearest 5,000 so'm", () => {
    expect([102_499, 102_500, 107_499].map(roundPrice)).toEqual([100_000, 105_000, 105_000]);
  });
});
