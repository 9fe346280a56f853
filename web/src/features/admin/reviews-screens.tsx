import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ReviewState } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { Card, Hint } from '../../ui/layout';
import { StarsDisplay } from '../../ui/stars';
import { StatusBadge } from '../../ui/status-badge';
import { Actions, Clamp, Details, Line, ListItem } from '../../ui/list';
import { AdminPage, Filters, Loaded, PagedList } from './admin-ui';
import { numberOrNull, useListParams } from '../../lib/list-params';
import { SelectField } from '../../ui/select';
import { useAdminAction } from './admin-actions';
import { ADMIN_TEXTS } from './texts';

const REVIEW_TONES = { pending: 'blue', approved: 'green', rejected: 'red' } as const;

export const ReviewRowFragment = graphql(`
  fragment ReviewRow_Review on Review {
    id
    rating
    comment
    state
    createdAt
    contract {
      id
      name
    }
    client {
      id
      name
    }
  }
`);

export const AdminReviewsQuery = graphql(`
  query AdminReviews($state: ReviewState, $rating: Int, $page: Int) {
    adminReviews(state: $state, rating: $rating, page: $page) {
      total
      page
      perPage
      items {
        id
        ...ReviewRow_Review
      }
    }
  }
`);

export const ReviewDetailsFragment = graphql(`
  fragment ReviewDetails_Review on Review {
    id
    rating
    comment
    state
    createdAt
    moderatedAt
    moderatedBy {
      id
      name
    }
    client {
      id
      name
      username
    }
    contract {
      id
      name
      phone
    }
    task {
      id
      text
      category {
        id
        name
      }
    }
  }
`);

export const AdminReviewQuery = graphql(`
  query AdminReview($id: Int!) {
    adminReview(id: $id) {
      id
      ...ReviewDetails_Review
    }
  }
`);

export const ApproveReviewMutation = graphql(`
  mutation ApproveReview($id: Int!) {
    approveReview(id: $id) {
      __typename
      ... on MutationApproveReviewSuccess {
        data {
          id
          ...ReviewDetails_Review
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const RejectReviewMutation = graphql(`
  mutation RejectReview($id: Int!) {
    rejectReview(id: $id) {
      __typename
      ... on MutationRejectReviewSuccess {
        data {
          id
          ...ReviewDetails_Review
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

function ReviewRow({ review: ref }: { review: FragmentType<typeof ReviewRowFragment> }) {
  const { data: review, complete } = useFragment({ fragment: ReviewRowFragment, from: ref });
  if (!complete) return null;
  const state = review.state as ReviewState;
  return (
    <ListItem>
      <Link to={`/admin/reviews/${review.id}`}>
        <Line>
          <StarsDisplay value={review.rating} />
          <strong>{ADMIN_TEXTS.ratingOf(review.rating)}</strong>
          <StatusBadge $tone={REVIEW_TONES[state]}>{ADMIN_TEXTS.reviewStates[state]}</StatusBadge>
        </Line>
        <Clamp>{review.comment || ADMIN_TEXTS.noComment}</Clamp>
        <Hint>
          {review.client.name} → {review.contract.name} · {formatDateTime(review.createdAt)}
        </Hint>
      </Link>
    </ListItem>
  );
}

// built when shown: the texts are in the language of the moment
const stateOptions = () =>
  [
    ['', ADMIN_TEXTS.all],
    ...(['pending', 'approved', 'rejected'] as const).map((state) => [state, ADMIN_TEXTS.reviewStates[state]] as const),
  ] as const;
const ratingOptions = () =>
  [
    ['', ADMIN_TEXTS.all],
    ...[5, 4, 3, 2, 1].map((rating) => [String(rating), ADMIN_TEXTS.ratingOf(rating)] as const),
  ] as const;

// /admin/reviews: moderation queue and history
export function AdminReviewsScreen() {
  const { values, page, set, setPage } = useListParams(['state', 'rating'] as const);
  const reviews = useQuery(AdminReviewsQuery, {
    variables: { state: (values.state || null) as ReviewState | null, rating: numberOrNull(values.rating), page },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <AdminPage title={ADMIN_TEXTS.reviewsTitle}>
      <Filters>
        <SelectField
          label={ADMIN_TEXTS.status}
          value={values.state}
          onChange={(value) => set('state', value)}
          options={stateOptions()}
        />
        <SelectField
          label={ADMIN_TEXTS.rating}
          value={values.rating}
          onChange={(value) => set('rating', value)}
          options={ratingOptions()}
        />
      </Filters>
      <PagedList query={reviews} list={reviews.data?.adminReviews} onPage={setPage}>
        {(review) => <ReviewRow key={review.id} review={review} />}
      </PagedList>
    </AdminPage>
  );
}

function ReviewDetails({
  review: ref,
  busy,
  onApprove,
  onReject,
}: {
  review: FragmentType<typeof ReviewDetailsFragment>;
  busy: boolean;
  onApprove(): void;
  onReject(): void;
}) {
  const { data: review, complete } = useFragment({ fragment: ReviewDetailsFragment, from: ref });
  if (!complete) return null;
  const state = review.state as ReviewState;
  return (
    <Card>
      <Line>
        <StarsDisplay value={review.rating} size={20} />
        <strong>{ADMIN_TEXTS.ratingOf(review.rating)}</strong>
        <StatusBadge $tone={REVIEW_TONES[state]}>{ADMIN_TEXTS.reviewStates[state]}</StatusBadge>
      </Line>
      <Details>
        <dt>{ADMIN_TEXTS.comment}</dt>
        <dd>{review.comment || ADMIN_TEXTS.noComment}</dd>
        <dt>{ADMIN_TEXTS.client}</dt>
        <dd>
          {review.client.name}
          {review.client.username ? ` (@${review.client.username})` : ''}
        </dd>
        <dt>{ADMIN_TEXTS.master}</dt>
        <dd>
          <Link to={`/admin/contracts/${review.contract.id}`}>
            {review.contract.name} · {review.contract.phone}
          </Link>
        </dd>
        <dt>{ADMIN_TEXTS.taskTitle(review.task.id)}</dt>
        <dd>
          <Link to={`/admin/tasks/${review.task.id}`}>{review.task.category?.name ?? ADMIN_TEXTS.dash}</Link>
          {'\n'}
          {review.task.text}
        </dd>
        <dt>{ADMIN_TEXTS.createdAt}</dt>
        <dd>{formatDateTime(review.createdAt)}</dd>
        {review.moderatedAt && (
          <>
            <dt>{ADMIN_TEXTS.moderated}</dt>
            <dd>{[formatDateTime(review.moderatedAt), review.moderatedBy?.name].filter(Boolean).join(' · ')}</dd>
          </>
        )}
      </Details>
      <Actions>
        {state !== 'approved' && (
          <Button disabled={busy} onClick={onApprove}>
            {ADMIN_TEXTS.publish}
          </Button>
        )}
        {state !== 'rejected' && (
          <Button $variant="destructive" disabled={busy} onClick={onReject}>
            {ADMIN_TEXTS.reject}
          </Button>
        )}
      </Actions>
    </Card>
  );
}

// /admin/reviews/:id
export function AdminReviewDetailsScreen() {
  const id = Number(useParams().id);
  const query = useQuery(AdminReviewQuery, { variables: { id } });
  const [approve] = useMutation(ApproveReviewMutation);
  const [reject] = useMutation(RejectReviewMutation);
  const { run, busy } = useAdminAction();
  return (
    <AdminPage title={ADMIN_TEXTS.reviewTitle(id)} actions={<Link to="/admin/reviews">{ADMIN_TEXTS.back}</Link>}>
      <Loaded query={query} item={query.data?.adminReview}>
        {(review) => (
          <ReviewDetails
            review={review}
            busy={busy}
            onApprove={() =>
              void run(async () => (await approve({ variables: { id } })).data?.approveReview, {
                done: ADMIN_TEXTS.reviewApproved,
                failed: ADMIN_TEXTS.actionFailed,
              })
            }
            onReject={() =>
              void run(async () => (await reject({ variables: { id } })).data?.rejectReview, {
                done: ADMIN_TEXTS.reviewRejected,
                failed: ADMIN_TEXTS.actionFailed,
              })
            }
          />
        )}
      </Loaded>
    </AdminPage>
  );
}
