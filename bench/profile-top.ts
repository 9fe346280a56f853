// Reads a .cpuprofile (BENCH_PROFILE=<dir> npm run bench) and prints where the time went: self time by
// function and by package. node --import tsx bench/profile-top.ts <file.cpuprofile> [rows]
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const packageOf = (url: string) => {
  if (!url) return '(native/idle)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node core';
  const own = /\/work\/[^/]+\/(api\/src\/[^/]+|bench|web)/.exec(url);
  return own ? own[1] : url.split('/').slice(-2).join('/');
};

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, micros] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + micros);
  const pkg = packageOf(url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
}
const rows = Number(rowsArg ?? 25);
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(
      `${((micros / total) * 100).toFixed(1).padStart(6)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${key}`,
    );
  }
};
show('self time by package', packages);
show('self time by function', functions);
