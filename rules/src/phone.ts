// docs/product.md §5 phone rules: an Uzbek number, +998 and exactly nine digits.
import { LIMITS } from './limits.ts';

export const PHONE_PREFIX = '+998';

const PHONE = /^\+998\d{9}$/;

// Valid only as +998 and exactly nine digits; whether an empty phone is allowed is the caller's rule.
export function isValidPhone(phone: string): boolean {
  return PHONE.test(phone);
}

// A typed phone as stored: digits and '+' kept, +998 added when missing. Empty stays empty. A number typed
// with '+' is complete as typed ('+998 123456' must not become a valid +998998123456), so the result
// normalises to itself; nine digits are a local number even when the operator code begins with 998. The
// 13-character cap is the input mask's job: a longer number is never cut down (that could make a foreign
// number valid).
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  if (raw.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 9) return `${PHONE_PREFIX}${digits}`;
  if (digits.startsWith('998')) return `+${digits}`;
  return `${PHONE_PREFIX}${digits}`;
}

// The input mask of the phone field: digits and one leading '+', +998 added when missing, at most 13
// characters. A value that is still a part of the prefix ('+', '+99') is kept, so the field can be erased
// and the whole number typed by hand.
export function maskPhone(raw: string): string {
  const kept = raw.replace(/[^\d+]/g, '');
  let value = kept.startsWith('+') ? `+${kept.slice(1).replace(/\+/g, '')}` : kept.replace(/\+/g, '');
  if (value === '' || PHONE_PREFIX.startsWith(value)) return value;
  if (!value.startsWith('+')) {
    value = value.startsWith('998') && value.length > 9 ? `+${value}` : `${PHONE_PREFIX}${value}`;
  }
  return value.slice(0, LIMITS.phoneLength);
}

// An Uzbek number as people write it, for the field to show: '+998 90 123 45 67'. The value kept stays
// +998XXXXXXXXX (maskPhone); a value that does not begin with +998 is shown as it is.
const GROUPS = [2, 3, 2, 2];
export function groupPhone(masked: string): string {
  if (!masked.startsWith(PHONE_PREFIX)) return masked;
  let rest = masked.slice(PHONE_PREFIX.length);
  const parts = [PHONE_PREFIX];
  for (const size of GROUPS) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(' ') + rest;
}
