// Telegram Mini App init data: checked with the maintained @telegram-apps/init-data-node (HMAC with the
// bot token, auth_date age), and signed the same way for the development sign-in.
import { parse, sign, validate } from '@telegram-apps/init-data-node';

export interface TelegramIdentity {
  telegramId: bigint;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  photoUrl: string | null;
  languageCode: string | null;
  startParam: string | null;
  // when Telegram signed it
  authDate: Date;
}

// what parse() returns at run time (its declared types disagree on the key case)
interface ParsedInitData {
  auth_date: Date;
  start_param?: string;
  user?: {
    id: number;
    first_name?: string;
    last_name?: string;
    username?: string;
    photo_url?: string;
    language_code?: string;
  };
}

export const INIT_DATA_HEADERS = ['x-telegram-init-data', 'x-telegram-webapp-init-data'] as const;

type Headers = Record<string, string | string[] | undefined>;

function headerValue(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

// Init data from X-Telegram-Init-Data, its second name, or `Authorization: tma <init data>`.
export function initDataFromHeaders(headers: Headers): string | undefined {
  for (const name of INIT_DATA_HEADERS) {
    const value = headerValue(headers, name);
    if (value) return value;
  }
  const authorization = headerValue(headers, 'authorization');
  if (authorization?.toLowerCase().startsWith('tma ')) return authorization.slice(4).trim() || undefined;
  return undefined;
}

// how far ahead of this server's clock Telegram's may be
const CLOCK_SKEW_MS = 60_000;

// Init data already found genuine, by bot token and signed content (its `hash`): a Mini App sends the
// same init data with every request of a session, and checking it again (parse, sort, HMAC) was a tenth of
// a read's CPU (docs/performance.md). Only the age is checked again on a hit of the same text. Reordered
// pairs, %XX escapes and empty pairs all verify to the same content: keyed by the text, 2,000 variants of
// one init data added 62 MB and evicted other people's entries. Now a variant is checked in full and
// takes no place of its own. Least recently used first out.
export const VERIFIED_INIT_DATA_KEPT = 10_000;
const verified = new Map<string, Map<string, { raw: string; identity: TelegramIdentity }>>();

function expired(identity: TelegramIdentity, maxAgeS: number): boolean {
  return maxAgeS > 0 && Date.now() - identity.authDate.getTime() > maxAgeS * 1000;
}

// the signature Telegram put on the content; null when there is none
function signatureOf(raw: string): string | null {
  try {
    return new URLSearchParams(raw).get('hash');
  } catch {
    return null;
  }
}

// the Telegram user of genuine, fresh init data; null when it is forged, expired, dated ahead or names no user
export function verifyInitData(raw: string, botToken: string, maxAgeS: number): TelegramIdentity | null {
  let kept = verified.get(botToken);
  const signature = signatureOf(raw);
  const known = signature === null ? undefined : kept?.get(signature);
  if (known && known.raw === raw) {
    if (expired(known.identity, maxAgeS)) return null;
    kept!.delete(signature!);
    kept!.set(signature!, known);
    return known.identity;
  }
  const identity = checkInitData(raw, botToken, maxAgeS);
  // a variant of text already kept is not kept again
  if (identity && signature !== null && !known) {
    if (!kept) verified.set(botToken, (kept = new Map()));
    kept.set(signature, { raw, identity });
    if (kept.size > VERIFIED_INIT_DATA_KEPT) kept.delete(kept.keys().next().value!);
  }
  return identity;
}

// how many verified init data are kept for this bot token (tests)
export function verifiedInitDataKept(botToken: string): number {
  return verified.get(botToken)?.size ?? 0;
}

function checkInitData(raw: string, botToken: string, maxAgeS: number): TelegramIdentity | null {
  let data: ParsedInitData;
  try {
    validate(raw, botToken, { expiresIn: maxAgeS });
    data = parse(raw) as unknown as ParsedInitData;
  } catch {
    return null;
  }
  // Telegram ids are positive; a date ahead of this clock by more than its skew was not signed by Telegram
  if (!data.user || !Number.isSafeInteger(data.user.id) || data.user.id <= 0) return null;
  if (data.auth_date.getTime() > Date.now() + CLOCK_SKEW_MS) return null;
  return {
    telegramId: BigInt(data.user.id),
    firstName: data.user.first_name ?? null,
    lastName: data.user.last_name ?? null,
    username: data.user.username ?? null,
    photoUrl: data.user.photo_url ?? null,
    languageCode: data.user.language_code ?? null,
    startParam: data.start_param ?? null,
    authDate: data.auth_date,
  };
}

export interface SignableUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  language_code?: string;
}

export function signInitData(user: SignableUser, botToken: string, authDate = new Date(), startParam?: string): string {
  const data = { user, ...(startParam ? { start_param: startParam } : {}) } as Parameters<typeof sign>[0];
  return sign(data, botToken, authDate);
}

// The contact Telegram returns to WebApp.requestContact (`contact=<JSON>&auth_date=...&hash=...`), signed
// like init data: HMAC-SHA-256 over the sorted pairs with the key HMAC("WebAppData", bot token).
export interface TelegramContact {
  telegramId: bigint;
  phoneNumber: string;
}

export function verifySignedContact(raw: string, botToken: string, maxAgeS: number): TelegramContact | null {
  let contact: { user_id?: unknown; phone_number?: unknown };
  try {
    validate(raw, botToken, { expiresIn: maxAgeS });
    contact = JSON.parse(new URLSearchParams(raw).get('contact') ?? 'null') ?? {};
  } catch {
    return null;
  }
  const { user_id: userId, phone_number: phone } = contact;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || typeof phone !== 'string' || !phone.trim())
    return null;
  return { telegramId: BigInt(userId), phoneNumber: phone.trim() };
}
