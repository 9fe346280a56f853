// Every change of a task's status goes through the lifecycle's transitions (task-transitions.ts: changeStatus,
// claimOfferedTask, startAssignedTask), which check the actions table and write the history row: no other
// file of api/src writes Task.status, neither in SQL nor through Prisma.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '..', '..', '..');
const HOME = path.join(SRC, 'modules', 'lifecycle', 'task-transitions.ts');
const SQL_STATUS_WRITE = /UPDATE\s+"Task"\s+SET[^`]*?\bstatus\s*=/i;
const PRISMA_WRITES = new Set(['update', 'updateMany', 'upsert']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['__tests__', 'generated'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// `x.task.update({ data: { status } })` and its kin, and raw SQL setting "Task".status
function statusWrites(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      PRISMA_WRITES.has(node.expression.name.text) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      node.expression.expression.name.text === 'task'
    ) {
      const [argument] = node.arguments;
      const data =
        argument && ts.isObjectLiteralExpression(argument)
          ? argument.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'data')
          : undefined;
      if (data && /\bstatus\b/.test(data.getText())) found.push(`${path.relative(SRC, file)}:${line(node)}`);
    }
    if (
      (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
      SQL_STATUS_WRITE.test(node.getText())
    )
      found.push(`${path.relative(SRC, file)}:${line(node)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('only the lifecycle writes a task status', () => {
  const files = sourceFiles(SRC).filter((file) => file !== HOME);
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap((file) => statusWrites(file))).toEqual([]);
  // and the transitions do write it, so the scan sees what it looks for
  expect(statusWrites(HOME).length).toBeGreaterThanOrEqual(3);
});

test('would see a status written elsewhere, in SQL or through Prisma', () => {
  const probe = [
    'export const a = (tx: any) => tx.task.updateMany({ where: { id: 1 }, data: { status: "taken" } });',
    'export const b = (tx: any, id: number) => tx.$queryRaw`UPDATE "Task" SET status = \'in_progress\' WHERE id = ${id}`;',
    'export const c = (tx: any) => tx.task.update({ where: { id: 1 }, data: { acceptedAt: new Date() } });',
  ].join('\n');
  expect(statusWrites(path.join(SRC, 'probe.ts'), probe)).toEqual(['probe.ts:1', 'probe.ts:2']);
});
