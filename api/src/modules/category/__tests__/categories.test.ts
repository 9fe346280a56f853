// Categories: the public active list, and the admin calls (name, description, keywords, active flag).
import { slugify } from '../category-slug';
import { createTestApp, DEMO, type TestApp } from '../../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/admin/api/categories', as: DEMO.admin, payload });

describe('slugs', () => {
  it('transliterates Russian and Uzbek Cyrillic and Uzbek Latin', () => {
    expect(slugify('Сантехник')).toBe('santexnik');
    expect(slugify('Муж на час')).toBe('muj-na-chas');
    expect(slugify('Ремонт и отделка')).toBe('remont-i-otdelka');
    expect(slugify('Ўрнатиш ва таъмирлаш')).toBe('ornatish-va-tamirlash');
    expect(slugify('Қурилиш ғишт ҳовли')).toBe('qurilish-gisht-hovli');
    expect(slugify("O‘rnatish g'isht")).toBe('ornatish-gisht');
    expect(slugify('!!!')).toBe('category');
    expect(slugify('Я'.repeat(80)).length).toBeLessThanOrEqual(60);
  });
});

describe('public list', () => {
  it('shows active categories only, without keywords, to a client', async () => {
    const hidden = await t.db.category.create({ data: { slug: 'hidden-one', name: 'Скрытая', isActive: false } });
    const result = await t.gql('{ categories { id name description } }', {}, DEMO.client);
    const ids = result.data.categories.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).toHaveLength(await t.db.category.count({ where: { isActive: true } }));
    const keywords = await t.gql('{ categories { keywords } }', {}, DEMO.client);
    expect(keywords.errors?.[0].message).toBe('Недостаточно прав');
  });
});

describe('admin categories (REST)', () => {
  it('creates a category with a unique transliterated slug and cleaned keywords', async () => {
    const response = await create({
      name: 'Мойка окон',
      description: 'Мойка окон и витрин',
      keywords: [' Окна ', 'окна', 'derazalar', ''],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Категория создана',
      data: {
        slug: 'moyka-okon',
        name: 'Мойка окон',
        description: 'Мойка окон и витрин',
        keywords: ['окна', 'derazalar'],
        isActive: true,
      },
    });
    // the same name in other case and spacing is a duplicate
    const second = await create({ name: ' мойка   ОКОН ' });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ name: ['Категория с таким названием уже существует'] });
    // another name with the same slug base gets a suffix
    const third = await create({ name: 'Мойка окон!', keywords: 'стекло, витрина\nокно' });
    expect(third.json().data).toMatchObject({ slug: 'moyka-okon-2', keywords: ['стекло', 'витрина', 'окно'] });

    const audit = await t.db.auditLog.findFirstOrThrow({
      where: { entity: 'Category', entityId: response.json().data.id },
    });
    expect(audit).toMatchObject({ action: 'category.create' });
  });

  it('answers validation errors as an errors object and creates nothing', async () => {
    const before = await t.db.category.count();
    const empty = await create({ name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      success: false,
      message: 'Введите название категории',
      errors: { name: ['Введите название категории'] },
    });
    const many = await create({
      name: 'Х'.repeat(101),
      description: 'о'.repeat(1001),
      keywords: 5,
      isActive: 'maybe',
      sortOrder: 'x',
    });
    expect(many.json().errors).toEqual({
      name: ['Название не должно превышать 100 символов'],
      description: ['Описание не должно превышать 1000 символов'],
      keywords: ['Ключевые слова должны быть списком строк'],
      isActive: ['Укажите, активна ли категория'],
      sortOrder: ['Порядок должен быть целым числом'],
    });
    const longWord = await create({ name: 'Длинное слово', keywords: ['с'.repeat(101)] });
    expect(longWord.json().errors).toEqual({ keywords: ['Ключевое слово не должно превышать 100 символов'] });
    expect(await t.db.category.count()).toBe(before);
  });

  it("says a name already taken together with the other fields' errors, and a missing category first", async () => {
    const taken = await t.db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } });
    const both = await create({ name: taken.name.toUpperCase(), sortOrder: 'x' });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({
      name: ['Категория с таким названием уже существует'],
      sortOrder: ['Порядок должен быть целым числом'],
    });
    const electrical = await t.db.category.findUniqueOrThrow({ where: { slug: 'electrical' } });
    const edit = await t.request({
      method: 'PUT',
      url: `/admin/api/categories/${electrical.id}`,
      as: DEMO.admin,
      payload: { name: taken.name, is_active: 'maybe' },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({
      name: ['Категория с таким названием уже существует'],
      isActive: ['Укажите, активна ли категория'],
    });
    const missing = await t.request({
      method: 'PUT',
      url: '/admin/api/categories/999999',
      as: DEMO.admin,
      payload: { name: '' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Категория не найдена' });
    expect(await t.db.category.findUniqueOrThrow({ where: { id: electrical.id } })).toEqual(electrical);
  });

  it('lets an admin edit name, description, keywords and the active flag, keeping the slug', async () => {
    const plumbing = await t.db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } });
    const response = await t.request({
      method: 'PUT',
      url: `/admin/api/categories/${plumbing.id}`,
      as: DEMO.admin,
      payload: {
        name: 'Сантехника',
        keywords: ['кран', 'смеситель', 'jo‘mrak', 'унитаз'],
        is_active: true,
        sort_order: 3,
      },
    });
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Категория обновлена',
      data: {
        id: plumbing.id,
        slug: 'plumbing',
        name: 'Сантехника',
        keywords: ['кран', 'смеситель', 'jo‘mrak', 'унитаз'],
        sortOrder: 3,
      },
    });
    const stored = await t.db.category.findUniqueOrThrow({ where: { id: plumbing.id } });
    expect(stored.keywords).toEqual(['кран', 'смеситель', 'jo‘mrak', 'унитаз']);
    expect(stored.description).toBe(plumbing.description);
    const audit = await t.db.auditLog.findFirstOrThrow({
      where: { entity: 'Category', entityId: plumbing.id, action: 'category.update' },
    });
    expect(audit.data).toMatchObject({
      name: { before: 'Сантехник', after: 'Сантехника' },
      keywords: { after: ['кран', 'смеситель', 'jo‘mrak', 'унитаз'] },
    });
  });

  it('reads one category and pages the list with filters', async () => {
    const electrical = await t.db.category.findUniqueOrThrow({ where: { slug: 'electrical' } });
    const one = await t.request({ method: 'GET', url: `/admin/api/categories/${electrical.id}`, as: DEMO.admin });
    expect(one.json()).toMatchObject({
      success: true,
      data: { id: electrical.id, name: 'Электрик', keywords: electrical.keywords, contracts_count: 1 },
    });

    const total = await t.db.category.count();
    const page = await t.request({ method: 'GET', url: '/admin/api/categories?page=2&per_page=3', as: DEMO.admin });
    expect(page.json().meta).toEqual({ page: 2, per_page: 3, total });
    expect(page.json().data).toHaveLength(3);

    const search = await t.request({
      method: 'GET',
      url: `/admin/api/categories?search=${encodeURIComponent('электр')}`,
      as: DEMO.admin,
    });
    expect(search.json().data.map((c: { slug: string }) => c.slug)).toContain('electrical');

    const inactive = await t.request({ method: 'GET', url: '/admin/api/categories?is_active=0', as: DEMO.admin });
    expect(inactive.json().data.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);

    const bad = await t.request({ method: 'GET', url: '/admin/api/categories?page=0', as: DEMO.admin });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      success: false,
      message: 'Неверный номер страницы',
      errors: { page: ['Неверный номер страницы'] },
    });

    const missing = await t.request({ method: 'GET', url: '/admin/api/categories/999999', as: DEMO.admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Категория не найдена' });
  });

  it('deletes an unused category and deactivates one that tasks use', async () => {
    const unused = (await create({ name: 'Временная' })).json().data;
    const deleted = await t.request({ method: 'DELETE', url: `/admin/api/categories/${unused.id}`, as: DEMO.admin });
    expect(deleted.json()).toMatchObject({ success: true, message: 'Категория удалена', deleted: true });
    expect(await t.db.category.findUnique({ where: { id: unused.id } })).toBeNull();

    const used = (await create({ name: 'Используемая' })).json().data;
    const client = await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(DEMO.client.id) } });
    const city = await t.db.city.findUniqueOrThrow({ where: { name: 'Ташкент' }, include: { districts: true } });
    await t.db.task.create({
      data: {
        clientId: client.id,
        text: 'Старая задача в этой категории',
        categoryId: used.id,
        cityId: city.id,
        districtId: city.districts[0].id,
        status: 'completed',
      },
    });
    const deactivated = await t.request({ method: 'DELETE', url: `/admin/api/categories/${used.id}`, as: DEMO.admin });
    expect(deactivated.json()).toMatchObject({
      success: true,
      message: 'Категория используется в задачах или заявках мастеров, поэтому она отключена, а не удалена',
      deleted: false,
      data: { id: used.id, isActive: false },
    });
    expect(await t.db.category.findUniqueOrThrow({ where: { id: used.id } })).toMatchObject({ isActive: false });
    const actions = (
      await t.db.auditLog.findMany({
        where: { entity: 'Category', entityId: { in: [unused.id, used.id] } },
        orderBy: { id: 'asc' },
      })
    ).map((row) => row.action);
    expect(actions).toEqual(['category.create', 'category.delete', 'category.create', 'category.deactivate']);
  });
});

describe('admin categories (GraphQL)', () => {
  it('creates, edits keywords, lists and deletes', async () => {
    const created = await t.gql(
      'mutation ($input: CategoryInput!) { createCategory(input: $input) { ... on MutationCreateCategorySuccess { data { id slug keywords isActive } } ... on Error { message } } }',
      { input: { name: 'Садовник', keywords: ['Сад', 'газон'] } },
      DEMO.admin,
    );
    const category = created.data.createCategory.data;
    expect(category).toMatchObject({ slug: 'sadovnik', keywords: ['сад', 'газон'], isActive: true });

    const updated = await t.gql(
      'mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ... on MutationUpdateCategorySuccess { data { name keywords } } } }',
      { id: category.id, input: { keywords: ['bog‘bon', 'сад'] } },
      DEMO.admin,
    );
    expect(updated.data.updateCategory.data).toEqual({ name: 'Садовник', keywords: ['bog‘bon', 'сад'] });

    const list = await t.gql(
      '{ adminCategories(search: "садов", perPage: 5) { total page perPage items { id tasksCount contractsCount } } }',
      {},
      DEMO.admin,
    );
    expect(list.data.adminCategories).toEqual({
      total: 1,
      page: 1,
      perPage: 5,
      items: [{ id: category.id, tasksCount: 0, contractsCount: 0 }],
    });

    const invalid = await t.gql(
      'mutation { createCategory(input: { name: "" }) { __typename ... on ValidationError { fieldErrors { field messages } } } }',
      {},
      DEMO.admin,
    );
    expect(invalid.data.createCategory).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'name', messages: ['Введите название категории'] }],
    });

    const removed = await t.gql(
      `mutation { deleteCategory(id: ${category.id}) { ... on MutationDeleteCategorySuccess { data { deleted message category { id } } } } }`,
      {},
      DEMO.admin,
    );
    expect(removed.data.deleteCategory.data).toEqual({ deleted: true, message: 'Категория удалена', category: null });
  });
});
