import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/format';
import { formatSum, PRICE_TEXTS } from '../../lib/price';
import { Screen, Title } from '../../ui/layout';
import { ReviewList } from '../../ui/review-list';
import { CLIENT_TEXTS } from './texts';
import { UI_TEXTS } from '../../lib/ui-texts';

const ClientReviewsQuery = graphql(`
  query ClientReviews {
    myReviews {
      id
      rating
      comment
      stateLabel
      createdAt
      task {
        id
        price
        text
        category {
          id
          name
        }
      }
    }
  }
`);

// docs/product.md §2 /client/reviews: the client's own reviews (their contents left open)
// "Цена: 150 000 сум", when the job has a price
const priceOf = (price: number | null) => (price === null ? null : PRICE_TEXTS.taskPrice({ sum: formatSum(price) }));

export function ClientReviewsScreen() {
  const query = useQuery(ClientReviewsQuery, { fetchPolicy: 'cache-and-network' });
  const reviews = (query.data?.myReviews ?? []).map((review) => ({
    id: review.id,
    category: review.task.category?.name ?? CLIENT_TEXTS.categoryMissing,
    rating: review.rating,
    ratingLabel: UI_TEXTS.ratingOf5({ value: review.rating }),
    comment: review.comment,
    below: [review.stateLabel, formatDateTime(review.createdAt), priceOf(review.task.price)]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <Screen>
      <Title>{CLIENT_TEXTS.reviewsTitle}</Title>
      <ReviewList
        query={query}
        reviews={reviews}
        texts={{ loadFailed: CLIENT_TEXTS.reviewsFailed, empty: CLIENT_TEXTS.noReviews }}
      />
    </Screen>
  );
}
