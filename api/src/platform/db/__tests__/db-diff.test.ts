// `npm run db:diff` (api/scripts/db-diff.ts) writes the SQL of a schema change offline, with Prisma's
// WebAssembly schema engine replaying prisma/migrations into an in-memory PGlite. It touches no test
// database, so it runs in the PostgreSQL project only.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { usePglite } from '../../../../../tests/support/database';

const root = path.resolve(__dirname, '..', '..', '..', '..', '..');
const run = promisify(execFile);

(usePglite ? describe.skip : describe)('npm run db:diff', () => {
  it('prints the SQL that takes the migrated database to a changed schema', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-db-diff-'));
    try {
      const schema = path.join(dir, 'schema.prisma');
      fs.writeFileSync(
        schema,
        `${fs.readFileSync(path.join(root, 'prisma', 'schema.prisma'), 'utf8')}
model DiffProbe {
  id    Int    @id @default(autoincrement())
  label String @unique
}
`,
      );
      const { stdout } = await run(
        'node',
        ['--import', 'tsx', path.join(root, 'api', 'scripts', 'db-diff.ts'), '--schema', schema],
        { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 },
      );
      expect(stdout).toContain('CREATE TABLE "DiffProbe"');
      expect(stdout).toContain('CREATE UNIQUE INDEX "DiffProbe_label_key" ON "DiffProbe"("label")');
      // the tables the migrations made are known: no CREATE for them
      expect(stdout).not.toContain('CREATE TABLE "Task"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240000);
});
