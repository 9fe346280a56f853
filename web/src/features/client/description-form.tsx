import { useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useClosingConfirmation } from '../../lib/closing-confirmation';
import { errorMessage, refusalMessage, reportTransientFailure } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { descriptionError, isDescriptionSubmittable, VALIDATION_TEXTS } from '../../lib/validation';
import { Button, LinkButton } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { ErrorBox, Hint } from '../../ui/layout';
import type { DetectionSummary } from './client-flow';
import { CLIENT_TEXTS } from './texts';

export const DetectCategoryQuery = graphql(`
  query DetectCategory($text: String!) {
    detectCategory(text: $text) {
      categoryId
      notARequest
      category {
        id
        name
      }
      alternatives {
        category {
          id
          name
        }
      }
      popular {
        id
        name
      }
    }
  }
`);

interface Props {
  description: string;
  onDescriptionChange(description: string): void;
  onDetected(categoryId: number | null, detection: DetectionSummary): void;
  activeTasksCount: number;
  onShowActiveTasks(): void;
}

// docs/product.md §2 "Task description form": the text, then the server guesses the category.
export function DescriptionForm({
  description,
  onDescriptionChange,
  onDetected,
  activeTasksCount,
  onShowActiveTasks,
}: Props) {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useClosingConfirmation(description.trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = descriptionError(description);
    if (invalid) {
      haptics.error();
      setError(invalid);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      const { data } = await client.query({
        query: DetectCategoryQuery,
        variables: { text: description.trim() },
        fetchPolicy: 'no-cache',
      });
      haptics.success();
      // nothing detected: the next form offers the likeliest categories, up to three (or, with no trade
      // named at all, the city's most posted), and the full list
      const found = data?.detectCategory;
      onDetected(found?.categoryId ?? null, {
        category: found?.category ? { id: found.category.id, name: found.category.name } : null,
        alternatives: (found?.alternatives ?? []).slice(0, 3).map(({ category }) => ({
          id: category.id,
          name: category.name,
        })),
        notARequest: found?.notARequest ?? false,
        popular: (found?.popular ?? []).map(({ id, name }) => ({ id, name })),
      });
    } catch (caught) {
      haptics.error();
      reportTransientFailure(caught);
      // a refused text (no letters, too long) says why in the server's words
      setError(
        refusalMessage(caught, 'TASK_TEXT_') ??
          errorMessage(caught, { failed: CLIENT_TEXTS.detectFailed, network: CLIENT_TEXTS.detectError }),
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <TextAreaField
        label={CLIENT_TEXTS.descriptionLabel}
        placeholder={CLIENT_TEXTS.descriptionPlaceholder}
        value={description}
        counter={CLIENT_TEXTS.descriptionCounter({ length: description.length })}
        // no maxLength: a longer paste stays whole with its count over the limit, and the server names the limit
        // (never cut in silence); a text of spaces says why the button stays off
        error={description && !isDescriptionSubmittable(description) ? VALIDATION_TEXTS.descriptionTooShort : null}
        disabled={loading}
        onChange={(event) => {
          onDescriptionChange(event.target.value);
          if (error) setError(null);
        }}
      />
      {activeTasksCount > 0 && (
        <LinkButton onClick={onShowActiveTasks}>{CLIENT_TEXTS.activeTasksLink({ count: activeTasksCount })}</LinkButton>
      )}
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" $block disabled={loading || !isDescriptionSubmittable(description)}>
        {loading ? CLIENT_TEXTS.detecting : CLIENT_TEXTS.create}
      </Button>
      {/* what is happening, not only a busy button */}
      {loading && <Hint role="status">{CLIENT_TEXTS.detectingHint}</Hint>}
    </form>
  );
}
