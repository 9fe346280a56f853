// Comments cite only what the repository holds: docs/product.md's sections, files, tests. A comment that
// names the outside specification ("SPEC", "DESIGN", ../shared) or a tracker's issue number sends a
// reader somewhere they cannot follow; what the product promises is written in docs/product.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

// what a comment may not say (the same expression can be run over a checkout by hand)
export const OUTSIDE_CITATION = /\bSPEC\b|\bDESIGN\b|\.\.\/shared\b|\b[Ii]ssues?\s+#?\d+/;

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|prisma)$/;
// generated code, and this file's own probes
const SKIPPED = /^(web\/src\/gql\/|api\/src\/platform\/db\/generated\/)|^tests\/lint\/comment-sources\.test\.ts$/;

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .filter((file) => SOURCE.test(file) && !SKIPPED.test(file) && fs.existsSync(path.join(root, file)));
}

// the commented part of a line: after `//` (not a URL's), a block comment's line, JSX's {/* */}
function commentOf(line: string): string | null {
  const match = line.match(/(?<![:'"`\w])\/\/.*$|^\s*\*.*$|\/\*.*$/);
  return match ? match[0] : null;
}

export function outsideCitations(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files)
    read(file)
      .split('\n')
      .forEach((line, index) => {
        const comment = commentOf(line);
        if (comment && OUTSIDE_CITATION.test(comment)) found.push(`${file}:${index + 1} ${comment.trim()}`);
      });
  return found;
}

test('no comment cites the outside specification or an issue number', () => {
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(300);
  expect(outsideCitations(files, (file) => fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
});

test('would see each kind of outside citation, and leave code and links alone', () => {
  const texts: Record<string, string> = {
    'a.ts': [
      '// the texts of SPEC',
      'const url = "https://example.com/issue 5"; // the live card (issue 28)',
      ' * as DESIGN says',
      '      {/* Issue 19: the photos */}',
      '// as ../shared has it',
      'const issue = "issue 12"; // docs/product.md §7',
      '// issues of the form, none numbered',
    ].join('\n'),
  };
  expect(outsideCitations(['a.ts'], (file) => texts[file])).toEqual([
    'a.ts:1 // the texts of SPEC',
    'a.ts:2 // the live card (issue 28)',
    'a.ts:3 * as DESIGN says',
    'a.ts:4 /* Issue 19: the photos */}',
    'a.ts:5 // as ../shared has it',
  ]);
});
