import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/format';
import { Card, ErrorBox, Hint, Row, Screen, Title } from '../../ui/layout';
import { LoadingBlock } from '../../ui/spinner';
import { StarsDisplay } from '../../ui/stars';
import { CLIENT_TEXTS } from './texts';

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
        text
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
`;

// SPEC §2 /client/reviews: the client's own reviews (their contents are left open by the SPEC)
export function ClientReviewsScreen() {
  const { data, loading, error } = useQuery(ClientReviewsQuery, { fetchPolicy: 'cache-and-network' });
  const reviews = data?.myReviews ?? [];
  return (
    <Screen>
      <Title>{CLIENT_TEXTS.reviewsTitle}</Title>
      {loading && !data ? (
        <LoadingBlock />
      ) : error && !data ? (
        <ErrorBox>{CLIENT_TEXTS.reviewsFailed}</ErrorBox>
      ) : reviews.length === 0 ? (
        <Card>
          <Hint>{CLIENT_TEXTS.noReviews}</Hint>
        </Card>
      ) : (
        reviews.map((review) => (
          <Card key={review.id} as="article">
            <Row>
              <strong>{review.task.category?.name ?? CLIENT_TEXTS.categoryMissing}</strong>
            </Row>
            <Row>
              <StarsDisplay value={review.rating} />
              <span>{`${review.rating} из 5`}</span>
            </Row>
            {review.comment && <Comment>{review.comment}</Comment>}
            <Hint>{[review.stateLabel, formatDateTime(review.createdAt)].filter(Boolean).join(' · ')}</Hint>
          </Card>
        ))
      )}
    </Screen>
  );
}
