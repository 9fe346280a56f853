// Reads a .heapprofile (sampled allocations still alive, BENCH_PROFILE=<dir>) and prints the bytes kept by
// package and by allocating function. node --import tsx bench/heap-top.ts <file.heapprofile> [rows] [divisor]
import fs from 'node:fs';

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

const [file, rowsArg, divisorArg] = process.argv.slice(2);
const { head } = JSON.parse(fs.readFileSync(file, 'utf8')) as { head: HeapNode };
const divisor = Number(divisorArg ?? 1);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
const walk = (node: HeapNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  if (node.selfSize) {
    total += node.selfSize;
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + node.selfSize);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.startsWith('node:') ? 'node core' : url ? url.split('/').slice(-3, -1).join('/') : '(native)');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.selfSize);
  }
  node.children.forEach(walk);
};
walk(head);
const rows = Number(rowsArg ?? 25);
const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}: ${(total / divisor / 1024).toFixed(1)} KB${divisor > 1 ? ` per unit (÷${divisor})` : ''}`);
  for (const [key, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${(bytes / divisor / 1024).toFixed(2).padStart(9)} KB  ${key}`);
  }
};
show('kept by package', byPackage);
show('kept by function', byFunction);
