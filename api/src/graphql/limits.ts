// GraphQL limits: document size, depth, aliases, directives and cost through GraphQL Armor; introspection
// only for admins and analysts in production; per-operation rate limits sharing the REST counters; and
// no internals in production errors.
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  getOperationAST,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Config, RateLimitName } from '../platform/config';
import { readsAggregates } from '../platform/access';
import type { RequestContext } from '../platform/context';
import { listCostRule, scannedUnits } from './cost';
import type { ReportsCooldown } from './reports-cooldown';
import { rateLimited } from './refusals';
import { isReplay } from './idempotency';
import { RateLimitError, type RateLimiter } from '../platform/rate-limit';
import { translate } from '../platform/i18n';
import { storable } from '../platform/sanitize';
import { asksForIntrospection, fragmentsOf, hasNulLiteral, rootFields, withStorableLiterals } from './operation-fields';

// Russian texts of the limits in docs/product.md's manner (the catalogue's); a refusal that knows its viewer says it in
// the viewer's language
export const GRAPHQL_LIMIT_TEXTS = {
  tooLarge: translate('ru', 'GRAPHQL_TOO_LARGE'),
  introspection: translate('ru', 'GRAPHQL_INTROSPECTION_FORBIDDEN'),
  internal: translate('ru', 'GRAPHQL_INTERNAL'),
  subscriptionsOnly: translate('ru', 'GRAPHQL_SUBSCRIPTIONS_ONLY'),
  nul: translate('ru', 'GRAPHQL_INVALID_CHARACTER'),
} as const;

// Reports: analytics and the admin lists (graphql/reports.ts runs them on their own connections)
export const REPORT_FIELDS = [
  'analytics',
  'adminTasks',
  'adminTasksConnection',
  'adminContracts',
  'adminContractsConnection',
  'adminReviews',
  'adminReviewsConnection',
  'auditLog',
] as const;

// The root fields each limit covers (the same limits as the REST routes in rate-limit.ts).
export const GRAPHQL_RATE_LIMITS: Record<string, RateLimitName> = {
  'mutation.createTask': 'tasks',
  'query.detectCategory': 'detect',
  'mutation.submitContract': 'uploads',
  // every alias counts: fifteen aliases of `analytics` spend fifteen
  ...Object.fromEntries(REPORT_FIELDS.map((field) => [`query.${field}`, 'reports' as const])),
};

// whether a request's text names a report field (a cheap look before anything is parsed: a false
// positive only refuses someone already refused reports)
const REPORT_FIELD_NAME = new RegExp(`\\b(${REPORT_FIELDS.join('|')})\\b`);
export function mentionsReports(body: unknown, query: unknown): boolean {
  const text = (value: unknown) => (typeof value === 'string' ? value : value ? JSON.stringify(value) : '');
  return REPORT_FIELD_NAME.test(text(body)) || REPORT_FIELD_NAME.test(text(query));
}

export interface GraphqlProtection {
  plugins: ApolloServerPlugin<RequestContext>[];
  validationRules: ValidationRule[];
}

// graphql-js's hints ("Did you mean ...?") name what the schema holds, so production strips them from
// every error like it refuses introspection: field names, enum values, arguments, whichever rule or
// coercion wrote them (Armor's plugin only saw field suggestions of HTTP validation).
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

// Armor's protections with our limits.
export function graphqlArmor(config: Pick<Config, 'graphqlLimits' | 'production'>): GraphqlProtection {
  const limits = config.graphqlLimits;
  // one message of ours for every limit (400, code GRAPHQL_VALIDATION_FAILED); outside production it
  // also says which limit, for the people writing queries
  const report = (context: ValidationContext | null, error: GraphQLError) => {
    const detail = error.message.replace(/^Syntax Error: /, '');
    const message = config.production ? GRAPHQL_LIMIT_TEXTS.tooLarge : `${GRAPHQL_LIMIT_TEXTS.tooLarge}: ${detail}`;
    context?.reportError(new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
  };
  const common = { exposeLimits: !config.production, propagateOnRejection: false, onReject: [report] };
  const armor = new ApolloArmor({
    // suggestions: withoutSuggestions, on HTTP and WebSocket errors alike (server.ts)
    blockFieldSuggestion: { enabled: false },
    // Apollo's parser stops at GRAPHQL_MAX_TOKENS itself (parseOptions in server.ts), with a 400;
    // Armor's token plugin would throw from inside the parser and turn it into a 500
    maxTokens: { enabled: false },
    // the cost counts list sizes (graphql/cost.ts); Armor's counts one unit per field whatever a list holds
    costLimit: { enabled: false },
    maxAliases: { ...common, n: limits.maxAliases },
    maxDirectives: { ...common, n: limits.maxDirectives },
    maxDepth: { ...common, n: limits.maxDepth },
  });
  const { plugins, validationRules } = armor.protect();
  return {
    plugins: plugins as ApolloServerPlugin<RequestContext>[],
    validationRules: [...validationRules, listCostRule(limits.maxCost, report)],
  };
}

// graphql-ws validates with this: the specified rules plus Armor's validation rules.
export function validateWithLimits(rules: ValidationRule[]) {
  return (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, [...specifiedRules, ...rules]);
}

export function mayIntrospect(config: Pick<Config, 'production'>, ctx: RequestContext | undefined): boolean {
  return !config.production || readsAggregates(ctx?.viewer ?? null);
}

// Counts each limited root field of the operation for the viewer; throws the first refusal. `reports`
// counts what the operation scans (graphql/cost.ts scannedUnits), at least one per report field: fifteen
// aliases spend fifteen, and one alias asking for nine analytics figures spends nine, so the limit bounds
// the database work an analyst's requests cost, not their number.
// Without a viewer nothing is counted: those fields need one, and the scope refuses the call for free.
export async function consumeOperationLimits(
  limiter: RateLimiter,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  ctx: RequestContext,
  cooldown?: ReportsCooldown,
  // refused by validation: what it would have scanned is not counted, only its report fields
  refused = false,
) {
  if (!ctx.viewer) return;
  const root = rootFields(document, operationName);
  if (!root) return;
  // an analyst token counts as the admin who issued it (it signs in as his user): three tokens had read
  // three allowances of reports a minute
  const identity = `tg:${ctx.viewer.user.telegramId}`;
  const counts = new Map<RateLimitName, number>();
  for (const field of root.fields) {
    const name = GRAPHQL_RATE_LIMITS[`${root.operation}.${field}`];
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  if (counts.has('reports') && !refused) {
    const operation = getOperationAST(document, operationName ?? undefined)!;
    const type = schema.getRootType(operation.operation)!;
    counts.set(
      'reports',
      Math.max(counts.get('reports')!, scannedUnits(schema, operation.selectionSet, type, fragmentsOf(document))),
    );
  }
  for (const [name, count] of counts)
    for (let i = 0; i < count; i++) {
      try {
        await limiter.consume(name, identity);
      } catch (error) {
        if (!(error instanceof RateLimitError)) throw error;
        if (name === 'reports') cooldown?.refuse(ctx.credentialsKey, error.retryAfterS, ctx.language);
        throw rateLimited(error, ctx.language);
      }
    }
}

// The Apollo side: introspection guard and rate limits once the operation is known, before it runs.
export function operationGuardPlugin(
  config: Pick<Config, 'production'>,
  limiter: RateLimiter,
  cooldown?: ReportsCooldown,
): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        // A report refused by validation (the cost rule: too many aliases, too large a page) counts one per
        // report field, so sending refused ones again and again ends in the cooldown like sending allowed
        // ones, while one mistake in the explorer leaves most of the minute's allowance.
        async validationDidStart(request: GraphQLRequestContext<RequestContext>) {
          return async (errors?: readonly Error[]) => {
            const { document, contextValue, operationName } = request;
            if (!errors?.length || !document || !contextValue.viewer) return;
            try {
              await consumeOperationLimits(
                limiter,
                request.schema,
                document,
                operationName,
                contextValue,
                cooldown,
                true,
              );
            } catch {
              // the validation errors are the answer; a refusal here only starts the cooldown
            }
          };
        },
        async didResolveOperation(request: GraphQLRequestContext<RequestContext>) {
          const { document, contextValue, operationName } = request;
          if (!document) return;
          // variables are read again when the operation runs: what the database cannot store goes before it reaches it
          if (request.request.variables) request.request.variables = storable(request.request.variables);
          if (hasNulLiteral(document)) {
            throw new GraphQLError(translate(contextValue.language, 'GRAPHQL_INVALID_CHARACTER'), {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
          // strings written into the document are made storable as variables are (operation-fields.ts)
          (request as { document: DocumentNode }).document = withStorableLiterals(document);
          if (asksForIntrospection(document) && !mayIntrospect(config, contextValue)) {
            throw new GraphQLError(translate(contextValue.language, 'GRAPHQL_INTROSPECTION_FORBIDDEN'), {
              extensions: { code: 'FORBIDDEN', http: { status: 403 } },
            });
          }
          // a replay of a finished mutation is answered from what was kept (graphql/idempotency.ts), uncounted
          if (!(await isReplay(request)))
            await consumeOperationLimits(limiter, request.schema, document, operationName, contextValue, cooldown);
        },
      };
    },
  };
}
