// A rate limit's refusal as GraphQL answers it: 429 with Retry-After, in the viewer's language.
import { GraphQLError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { translate } from '../platform/i18n';
import type { Language } from '../platform/i18n/language';
import type { RateLimitError } from '../platform/rate-limit';

export function rateLimited(error: RateLimitError, language: Language): GraphQLError {
  return new GraphQLError(translate(language, error), {
    extensions: {
      code: error.code,
      retryAfter: error.retryAfterS,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(error.retryAfterS)]]) },
    },
  });
}
