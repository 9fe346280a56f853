// The soak's short run in CI (SOAK_S, default 60). It holds the goals that do not depend on how fast the
// machine is: no offer pushed twice, no notification sent twice or lost, nothing subscribed or connected
// after everyone left, no heap runaway (50 %: a minute cannot judge the 10 % goal). The goals that a
// loaded 2-core machine misses by slowness (calls unanswered in 15 s, statuses not caught up, offers still
// on their way when a node is killed) are printed with the rest; `npm run soak` judges every goal.
import { killAllChildren } from '../../bench/processes';
import { goalsMissed } from './goals';
import { runSoak } from './soak';

afterAll(() => killAllChildren());

test('two nodes under clients and masters survive a node kill and a Redis restart with no offer or notification doubled, no notification lost and nothing left behind', async () => {
  const report = await runSoak({
    durationS: Number(process.env.SOAK_S || 60),
    clients: Number(process.env.SOAK_CLIENTS || 40),
    masters: Number(process.env.SOAK_MASTERS || 20),
  });
  console.log(JSON.stringify(report, null, 2));
  console.log(`every goal: ${goalsMissed(report).join('; ') || 'met'}`);
  expect(report.tasks).toBeGreaterThan(20);
  expect(report.notifications.delivered).toBeGreaterThan(0);
  const counts = {
    duplicateOffers: report.duplicateOffers,
    duplicateNotifications: report.notifications.duplicates,
    lostNotifications: report.notifications.lost,
    subscriptionsLeft: report.subscriptionsLeft,
    socketsLeft: report.socketsLeft,
    heapRunaway: Object.values(report.memory).filter((m) => m.heapGrowth > 50).length,
  };
  // named one per line, with the notifications' states and samples when those are off, so a CI log cut
  // to its head and tail still says which goal broke
  const broken = Object.entries(counts)
    .filter(([, count]) => count !== 0)
    .map(([goal, count]) => `${goal} ${count}`);
  if (counts.duplicateNotifications || counts.lostNotifications)
    broken.push(
      `notifications ${JSON.stringify(report.notifications.byState)} ${JSON.stringify(report.notifications.samples).slice(0, 600)}`,
    );
  expect(broken).toEqual([]);
});
