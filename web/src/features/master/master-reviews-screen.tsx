import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/format';
import { formatSum, PRICE_TEXTS } from '../../lib/price';
import { Screen, Title } from '../../ui/layout';
import { ReviewList } from '../../ui/review-list';
import { MASTER_TEXTS } from './texts';

export const MasterReviewsQuery = graphql(`
  query MasterReviews {
    masterReviews {
      id
      rating
      comment
      createdAt
      task {
        id
        price
        category {
          id
          name
        }
      }
    }
  }
`);

// docs/product.md §2 /master/reviews: the published reviews of the master's work (their contents left open)
// "Цена: 150 000 сум", when the job has a price
const priceOf = (price: number | null) => (price === null ? null : PRICE_TEXTS.taskPrice({ sum: formatSum(price) }));

export function MasterReviewsScreen() {
  const query = useQuery(MasterReviewsQuery, { fetchPolicy: 'cache-and-network' });
  const reviews = (query.data?.masterReviews ?? []).map((review) => ({
    id: review.id,
    category: review.task.category?.name ?? MASTER_TEXTS.categoryMissing,
    rating: review.rating,
    ratingLabel: MASTER_TEXTS.ratingOf({ rating: review.rating }),
    comment: review.comment,
    // the job's price, which a task's master reads (docs/product.md "Prices")
    below: [formatDateTime(review.createdAt), priceOf(review.task.price)].filter(Boolean).join(' · '),
  }));
  return (
    <Screen>
      <Title>{MASTER_TEXTS.reviewsTitle}</Title>
      <ReviewList
        query={query}
        reviews={reviews}
        texts={{ loadFailed: MASTER_TEXTS.loadFailed, empty: MASTER_TEXTS.noReviews }}
      />
    </Screen>
  );
}
