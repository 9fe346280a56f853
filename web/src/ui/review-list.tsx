// A person's list of reviews (the client's own, the master's published ones): loading, a load failure,
// an empty list, or one card a review with its category, stars, comment and a line below.
import styled from 'styled-components';
import { Card, ErrorBox, Hint, Row } from './layout';
import { LoadingBlock } from './spinner';
import { StarsDisplay } from './stars';

const Comment = styled.p`
  margin: 0;
  white-space: pre-wrap;
  word-break: break-word;
`;

export interface ReviewItem {
  id: number;
  category: string;
  rating: number;
  ratingLabel: string;
  comment: string | null;
  below: string | null;
}

interface Props {
  query: { data?: unknown; loading: boolean; error?: unknown };
  reviews: readonly ReviewItem[];
  texts: { loadFailed: string; empty: string };
}

export function ReviewList({ query, reviews, texts }: Props) {
  if (query.loading && !query.data) return <LoadingBlock />;
  if (query.error && !query.data) return <ErrorBox>{texts.loadFailed}</ErrorBox>;
  if (reviews.length === 0) {
    return (
      <Card>
        <Hint>{texts.empty}</Hint>
      </Card>
    );
  }
  return (
    <>
      {reviews.map((review) => (
        <Card key={review.id} as="article">
          <Row>
            <strong>{review.category}</strong>
          </Row>
          <Row>
            <StarsDisplay value={review.rating} />
            <span>{review.ratingLabel}</span>
          </Row>
          {review.comment && <Comment>{review.comment}</Comment>}
          <Hint>{review.below}</Hint>
        </Card>
      ))}
    </>
  );
}
