#!/usr/bin/env node
// Times `npm start` to its first page (figures in docs/performance.md): runs the command
// (default `npm start`) on PORT (default 3999), asks for / every 200 ms until it answers 200 with the web
// app's page, prints the seconds, then stops the server. `--fresh` first removes what a fresh clone lacks:
// rules/dist, web/dist, api/dist and the embedded database's data directory (node_modules stays: the time
// excludes `npm install`).
//   node scripts/time-start.mjs [--fresh] [command...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const fresh = args[0] === '--fresh';
const command = (fresh ? args.slice(1) : args).length ? (fresh ? args.slice(1) : args) : ['npm', 'start'];
const port = process.env.PORT || '3999';
const dataDir = process.env.DATA_DIR || path.join(root, 'data');

if (fresh) {
  for (const dir of ['rules/dist', 'web/dist', 'api/dist'])
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const started = Date.now();
const child = spawn(command[0], command.slice(1), {
  cwd: root,
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
let exited = false;
child.on('exit', () => (exited = true));

const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

let seconds = null;
while (!exited && Date.now() - started < 600_000) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const body = await response.text();
    if (response.ok && body.includes('<div id="root"')) {
      seconds = (Date.now() - started) / 1000;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
stop();
// every process of the group gone (the server releases the embedded database's lock as it ends), so a
// start timed right after this one finds it free
for (const until = Date.now() + 30_000; Date.now() < until;) {
  try {
    process.kill(-child.pid, 0);
  } catch {
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
if (seconds === null) {
  console.error(`time-start: ${command.join(' ')} served no page`);
  process.exit(1);
}
console.log(
  `time-start: ${command.join(' ')}${fresh ? ' (fresh: no builds, no data)' : ''}: first page after ${seconds.toFixed(1)} s`,
);
