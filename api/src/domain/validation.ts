// Shared input rules of SPEC §5 (phone, messenger username), written once for tasks and applications.

const PHONE_PREFIX = '+998';

// SPEC §5: keep digits and '+', add +998 when missing. Empty stays empty. The 13-character cap is the
// input mask's job: the server never cuts a longer number down (that could turn a foreign one valid).
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  // a number typed with '+' is complete as typed (as the web app's mask keeps it): '+998 123456' must
  // not turn into a valid +998998123456; and so the result normalises to itself
  if (raw.trim().startsWith('+')) return `+${digits}`;
  // nine digits are a local number even when the operator code begins with 998 (99 8...)
  if (digits.length === 9) return `${PHONE_PREFIX}${digits}`;
  if (digits.startsWith('998')) return `+${digits}`;
  return `${PHONE_PREFIX}${digits}`;
}

// Valid only as +998 and exactly 9 digits; the caller decides whether empty is allowed.
export function isValidPhone(phone: string): boolean {
  return /^\+998\d{9}$/.test(phone);
}

// SPEC §5: a leading '@' is forced; '@' plus 5 to 32 letters, digits or underscores.
export function normalizeUsername(raw: string): string {
  const trimmed = raw.trim().replace(/^@+/, '');
  return trimmed === '' ? '' : `@${trimmed}`;
}

export function isValidUsername(username: string): boolean {
  return /^@[A-Za-z0-9_]{5,32}$/.test(username);
}
