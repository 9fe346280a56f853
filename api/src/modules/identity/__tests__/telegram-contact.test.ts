// The phone from Telegram: the contact Telegram signs for requestContact fills the user's phone,
// marked as confirmed, through REST and GraphQL; a forged, stale or someone else's contact changes nothing.
import crypto from 'node:crypto';
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../../../../tests/support/test-app';
import { createCategory, createClient, createMaster, places, type Place } from '../../../../../tests/support/factories';

let t: TestApp;
let place: Place;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  place = await places(t.db);
  categoryId = (await createCategory(t.db)).id;
  await createMaster(t.db, { categoryIds: [categoryId], cityId: place.cityId });
});
afterAll(() => t.close());

// Telegram's answer to requestContact, signed as Telegram signs init data: HMAC-SHA-256 of the sorted
// "key=value" lines, with the key HMAC-SHA-256("WebAppData", bot token). Written here from the scheme,
// not with the library the server uses.
function signedContact(
  contact: { user_id: number; phone_number: string; first_name?: string },
  { token = TEST_BOT_TOKEN, authDate = new Date() }: { token?: string; authDate?: Date } = {},
): string {
  const fields: Record<string, string> = {
    contact: JSON.stringify({ first_name: 'Тест', ...contact }),
    auth_date: String(Math.floor(authDate.getTime() / 1000)),
  };
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = crypto.createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = crypto.createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

const post = (as: { id: number }, contact: unknown) =>
  t.request({ method: 'POST', url: '/api/tg-webapp/user/contact', as, payload: { contact } });

const stored = (id: number) =>
  t.db.user.findUniqueOrThrow({ where: { id }, select: { phone: true, phoneVerified: true } });

describe('phone from Telegram, REST', () => {
  it('fills the phone from a correctly signed contact of the viewer, marked as confirmed', async () => {
    const client = await createClient(t.db);
    const response = await post(client.spec, signedContact({ user_id: client.spec.id, phone_number: '998901234567' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Номер подтверждён',
      data: { phone: '+998901234567', phone_verified: true },
    });
    expect(await stored(client.userId)).toEqual({ phone: '+998901234567', phoneVerified: true });
  });

  it('refuses a forged contact, a stale one and a foreign number, and changes nothing', async () => {
    const client = await createClient(t.db);
    const genuine = signedContact({ user_id: client.spec.id, phone_number: '998901234567' });
    const forged = [
      // signed with another token
      signedContact({ user_id: client.spec.id, phone_number: '998901234567' }, { token: '654321:not-our-bot' }),
      // the number changed after signing
      genuine.replace('998901234567', '998909999999'),
      // no hash
      genuine.replace(/&hash=[0-9a-f]+/, ''),
      // two days old
      signedContact(
        { user_id: client.spec.id, phone_number: '998901234567' },
        { authDate: new Date(Date.now() - 2 * 86400_000) },
      ),
      'not a contact',
      42,
    ];
    for (const contact of forged) {
      const response = await post(client.spec, contact);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Не удалось подтвердить номер из Telegram, введите его вручную',
      });
    }
    const foreign = await post(client.spec, signedContact({ user_id: client.spec.id, phone_number: '79161234567' }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('Номер из Telegram не в формате +998XXXXXXXXX, введите номер вручную');
    expect(await stored(client.userId)).toEqual({ phone: null, phoneVerified: false });
  });

  it("refuses another user's contact", async () => {
    const client = await createClient(t.db);
    const other = await createClient(t.db);
    const response = await post(client.spec, signedContact({ user_id: other.spec.id, phone_number: '998901234567' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, message: 'Это не ваш контакт в Telegram' });
    expect(await stored(client.userId)).toEqual({ phone: null, phoneVerified: false });
    expect(await stored(other.userId)).toEqual({ phone: null, phoneVerified: false });
  });

  it('needs init data', async () => {
    const client = await createClient(t.db);
    const response = await t.request({
      method: 'POST',
      url: '/api/tg-webapp/user/contact',
      payload: { contact: signedContact({ user_id: client.spec.id, phone_number: '998901234567' }) },
    });
    expect(response.statusCode).toBe(401);
    expect(await stored(client.userId)).toEqual({ phone: null, phoneVerified: false });
  });
});

const CONFIRM = `mutation Confirm($contact: String!) {
  confirmPhoneFromTelegram(contact: $contact) {
    __typename
    ... on MutationConfirmPhoneFromTelegramSuccess { data { phone phoneVerified } }
    ... on Error { message }
  }
}`;

describe('phone from Telegram, GraphQL', () => {
  it('confirms the viewer’s own contact and refuses a forged or foreign one', async () => {
    const client = await createClient(t.db);
    const other = await createClient(t.db);
    const forged = signedContact({ user_id: client.spec.id, phone_number: '998901234567' }, { token: '1:x' });
    const refused = await t.gql(CONFIRM, { contact: forged }, client.spec);
    expect(refused.data.confirmPhoneFromTelegram).toEqual({
      __typename: 'ValidationError',
      message: 'Не удалось подтвердить номер из Telegram, введите его вручную',
    });
    const foreign = signedContact({ user_id: other.spec.id, phone_number: '998901234567' });
    expect((await t.gql(CONFIRM, { contact: foreign }, client.spec)).data.confirmPhoneFromTelegram).toEqual({
      __typename: 'ForbiddenError',
      message: 'Это не ваш контакт в Telegram',
    });
    expect(await stored(client.userId)).toEqual({ phone: null, phoneVerified: false });

    const genuine = signedContact({ user_id: client.spec.id, phone_number: '+998 90 765 43 21' });
    const confirmed = await t.gql(CONFIRM, { contact: genuine }, client.spec);
    expect(confirmed.data.confirmPhoneFromTelegram).toEqual({
      __typename: 'MutationConfirmPhoneFromTelegramSuccess',
      data: { phone: '+998907654321', phoneVerified: true },
    });
  });
});

describe('a task with the confirmed phone', () => {
  it('is marked confirmed while the phone is the confirmed one, and not with a typed other one', async () => {
    const client = await createClient(t.db);
    await post(client.spec, signedContact({ user_id: client.spec.id, phone_number: '998901234567' }));
    const create = (phone: string) =>
      t.request({
        method: 'POST',
        url: '/api/tg-webapp/tasks',
        as: client.spec,
        payload: {
          text: 'Нужно заменить розетку на кухне',
          category_id: categoryId,
          city_id: place.cityId,
          district_id: place.districtId,
          phone,
        },
      });
    // a typed other number is still taken (docs/product.md's validation as before), unmarked
    const typed = await create('901112233');
    expect(typed.statusCode).toBe(200);
    expect(typed.json().data).toMatchObject({ phone: '+998901112233', phone_verified: false });
    await t.db.task.update({ where: { id: typed.json().data.id }, data: { status: 'cancelled' } });

    const confirmed = await create('+998901234567');
    expect(confirmed.json().data).toMatchObject({ phone: '+998901234567', phone_verified: true });
    const task = await t.gql(
      `query ($id: Int!) { task(id: $id) { phone phoneVerified } }`,
      { id: confirmed.json().data.id },
      client.spec,
    );
    expect(task.data.task).toEqual({ phone: '+998901234567', phoneVerified: true });
  });
});
