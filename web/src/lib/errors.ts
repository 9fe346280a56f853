// SPEC §8: a failed call shows the server's message when it sent one, the call's default text when
// the server failed without one, and the "Произошла ошибка..." text when the network failed.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export interface ErrorTexts {
  // the server answered with a failure
  failed: string;
  // no answer (network)
  network: string;
}

export function errorMessage(error: unknown, texts: ErrorTexts): string {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error)) return texts.failed;
  return texts.network;
}

// a typed failure of a mutation (`... on Error { message }`) carries the server's own text
export function resultError(result: { __typename: string; message?: string } | null | undefined, fallback: string): string | null {
  if (!result) return fallback;
  if (result.__typename.endsWith('Success')) return null;
  return result.message || fallback;
}
