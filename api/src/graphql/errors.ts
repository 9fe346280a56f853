// How GraphQL answers a failure: an expected one with its code and the viewer's text, a lost database with
// 503 and Retry-After, a too-large document or an internal error without details in production.
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { Config } from '../platform/config';
import type { RequestContext } from '../platform/context';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_S } from '../platform/db/errors';
import { AppError } from '../platform/errors';
import { translate } from '../platform/i18n';
import { GRAPHQL_LIMIT_TEXTS } from './limits';

// the database is down: nobody can be signed in, so docs/product.md's text
export const UNAVAILABLE_TEXT_RU = translate('ru', 'SERVICE_UNAVAILABLE');

// A resolver that lost the database answers SERVICE_UNAVAILABLE (formatError); the whole response then
// says 503 with Retry-After, as REST does, so clients and proxies see "try again" and not a success.
export function databaseUnavailablePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          if (!response.body.singleResult.errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE'))
            return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_S));
        },
      };
    },
  };
}

// An expected failure that a resolver threw outside a typed error union says its text in the viewer's
// language (formatError, which makes the answer, does not see the request's context).
export function errorLanguagePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (original instanceof AppError) error.message = translate(contextValue.language, original);
            // automatic persisted queries are off (server.ts): Apollo's code, the viewer's words
            else if (error.extensions.code === 'PERSISTED_QUERY_NOT_SUPPORTED')
              error.message = translate(contextValue.language, 'GRAPHQL_PERSISTED_QUERY_OFF');
          }
        },
      };
    },
  };
}

// expected failures thrown outside a typed error union (a refused scope, say) keep their own code
export function graphqlErrorFormatter(config: Pick<Config, 'production'>) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        ...formatted,
        // translated by errorLanguagePlugin; one that came another way still reads docs/product.md's Russian
        message: formatted.message === original.code ? translate('ru', original) : formatted.message,
        extensions: { ...formatted.extensions, code: original.code },
      };
    }
    if (isDatabaseUnavailable(original)) {
      return { ...formatted, message: UNAVAILABLE_TEXT_RU, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    // graphql-js's own message when parsing stops at GRAPHQL_MAX_TOKENS
    if (formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' && /Parsing aborted/.test(formatted.message)) {
      return { message: GRAPHQL_LIMIT_TEXTS.tooLarge, extensions: { code: 'GRAPHQL_PARSE_FAILED' } };
    }
    // an unexpected failure says nothing about the code or the database in production
    if (config.production && formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
      return { message: GRAPHQL_LIMIT_TEXTS.internal, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    return formatted;
  };
}
