// Reports refused a moment ago, refused again cheaply (graphql/limits.ts counts them).
import type { GraphQLError } from 'graphql';
import type { Language } from '../platform/i18n/language';
import { RateLimitError } from '../platform/rate-limit';
import { rateLimited } from './refusals';

// Who was refused `reports` lately, until when, and in which language. A refused analyst or admin who
// keeps sending reports is refused again before the sign-in reads the database and before the document
// is parsed and validated (http/server.ts): a flood of refused reports had cost the clients' reads more
// than the reports themselves (bench/attacks.ts). Kept per node, by credentials key.
export class ReportsCooldown {
  private readonly until = new Map<string, { until: number; retryAfterS: number; language: Language }>();

  refuse(key: string | undefined, retryAfterS: number, language: Language, now = Date.now()): void {
    if (!key) return;
    if (this.until.size >= 10_000)
      for (const [each, entry] of this.until) if (entry.until <= now) this.until.delete(each);
    this.until.set(key, { until: now + retryAfterS * 1000, retryAfterS, language });
  }

  // the refusal for a request of `key` asking for reports, or null when it may go on
  refusal(key: string | null, now = Date.now()): GraphQLError | null {
    const entry = key ? this.until.get(key) : undefined;
    if (!entry || entry.until <= now) return null;
    return rateLimited(new RateLimitError(Math.max(1, Math.ceil((entry.until - now) / 1000))), entry.language);
  }
}
