// Text the database cannot store, or that would show other than it reads, made storable on the way in:
// - NUL (U+0000): PostgreSQL text cannot hold it; it means nothing in text a person types, so it is dropped.
// - a lone UTF-16 surrogate (half of a pair, "\ud800" in JSON): no character at all, it cannot be encoded as
//   UTF-8 and Prisma refuses the whole query; it becomes U+FFFD, the replacement character any decoder shows.
// - invisible and direction marks (withoutHiddenMarks below) are dropped.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this finds
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

// Marks that show nothing yet change how a line reads: bidirectional embeddings, overrides and isolates
// (U+202A-U+202E, U+2066-U+2069), direction marks (U+200E, U+200F, U+061C), zero-width spaces and
// non-joiners (U+200B, U+200C), the word joiner and invisible operators (U+2060-U+2064), the deprecated
// format characters (U+206A-U+206F), the Mongolian vowel separator, the byte order mark and interlinear
// annotations. A right-to-left override in a name reversed the rest of a bot message's line. The zero-width
// joiner goes too, except between two pictographs (an emoji sequence such as a family or a flag's rainbow,
// a skin tone or presentation selector allowed before it).
const HIDDEN_MARKS =
  /[\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]|(?<!\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
// a cheap look first: almost no text holds any of them
const MAY_HIDE = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/;

// `text` without the marks above (what people type, as it is shown)
export function withoutHiddenMarks(text: string): string {
  return MAY_HIDE.test(text) ? text.replace(HIDDEN_MARKS, '') : text;
}

// one string made storable (as `storable` makes every string of a value)
export function storableText(value: string): string {
  const withoutNul = hasNul(value) ? value.replace(NUL, '') : value;
  return withoutHiddenMarks(withoutNul.replace(LONE_SURROGATE, '\ufffd'));
}

// The same value with every string in it (object keys included) storable; other values as they are.
export function storable<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return storableText(value) as T;
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((item) => storable(item, depth + 1)) as T;
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defined, not assigned: a key named __proto__ stays a plain key
    Object.defineProperty(clean, storableText(key), {
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
