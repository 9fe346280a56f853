// Web build weight: a production build into a temporary folder (web/dist is left alone), then for every
// route the gzipped JavaScript loaded before its first screen: the entry chunk with its static imports plus
// the route's lazy chunk with its static imports (the same rule as web/scripts/report-size.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(__dirname, '..');

// lazy route chunks of web/src/app/router.tsx, by the routes that open them
const ROUTES: Record<string, string> = {
  'src/features/client/client-screen.tsx': '/client',
  'src/features/client/client-tasks-screen.tsx': '/client/tasks',
  'src/features/client/client-reviews-screen.tsx': '/client/reviews',
  'src/features/master/master-dashboard-screen.tsx': '/master/dashboard',
  'src/features/master/master-apply-screen.tsx': '/master/apply',
  'src/features/master/master-reviews-screen.tsx': '/master/reviews',
  'src/features/admin/index.ts': '/admin/* (admin area)',
  'src/features/explorer/explorer-screen.tsx': '/admin/explorer, /explorer',
  'src/features/session/dev-sign-in-screen.tsx': 'development sign-in (outside Telegram)',
};

// the first screens that must stay within the budget (docs/performance.md)
export const BUDGETED = ['/client', '/master/dashboard'];
export const BUDGET_BYTES = 170 * 1024;

export interface RouteWeight {
  route: string;
  chunk: string;
  bytes: number;
  // a lazy part loaded later by a screen (a dialog, a form step), not a route of its own
  part: boolean;
}

export interface BundleResult {
  buildS: number;
  entryBytes: number;
  routes: RouteWeight[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`)),
    );
  });
}

export async function measureBundle(): Promise<BundleResult> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-bench-web-'));
  try {
    const started = performance.now();
    await run(
      path.join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      path.join(root, 'web'),
    );
    const buildS = (performance.now() - started) / 1000;
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const sizes = new Map<string, number>();
    const gz = (file: string) => {
      if (!sizes.has(file))
        sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length);
      return sizes.get(file)!;
    };
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return seen;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) closure(imported, seen);
      return seen;
    };
    const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gz(file), 0);
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    if (!entryKey) throw new Error('no entry chunk in the manifest');
    const entry = closure(entryKey);
    const routes: RouteWeight[] = [{ route: '/, /home (entry)', chunk: entryKey, bytes: total(entry), part: false }];
    for (const [key, chunk] of Object.entries(manifest)) {
      // lazy parts of our own code (the explorer's editor internals are counted in its route)
      if (!chunk.isDynamicEntry || !(key in ROUTES || key.startsWith('src/'))) continue;
      // a lazy part counts on top of the entry only: the screen that opens it is loaded already
      routes.push({
        route: ROUTES[key] ?? key,
        chunk: key,
        bytes: total(closure(key, new Set(entry))),
        part: !(key in ROUTES),
      });
    }
    routes.sort((a, b) => Number(a.part) - Number(b.part));
    return { buildS, entryBytes: total(entry), routes };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
