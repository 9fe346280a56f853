// ESLint refuses a module's rule that takes `unknown` (inputs are parsed at the edge, the rules
// take typed values): the repository's own configuration, run on a probe file as if it were a module's rule,
// one of its inputs, routes or fields, and one of its tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

// the lines the rule finds in `source` placed at `file`
function findings(file: string, source: string): number[] {
  const run = spawnSync(process.execPath, [eslint, '--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; line: number }[] }[];
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
}

const PROBE = [
  'export function checkId(raw: unknown) { return raw; }',
  'export async function save(db: number, input: { name?: unknown }) { return [db, input]; }',
  'export const parse = (raw: unknown) => raw;',
  'function inside(value: unknown) { return value; }',
  'export const typed = (id: number, caught: Error) => [id, caught, inside];',
  'export function read(id: number): unknown { return id; }',
].join('\n');

test("a module's rule taking unknown fails the lint, wherever in its parameters", () => {
  expect(findings('api/src/modules/task/probe.ts', PROBE)).toEqual([1, 2, 3]);
  expect(findings('api/src/modules/task/journey/probe.ts', PROBE)).toEqual([1, 2, 3]);
});

test("a module's edge (inputs, routes, fields), and its tests, may take unknown", () => {
  expect(findings('api/src/modules/task/probe-input.ts', PROBE)).toEqual([]);
  expect(findings('api/src/modules/task/input/probe.ts', PROBE)).toEqual([]);
  expect(findings('api/src/modules/place/probe-routes.ts', PROBE)).toEqual([]);
  expect(findings('api/src/modules/task/graphql/probe.ts', PROBE)).toEqual([]);
  expect(findings('api/src/modules/task/__tests__/probe.ts', PROBE)).toEqual([]);
});
