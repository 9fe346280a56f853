// Page numbers (`page`, `per_page`) and keyset cursors (`first`, `after`) of the admin and analyst lists.
import { z } from 'zod';
import { DEFAULT_FIRST, DEFAULT_PER_PAGE, decodeIdCursor, keyset, pageOf } from '../domain/paging';
import { isBlank, positiveOr } from './fields';
import { parseOrThrow } from './parse';

const pageSchema = z
  .object({ page: positiveOr(1, 'PAGE_INVALID'), perPage: positiveOr(DEFAULT_PER_PAGE, 'PAGE_SIZE_INVALID') })
  .transform(({ page, perPage }) => pageOf(page, perPage));

// `page` from 1 (default 1), `per_page` from 1 (default 20; a larger one is served as the largest allowed)
export const parsePage = (raw: { page?: unknown; perPage?: unknown }) => parseOrThrow(pageSchema, raw);

const firstSchema = z.preprocess(
  (value) => (isBlank(value) ? DEFAULT_FIRST : value),
  z.int({ error: 'PAGE_SIZE_INVALID' }).min(0, { error: 'PAGE_SIZE_INVALID' }),
);

// a cursor of `kind` (from a list's `endCursor`): the id it points at
const cursorSchema = (kind: string) =>
  z.string({ error: 'CURSOR_INVALID' }).transform((cursor, ctx) => {
    const id = decodeIdCursor(kind, cursor);
    if (id !== null) return id;
    ctx.issues.push({ code: 'custom', message: 'CURSOR_INVALID', input: cursor });
    return z.NEVER;
  });

// `first` rows after the cursor `after` of a list of `kind` (newest first)
export function parseKeyset(kind: string, raw: { first?: unknown; after?: unknown }) {
  const schema = z
    .object({
      first: firstSchema,
      after: z.preprocess((value) => (isBlank(value) ? null : value), cursorSchema(kind).nullable()),
    })
    .transform(({ first, after }) => keyset(first, after));
  return parseOrThrow(schema, raw);
}
