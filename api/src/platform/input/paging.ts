// Page numbers (`page`, `per_page`) and keyset cursors (`first`, `after`) of the admin and analyst lists.
import { z } from 'zod';
import { DEFAULT_FIRST, DEFAULT_PER_PAGE, MAX_FIRST, decodeIdCursor, keyset, pageOf } from '../paging';
import { blankAs, positiveOr } from './fields';
import { parseOrThrow } from './parse';

const pageSchema = z
  .object({ page: positiveOr(1, 'PAGE_INVALID'), perPage: positiveOr(DEFAULT_PER_PAGE, 'PAGE_SIZE_INVALID') })
  .transform(({ page, perPage }) => pageOf(page, perPage));

// `page` from 1 (default 1), `per_page` from 1 (default 20; a larger one is served as the largest allowed)
export const parsePage = (raw: { page?: unknown; perPage?: unknown }) => parseOrThrow(pageSchema, raw);

// `first` rows: blank is `fallback`, a larger number is served as `max`
export const pageSize = (fallback: number, max: number) =>
  blankAs(
    fallback,
    z
      .int({ error: 'PAGE_SIZE_INVALID' })
      .min(0, { error: 'PAGE_SIZE_INVALID' })
      .transform((rows) => Math.min(rows, max)),
  );

// `after`: the row a cursor names (`decode` answers null for anything that is not one of its list's);
// blank: from the start
export const cursor = <T>(decode: (cursor: string) => T | null) =>
  blankAs(
    null,
    z
      .string({ error: 'CURSOR_INVALID' })
      .transform((text, ctx) => {
        const row = decode(text);
        if (row !== null) return row;
        ctx.issues.push({ code: 'custom', message: 'CURSOR_INVALID', input: text });
        return z.NEVER;
      })
      .nullable(),
  );

// `first` rows after the cursor `after` of a list of `kind` (newest first)
export function parseKeyset(kind: string, raw: { first?: unknown; after?: unknown }) {
  const schema = z
    .object({
      first: pageSize(DEFAULT_FIRST, MAX_FIRST),
      after: cursor((text) => decodeIdCursor(kind, text)),
    })
    .transform(({ first, after }) => keyset(first, after));
  return parseOrThrow(schema, raw);
}
