import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useClosingConfirmation } from '../../lib/closing-confirmation';
import { errorMessage, reportTransientFailure } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { LIMITS, ratingError, reviewTargetError, type ReviewTarget } from '../../lib/validation';
import { Button, ButtonRow } from '../../ui/button';
import { Label, TextAreaField } from '../../ui/field';
import { Card, CardTitle, ErrorBox, Hint, Title } from '../../ui/layout';
import { StarRatingInput } from '../../ui/stars';
import { CLIENT_TEXTS } from './texts';
import { loadProblemPanel } from './problem-panel-loader';

// "how much did you pay?" (docs/product.md "Prices"), with its texts, after the screen
const PricePaidCard = lazy(() => import('./price-paid-card').then((module) => ({ default: module.PricePaidCard })));
// "report a problem" within the window after the job (docs/product.md "The problem window"), with its texts
const ProblemPanel = lazy(loadProblemPanel);

export const CreateReviewMutation = graphql(`
  mutation CreateReview($input: ReviewInput!) {
    createReview(input: $input) {
      __typename
      ... on MutationCreateReviewSuccess {
        data {
          id
          taskId
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export type ReviewFormState = 'idle' | 'submitting' | 'success';

interface Props {
  target: ReviewTarget;
  onSent(): void;
  onCancel(): void;
}

// docs/product.md §2 completion screen and "Review form": idle, then submitting, then success; an error keeps the form.
export function ReviewForm({ target, onSent, onCancel }: Props) {
  const [createReview, { loading: submitting }] = useMutation(CreateReviewMutation);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  useClosingConfirmation(rating > 0 || comment.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = reviewTargetError(target) ?? ratingError(rating);
    if (invalid) {
      haptics.error();
      setError(invalid);
      return;
    }
    setError(null);
    try {
      const { data } = await createReview({
        variables: {
          input: {
            taskId: target.taskId!,
            contractId: target.master!.contractId!,
            rating,
            comment: comment.trim() || null,
          },
        },
      });
      const result = data?.createReview;
      if (result?.__typename === 'MutationCreateReviewSuccess') {
        haptics.success();
        onSent();
        return;
      }
      haptics.error();
      setError((result && 'message' in result && result.message) || CLIENT_TEXTS.reviewFailed);
    } catch (caught) {
      haptics.error();
      reportTransientFailure(caught);
      setError(errorMessage(caught, { failed: CLIENT_TEXTS.reviewFailed, network: CLIENT_TEXTS.reviewError }));
    }
  };

  return (
    <>
      <Card>
        <Title>{CLIENT_TEXTS.completedHeading}</Title>
        <Hint>{CLIENT_TEXTS.completedAsk}</Hint>
      </Card>
      {target.taskId && (
        <Suspense fallback={null}>
          <PricePaidCard taskId={target.taskId} />
        </Suspense>
      )}
      <Card as="form" onSubmit={submit} noValidate aria-label={CLIENT_TEXTS.reviewTitle}>
        <CardTitle>{CLIENT_TEXTS.reviewTitle}</CardTitle>
        <div>
          <Label as="div">{CLIENT_TEXTS.ratingLabel}</Label>
          <StarRatingInput
            value={rating}
            disabled={submitting}
            onChange={(value) => {
              haptics.selection();
              setRating(value);
              setError(null);
            }}
          />
        </div>
        <TextAreaField
          label={CLIENT_TEXTS.commentLabel}
          value={comment}
          maxLength={LIMITS.reviewCommentMax}
          counter={CLIENT_TEXTS.commentCounter({ length: comment.length })}
          disabled={submitting}
          onChange={(event) => setComment(event.target.value)}
        />
        {error && <ErrorBox>{error}</ErrorBox>}
        <ButtonRow>
          <Button $variant="secondary" onClick={onCancel} disabled={submitting}>
            {CLIENT_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={submitting || rating === 0}>
            {submitting ? CLIENT_TEXTS.sendingReview : CLIENT_TEXTS.sendReview}
          </Button>
        </ButtonRow>
      </Card>
    </>
  );
}

// the finished task's problem window, under the review form or its thanks (client-screen.tsx)
export function ProblemSlot({ taskId }: { taskId: number }) {
  return (
    <Suspense fallback={null}>
      <ProblemPanel taskId={taskId} />
    </Suspense>
  );
}

export function ReviewSent({ onCreateNew }: { onCreateNew(): void }) {
  return (
    <>
      <Card role="status">
        <Title>{CLIENT_TEXTS.reviewSentTitle}</Title>
        <p style={{ margin: 0 }}>{CLIENT_TEXTS.reviewSentThanks}</p>
        <Hint>{CLIENT_TEXTS.reviewModeration}</Hint>
        <Button $block onClick={onCreateNew}>
          {CLIENT_TEXTS.createNew}
        </Button>
      </Card>
    </>
  );
}
