// The soak's short run in CI (SOAK_S, default 60): every goal of issue 14 but the heap's, which a minute
// cannot judge (a warm-up of 12 s against a run of 60): there a leak guard of 50 % stands in, and the
// 10 % goal is measured by `npm run soak` over five minutes (docs/reliability.md).
import { killAllChildren } from '../../bench/processes';
import { goalsMissed } from './goals';
import { runSoak } from './soak';

afterAll(() => killAllChildren());

test('two nodes under clients and masters survive a node kill and a Redis restart with nothing lost', async () => {
  const report = await runSoak({
    durationS: Number(process.env.SOAK_S || 60),
    clients: Number(process.env.SOAK_CLIENTS || 120),
    masters: Number(process.env.SOAK_MASTERS || 60),
  });
  console.log(JSON.stringify(report, null, 2));
  expect(report.tasks).toBeGreaterThan(50);
  expect(report.notifications.delivered).toBeGreaterThan(0);
  expect(goalsMissed(report, { memoryGrowthPct: 50 })).toEqual([]);
});
