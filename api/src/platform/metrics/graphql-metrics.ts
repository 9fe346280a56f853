// graphql_operation_duration_seconds and graphql_errors_total, from an Apollo Server plugin. The operation
// name is the client's word: only a GraphQL name without long digit runs (no id or phone in it) is kept, the
// first 200 distinct ones; later names are `other`, unnamed operations `anonymous`.
import type { ApolloServerPlugin } from '@apollo/server';
import type { AppMetrics } from './app-metrics';

export const MAX_OPERATION_NAMES = 200;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

export function operationLabels(seen: Set<string>) {
  return (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (!NAME.test(name) || /\d{4}/.test(name)) return 'other';
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATION_NAMES) return 'other';
    seen.add(name);
    return name;
  };
}

// a code the server set (graphql/errors.ts); anything else is counted as OTHER
export const errorCodeLabel = (code: unknown): string =>
  typeof code === 'string' && CODE.test(code) ? code : code === undefined ? 'INTERNAL_SERVER_ERROR' : 'OTHER';

export function graphqlMetricsPlugin<Context extends object>(metrics: AppMetrics): ApolloServerPlugin<Context> {
  const label = operationLabels(new Set());
  return {
    // refused before the operation begins (credentials that do not sign in): counted by the error's code
    async contextCreationDidFail({ error }) {
      metrics.graphqlErrors.inc({
        code: errorCodeLabel((error as { extensions?: { code?: unknown } }).extensions?.code),
      });
    },
    async requestDidStart() {
      const started = performance.now();
      let type = 'unknown';
      return {
        async didResolveOperation({ operation }) {
          type = operation?.operation ?? 'unknown';
        },
        async willSendResponse({ request, response, operationName }) {
          const name = label(operationName ?? request.operationName);
          metrics.graphqlDuration.observe(
            { operation_name: name, operation_type: type },
            (performance.now() - started) / 1000,
          );
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          for (const error of errors ?? []) metrics.graphqlErrors.inc({ code: errorCodeLabel(error.extensions?.code) });
        },
      };
    },
  };
}
