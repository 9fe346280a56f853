// Reports: analytics and the admin lists, the reads that scan many rows for an admin or an analyst. An
// operation that asks for one runs on the reports connections (db/client.ts), apart from the product's
// own traffic, and is counted against the `reports` rate limit (graphql/limits.ts); the analytics
// snapshot it opened is closed when it ends.
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../platform/context';
import { REPORT_FIELDS } from './limits';
import { rootFields } from './operation-fields';

const reportFields = new Set<string>(REPORT_FIELDS);

export function reportsPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, contextValue }) {
          const root = rootFields(document, operationName);
          if (root?.operation !== 'query' || !root.fields.some((field) => reportFields.has(field))) return;
          if (contextValue.reports) contextValue.db = contextValue.reports;
        },
        async willSendResponse({ contextValue }) {
          await contextValue.snapshot?.close();
        },
      };
    },
  };
}
