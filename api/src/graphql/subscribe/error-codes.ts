// Expected failures (AppError) raised while a subscription runs carry their code in `extensions.code`
// and the catalogue's text in the subscriber's language, as the same failures do over HTTP.
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Language } from '../../platform/db/generated/prisma/client';
import { AppError } from '../../platform/errors';
import { translate } from '../../platform/i18n';

export function withCodes(result: ExecutionResult, language: Language | undefined): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) =>
    error.originalError instanceof AppError && error.extensions.code === undefined
      ? new GraphQLError(translate(language, error.originalError), {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: { ...error.extensions, code: error.originalError.code },
        })
      : error,
  );
  return { ...result, errors };
}

// the language of a subscription's context (graphql-ws hands it over untyped)
export function contextLanguage(contextValue: unknown): Language | undefined {
  return (contextValue as { language?: Language } | null | undefined)?.language;
}
