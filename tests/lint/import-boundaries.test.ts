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

// allowed: faces read the domain, the domain reads the platform, a feature reads ui/ lib/ and itself
const allowed: Record<string, string> = {
  'rules/src/phone.ts': 'export const isValidPhone = 1;\n',
  'api/src/domain/phones.ts':
    "import { isValidPhone } from '../../../rules/src/phone';\nexport const phones = isValidPhone;\n",
  'api/src/input/parse.ts': "import { tasks } from '../domain/tasks';\nexport const parse = tasks;\n",
  'web/src/lib/phones.ts':
    "import { isValidPhone } from '../../../rules/src/phone';\nexport const phones = isValidPhone;\n",
  'api/src/domain/tasks.ts': "import { db } from '../db/client';\nexport const tasks = db;\n",
  'api/src/db/client.ts': 'export const db = 1;\n',
  'api/src/schema/task.ts': "import { tasks } from '../domain/tasks';\nexport const task = tasks;\n",
  'api/src/rest/tasks.ts': "import { tasks } from '../domain/tasks';\nexport const rest = tasks;\n",
  'web/src/ui/button.tsx': 'export const Button = 1;\n',
  'web/src/lib/format.ts': 'export const format = 1;\n',
  'web/src/features/client/form.tsx': 'export const Form = 1;\n',
  'web/src/features/client/screen.tsx':
    "import { Button } from '../../ui/button';\nimport { format } from '../../lib/format';\nimport { Form } from './form';\nexport const Screen = [Button, format, Form];\n",
  'web/src/features/admin/screen.tsx': "import { Button } from '../../ui/button';\nexport const Admin = Button;\n",
};

// one forbidden import per rule
const forbidden: Record<string, [string, string]> = {
  'domain-not-faces': ['api/src/domain/leak.ts', "import { task } from '../schema/task';\nexport const leak = task;\n"],
  'domain-not-edge': [
    'api/src/domain/parse.ts',
    "import { parse } from '../input/parse';\nexport const leak = parse;\n",
  ],
  'rest-not-schema': ['api/src/rest/leak.ts', "import { task } from '../schema/task';\nexport const leak = task;\n"],
  'schema-not-rest': ['api/src/schema/leak.ts', "import { rest } from '../rest/tasks';\nexport const leak = rest;\n"],
  'platform-not-domain': [
    'api/src/auth/leak.ts',
    "import { tasks } from '../domain/tasks';\nexport const leak = tasks;\n",
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
    "import { tasks } from '../../../api/src/domain/tasks';\nexport const leak = tasks;\n",
  ],
  'rules-stand-alone': [
    'rules/src/leak.ts',
    "import { format } from '../../web/src/lib/format';\nexport const leak = format;\n",
  ],
};

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
  const dir = layout(files);
  dirs.push(dir);
  const { status, output } = lintImports(dir);
  expect(status).not.toBe(0);
  for (const [rule, [file]] of Object.entries(forbidden)) expect(output).toMatch(new RegExp(`${rule}: ${file} →`));
  expect(output).toMatch(new RegExp(`x ${Object.keys(forbidden).length} dependency violations`));
}, 60_000);
