// Who reads which fields of a person's records. A master's application (Contract)
// and a user (User) are read whole by their owner and by staff; anyone else who reaches them, whatever
// the path (a review, a task, a moderation list), reads only what docs/product.md §3 shows of them. Each field is
// asked on its own, on every path that reaches the type, so a field added later is covered too.
import { createTestApp, DEMO, type TelegramUserSpec, type TestApp } from '../../../../tests/support/test-app';
import {
  createCategory,
  createClient,
  createMaster,
  places,
  type TestMaster,
  type TestUser,
} from '../../../../tests/support/factories';

let t: TestApp;
let client: TestUser;
let master: TestMaster;
let taskId: number;
let analystToken: string;
const fieldsOf: Record<'Contract' | 'User', { name: string; object: boolean }[]> = { Contract: [], User: [] };

type Caller = TelegramUserSpec | { token: string };

async function ask(as: Caller, query: string) {
  const response = await t.request({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...('token' in as ? { authorization: `Bearer ${as.token}` } : t.headersFor(as)),
    },
    payload: { query },
  });
  return response.json() as { data?: unknown; errors?: { message: string }[] };
}

// The fields of `type` the caller reads through `path` (a query with one `%` where the field goes).
async function readable(as: Caller, type: 'Contract' | 'User', path: string): Promise<string[]> {
  const seen: string[] = [];
  for (const field of fieldsOf[type]) {
    const selection = field.object ? `${field.name} { __typename }` : field.name;
    const answer = await ask(as, path.replace('%', selection));
    if (!answer.errors) seen.push(field.name);
    else expect(answer.errors.map((error) => error.message)).toContain('Недостаточно прав');
  }
  return seen.sort();
}

const CONTRACT_PUBLIC = ['id', 'name', 'phone', 'photoPath', 'user'].sort();
const USER_PUBLIC = ['id', 'name', 'firstName', 'lastName', 'username', 'photoUrl'].sort();
const all = (type: 'Contract' | 'User') => fieldsOf[type].map((field) => field.name).sort();

beforeAll(async () => {
  t = await createTestApp();
  const place = await places(t.db);
  const category = await createCategory(t.db);
  master = await createMaster(t.db, { categoryIds: [category.id], cityId: place.cityId });
  await t.db.contract.update({
    where: { id: master.contractId },
    data: { address: 'ул. Навои, 5', latitude: 41.3, longitude: 69.2, rejectionReason: 'старая причина' },
  });
  client = await createClient(t.db);
  const created = await t.gql(
    `mutation($input: TaskInput!) { createTask(input: $input) { ... on MutationCreateTaskSuccess { data { id } } } }`,
    {
      input: {
        text: 'Протекает кран на кухне',
        categoryId: category.id,
        cityId: place.cityId,
        districtId: place.districtId,
        phone: '+998901112233',
      },
    },
    client.spec,
  );
  taskId = created.data.createTask.data.id;
  await t.gql(`mutation { acceptTask(id: ${taskId}) { __typename } }`, {}, master.spec);
  await t.gql(`mutation { completeTask(id: ${taskId}) { __typename } }`, {}, master.spec);
  const review = await t.gql(
    `mutation($input: ReviewInput!) { createReview(input: $input) { __typename } }`,
    { input: { taskId, contractId: master.contractId, rating: 5 } },
    client.spec,
  );
  expect(review.data.createReview.__typename).toBe('MutationCreateReviewSuccess');
  await t.db.review.updateMany({ where: { taskId }, data: { state: 'approved' } });

  const token = await t.gql(
    `mutation { createApiToken(name: "Отчёты") { ... on MutationCreateApiTokenSuccess { data { token } } } }`,
    {},
    DEMO.admin,
  );
  analystToken = token.data.createApiToken.data.token;

  for (const type of ['Contract', 'User'] as const) {
    const introspection = await t.gql(
      `{ __type(name: "${type}") { fields { name type { kind ofType { kind ofType { kind ofType { kind } } } } } } }`,
    );
    type TypeRef = { kind: string; ofType?: TypeRef | null };
    const named = (ref: TypeRef): string => (ref.ofType ? named(ref.ofType) : ref.kind);
    fieldsOf[type] = introspection.data.__type.fields.map((field: { name: string; type: TypeRef }) => ({
      name: field.name,
      object: named(field.type) === 'OBJECT',
    }));
  }
  expect(all('Contract')).toEqual(
    expect.arrayContaining([...CONTRACT_PUBLIC, 'address', 'latitude', 'rejectionReason']),
  );
  expect(all('User')).toEqual(expect.arrayContaining([...USER_PUBLIC, 'telegramId', 'isAdmin']));
});
afterAll(() => t.close());

describe("a master's application (Contract)", () => {
  it('gives the client only the public card, through taskReview and myReviews', async () => {
    expect(await readable(client.spec, 'Contract', `{ taskReview(taskId: ${taskId}) { contract { % } } }`)).toEqual(
      CONTRACT_PUBLIC,
    );
    expect(await readable(client.spec, 'Contract', `{ myReviews { contract { % } } }`)).toEqual(CONTRACT_PUBLIC);
  });

  it('gives the client the master block of the task, which has no private field', async () => {
    const answer = await ask(
      client.spec,
      `{ task(id: ${taskId}) { master { contractId name phone telegramUsername photoPath } } }`,
    );
    expect(answer).toEqual({
      data: {
        task: {
          master: {
            contractId: master.contractId,
            name: expect.any(String),
            phone: expect.any(String),
            telegramUsername: master.spec.username,
            photoPath: null,
          },
        },
      },
    });
  });

  it('gives the master their own application whole, through myContract and masterReviews', async () => {
    expect(await readable(master.spec, 'Contract', `{ myContract { % } }`)).toEqual(all('Contract'));
    expect(await readable(master.spec, 'Contract', `{ masterReviews { contract { % } } }`)).toEqual(all('Contract'));
  });

  it('gives admins the whole application on every path (an analyst token reads none: issue 26)', async () => {
    for (const as of [DEMO.admin]) {
      expect(await readable(as, 'Contract', `{ adminContract(id: ${master.contractId}) { % } }`)).toEqual(
        all('Contract'),
      );
      expect(await readable(as, 'Contract', `{ adminTask(id: ${taskId}) { contract { % } } }`)).toEqual(
        all('Contract'),
      );
      expect(await readable(as, 'Contract', `{ adminReviews { items { contract { % } } } }`)).toEqual(all('Contract'));
    }
  });
});

describe('a user (User)', () => {
  it("gives a master only the reviewer's public fields, not the Telegram id", async () => {
    expect(await readable(master.spec, 'User', `{ masterReviews { client { % } } }`)).toEqual(USER_PUBLIC);
    const answer = await ask(master.spec, '{ masterReviews { client { telegramId } } }');
    expect(answer.data).toBeNull();
    expect(answer.errors![0].message).toBe('Недостаточно прав');
  });

  it("gives a client only the master's public fields through the review", async () => {
    expect(
      await readable(client.spec, 'User', `{ taskReview(taskId: ${taskId}) { contract { user { % } } } }`),
    ).toEqual(USER_PUBLIC);
  });

  it('gives users themselves their whole record', async () => {
    expect(await readable(client.spec, 'User', `{ me { % } }`)).toEqual(all('User'));
    expect(await readable(client.spec, 'User', `{ myReviews { client { % } } }`)).toEqual(all('User'));
    expect(await readable(master.spec, 'User', `{ myContract { user { % } } }`)).toEqual(all('User'));
  });

  it('gives admins the whole record on every path (an analyst token reads none: issue 26)', async () => {
    for (const as of [DEMO.admin]) {
      expect(await readable(as, 'User', `{ adminTask(id: ${taskId}) { clientUser { % } } }`)).toEqual(all('User'));
      expect(await readable(as, 'User', `{ adminContract(id: ${master.contractId}) { user { % } } }`)).toEqual(
        all('User'),
      );
      expect(await readable(as, 'User', `{ adminReviews { items { client { % } } } }`)).toEqual(all('User'));
    }
    // an analyst token reads no field of a person, by any path
    const analyst = { token: analystToken };
    expect(await readable(analyst, 'User', `{ adminTask(id: ${taskId}) { clientUser { % } } }`)).toEqual([]);
    expect(await readable(analyst, 'Contract', `{ adminContract(id: ${master.contractId}) { % } }`)).toEqual([]);
  });
});
