// Text the database cannot store, made storable on the way in:
// - NUL (U+0000): PostgreSQL text cannot hold it; it means nothing in text a person types, so it is dropped.
// - a lone UTF-16 surrogate (half of a pair, "\ud800" in JSON): no character at all, it cannot be encoded as
//   UTF-8 and Prisma refuses the whole query; it becomes U+FFFD, the replacement character any decoder shows.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this finds
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

function storableString(value: string): string {
  const withoutNul = hasNul(value) ? value.replace(NUL, '') : value;
  return withoutNul.replace(LONE_SURROGATE, '\ufffd');
}

// The same value with every string in it (object keys included) storable; other values as they are.
export function storable<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return storableString(value) as T;
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((item) => storable(item, depth + 1)) as T;
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defined, not assigned: a key named __proto__ stays a plain key
    Object.defineProperty(clean, storableString(key), {
      value: storable(item, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return clean as T;
}

// The deepest nesting of objects and arrays a JSON body may have. No call takes more than a few levels;
// a body of thousands ('[[[[...') parses, but every walk over it afterwards (the idempotency key's
// fingerprint, JSON.stringify) overflows the stack.
export const MAX_JSON_DEPTH = 64;

// How deeply the JSON text nests, read in one pass without parsing it (strings skipped).
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return deepest;
}
