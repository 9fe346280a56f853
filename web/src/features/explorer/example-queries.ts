// Saved example queries the explorer opens with, one tab each: what an analyst asks first.
// explorer-examples.test.ts validates every one against schema.graphql, so they never go stale.
// adminOnly: reads people's records (the tasks' export), which an analyst token never may
export const ANALYTICS_EXAMPLES: { query: string; variables?: string; adminOnly?: true }[] = [
  {
    query: `# Воронка и время до принятия за период (фильтр: город, район, категория)
query Funnel($filter: AnalyticsFilter) {
  analytics(filter: $filter) {
    funnel { created offered accepted completed reviewed cancelled expired rejected acceptedRate completedRate }
    timeToAccept { count p50 p90 p99 }
    timeToComplete { count p50 p90 p99 }
    series(interval: WEEK) { start funnel { created accepted } timeToAccept { p50 } }
  }
}
`,
    variables: '{ "filter": { "from": "2026-01-01T00:00:00Z" } }',
  },
  {
    query: `# Спрос и предложение: районы и категории, где задачи остаются без мастера
query DemandSupply($filter: AnalyticsFilter) {
  analytics(filter: $filter) {
    byDistrict { district { name city { name } } created accepted unserved medianSecondsToAccept masters demandPerMaster }
    byCategory { category { name } created accepted unserved medianSecondsToAccept masters }
  }
}
`,
  },
  {
    query: `# Цены: квартили по категориям и районам и стоимость выполненных работ по неделям (только агрегаты)
query Prices($filter: AnalyticsFilter) {
  analytics(filter: $filter) {
    prices { category { name } district { name city { name } } jobs low median high }
    completedValue { week jobs value }
  }
}
`,
  },
  {
    query: `# Мастера, которые оставляют предложения без ответа
query SilentMasters($after: String) {
  analytics {
    masters(first: 20, after: $after, orderBy: { field: UNANSWERED, direction: DESC }) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          contract { id name }
          offersReceived accepted declined unanswered acceptanceRate medianResponseSeconds
          completed cancelledByMaster averageRating reviewsCount topUsta
        }
      }
    }
  }
}
`,
  },
  {
    query: `# Причины отмен и точность определения категории
query CancelsAndDetection {
  analytics {
    cancelReasons { reason { name code audience } step count }
    detection { tasks detected changedByClient undetected keptRate pairs { detected { name } chosen { name } count } }
  }
}
`,
  },
  {
    adminOnly: true,
    query: `# Выгрузка всех задач страницами (курсор after = endCursor предыдущей страницы)
query ExportTasks($after: String) {
  adminTasksConnection(first: 100, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id status createdAt category { name } city { name } district { name } } }
  }
}
`,
  },
];
