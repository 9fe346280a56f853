// The import rules of `npm run lint` (.dependency-cruiser.cjs) refuse each forbidden import: the
// `lint:imports` script of package.json runs, as written, in a scratch copy of the repository's layout
// holding one file per forbidden import, and must fail naming every rule; without those files (only
// allowed imports left) it must pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const script: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['lint:imports'];

// allowed: the faces and other modules read a module through its index.ts, a module's routes and fields read
// its rules, a lower layer is read by a higher one, the platform reads only itself; a feature reads ui/ lib/
// and itself
const allowed: Record<string, string> = {
  'rules/src/phone.ts': 'export const isValidPhone = 1;\n',
  'api/src/platform/db/client.ts': 'export const db = 1;\n',
  'api/src/platform/context.ts': "import { db } from './db/client';\nexport const context = db;\n",
  'api/src/graphql/builder.ts': "import { context } from '../platform/context';\nexport const builder = context;\n",
  'api/src/http/envelope.ts': "import { context } from '../platform/context';\nexport const envelope = context;\n",
  'api/src/modules/identity/users.ts':
    "import { isValidPhone } from '../../../../rules/src/phone';\nimport { db } from '../../platform/db/client';\nexport const users = [isValidPhone, db];\n",
  'api/src/modules/identity/index.ts': "export { users } from './users';\n",
  'api/src/modules/task/tasks.ts': "import { users } from '../identity';\nexport const tasks = users;\n",
  'api/src/modules/task/task-input.ts': "import { tasks } from './tasks';\nexport const parse = tasks;\n",
  'api/src/modules/task/rest/client-routes.ts':
    "import { envelope } from '../../../http/envelope';\nimport { parse } from '../task-input';\nexport const routes = [envelope, parse];\n",
  'api/src/modules/task/task-fields.ts':
    "import { builder } from '../../graphql/builder';\nimport { tasks } from './tasks';\nexport const fields = [builder, tasks];\n",
  'api/src/modules/task/index.ts':
    "export { routes } from './rest/client-routes';\nexport { fields } from './task-fields';\nexport { tasks } from './tasks';\n",
  'api/src/modules/task/__tests__/tasks.test.ts': "import { tasks } from '../tasks';\nexport const probe = tasks;\n",
  'api/src/http/routes.ts': "import { routes } from '../modules/task';\nexport const all = routes;\n",
  'web/src/lib/phones.ts':
    "import { isValidPhone } from '../../../rules/src/phone';\nexport const phones = isValidPhone;\n",
  'web/src/ui/button.tsx': 'export const Button = 1;\n',
  'web/src/lib/format.ts': 'export const format = 1;\n',
  'web/src/features/client/form.tsx': 'export const Form = 1;\n',
  'web/src/features/client/screen.tsx':
    "import { Button } from '../../ui/button';\nimport { format } from '../../lib/format';\nimport { Form } from './form';\nexport const Screen = [Button, format, Form];\n",
  'web/src/features/admin/screen.tsx': "import { Button } from '../../ui/button';\nexport const Admin = Button;\n",
};

// one forbidden import per rule
const forbidden: Record<string, [string, string]> = {
  'module-public-surface': [
    'api/src/http/leak.ts',
    "import { tasks } from '../modules/task/tasks';\nexport const leak = tasks;\n",
  ],
  'module-through-index': [
    'api/src/modules/task/leak.ts',
    "import { users } from '../identity/users';\nexport const leak = users;\n",
  ],
  'layer-identity': [
    'api/src/modules/identity/leak.ts',
    "import { tasks } from '../task';\nexport const leak = tasks;\n",
  ],
  'platform-imports-no-module': [
    'api/src/platform/leak.ts',
    "import { users } from '../modules/identity';\nexport const leak = users;\n",
  ],
  'no-cycles': ['api/src/platform/cycle-a.ts', "import { b } from './cycle-b';\nexport const a = b;\n"],
  'rules-not-faces': [
    'api/src/modules/task/checks.ts',
    "import { parse } from './task-input';\nexport const leak = parse;\n",
  ],
  'rest-not-graphql': [
    'api/src/modules/task/rest/leak.ts',
    "import { fields } from '../task-fields';\nexport const leak = fields;\n",
  ],
  'graphql-not-rest': [
    'api/src/modules/task/graphql/leak.ts',
    "import { routes } from '../rest/client-routes';\nexport const leak = routes;\n",
  ],
  'ui-not-features': [
    'web/src/ui/leak.tsx',
    "import { Admin } from '../features/admin/screen';\nexport const leak = Admin;\n",
  ],
  'features-not-each-other': [
    'web/src/features/client/leak.tsx',
    "import { Admin } from '../admin/screen';\nexport const leak = Admin;\n",
  ],
  'web-not-api': [
    'web/src/lib/leak.ts',
    "import { tasks } from '../../../api/src/modules/task';\nexport const leak = tasks;\n",
  ],
  'rules-stand-alone': [
    'rules/src/leak.ts',
    "import { format } from '../../web/src/lib/format';\nexport const leak = format;\n",
  ],
};

// the other half of the cycle: only the file above closes it
const cycleHalf = { 'api/src/platform/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = a;\n" };

function layout(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-boundaries-'));
  fs.copyFileSync(path.join(root, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function lintImports(dir: string) {
  const result = spawnSync('sh', ['-c', script], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test('npm run lint checks the import rules with dependency-cruiser', () => {
  const lint: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.lint;
  expect(lint).toContain('lint:imports');
  expect(script).toContain('depcruise');
});

test('allowed imports pass', () => {
  const dir = layout(allowed);
  dirs.push(dir);
  const { status, output } = lintImports(dir);
  expect(output).toContain('no dependency violations');
  expect(status).toBe(0);
}, 60_000);

test('every forbidden import fails the lint, named by its rule', () => {
  const files = { ...allowed };
  for (const [file, text] of Object.values(forbidden)) files[file] = text;
  Object.assign(files, cycleHalf);
  const dir = layout(files);
  dirs.push(dir);
  const { status, output } = lintImports(dir);
  expect(status).not.toBe(0);
  for (const [rule, [file]] of Object.entries(forbidden)) expect(output).toMatch(new RegExp(`${rule}: ${file} →`));
  expect(output).toMatch(new RegExp(`x ${Object.keys(forbidden).length} dependency violations`));
}, 60_000);
