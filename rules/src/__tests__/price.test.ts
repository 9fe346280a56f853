import { isValidPrice, priceOfText } from '../price.ts';

describe('priceOfText', () => {
  it('reads digits alone or grouped by thousands, as people and Intl write them', () => {
    expect(['150000', ' 150 000 ', '150\u00a0000', '1\u202f000\u202f000'].map(priceOfText)).toEqual([
      150_000, 150_000, 150_000, 1_000_000,
    ]);
  });

  it('refuses fractions, signs, other text and figures out of bounds', () => {
    expect(['1500.5', '-5000', '12,5', 'дорого', '1e6', '15 00', '999', '100000001', ''].map(priceOfText)).toEqual(
      Array(9).fill(null),
    );
  });

  it('bounds a figure from 1,000 to 100,000,000 whole so\u02bbm', () => {
    expect([1_000, 100_000_000, 999, 100_000_001, 1500.5].map(isValidPrice)).toEqual([true, true, false, false, false]);
  });
});
