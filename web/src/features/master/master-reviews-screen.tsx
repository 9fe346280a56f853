import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/format';
import { Card, ErrorBox, Hint, Row, Screen, Title } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { StarsDisplay } from '../../ui/stars';
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
        category {
          id
          name
        }
      }
    }
  }
`);

const Comment = styled.p`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
`;

// SPEC §2 /master/reviews: the published reviews of the master's work (contents left open by SPEC)
export function MasterReviewsScreen() {
  const { data, loading, error } = useQuery(MasterReviewsQuery, { fetchPolicy: 'cache-and-network' });
  const reviews = data?.masterReviews ?? [];
  return (
    <Screen>
      <Title>{MASTER_TEXTS.reviewsTitle}</Title>
      {loading && !data ? (
        <LoadingBlock />
      ) : error && !data ? (
        <ErrorBox>{MASTER_TEXTS.loadFailed}</ErrorBox>
      ) : reviews.length === 0 ? (
        <Card>
          <Hint>{MASTER_TEXTS.noReviews}</Hint>
        </Card>
      ) : (
        reviews.map((review) => (
          <Card key={review.id} as="article">
            <strong>{review.task.category?.name ?? MASTER_TEXTS.categoryMissing}</strong>
            <Row>
              <StarsDisplay value={review.rating} />
              <span>{MASTER_TEXTS.ratingOf(review.rating)}</span>
            </Row>
            {review.comment && <Comment>{review.comment}</Comment>}
            <Hint>{formatDateTime(review.createdAt)}</Hint>
          </Card>
        ))
      )}
    </Screen>
  );
}
