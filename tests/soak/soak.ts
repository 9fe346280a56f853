// The soak: two API nodes on one PostgreSQL database and one Redis, a few hundred simulated
// clients and masters doing the whole loop through REST, GraphQL and WebSockets, while one node is
// killed and started again and Redis is restarted. It measures what the goals name and returns
// them; `npm run soak` prints them (tests/soak/run.ts), the CI stage holds them to the goals.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { signInitData } from '../../api/src/platform/auth/init-data';
import { UNKNOWN_OUTCOME } from '../../api/src/bot/delivery';
import { openDatabase } from '../../api/src/platform/db/client';
import { migrate } from '../../api/src/platform/db/migrate';
import { seed } from '../../api/src/platform/db/seed';
import { startApiNode, type ChildNode } from '../../bench/processes';
import { adminQuery, urlFor } from '../support/database';
import { createCategory, createClient, createMaster, places } from '../support/factories';
import { FakeBotApi } from '../support/fake-bot-api';
import { startOwnRedis } from '../support/redis-server';
import { SoakClient, SoakMaster, type World } from './actors';
import { isLostOffer } from './lost-offers';
import { Nodes, Traffic } from './traffic';

export interface SoakOptions {
  durationS: number;
  clients: number;
  masters: number;
  log?: (line: string) => void;
}

interface Memory {
  heapUsedMB: number;
  rssMB: number;
}

export interface SoakReport {
  durationS: number;
  clients: number;
  masters: number;
  tasks: number;
  requests: number;
  byStatus: Record<string, number>;
  faultWindows: { what: string; from: number; to: number }[];
  // answers of 500 and above, and calls that got no answer, outside the fault windows (goal 0)
  serverErrorsOutsideFaults: { route: string; status: number; at: string }[];
  clientMismatches: { taskId: number; seen: string | undefined; database: string }[];
  masterMismatches: { contractId: number; seen: string; database: string }[];
  duplicateOffers: number;
  duplicateOfferSamples: unknown[];
  lostOffers: number;
  lostOfferSamples: unknown[];
  offerLag: Record<string, { p50: number; p95: number; max: number }>;
  // master feeds the server ended while their socket stayed open
  feedEnds: number;
  feedEndSamples: unknown[];
  offersInDatabase: number;
  notifications: {
    byState: Record<string, number>;
    delivered: number;
    duplicates: number;
    lost: number;
    samples: unknown[];
  };
  memory: Record<string, { warm: Memory; end: Memory; heapGrowth: number; rssGrowth: number }>;
  // each node's work over its life (node B: from its restart): CPU seconds and database statements
  work: Record<string, { cpuS: number; statements: number }>;
  // after everyone left: Redis channels of per-user and per-task topics, sockets still open to a node
  subscriptionsLeft: number;
  socketsLeft: number;
  // the first answer of each refused route and status, to read what a refusal said
  refusals: Record<string, string>;
}

const TOKEN = '555000555:soak-token-not-a-real-bot';
const TG_BASE = 6_100_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function memory(node: ChildNode): Promise<Memory> {
  const { memory } = await node.stats(true);
  return { heapUsedMB: mb(memory.heapUsed), rssMB: mb(memory.rss) };
}

// user and system CPU time of a process, from /proc (clock ticks of 1/100 s)
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

// established TCP connections whose local end is this port (the node's side of its clients' sockets)
function establishedTo(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 3 && fields[1].endsWith(`:${hex}`) && fields[3] === '01') count += 1;
    }
  }
  return count;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log ?? (() => undefined);
  const database = `usta_soak_${crypto.randomBytes(5).toString('hex')}`;
  const prefix = `soak-${crypto.randomBytes(4).toString('hex')}:`;
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    // the database: migrated, seeded, a category of its own with its masters and clients
    await adminQuery(`CREATE DATABASE ${database}`);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    const handle = await openDatabase({ databaseUrl: urlFor(database), dataDir: '' });
    await migrate(handle);
    await seed(handle.prisma, { demo: false });
    const db = handle.prisma;
    const place = await places(db);
    const category = await createCategory(db, { name: 'Сантехника (нагрузка)' });
    const clients: { telegramId: number }[] = [];
    for (let i = 0; i < options.clients; i++) {
      const id = TG_BASE + i;
      await createClient(db, { id, first_name: 'Клиент', last_name: String(i), username: `soak_client_${i}` });
      clients.push({ telegramId: id });
    }
    const masters: { telegramId: number; contractId: number }[] = [];
    for (let i = 0; i < options.masters; i++) {
      const master = await createMaster(db, { categoryIds: [category.id], cityId: place.cityId });
      masters.push({ telegramId: master.spec.id, contractId: master.contractId });
    }
    const reasons = await db.cancelReason.findMany({ where: { isActive: true }, orderBy: { id: 'asc' } });
    const reasonOf = (audience: 'client' | 'master', step: number) =>
      reasons.find((r) => r.audience === audience && r.step === step && !/other/i.test(r.code))!.id;

    const redis = await startOwnRedis();
    cleanups.push(() => redis.stop());
    const bot = await FakeBotApi.start(TOKEN);
    cleanups.push(() => bot.close());

    const env = {
      DATABASE_URL: urlFor(database),
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_ROOT: bot.apiRoot,
      JOB_INTERVAL_S: '1',
      DISPATCH_WAVE_SIZE: '5',
      DISPATCH_WAVE_INTERVAL_S: '3',
      WS_KEEPALIVE_S: '10',
      LOG_LEVEL: 'info',
    };
    const running = new Map<string, ChildNode>();
    // each node's last log lines, kept in artifacts/soak/ (a killed node's too)
    const logDir = path.resolve(__dirname, '..', '..', 'artifacts', 'soak');
    fs.mkdirSync(logDir, { recursive: true });
    let generation = 0;
    const keepLogs = (node: ChildNode) =>
      fs.writeFileSync(path.join(logDir, `${node.name}-${++generation}.log`), node.logs.join(''));
    const nodes = new Nodes();
    const start = async (name: string) => {
      const node = await startApiNode(name, env);
      running.set(name, node);
      nodes.set(name, node.url);
      log(`${name} up on ${node.url}`);
      return node;
    };
    cleanups.push(async () =>
      Promise.all(
        [...running.values()].map(async (node) => {
          await node.stop();
          keepLogs(node);
        }),
      ),
    );
    await start('node-a');
    await start('node-b');

    const traffic = new Traffic(nodes);
    const world: World = {
      nodes,
      traffic,
      categoryId: category.id,
      cityId: place.cityId,
      districtId: place.districtId,
      clientReasons: { step1: reasonOf('client', 1), step2: reasonOf('client', 2) },
      masterReasonId: reasonOf('master', 0),
      winding: { down: false },
    };
    const initData = (id: number) => signInitData({ id, first_name: 'Soak' }, TOKEN);
    const soakMasters = masters.map((m) => new SoakMaster(world, initData(m.telegramId), m.contractId));
    const soakClients = clients.map(
      (c) => new SoakClient(world, initData(c.telegramId), `+99893${String(c.telegramId).slice(-7)}`),
    );
    for (const master of soakMasters) master.start();
    const startedAt = Date.now();
    const clientRuns = soakClients.map(async (client, i) => {
      await sleep((i / soakClients.length) * 10_000);
      await client.run();
    });

    // faults: node-b killed at 30 % of the run and started again 5 s later; Redis killed at 60 % and
    // started again 3 s later. A window runs from the fault until 5 s after the recovery.
    const faultWindows: SoakReport['faultWindows'] = [];
    const durationMs = options.durationS * 1000;
    const warmUpMs = Math.min(15_000, durationMs * 0.2);
    await sleep(warmUpMs);
    const warm: Record<string, Memory> = { 'node-a': await memory(running.get('node-a')!) };
    await sleep(Math.max(0, startedAt + durationMs * 0.3 - Date.now()));
    {
      const from = Date.now();
      log('killing node-b');
      nodes.set('node-b', null);
      await running.get('node-b')!.kill();
      keepLogs(running.get('node-b')!);
      running.delete('node-b');
      await sleep(5000);
      await start('node-b');
      faultWindows.push({ what: 'node-b killed and started again', from, to: Date.now() + 5000 });
      await sleep(5000);
      warm['node-b'] = await memory(running.get('node-b')!);
    }
    await sleep(Math.max(0, startedAt + durationMs * 0.6 - Date.now()));
    {
      const from = Date.now();
      log('killing Redis');
      await redis.kill();
      await sleep(3000);
      await redis.start();
      faultWindows.push({ what: 'Redis killed and started again', from, to: Date.now() + 5000 });
    }
    await sleep(Math.max(0, startedAt + durationMs - Date.now()));

    // time is up: no new tasks, searching ones are cancelled, work in hand finished; then a quiet spell
    log('winding down');
    world.winding.down = true;
    await Promise.all(soakMasters.map((m) => m.windDown()));
    await Promise.race([Promise.all(clientRuns), sleep(30_000)]);
    await Promise.all(soakMasters.map((m) => m.windDown()));
    await sleep(3000);

    // what each party saw against the database
    const tasks = await db.task.findMany({ select: { id: true, status: true, contractId: true } });
    const clientMismatches: SoakReport['clientMismatches'] = [];
    const seenByClient = new Map<number, string | undefined>();
    for (const client of soakClients) for (const [id, status] of client.seen) seenByClient.set(id, status);
    for (const task of tasks) {
      const seen = seenByClient.get(task.id);
      if (seen !== task.status) clientMismatches.push({ taskId: task.id, seen, database: task.status });
    }
    const masterMismatches: SoakReport['masterMismatches'] = [];
    for (const master of soakMasters) {
      const current = tasks.find(
        (t) => t.contractId === master.contractId && (t.status === 'in_progress' || t.status === 'taken'),
      );
      const seen = master.current ? `${master.current.id}:${master.current.status}` : 'none';
      const truth = current ? `${current.id}:${current.status}` : 'none';
      if (seen !== truth) masterMismatches.push({ contractId: master.contractId, seen, database: truth });
    }

    // offers: pushed twice, or never pushed though the master's feed was up when it was made
    const offers = await db.taskOffer.findMany({
      select: { taskId: true, contractId: true, createdAt: true, respondedAt: true, wave: true, state: true },
    });
    const byContract = new Map(soakMasters.map((m) => [m.contractId, m]));
    let duplicateOffers = 0;
    let lostOffers = 0;
    // a push repeated outside the fault windows (an offer_withdrawn lost to the Redis restart makes the
    // next offer of the same task look repeated)
    const duplicateOfferSamples: Record<string, unknown>[] = [];
    for (const master of soakMasters)
      for (const { at, taskId } of master.duplicates) {
        if (faultWindows.some((w) => at >= w.from && at <= w.to + 5000)) continue;
        duplicateOffers += 1;
        if (duplicateOfferSamples.length < 10)
          duplicateOfferSamples.push({
            taskId,
            contractId: master.contractId,
            atS: (at - startedAt) / 1000,
            // offered again after this master took it (and gave it up), or not
            accepted: master.accepted.has(taskId),
            givenUp: master.givenUp.has(taskId),
            // this master's feed events about the task, and its states (received s, published s, kind,
            // task/offered)
            events: master.received
              .filter((r) => r.taskId === taskId || r.kind === 'current_state')
              .map(
                (r) =>
                  `${((r.at - startedAt) / 1000).toFixed(2)} (${((r.publishedAt - startedAt) / 1000).toFixed(2)}) ${r.kind} ${r.taskId ?? ''}/${r.offered ?? ''}`,
              ),
            upSpans: master.upSpans.map(([from, to]) => [(from - startedAt) / 1000, to && (to - startedAt) / 1000]),
          });
      }
    // the database's side of each sample: the task's status changes and this master's offer row
    for (const sample of duplicateOfferSamples) {
      const taskId = sample.taskId as number;
      const changes = await db.taskStatusChange.findMany({ where: { taskId }, orderBy: { id: 'asc' } });
      sample.history = changes.map(
        (c) =>
          `${((c.createdAt.getTime() - startedAt) / 1000).toFixed(2)} ${c.fromStatus}->${c.toStatus} by ${c.actorUserId}`,
      );
      const offer = offers.find((o) => o.taskId === taskId && o.contractId === sample.contractId);
      sample.offer = offer && {
        state: offer.state,
        wave: offer.wave,
        createdS: (offer.createdAt.getTime() - startedAt) / 1000,
        respondedS: offer.respondedAt && (offer.respondedAt.getTime() - startedAt) / 1000,
      };
    }
    // how late offers reached the feeds: from the offer row's time (inside the dispatching transaction) to
    // the event's publication (after its commit), and from there to the master's socket
    const offerTimes = new Map(offers.map((o) => [`${o.taskId}:${o.contractId}`, o]));
    const toPublish: number[] = [];
    // the first wave is written by the call that creates the task, later ones by the wave job
    const toPublishLater: number[] = [];
    const toSocket: number[] = [];
    for (const master of soakMasters)
      for (const r of master.received) {
        if (r.kind !== 'offer_added' || r.taskId === null) continue;
        const offer = offerTimes.get(`${r.taskId}:${master.contractId}`);
        if (offer) (offer.wave > 1 ? toPublishLater : toPublish).push(r.publishedAt - offer.createdAt.getTime());
        toSocket.push(r.at - r.publishedAt);
      }
    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
    };
    const offerLag = {
      toPublishMs: spread([...toPublish, ...toPublishLater]),
      firstWaveToPublishMs: spread(toPublish),
      laterWavesToPublishMs: spread(toPublishLater),
      toSocketMs: spread(toSocket),
    };
    const feedEnds = soakMasters.flatMap((master) =>
      master.feedEnds.map(({ at, how }) => ({ contractId: master.contractId, atS: (at - startedAt) / 1000, how })),
    );
    const lostOfferSamples: Record<string, unknown>[] = [];
    for (const offer of offers) {
      const master = byContract.get(offer.contractId);
      if (!master || master.offersPushed.has(offer.taskId) || master.offersShown.has(offer.taskId)) continue;
      const at = offer.createdAt.getTime();
      const times = { createdAt: at, respondedAt: offer.respondedAt?.getTime() ?? null };
      if (isLostOffer(times, master.upSpans, faultWindows, Date.now())) {
        lostOffers += 1;
        if (lostOfferSamples.length < 10)
          lostOfferSamples.push({
            taskId: offer.taskId,
            contractId: offer.contractId,
            wave: offer.wave,
            state: offer.state,
            atS: (at - startedAt) / 1000,
            // what the feed received around it
            around: master.received
              .filter((r) => r.at >= at - 3000 && r.at <= at + 5000)
              .map((r) => `${((r.at - startedAt) / 1000).toFixed(2)} ${r.kind} ${r.taskId ?? ''}/${r.offered ?? ''}`),
            upSpans: master.upSpans.map(([from, to]) => [(from - startedAt) / 1000, to && (to - startedAt) / 1000]),
          });
      }
    }

    // notifications: every one the database marks sent reached the Bot API once (the outbox drained first)
    for (let i = 0; i < 30 && (await db.notification.count({ where: { state: 'pending' } })) > 0; i++) await sleep(500);
    // the workers may still be sending (a backlog): the messages accepted before the rows are read are
    // held against rows sent or being sent; the rows marked sent against every message accepted by the end
    const isDelivered = (c: (typeof bot.calls)[number]) => c.status === 200 && /^send(Message|Photo)$/.test(c.method);
    const deliveredBefore = new Map<number, number>();
    for (const call of bot.calls.filter(isDelivered))
      deliveredBefore.set(Number(call.params.chat_id), (deliveredBefore.get(Number(call.params.chat_id)) ?? 0) + 1);
    const rows = await db.notification.findMany({
      select: {
        id: true,
        kind: true,
        state: true,
        lastError: true,
        sentAt: true,
        user: { select: { telegramId: true } },
      },
    });
    const byState: Record<string, number> = {};
    for (const row of rows) byState[row.state] = (byState[row.state] ?? 0) + 1;
    const sentPerChat = new Map<number, number>();
    for (const row of rows)
      if (row.state === 'sent')
        sentPerChat.set(Number(row.user!.telegramId), (sentPerChat.get(Number(row.user!.telegramId)) ?? 0) + 1);
    const sendingPerChat = new Map<number, number>();
    for (const row of rows)
      if (row.state === 'sending')
        sendingPerChat.set(Number(row.user!.telegramId), (sendingPerChat.get(Number(row.user!.telegramId)) ?? 0) + 1);
    const deliveredPerChat = new Map<number, number>();
    const delivered = bot.calls.filter(isDelivered);
    for (const call of delivered)
      deliveredPerChat.set(Number(call.params.chat_id), (deliveredPerChat.get(Number(call.params.chat_id)) ?? 0) + 1);
    let duplicates = 0;
    // the chats whose messages and rows differ, for the next look
    const notificationSamples: unknown[] = [];
    // sent, skipped (nothing to say any more: the offer was taken) and unreachable are ends; failed and
    // unknown lose a message; pending is a backlog not yet drained
    // by design, the one call in flight when a node dies ends as "outcome unknown" (never resent)
    const unknown = rows.filter((row) => row.lastError === UNKNOWN_OUTCOME).length;
    let lost = (byState.failed ?? 0) - unknown + Math.max(0, unknown - 1);
    for (const chat of new Set([...sentPerChat.keys(), ...deliveredPerChat.keys()])) {
      const sent = sentPerChat.get(chat) ?? 0;
      const sending = sendingPerChat.get(chat) ?? 0;
      const doubled = Math.max(0, (deliveredBefore.get(chat) ?? 0) - sent - sending);
      const missing = Math.max(0, sent - (deliveredPerChat.get(chat) ?? 0));
      duplicates += doubled;
      lost += missing;
      const difference = doubled - missing;
      if (difference !== 0 && notificationSamples.length < 10)
        notificationSamples.push({
          chat,
          difference,
          calls: delivered
            .filter((call) => Number(call.params.chat_id) === chat)
            .map((call) => ({ method: call.method, atS: (call.at - startedAt) / 1000 })),
          rows: rows
            .filter((row) => Number(row.user?.telegramId) === chat)
            .map((row) => ({
              id: row.id,
              kind: row.kind,
              state: row.state,
              lastError: row.lastError,
              sentAtS: row.sentAt ? (row.sentAt.getTime() - startedAt) / 1000 : null,
            })),
        });
    }

    // everyone leaves: memory after a full GC, then what is still subscribed or connected
    await Promise.all([...soakClients.map((c) => c.leave()), ...soakMasters.map((m) => m.leave())]);
    traffic.close();
    await sleep(3000);
    const memoryReport: SoakReport['memory'] = {};
    const work: SoakReport['work'] = {};
    for (const [name, node] of running) {
      work[name] = { cpuS: cpuSeconds(node.pid), statements: (await node.stats()).statements };
      const end = await memory(node);
      const from = warm[name];
      memoryReport[name] = {
        warm: from,
        end,
        heapGrowth: Math.round((end.heapUsedMB / from.heapUsedMB - 1) * 1000) / 10,
        rssGrowth: Math.round((end.rssMB / from.rssMB - 1) * 1000) / 10,
      };
    }
    const inspect = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await inspect.connect();
    const channels = (await inspect.pubsub('CHANNELS', `${prefix}*`)) as string[];
    await inspect.quit();
    // the bot's delivery worker listens to admin task events on every node; everything else is per viewer
    const subscriptionsLeft = channels.filter((channel) => channel !== `${prefix}admin:tasks`).length;
    const socketsLeft = [...running.values()].reduce((sum, node) => sum + establishedTo(node.port), 0);

    const byStatus: Record<string, number> = {};
    for (const answer of traffic.answers) {
      const key = answer.status === 0 ? 'no answer' : String(answer.status);
      byStatus[key] = (byStatus[key] ?? 0) + 1;
    }
    const serverErrorsOutsideFaults = traffic.answers
      // a call in flight when a fault began is the fault's, whenever it was made
      .filter((a) => (a.status === 0 || a.status >= 500) && !faultWindows.some((w) => a.end >= w.from && a.at <= w.to))
      .map((a) => ({ route: a.route, status: a.status, at: new Date(a.at).toISOString() }));
    await handle.close();
    return {
      durationS: options.durationS,
      clients: options.clients,
      masters: options.masters,
      tasks: tasks.length,
      requests: traffic.answers.length,
      byStatus,
      faultWindows: faultWindows.map((w) => ({ ...w, from: w.from - startedAt, to: w.to - startedAt })),
      serverErrorsOutsideFaults,
      clientMismatches,
      masterMismatches,
      duplicateOffers,
      duplicateOfferSamples,
      lostOffers,
      lostOfferSamples,
      offerLag,
      feedEnds: feedEnds.length,
      feedEndSamples: feedEnds.slice(0, 10),
      offersInDatabase: offers.length,
      notifications: { byState, delivered: delivered.length, duplicates, lost, samples: notificationSamples },
      memory: memoryReport,
      work,
      subscriptionsLeft,
      socketsLeft,
      refusals: Object.fromEntries(traffic.refusals),
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}
