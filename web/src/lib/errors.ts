// docs/product.md §8: a failed call shows the server's message when it sent one, the call's default text when
// the server failed without one, and the "Произошла ошибка..." text when the network failed.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { notifyFailure } from './notices';
import { COMMON_TEXTS } from './common-texts';

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

// the server's own words for a refused input (its code starts with `prefix`), or null for any other failure
export function refusalMessage(error: unknown, prefix: string): string | null {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
  return first && String(first.extensions?.code).startsWith(prefix) ? first.message : null;
}

// a typed failure of a mutation (`... on Error { message }`) carries the server's own text
export function resultError(
  result: { __typename: string; message?: string } | null | undefined,
  fallback: string,
): string | null {
  if (!result) return fallback;
  if (result.__typename.endsWith('Success')) return null;
  return result.message || fallback;
}

// Failures worth another try a little later: the server's rate limit (429), a dependency down (503, or
// a proxy's 502/504), no answer at all. The toast says which, in the server's words when it gave some.
const UNAVAILABLE_STATUSES = [502, 503, 504];
// the codes the API gives these failures inside a GraphQL answer (api/src/platform/rate-limit.ts, server.ts)
const RATE_LIMITED_CODE = 'RATE_LIMITED';
const UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

// the message of a REST envelope ({ message }) or of the first GraphQL error ({ errors: [{ message }] })
export function bodyMessage(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; errors?: { message?: unknown }[] } | null;
    const message = body?.message ?? (Array.isArray(body?.errors) ? body.errors[0]?.message : undefined);
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    return null;
  }
}

// The text for a transient failure by HTTP status (REST calls), or null for any other status.
export function transientStatusText(status: number, serverMessage: string | null): string | null {
  if (status === 429) return serverMessage ?? COMMON_TEXTS.rateLimited;
  if (UNAVAILABLE_STATUSES.includes(status)) return serverMessage ?? COMMON_TEXTS.unavailable;
  return null;
}

// The text of an answer that says "later" (429, 503...) to a GraphQL call, or null for any other outcome.
export function retryLaterText(error: unknown): string | null {
  if (ServerError.is(error)) return transientStatusText(error.statusCode, bodyMessage(error.bodyText));
  if (ServerParseError.is(error)) return transientStatusText(error.statusCode, null);
  if (CombinedGraphQLErrors.is(error)) {
    for (const failure of error.errors) {
      const code = failure.extensions?.code;
      if (code === RATE_LIMITED_CODE) return failure.message || COMMON_TEXTS.rateLimited;
      if (code === UNAVAILABLE_CODE) return failure.message || COMMON_TEXTS.unavailable;
    }
  }
  return null;
}

// The text for a transient failure of a GraphQL call (a "later" answer, or no answer at all), or null
// when the server refused for a reason of its own (the call's docs/product.md text covers that).
export function transientFailure(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error))
    return retryLaterText(error);
  // anything else never reached an answer (fetch rejected, the connection dropped)
  return COMMON_TEXTS.network;
}

// A rate limit, an unavailable server or no network: the app's toast says so (the server's words when
// it gave some), while the screen keeps its docs/product.md §8 text and the form keeps what was typed for a retry.
// Returns the text, or null for any other failure (the caller shows that one its own way).
export function reportTransientFailure(error: unknown): string | null {
  const text = transientFailure(error);
  if (text) notifyFailure({ title: text });
  return text;
}
