// The Idempotency-Key header, as the REST shim and the GraphQL plugin read it.
import { parseIdempotencyKey } from '../idempotency';
import { refusal } from './refusal';

it('takes printable ASCII up to 255 characters, blanks around dropped', () => {
  expect(parseIdempotencyKey(' 0b7f3c4e-1d2a-4b5c-9e8f-000000000001 ')).toBe('0b7f3c4e-1d2a-4b5c-9e8f-000000000001');
  expect(parseIdempotencyKey('k'.repeat(255))).toBe('k'.repeat(255));
});

it('takes the first of a header sent twice', () => {
  expect(parseIdempotencyKey(['first', 'second'])).toBe('first');
});

it('refuses anything else under the header name', () => {
  for (const bad of ['', '   ', 'k'.repeat(256), 'с пробелом', 'ключ', 42, undefined, []]) {
    const error = refusal(() => parseIdempotencyKey(bad));
    expect(error.code).toBe('IDEMPOTENCY_INVALID_KEY');
    expect(error.fieldErrors).toEqual({ 'Idempotency-Key': ['IDEMPOTENCY_INVALID_KEY'] });
  }
});
