// A price as the master's completion and the client's figure send it: whole so'm from PRICE_MIN to PRICE_MAX,
// a JSON number or text as people type it ("150 000": @usta/rules priceOfText). Anything else (a fraction, a
// sign, zero, other text, too large) is refused with PRICE_INVALID.
import { z } from 'zod';
import { isValidPrice, priceOfText } from '@usta/rules';
import { isBlankText } from '../../platform/input/fields';
import { parseOrThrow } from '../../platform/input/parse';

const price = z
  .union([z.number(), z.string().transform((text) => priceOfText(text) ?? Number.NaN)], { error: 'PRICE_INVALID' })
  .refine(isValidPrice, { error: 'PRICE_INVALID' });

// a price the caller must give (the client's figure)
export const parsePrice = (raw: unknown, field = 'price'): number => parseOrThrow(price, raw, field);

// a price the caller may leave out (the master's completion): absent, null or blank text is none
export const parseOptionalPrice = (raw: unknown, field = 'price'): number | null =>
  isBlankText(raw) ? null : parsePrice(raw, field);
