// PostgreSQL text cannot hold the NUL character (U+0000): a string with one fails the statement that
// stores or searches it. It means nothing in any text a person types, so it is dropped on the way in.
const NUL = /\u0000/g;

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

// The same value with NUL removed from every string in it (object keys included); other values as they are.
export function withoutNul<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return (hasNul(value) ? value.replace(NUL, '') : value) as T;
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1)) as T;
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defined, not assigned: a key named __proto__ stays a plain key
    Object.defineProperty(clean, withoutNul(key), { value: withoutNul(item, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return clean as T;
}
