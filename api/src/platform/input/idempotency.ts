// The `Idempotency-Key` header (platform/idempotency.ts): printable ASCII, as in the IETF draft and Stripe's
// keys (a UUID fits), blanks around it dropped.
import { z } from 'zod';
import { parseOrThrow } from './parse';

const KEY = /^[\x21-\x7e]{1,255}$/;

const keySchema = z.preprocess(
  // a header sent twice: the first one
  (raw) => (Array.isArray(raw) ? raw[0] : raw),
  z.string({ error: 'IDEMPOTENCY_INVALID_KEY' }).trim().regex(KEY, 'IDEMPOTENCY_INVALID_KEY'),
);

export const parseIdempotencyKey = (raw: unknown): string => parseOrThrow(keySchema, raw, 'Idempotency-Key');
