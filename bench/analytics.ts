// Analytics: each field of `analytics` read on its own through an analyst token, sequentially
// (an analyst's explorer sends one at a time), over all 100,000 tasks (no filter: the largest aggregate)
// and over the last 30 days of one district. p50/p99/max of TIMING.analyticsSamples requests per row.
import crypto from 'node:crypto';
import { Client } from 'pg';
import { QUICK, TG } from './config';
import type { ChildNode } from './processes';
import type { BenchDatabase } from './seed';

export interface AnalyticsRow {
  field: string;
  window: string;
  samples: number;
  p50: number;
  p99: number;
  max: number;
}

const FIELDS: Record<string, string> = {
  funnel: 'funnel { created offered accepted completed reviewed cancelled expired rejected }',
  timeToAccept: 'timeToAccept { count p50 p90 p99 }',
  timeToComplete: 'timeToComplete { count p50 p90 p99 }',
  'series(DAY)': 'series(interval: DAY) { start funnel { created accepted } timeToAccept { p50 } }',
  'series(WEEK)': 'series(interval: WEEK) { start funnel { created accepted } timeToAccept { p50 } }',
  byCategory: 'byCategory { category { id name } created accepted unserved medianSecondsToAccept masters }',
  byDistrict: 'byDistrict { district { id name } created accepted unserved medianSecondsToAccept masters }',
  'masters(first: 20)':
    'masters(first: 20, orderBy: {field: UNANSWERED}) { totalCount edges { node { contract { id } offersReceived accepted declined unanswered acceptanceRate medianResponseSeconds completed cancelledByMaster averageRating reviewsCount } } }',
  cancelReasons: 'cancelReasons { reason { id name } step count }',
  detection: 'detection { tasks detected changedByClient undetected pairs { detected { id } chosen { id } count } }',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// An analyst token issued by an admin of the node (TG.analyticsAdmin is in its ADMIN_TELEGRAM_IDS) who is
// nobody else in the data: a token of a user who is no admin is refused since analysts read as their issuer
export async function issueAnalystToken(db: BenchDatabase): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  const client = new Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(
      `WITH admin AS (
         INSERT INTO "User" ("telegramId", "firstName", "updatedAt") VALUES ($2, 'Bench admin', now())
         ON CONFLICT ("telegramId") DO UPDATE SET "updatedAt" = now() RETURNING id)
       INSERT INTO "ApiToken" (name, "tokenHash", "createdById") SELECT 'bench', $1, id FROM admin`,
      [crypto.createHash('sha256').update(token).digest('hex'), TG.analyticsAdmin],
    );
  } finally {
    await client.end();
  }
  return token;
}

export async function analyticsPhase(api: ChildNode, db: BenchDatabase, log: (line: string) => void) {
  const token = await issueAnalystToken(db);
  const samples = process.env.BENCH_ANALYTICS_SAMPLES ? Number(process.env.BENCH_ANALYTICS_SAMPLES) : QUICK ? 5 : 40;
  const windows = [
    { label: 'all 100,000 tasks', filter: null },
    {
      label: '30 days, one district',
      filter: { from: new Date(Date.now() - 30 * 86_400_000).toISOString(), districtId: db.districtId },
    },
  ];
  const rows: AnalyticsRow[] = [];
  for (const window of windows) {
    for (const [field, selection] of Object.entries(FIELDS)) {
      const body = JSON.stringify({
        query: `query ($filter: AnalyticsFilter) { analytics(filter: $filter) { ${selection} } }`,
        variables: { filter: window.filter },
      });
      const times: number[] = [];
      // two warm-up reads (plans, the token's first use), then the measured ones
      for (let i = 0; i < samples + 2; i++) {
        const started = performance.now();
        const response = await fetch(`${api.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        const json = (await response.json()) as { errors?: { message: string }[] };
        const elapsed = performance.now() - started;
        if (json.errors) {
          log(`analytics ${field} (${window.label}): ${json.errors[0].message} after ${elapsed.toFixed(0)} ms`);
          times.push(Infinity);
          break;
        }
        if (i >= 2) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const row = {
        field,
        window: window.label,
        samples,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: times[times.length - 1],
      };
      log(`analytics ${field} (${window.label}): p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms`);
      rows.push(row);
    }
  }
  return rows;
}
