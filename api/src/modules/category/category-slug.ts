// A category's slug: its name in Latin letters (Russian and Uzbek Cyrillic transliterated), made unique.
import type { Db } from '../../platform/db/client';

const SLUG_MAX = 60;

// Russian and Uzbek Cyrillic to Latin, close to the everyday Uzbek Latin spelling.
const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

export function slugify(name: string): string {
  const latin = [...name.toLowerCase()].map((char) => TRANSLIT[char] ?? char).join('');
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
