// the domain raises codes; each face says them in the viewer's language. An Uzbek user's
// refusal comes in Uzbek on REST and GraphQL, with the same code on GraphQL; a Russian user and a
// caller with no user read docs/product.md's Russian.
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  places,
  type Place,
  type TestUser,
} from '../../../../../tests/support/factories';

const CYRILLIC = /[\u0400-\u04FF]/;
const TOO_SHORT_UZ = 'Vazifa tavsifi kamida 10 ta belgidan iborat boʻlishi kerak';
const TOO_SHORT_RU = 'Описание задачи должно быть не менее 10 символов';

let t: TestApp;
let place: Place;
let uzbek: TestUser;
let russian: TestUser;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  categoryId = (await createCategory(t.db)).id;
  uzbek = await createClient(t.db);
  await t.db.user.update({ where: { id: uzbek.userId }, data: { language: 'uz' } });
  russian = await createClient(t.db);
});
afterAll(() => t.close());

const taskBody = (text: string) => ({
  text,
  category_id: categoryId,
  city_id: place.cityId,
  district_id: place.districtId,
  phone: '+998901234567',
});

describe('REST', () => {
  it("answers an Uzbek user's validation error in Uzbek, message and errors alike", async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: uzbek.spec,
      payload: taskBody('kran'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: TOO_SHORT_UZ, errors: { text: [TOO_SHORT_UZ] } });
    expect(response.body).not.toMatch(CYRILLIC);
  });

  it('answers a Russian user with SPEC text', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: russian.spec,
      payload: taskBody('кран'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: TOO_SHORT_RU, errors: { text: [TOO_SHORT_RU] } });
  });

  it('says success in the viewer’s language too', async () => {
    const response = await t.request({ method: 'GET', url: '/api/tg-webapp/tasks/active', as: uzbek.spec });
    expect(response.json()).toMatchObject({ success: true, data: null, message: 'Faol vazifa yoʻq' });
  });
});

describe('GraphQL', () => {
  const CREATE = `mutation ($input: TaskInput!) {
    createTask(input: $input) {
      __typename
      ... on ValidationError { fieldErrors { field messages codes } }
      ... on Error { code message }
    }
  }`;
  const input = (text: string) => ({
    text,
    categoryId,
    cityId: place.cityId,
    districtId: place.districtId,
    phone: '+998901234567',
  });

  it('carries the code in the Error interface, the text in the viewer’s language', async () => {
    const uz = await t.gql(CREATE, { input: input('kran') }, uzbek.spec);
    expect(uz.data.createTask).toEqual({
      __typename: 'ValidationError',
      code: 'TASK_TEXT_TOO_SHORT',
      message: TOO_SHORT_UZ,
      fieldErrors: [{ field: 'text', messages: [TOO_SHORT_UZ], codes: ['TASK_TEXT_TOO_SHORT'] }],
    });
    const ru = await t.gql(CREATE, { input: input('кран') }, russian.spec);
    expect(ru.data.createTask).toMatchObject({ code: 'TASK_TEXT_TOO_SHORT', message: TOO_SHORT_RU });
  });

  it('carries the code in extensions.code for a failure outside a payload', async () => {
    const DETECT = 'query ($text: String!) { detectCategory(text: $text) { categoryId message } }';
    const uz = await t.gql(DETECT, { text: 'kran' }, uzbek.spec);
    expect(uz.errors?.[0]).toMatchObject({ message: TOO_SHORT_UZ, extensions: { code: 'TASK_TEXT_TOO_SHORT' } });
    const ru = await t.gql(DETECT, { text: 'кран' }, russian.spec);
    expect(ru.errors?.[0]).toMatchObject({ message: TOO_SHORT_RU, extensions: { code: 'TASK_TEXT_TOO_SHORT' } });
  });

  it("answers the category detection's refusal in the viewer’s language", async () => {
    const DETECT = 'query ($text: String!) { detectCategory(text: $text) { categoryId message } }';
    const uz = await t.gql(DETECT, { text: 'ываыва фывфыв йцукен' }, uzbek.spec);
    expect(uz.data.detectCategory).toEqual({ categoryId: null, message: 'Kategoriyani aniqlab boʻlmadi' });
    const detect = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks/detect-category',
      as: uzbek.spec,
      payload: { text: 'ываыва фывфыв йцукен' },
    });
    expect(detect.json()).toMatchObject({ success: false, message: 'Kategoriyani aniqlab boʻlmadi' });
  });

  it('says a refused request in the viewer’s language before it runs too', async () => {
    const result = await t.gql('{ detectCategory(text: "kran\\u0000 oqyapti") { message } }', {}, uzbek.spec);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Soʻrovda ruxsat etilmagan belgi bor',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses an anonymous caller in Russian', async () => {
    const result = await t.gql('{ myTasks { id } }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'Требуется авторизация',
      extensions: { code: 'AUTH_REQUIRED' },
    });
  });
});
