// Invisible and direction marks (a right-to-left override, zero-width spaces, isolates, the byte order mark)
// are dropped from every text people send, at the edge (platform/sanitize.ts): REST bodies and multipart
// fields, GraphQL variables and strings written into the document (escapes included), the names of signed
// init data. An emoji sequence keeps its zero-width joiners.
import { createTestApp, DEMO, type TestApp } from '../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  postedTask,
  type Place,
} from '../../../../tests/support/factories';
import { multipartBody } from '../../../../tests/support/multipart';
import { withoutHiddenMarks } from '../../platform/sanitize';

let t: TestApp;
let place: Place;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
});
afterAll(() => t.close());

// one of each kind, spread through a text
const RLO = '\u202E';
const marked = (text: string) =>
  `\uFEFF${text.slice(0, 3)}${RLO}${text.slice(3, 6)}\u200B\u2066${text.slice(6, -2)}\u2069\u200F\u200D${text.slice(-2)}\u061C`;
const FAMILY = '👨‍👩‍👧';

describe('withoutHiddenMarks', () => {
  it('drops the marks and keeps the joiners of emoji sequences', () => {
    expect(withoutHiddenMarks(marked('Течёт кран на кухне'))).toBe('Течёт кран на кухне');
    for (const emoji of [FAMILY, '🏳️‍🌈', '🧑🏽‍💻']) expect(withoutHiddenMarks(`Дом ${emoji}`)).toBe(`Дом ${emoji}`);
    expect(withoutHiddenMarks('a\u200Db 😀\u200D')).toBe('ab 😀');
  });
});

describe('every text people send', () => {
  it('reaches the database without them, through REST and GraphQL, task to review', async () => {
    const { master, client, created } = await postedTask(t, place, {
      text: `${marked('Течёт кран на кухне')} ${FAMILY}`,
      address: marked('ул. Навои, 12, кв. 34'),
      phone: '+998901234567',
    });
    expect(created.json()).toMatchObject({ success: true });
    const taskId: number = created.json().data.id;
    expect(await t.db.task.findUniqueOrThrow({ where: { id: taskId } })).toMatchObject({
      text: `Течёт кран на кухне ${FAMILY}`,
      address: 'ул. Навои, 12, кв. 34',
    });

    const master_ = (action: string) =>
      t.request({ method: 'POST', url: `/api/tg-webapp/master/tasks/${taskId}/${action}`, as: master.spec });
    expect((await master_('approve')).statusCode).toBe(200);
    expect((await master_('complete')).statusCode).toBe(200);
    const review = await t.gql(
      `mutation($input: ReviewInput!) { createReview(input: $input) { __typename } }`,
      { input: { taskId, contractId: master.contractId, rating: 5, comment: marked('Всё сделал быстро') } },
      client.spec,
    );
    expect(review.data.createReview.__typename).toBe('MutationCreateReviewSuccess');
    expect((await t.db.review.findFirstOrThrow({ where: { taskId } })).comment).toBe('Всё сделал быстро');
  });

  it('reaches the database without them from a cancel reason, REST and GraphQL', async () => {
    const category = await createCategory(t.db);
    await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
    const other = await t.db.cancelReason.findFirstOrThrow({ where: { audience: 'client', step: 1, code: 'other' } });
    const form = { category_id: category.id, city_id: place.cityId, district_id: place.districtId };
    const [viaRest, viaGraphql] = [await createClient(t.db), await createClient(t.db)];
    const taskOf = async (client: typeof viaRest) =>
      (
        await t.request({
          method: 'POST',
          url: '/api/tg-webapp/tasks',
          as: client.spec,
          payload: { ...form, text: 'Не работает розетка на кухне', phone: '+998901234567' },
        })
      ).json().data.id as number;
    const restTask = await taskOf(viaRest);
    const rest = await t.request({
      method: 'POST',
      url: `/api/tg-webapp/tasks/${restTask}/cancel`,
      as: viaRest.spec,
      payload: { cancel_reason_id: other.id, cancel_reason_text: marked('Сосед починил') },
    });
    expect(rest.json()).toMatchObject({ success: true });
    const graphqlTask = await taskOf(viaGraphql);
    const cancelled = await t.gql(
      `mutation($id: Int!, $reason: Int!, $text: String) {
        cancelTask(id: $id, cancelReasonId: $reason, cancelReasonText: $text) { __typename } }`,
      { id: graphqlTask, reason: other.id, text: marked('Сосед починил') },
      viaGraphql.spec,
    );
    expect(cancelled.data.cancelTask.__typename).toBe('MutationCancelTaskSuccess');
    const texts = await t.db.task.findMany({ where: { id: { in: [restTask, graphqlTask] } } });
    expect(texts.map((task) => task.cancelReasonText)).toEqual(['Сосед починил', 'Сосед починил']);
  });

  it('are dropped from strings written into a GraphQL document, escaped or not', async () => {
    const literal = await t.gql(
      `mutation { a: createCity(name: "\\u202EНук\\u200Bус") { __typename } b: createCity(name: "Кар${RLO}ши") { __typename } }`,
      {},
      DEMO.admin,
    );
    expect(literal.errors).toBeUndefined();
    expect(await t.db.city.count({ where: { name: { in: ['Нукус', 'Карши'] } } })).toBe(2);
    expect(await t.db.city.count({ where: { name: { contains: RLO } } })).toBe(0);
  });

  it('are dropped from a master application (multipart) and from the names Telegram signs', async () => {
    const spec = { id: 880777001, first_name: `${RLO}Иван\u200B`, last_name: '\u2067Петров\u2069' };
    const me = await t.gql('{ me { firstName lastName } }', {}, spec);
    expect(me.data.me).toEqual({ firstName: 'Иван', lastName: 'Петров' });

    const category = await createCategory(t.db);
    const form = multipartBody({
      name: marked('Иван Петров'),
      phone: '+998901112233',
      city_id: String(place.cityId),
      category_ids: String(category.id),
      description: marked('Сантехник, 10 лет опыта'),
    });
    const applied = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/master/contract',
      as: spec,
      payload: form.payload,
      headers: form.headers,
    });
    expect(applied.json()).toMatchObject({ success: true });
    const user = await t.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(spec.id) } });
    expect(await t.db.contract.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
      name: 'Иван Петров',
      description: 'Сантехник, 10 лет опыта',
    });
  });
});

describe('what dropping them must not open', () => {
  it('a text of marks only is blank, refused as such, and nothing is created', async () => {
    const client = await createClient(t.db);
    const category = await createCategory(t.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/tasks',
      as: client.spec,
      payload: {
        text: `\u200B${RLO}\u2066`.repeat(10),
        category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId,
        phone: '+998901234567',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().success).toBe(false);
    expect(await t.db.task.count({ where: { clientId: client.userId } })).toBe(0);
    // a name of marks only is no name
    const me = await t.gql('{ me { firstName } }', {}, { id: 880777003, first_name: `${RLO}\u200B` });
    expect(me.data.me.firstName).toBeNull();
  });

  it('a name that differs only by marks is the same name: no look-alike city beside the real one', async () => {
    const create = (name: string) =>
      t.request({ method: 'POST', url: '/admin/api/address/cities', as: DEMO.admin, payload: { name } });
    expect((await create('Гулистан')).statusCode).toBeLessThan(300);
    const twin = await create('Гули\u200Bстан');
    expect(twin.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.db.city.count({ where: { name: { startsWith: 'Гули' } } })).toBe(1);
  });
});
