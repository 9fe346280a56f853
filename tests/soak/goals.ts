// The goals for the soak, as one list of what a report missed (empty: every goal met).
import type { SoakReport } from './soak';

export function goalsMissed(report: SoakReport, options: { memoryGrowthPct?: number } = {}): string[] {
  const limit = options.memoryGrowthPct ?? 10;
  const missed: string[] = [];
  if (report.serverErrorsOutsideFaults.length)
    missed.push(
      `${report.serverErrorsOutsideFaults.length} server errors or unanswered calls outside the fault windows`,
    );
  if (report.clientMismatches.length)
    missed.push(`${report.clientMismatches.length} tasks whose client saw another status`);
  if (report.masterMismatches.length)
    missed.push(`${report.masterMismatches.length} masters whose current task differs from the database`);
  if (report.duplicateOffers) missed.push(`${report.duplicateOffers} offers pushed twice`);
  if (report.lostOffers) missed.push(`${report.lostOffers} offers never pushed to a connected master`);
  if (report.notifications.duplicates) missed.push(`${report.notifications.duplicates} notifications sent twice`);
  if (report.notifications.lost) missed.push(`${report.notifications.lost} notifications not delivered`);
  if (report.subscriptionsLeft) missed.push(`${report.subscriptionsLeft} subscriptions left after everyone left`);
  if (report.socketsLeft) missed.push(`${report.socketsLeft} sockets left open after everyone left`);
  for (const [node, figures] of Object.entries(report.memory))
    if (figures.heapGrowth > limit) missed.push(`${node}: heap grew ${figures.heapGrowth} % after warm-up`);
  return missed;
}
