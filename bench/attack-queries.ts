// The requests of the G2 attacks, shared by the attacker (bench/attacker.ts) and the phase that
// finds the largest of them the cost rule lets through (bench/attacks.ts).

// every figure of `analytics`, as the probe asked them
export const ANALYTICS_FIGURES = `funnel { created offered accepted completed reviewed cancelled expired rejected }
  timeToAccept { count p50 p90 p99 } timeToComplete { count p50 p90 p99 }
  series(interval: DAY) { start funnel { created accepted } timeToAccept { p50 } }
  byCategory { category { id } created accepted unserved medianSecondsToAccept masters }
  byDistrict { district { id } created accepted unserved medianSecondsToAccept masters }
  masters(first: 1) { totalCount } cancelReasons { reason { id } step count }
  detection { tasks detected changedByClient undetected }`;

export const analyticsQuery = (aliases: number) =>
  `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: analytics { ${ANALYTICS_FIGURES} }`).join(' ')} }`;

export const listQuery = (aliases: number, first: number) =>
  `{ ${Array.from(
    { length: aliases },
    (_, i) =>
      `l${i}: adminTasksConnection(first: ${first}, search: "кран") { totalCount edges { node { id status createdAt text } } }`,
  ).join(' ')} }`;
