// Prometheus metrics of an API node (docs/operations.md): the families, the public server's hooks, the
// Apollo plugin and the scrape listener.
export { AppMetrics, type GaugeReadings, type ServiceMetrics } from './app-metrics';
export { gaugeReadings } from './gauges';
export { errorCodeLabel, graphqlMetricsPlugin, MAX_OPERATION_NAMES, operationLabels } from './graphql-metrics';
export { measureRequests, UNMATCHED_ROUTE } from './http-metrics';
export { listenForScrapes, type MetricsListener } from './listener';
