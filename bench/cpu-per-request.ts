// CPU per request of the bench's three reads (REST and GraphQL), measured inside one API process with
// Fastify's inject: no HTTP client, no autocannon sharing the cores, so the figure moves little with other
// people's load on the machine (the req/s of `npm run bench` does; docs/performance.md). Against a kept
// bench database:
//   BENCH_ONLY=none BENCH_KEEP=1 npm run bench        # prints "keeping <url>"
//   NODE_ENV=production LOG_LEVEL=warn DATABASE_URL=<url> node --import tsx bench/cpu-per-request.ts
// CPU_REQUESTS (300) sets the measured requests per read, CPU_PROFILE=<dir> writes a profile per read,
// CPU_READS="GraphQL list" measures only the reads whose label holds one of these (comma-separated) texts.
// NODE_ENV and LOG_LEVEL as on the bench's nodes: the logger and Pothos read them when imported (outside
// production Pothos warns on the console for every unused Prisma query, which costs CPU of its own).
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../api/src/http/server';
import { loadConfig } from '../api/src/platform/config';
import { openDatabase } from '../api/src/platform/db/client';
import { createEventBus } from '../api/src/platform/events/create-event-bus';
import { logger } from '../api/src/platform/logger';
import { BOT_TOKEN } from './config';
import { benchUsers, GRAPHQL_READS } from './http';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usta-cpu-'));
  fs.writeFileSync(path.join(dataDir, 'dev-bot-token'), BOT_TOKEN);
  // the bench's node settings (bench/processes.ts)
  Object.assign(process.env, {
    NODE_ENV: 'production',
    TZ: 'UTC',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    JOB_INTERVAL_S: '3600',
    DISPATCH_WAVE_SIZE: 'all',
    RATE_LIMIT_TASKS: '1000000/60',
    RATE_LIMIT_DETECT: '1000000/60',
    RATE_LIMIT_UPLOADS: '1000000/60',
    RATE_LIMIT_SIGN_IN: '1000000/60',
    // requests start the moment the app is built: a first load-shedding sample of a loop the start kept
    // busy would refuse them (http/shedding.ts), and refusals are not what this measures
    SHED_EVENT_LOOP_DELAY_MS: 'off',
  });
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL: a kept bench database (BENCH_KEEP=1)');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const bus = createEventBus(config, logger);
  const app = await createApp({ config, database, bus, log: logger });
  const users = benchUsers();
  const reads = [
    ['REST /tasks/active', 'GET', '/api/tg-webapp/tasks/active', users.active, undefined],
    ['GraphQL active', 'POST', '/graphql', users.active, GRAPHQL_READS.active],
    ['REST /master/tasks/pending', 'GET', '/api/tg-webapp/master/tasks/pending', users.masters, undefined],
    ['GraphQL pending', 'POST', '/graphql', users.masters, GRAPHQL_READS.pending],
    ['REST /tasks', 'GET', '/api/tg-webapp/tasks', users.list, undefined],
    ['GraphQL list', 'POST', '/graphql', users.list, GRAPHQL_READS.list],
  ] as const;
  // CPU_READS=list: only the reads whose label has one of these words (e.g. "GraphQL list")
  const only = (process.env.CPU_READS ?? '').split(',').filter(Boolean);
  const chosen = reads.filter(([label]) => !only.length || only.some((word) => label.includes(word)));
  const requests = Number(process.env.CPU_REQUESTS) || 300;
  const profileDir = process.env.CPU_PROFILE;
  const session = profileDir ? new inspector.Session() : null;
  if (session) {
    fs.mkdirSync(profileDir!, { recursive: true });
    session.connect();
    await session.post('Profiler.enable');
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| read | CPU per request | wall per request (10 at a time) |');
  console.log('| --- | ---: | ---: |');
  for (const [label, method, url, list, query] of chosen) {
    let next = 0;
    const one = async () => {
      const response = await app.fastify.inject({
        method,
        url,
        headers: {
          'x-telegram-init-data': list[next++ % list.length],
          ...(query ? { 'content-type': 'application/json' } : {}),
        },
        payload: query ? JSON.stringify({ query }) : undefined,
      });
      if (response.statusCode !== 200 || response.body.includes('"errors"'))
        throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    };
    // warm-up: JIT, the pool's connections, the plans
    for (let i = 0; i < 100; i++) await one();
    if (session) await session.post('Profiler.start');
    const cpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = 0; i < requests / 10; i++) await one();
      }),
    );
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      const file = path.join(profileDir!, `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
    }
    console.log(
      `| ${label} | ${((used.user + used.system) / 1000 / requests).toFixed(2)} ms | ${(wall / requests).toFixed(2)} ms |`,
    );
  }
  await app.close();
  await bus.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
