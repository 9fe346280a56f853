// The category form and list filters at the edge: every field parsed alone (a refused one is null, its
// errors under the form's own name), fields left out stay undefined for an edit.
import { parseCategoryFilters, parseCategoryForm } from '../category-input';
import { refusal } from '../../../platform/input/__tests__/refusal';

describe('the category form', () => {
  it('cleans names, keywords, the flag and the order as forms send them', () => {
    const form = parseCategoryForm(
      {
        name: '  Мойка   окон ',
        description: 12,
        nameUz: ' Deraza  yuvish ',
        descriptionUz: null,
        keywords: ' Окна ,окна;\nDerazalar,,',
        isActive: '0',
        sortOrder: '-5',
      },
      true,
    );
    expect(form).toEqual({
      value: {
        name: 'Мойка окон',
        description: '12',
        nameUz: 'Deraza yuvish',
        descriptionUz: '',
        keywords: ['окна', 'derazalar'],
        isActive: false,
        sortOrder: -5,
      },
      errors: {},
    });
  });

  it('leaves out what an edit does not send, and needs a name to create', () => {
    expect(parseCategoryForm({ keywords: null, sortOrder: '' }, false)).toEqual({
      value: {
        name: undefined,
        description: undefined,
        nameUz: undefined,
        descriptionUz: undefined,
        keywords: [],
        isActive: undefined,
        sortOrder: undefined,
      },
      errors: {},
    });
    expect(parseCategoryForm({}, true).errors).toEqual({ name: ['CATEGORY_NAME_REQUIRED'] });
    expect(parseCategoryForm({ name: null }, false).errors).toEqual({ name: ['CATEGORY_NAME_REQUIRED'] });
  });

  it('names every bad field at once, under the form names, the refused ones null', () => {
    const form = parseCategoryForm(
      {
        name: 'Х'.repeat(101),
        description: 'о'.repeat(1001),
        nameUz: 5,
        descriptionUz: ['x'],
        keywords: ['a', 1],
        isActive: 'maybe',
        sortOrder: 1.5,
      },
      true,
    );
    expect(form.errors).toEqual({
      name: [{ code: 'NAME_TOO_LONG', params: { max: 100 } }],
      description: [{ code: 'CATEGORY_DESCRIPTION_TOO_LONG', params: { max: 1000 } }],
      nameUz: ['CATEGORY_NAME_UZ_INVALID'],
      descriptionUz: ['CATEGORY_NAME_UZ_INVALID'],
      keywords: ['CATEGORY_KEYWORDS_INVALID'],
      isActive: ['CATEGORY_IS_ACTIVE_INVALID'],
      sortOrder: ['CATEGORY_SORT_ORDER_INVALID'],
    });
    expect(Object.values(form.value).every((value) => value === null)).toBe(true);
  });

  it('says one keyword error: a word too long before too many words', () => {
    expect(parseCategoryForm({ keywords: ['с'.repeat(101), 'с'.repeat(102)] }, false).errors).toEqual({
      keywords: [{ code: 'CATEGORY_KEYWORD_TOO_LONG', params: { max: 100 } }],
    });
    const many = Array.from({ length: 501 }, (_, i) => `слово${i}`);
    expect(parseCategoryForm({ keywords: many }, false).errors).toEqual({
      keywords: [{ code: 'CATEGORY_TOO_MANY_KEYWORDS', params: { max: 500 } }],
    });
    expect(parseCategoryForm({ sortOrder: 1_000_001 }, false).errors).toEqual({
      sortOrder: ['CATEGORY_SORT_ORDER_INVALID'],
    });
  });
});

describe('the category list filters', () => {
  it('reads the flag as true/false/1/0 and a trimmed search', () => {
    expect(parseCategoryFilters({ search: ' элек ', isActive: 'false', page: '2', perPage: '3' })).toEqual({
      page: { page: 2, perPage: 3, skip: 3, take: 3 },
      search: 'элек',
      isActive: false,
    });
    expect(parseCategoryFilters({ isActive: 1 }).isActive).toBe(true);
    expect(parseCategoryFilters({ isActive: '' }).isActive).toBeUndefined();
  });

  it('refuses another flag under is_active', () => {
    expect(refusal(() => parseCategoryFilters({ isActive: 'maybe' })).fieldErrors).toEqual({
      is_active: ['CATEGORY_IS_ACTIVE_INVALID'],
    });
  });
});
