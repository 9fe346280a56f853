// the modules speak codes. No string literal in api/src/modules holds a Cyrillic letter (its
// sentences are the message catalogue's, api/src/platform/i18n); comments may, and so does the category
// detection's word data (detection/: stop words, stems and letter tables of the languages it reads).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const DOMAIN = path.resolve(__dirname, '..');
const CYRILLIC = /[\u0400-\u04FF]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'detection' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// string and template literal texts with their line numbers, comments left out
function cyrillicLiterals(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (CYRILLIC.test(node.text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${path.relative(DOMAIN, file)}:${line} ${node.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('api/src/modules', () => {
  it('has no Russian string literal: it raises codes, the catalogue says them', () => {
    const files = sourceFiles(DOMAIN);
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap(cyrillicLiterals)).toEqual([]);
  });

  it('would see one', () => {
    const probe = path.join(DOMAIN, '__tests__', 'probe.tmp.ts');
    fs.writeFileSync(
      probe,
      "// Задача\nexport const text = `Задача ${1} не найдена`;\nexport const code = 'TASK_NOT_FOUND';\n",
    );
    try {
      expect(cyrillicLiterals(probe)).toEqual([
        '__tests__/probe.tmp.ts:2 Задача ',
        '__tests__/probe.tmp.ts:2  не найдена',
      ]);
    } finally {
      fs.unlinkSync(probe);
    }
  });
});
