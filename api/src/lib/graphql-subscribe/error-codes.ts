// Expected failures (AppError) raised while a subscription runs carry their code in `extensions.code`,
// as the same failures do over HTTP.
import { GraphQLError, type ExecutionResult } from 'graphql';
import { AppError } from '../../domain/errors';

export function withCodes(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) =>
    error.originalError instanceof AppError && error.extensions.code === undefined
      ? new GraphQLError(error.message, {
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
