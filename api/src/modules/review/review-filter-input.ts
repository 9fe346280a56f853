// The review moderation list's filters as the REST query strings and the GraphQL arguments give them, checked
// one after another; the first bad one is refused alone (page numbers first).
import { z } from 'zod';
import type { ReviewState } from '../../platform/db/generated/prisma/client';
import { REVIEW_STATE_CODES, type ReviewFilters } from './review-moderation';
import { blankOr, optionalId, wholeIn } from '../../platform/input/fields';
import { parsePage } from '../../platform/input/paging';
import { parseOrThrow } from '../../platform/input/parse';

const REVIEW_STATES = Object.keys(REVIEW_STATE_CODES) as [ReviewState, ...ReviewState[]];

const reviewState = blankOr(
  z
    .unknown()
    .transform(String)
    .pipe(z.enum(REVIEW_STATES, { error: 'MODERATION_STATE_INVALID' })),
);

const reviewRating = blankOr(wholeIn(1, 5, 'MODERATION_RATING_INVALID'));

export interface ReviewQueryInput {
  state?: unknown;
  contractId?: unknown;
  rating?: unknown;
  page?: unknown;
  perPage?: unknown;
}

// The moderation list's filters: a review state, a master's application, a rating from 1 to 5.
export function parseReviewFilters(raw: ReviewQueryInput): ReviewFilters {
  const page = parsePage(raw);
  const state = parseOrThrow(reviewState, raw.state, 'state');
  const contractId = parseOrThrow(optionalId(), raw.contractId, 'contractId');
  const rating = parseOrThrow(reviewRating, raw.rating, 'rating');
  return { page, state, contractId, rating };
}
