// What the bench seeds and how long each measurement runs. BENCH_QUICK=1 shortens everything for a
// smoke run (the figures are then not the ones to publish).
const quick = process.env.BENCH_QUICK === '1';
const num = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

export const SIZES = {
  users: 10_000,
  // the first 500 users are approved masters, the other 9,500 clients
  masters: 500,
  tasks: 100_000,
  // approved masters of the dispatch scenario (bench-only categories), on top of the 10,000 users
  dispatchMasters: num('BENCH_DISPATCH_MASTERS', quick ? 1_000 : 5_000),
  // clients without tasks that create the dispatched tasks, one task each
  posters: 200,
};

// Telegram ids of the seeded users: BASE + k
export const TG = {
  base: 8_000_000_000,
  dispatchMasterBase: 8_100_000_000,
  posterBase: 8_200_000_000,
  // the admin who issues the analytics phase's analyst token (an API token acts as its issuer, and reads
  // only while the issuer is an admin: ADMIN_TELEGRAM_IDS of the node)
  analyticsAdmin: 8_300_000_001,
};

export const BOT_TOKEN = '424242:bench-token-not-a-real-bot';

export const TIMING = {
  // autocannon: one warm-up run, then the measured one, per row
  warmupS: num('BENCH_WARMUP_S', quick ? 1 : 2),
  durationS: num('BENCH_DURATION_S', quick ? 3 : 8),
  // measured passes per row, the faster one kept (other load on the machine only slows a run)
  passes: num('BENCH_PASSES', quick ? 1 : 2),
  connections: num('BENCH_CONNECTIONS', 10),
  // sequential requests used to count SQL statements per request
  sqlSamples: quick ? 20 : 100,
  // tasks created per dispatch scenario (each reaches every connected master)
  dispatchRounds: num('BENCH_DISPATCH_ROUNDS', quick ? 5 : 15),
  // the waves phase: DISPATCH_WAVE_INTERVAL_S of its node, and the later waves timed per task
  waveIntervalS: num('BENCH_WAVE_INTERVAL_S', 1),
  wavesPerTask: num('BENCH_WAVES_PER_TASK', 3),
  crossNodeRounds: num('BENCH_CROSS_ROUNDS', quick ? 5 : 30),
  crossNodeMasters: num('BENCH_CROSS_MASTERS', 1_000),
  // the whole run stops itself after this
  deadlineS: num('BENCH_DEADLINE_S', 14 * 60),
};

export const QUICK = quick;
