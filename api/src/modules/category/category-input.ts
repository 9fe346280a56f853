// The admin category form (create and edit) and the category list's filters. The form is parsed field by
// field: the domain adds a name another category has and answers every error together. Its errors are keyed
// by the form's own names (`isActive`, `sortOrder`), as the category screens always read them.
import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  KEYWORD_MAX,
  KEYWORDS_MAX,
  NAME_MAX,
  type CategoryFilters,
  type CategoryForm,
} from './categories';
import { blankOr, filterText } from '../../platform/input/fields';
import { parsePage } from '../../platform/input/paging';
import { parseFields, parseOrThrow } from '../../platform/input/parse';

// true, false, 1, 0 and their spellings as text
export const booleanFlag = z.union(
  [z.boolean(), z.literal([1, '1', 'true']).transform(() => true), z.literal([0, '0', 'false']).transform(() => false)],
  { error: 'CATEGORY_IS_ACTIVE_INVALID' },
);

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

// a name: anything but text counts as none
const name = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? oneLine(value) : ''))
  .pipe(z.string().min(1, { error: 'CATEGORY_NAME_REQUIRED' }).max(NAME_MAX, { error: 'NAME_TOO_LONG' }));

// a description: null clears it; a number or other value is said as text
const description = z
  .unknown()
  .transform((value) => (value === null ? '' : typeof value === 'string' ? value.trim() : String(value)))
  .pipe(z.string().max(DESCRIPTION_MAX, { error: 'CATEGORY_DESCRIPTION_TOO_LONG' }));

// the Uzbek texts: text or null (cleared)
const uzbek = (
  clean: (text: string) => string,
  max: number,
  tooLong: 'NAME_TOO_LONG' | 'CATEGORY_DESCRIPTION_TOO_LONG',
) =>
  z
    .string({ error: 'CATEGORY_NAME_UZ_INVALID' })
    .nullable()
    .transform((value) => clean(value ?? ''))
    .pipe(z.string().max(max, { error: tooLong }));

// Keywords: a list, or one string split at commas, semicolons and line breaks; lower-cased (search ignores
// case), trimmed, without repeats. null clears them.
const keywords = z
  .union([z.array(z.string()), z.string().transform((text) => text.split(/[,\n;]/)), z.null().transform(() => [])], {
    error: 'CATEGORY_KEYWORDS_INVALID',
  })
  .transform((list, ctx) => {
    const words = [...new Set(list.map((word) => oneLine(word).toLowerCase()).filter(Boolean))];
    // one error: a word too long, else too many words
    if (words.some((word) => word.length > KEYWORD_MAX))
      ctx.issues.push({
        code: 'custom',
        message: 'CATEGORY_KEYWORD_TOO_LONG',
        params: { max: KEYWORD_MAX },
        input: list,
      });
    else if (words.length > KEYWORDS_MAX)
      ctx.issues.push({
        code: 'custom',
        message: 'CATEGORY_TOO_MANY_KEYWORDS',
        params: { max: KEYWORDS_MAX },
        input: list,
      });
    return words;
  });

// a whole number within a million either way; blank: left as it is
const sortOrder = blankOr(
  z
    .union([z.number(), z.string().transform(Number)], { error: 'CATEGORY_SORT_ORDER_INVALID' })
    .pipe(
      z
        .number({ error: 'CATEGORY_SORT_ORDER_INVALID' })
        .int({ error: 'CATEGORY_SORT_ORDER_INVALID' })
        .min(-1_000_000, { error: 'CATEGORY_SORT_ORDER_INVALID' })
        .max(1_000_000, { error: 'CATEGORY_SORT_ORDER_INVALID' }),
    ),
);

// each field absent (undefined) when the form leaves it out; creating needs a name
const formShape = (creating: boolean) => ({
  name: creating ? name : name.optional(),
  description: description.optional(),
  nameUz: uzbek(oneLine, NAME_MAX, 'NAME_TOO_LONG').optional(),
  descriptionUz: uzbek((text) => text.trim(), DESCRIPTION_MAX, 'CATEGORY_DESCRIPTION_TOO_LONG').optional(),
  keywords: keywords.optional(),
  isActive: booleanFlag.optional(),
  sortOrder,
});

export interface CategoryBody {
  name?: unknown;
  description?: unknown;
  nameUz?: unknown;
  descriptionUz?: unknown;
  keywords?: unknown;
  isActive?: unknown;
  sortOrder?: unknown;
}

// The form of a new category (`creating`) or of an edit (fields left out are kept).
export function parseCategoryForm(raw: CategoryBody, creating: boolean): CategoryForm {
  // the errors keep the form's own names (isActive, sortOrder), as its REST answer always said them
  return parseFields(formShape(creating), { ...raw });
}

export interface CategoryQueryInput {
  search?: unknown;
  isActive?: unknown;
  page?: unknown;
  perPage?: unknown;
}

const activeFilter = blankOr(booleanFlag);

// The admin list's filters: a search text and the active flag.
export function parseCategoryFilters(raw: CategoryQueryInput): CategoryFilters {
  const page = parsePage(raw);
  const search = filterText().parse(raw.search);
  const isActive = parseOrThrow(activeFilter, raw.isActive, 'is_active');
  return { page, search, isActive };
}
