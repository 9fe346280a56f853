// Every file a comment or a document cites exists in the repository: a newcomer who follows
// `modules/task/client-tasks.ts` from a comment finds it. A citation resolves next to the citing file, from
// the repository's root, from api/, api/src/, web/ or web/src/, or as the end of a tracked path (a file
// named by its module-relative path). Globs (`*-input.ts`) and placeholders (`<m>/index.ts`,
// `{ru,uz}/common.json`) are not citations.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const CITATION = /(?<![\w@/.*<>}-])((?:\.{0,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.(?:ts|tsx|md|cjs|mjs|json|prisma|sh|sql))\b/g;
const BASES = ['', 'api/', 'api/src/', 'web/', 'web/src/'];
// this file's probes cite files that do not exist on purpose
const SELF = 'tests/lint/comment-citations.test.ts';

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .filter((file) => fs.existsSync(path.join(root, file)));
}

// the commented part of a line of code; a document's whole line
function commentOf(file: string, line: string): string | null {
  if (file.endsWith('.md')) return line;
  const match = line.match(/\/\/(.*)$|^\s*\*(.*)$|\/\*(.*)/);
  return match ? match[0] : null;
}

export function unresolvedCitations(files: string[], read: (file: string) => string): string[] {
  const known = new Set(files);
  const suffixes = new Set(files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(i).join('/'))));
  const resolves = (from: string, cited: string) => {
    const plain = cited.replace(/^\.\//, '');
    const near = path.normalize(path.join(path.dirname(from), plain));
    return (
      known.has(near) || BASES.some((base) => known.has(base + plain)) || suffixes.has(plain.replace(/^(\.\.\/)+/, ''))
    );
  };
  const missing: string[] = [];
  for (const file of files) {
    if (!/\.(ts|tsx|md|cjs|mjs)$/.test(file) || /^web\/src\/(gql|locales)\//.test(file) || file === SELF) continue;
    read(file)
      .split('\n')
      .forEach((line, index) => {
        const comment = commentOf(file, line);
        if (!comment) return;
        for (const [, cited] of comment.matchAll(CITATION))
          if (!/^https?/.test(cited) && !resolves(file, cited)) missing.push(`${file}:${index + 1} ${cited}`);
      });
  }
  return missing;
}

test('every file a comment or a document cites exists', () => {
  const files = trackedFiles();
  expect(files.length).toBeGreaterThan(300);
  expect(unresolvedCitations(files, (file) => fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
});

test('would see a citation of a file that is gone', () => {
  const files = ['api/src/modules/task/client-tasks.ts', 'docs/architecture.md'];
  const texts: Record<string, string> = {
    'api/src/modules/task/client-tasks.ts':
      '// see domain/tasks.ts and modules/task/client-tasks.ts\nconst a = "x.ts";\n',
    'docs/architecture.md': 'The route: `api/src/rest/tasks.ts`; the rule: `client-tasks.ts`; a glob `*-input.ts`.\n',
  };
  expect(unresolvedCitations(files, (file) => texts[file])).toEqual([
    'api/src/modules/task/client-tasks.ts:1 domain/tasks.ts',
    'docs/architecture.md:1 api/src/rest/tasks.ts',
  ]);
});
