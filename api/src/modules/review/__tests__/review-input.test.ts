// A client's review at the edge: the rating and comment refused at once, the ids passed on (null when not one).
import { COMMENT_MAX } from '../reviews';
import { parseReview } from '../review-input';
import { refusal } from '../../../platform/input/__tests__/refusal';

test('numbers as a form sends them, a trimmed comment, and no comment', () => {
  expect(parseReview({ userTaskId: '12', contractId: ' 7 ', rating: '5', comment: '  Спасибо ' })).toEqual({
    userTaskId: 12,
    contractId: 7,
    rating: 5,
    comment: 'Спасибо',
  });
  expect(parseReview({ userTaskId: 12, contractId: 7, rating: 3 })).toMatchObject({ comment: '' });
  // anything but text is no comment
  expect(parseReview({ rating: 3, comment: 42 }).comment).toBe('');
});

test('ids that are not ids are passed on as none', () => {
  expect(parseReview({ rating: 4, userTaskId: 'x', contractId: -1 })).toMatchObject({
    userTaskId: null,
    contractId: null,
  });
  expect(parseReview({ rating: 4 })).toMatchObject({ userTaskId: null, contractId: null });
});

test('a rating outside 1 to 5 is refused first, then a comment too long', () => {
  for (const bad of [0, 6, 3.5, undefined, null, '', 'x', true])
    expect(refusal(() => parseReview({ rating: bad, comment: 'о'.repeat(COMMENT_MAX + 1) })).fieldErrors).toEqual({
      rating: ['REVIEW_RATING_REQUIRED'],
    });
  const error = refusal(() => parseReview({ rating: 5, comment: 'о'.repeat(COMMENT_MAX + 1) }));
  expect(error.fieldErrors).toEqual({ comment: [{ code: 'REVIEW_COMMENT_TOO_LONG', params: { max: COMMENT_MAX } }] });
  expect(parseReview({ rating: 5, comment: 'о'.repeat(COMMENT_MAX) }).comment).toHaveLength(COMMENT_MAX);
});
