// A category's slug: its name in Latin letters (Russian and Uzbek Cyrillic written in Uzbek Latin), made
// unique.
import type { Db } from '../../platform/db/client';
import { cyrillicToLatin } from './detection/script';

const SLUG_MAX = 60;

export function slugify(name: string): string {
  // the one Cyrillic-to-Latin table (detection/script.ts: Uzbek Latin spelling, х 'x', ж 'j')
  const latin = cyrillicToLatin(name.toLowerCase());
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Uzbek Latin o‘ / g‘ apostrophes belong to the letter
    .replace(/['‘’ʻʼ`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'category';
}

// The first free slug among base, base-2, base-3...
export async function uniqueSlug(db: Pick<Db, 'category'>, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (await db.category.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
