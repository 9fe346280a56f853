import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/database';
import { recordAudit } from '../../../modules/audit';
import { seed } from '../seed';

const seeded = JSON.parse(
  fs.readFileSync(
    path.resolve(__dirname, '..', '..', '..', '..', '..', 'prisma', 'seed-data', 'category-keywords.json'),
    'utf8',
  ),
) as Record<string, string[]>;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ demo: false });
});
afterAll(() => database.drop());

describe('seeded category keywords', () => {
  it('gives every default category Russian and Uzbek keywords in both scripts', async () => {
    const categories = await database.handle.prisma.category.findMany();
    expect(categories).toHaveLength(20);
    for (const category of categories) {
      expect(category.keywords).toEqual(seeded[category.slug]);
      expect(category.keywords.some((word) => /[а-яё]/.test(word))).toBe(true);
      expect(category.keywords.some((word) => /[a-z]/.test(word))).toBe(true);
      expect(
        category.keywords.some((word) => /[ўқғҳ]/.test(word) || /[a-z]'/.test(word) || /(sh|ch|q)/.test(word)),
      ).toBe(true);
    }
  });

  it('brings keywords an admin never touched up to the file, and leaves edited ones alone', async () => {
    const db = database.handle.prisma;
    const plumbing = await db.category.findUniqueOrThrow({ where: { slug: 'plumbing' } });
    const heating = await db.category.findUniqueOrThrow({ where: { slug: 'heating' } });
    // an older seed's keywords, and an admin's edit
    await db.category.update({ where: { id: plumbing.id }, data: { keywords: ['кран'] } });
    await db.$transaction(async (tx) => {
      await tx.category.update({ where: { id: heating.id }, data: { keywords: ['котёл'] } });
      await recordAudit(tx, null, 'category.update', 'Category', heating.id, { keywords: { after: ['котёл'] } });
    });

    await seed(db, { demo: false });

    expect((await db.category.findUniqueOrThrow({ where: { id: plumbing.id } })).keywords).toEqual(seeded.plumbing);
    expect((await db.category.findUniqueOrThrow({ where: { id: heating.id } })).keywords).toEqual(['котёл']);
  });
});
