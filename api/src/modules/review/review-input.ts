// A client's review of a completed task (docs/product.md §7 POST /reviews, GraphQL createReview). The rating is
// refused first, then the comment; the ids are passed on as given (null when not an id): the domain says
// an unknown task and a missing master in its own order.
import { z } from 'zod';
import { COMMENT_MAX, RATING_MAX, RATING_MIN, type ReviewInput } from './reviews';
import { wholeIn } from '../../platform/input/fields';
import { id } from '../../platform/input/fields';
import { parseOrThrow } from '../../platform/input/parse';

const rating = wholeIn(RATING_MIN, RATING_MAX, 'REVIEW_RATING_REQUIRED');

// trimmed; anything but a string is no comment
const comment = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value.trim() : ''))
  .pipe(z.string().max(COMMENT_MAX, { error: 'REVIEW_COMMENT_TOO_LONG' }));

const givenId = id().nullable().catch(null);

export interface ReviewBody {
  userTaskId?: unknown;
  contractId?: unknown;
  rating?: unknown;
  comment?: unknown;
}

export function parseReview(raw: ReviewBody): ReviewInput {
  return {
    rating: parseOrThrow(rating, raw.rating, 'rating'),
    comment: parseOrThrow(comment, raw.comment, 'comment'),
    userTaskId: givenId.parse(raw.userTaskId),
    contractId: givenId.parse(raw.contractId),
  };
}
