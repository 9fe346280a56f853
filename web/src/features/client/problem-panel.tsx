// docs/product.md "The problem window": within PROBLEM_WINDOW_H of completion the client's finished task
// offers "report a problem" and a small form (what happened, the words, up to 3 photos); once reported,
// the problem's state: the master's answer, then the admin's outcome, kept live by the task's updates.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { LIMITS } from '@usta/rules';
import { graphql } from '../../gql';
import type { ProblemKind } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { haptics } from '../../lib/haptics';
import { PROBLEM_KIND_VALUES, PROBLEM_TEXTS } from '../../lib/problem-texts';
import { Button, ButtonRow } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { Card, CardTitle, ErrorBox, Hint } from '../../ui/layout';
import { SelectField } from '../../ui/select';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

export const TaskProblemQuery = graphql(`
  query TaskProblem($taskId: Int!) {
    taskProblem(taskId: $taskId) {
      taskId
      canReport
      windowEndsAt
      problem {
        id
        kind
        kindLabel
        text
        answer
        outcome
        outcomeLabel
        resolvedAt
      }
    }
  }
`);

export const ReportProblemMutation = graphql(`
  mutation ReportProblem($taskId: Int!, $kind: ProblemKind!, $text: String!, $photoIds: [String!]) {
    reportProblem(taskId: $taskId, kind: $kind, text: $text, photoIds: $photoIds) {
      __typename
      ... on MutationReportProblemSuccess {
        data {
          taskId
          canReport
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

const ProblemLiveSubscription = graphql(`
  subscription ProblemLive($id: Int!) {
    taskUpdated(id: $id) {
      id
      version
    }
  }
`);

interface FormProps {
  taskId: number;
  onSent(): void;
  onCancel(): void;
}

export function ProblemForm({ taskId, onSent, onCancel }: FormProps) {
  const [report, { loading }] = useMutation(ReportProblemMutation);
  const [kind, setKind] = useState<ProblemKind | ''>('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = !kind ? PROBLEM_TEXTS.kindRequired : !text.trim() ? PROBLEM_TEXTS.textRequired : null;
    if (invalid || !kind) {
      haptics.error();
      setError(invalid);
      return;
    }
    setError(null);
    try {
      const { data } = await report({
        variables: { taskId, kind, text: text.trim(), photoIds: photos.map((photo) => photo.id) },
      });
      const result = data?.reportProblem;
      if (result?.__typename === 'MutationReportProblemSuccess') {
        haptics.success();
        onSent();
        return;
      }
      haptics.error();
      setError((result && 'message' in result && result.message) || PROBLEM_TEXTS.failed);
    } catch {
      haptics.error();
      setError(PROBLEM_TEXTS.failed);
    }
  };

  const options = [
    ['', '—'] as const,
    ...PROBLEM_KIND_VALUES.map((value) => [value, PROBLEM_TEXTS.kind({ kind: value })] as const),
  ];
  return (
    <Card as="form" onSubmit={(event) => void submit(event)} aria-label={PROBLEM_TEXTS.formTitle}>
      <CardTitle>{PROBLEM_TEXTS.formTitle}</CardTitle>
      <SelectField
        label={PROBLEM_TEXTS.kindLabel}
        value={kind}
        onChange={(value) => setKind(value as ProblemKind | '')}
        options={options}
        disabled={loading}
      />
      <TextAreaField
        label={PROBLEM_TEXTS.textLabel}
        required
        value={text}
        maxLength={LIMITS.problemTextMax}
        counter={`${text.length}/${LIMITS.problemTextMax}`}
        disabled={loading}
        onChange={(event) => setText(event.target.value)}
      />
      <PhotoPicker
        value={photos}
        onChange={setPhotos}
        onBusyChange={setUploading}
        disabled={loading}
        max={LIMITS.problemPhotosMax}
        texts={{ hint: PROBLEM_TEXTS.photosHint, tooMany: PROBLEM_TEXTS.photosTooMany }}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <ButtonRow>
        <Button type="submit" disabled={loading || uploading}>
          {PROBLEM_TEXTS.send}
        </Button>
        <Button $variant="secondary" disabled={loading} onClick={onCancel}>
          {PROBLEM_TEXTS.cancel}
        </Button>
      </ButtonRow>
    </Card>
  );
}

// The client's finished task: the entry while the window is open, the problem's state once reported,
// nothing otherwise.
export function ProblemPanel({ taskId, live = true }: { taskId: number; live?: boolean }) {
  const { data, refetch } = useQuery(TaskProblemQuery, { variables: { taskId }, fetchPolicy: 'cache-and-network' });
  // (a list of finished tasks reads each once: no socket per task)
  useSubscription(ProblemLiveSubscription, { variables: { id: taskId }, skip: !live, onData: () => void refetch() });
  const [open, setOpen] = useState(false);
  const state = data?.taskProblem;
  if (!state) return null;
  const { problem } = state;
  if (problem) {
    return (
      <Card aria-label={PROBLEM_TEXTS.reported}>
        <CardTitle>{PROBLEM_TEXTS.reported}</CardTitle>
        <Hint>{problem.kindLabel}</Hint>
        <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{problem.text}</p>
        {problem.answer && <Hint>{PROBLEM_TEXTS.answerOf({ answer: problem.answer })}</Hint>}
        {problem.outcomeLabel ? (
          <strong role="status">{PROBLEM_TEXTS.outcomeOf({ outcome: problem.outcomeLabel })}</strong>
        ) : (
          <Hint>{PROBLEM_TEXTS.waiting}</Hint>
        )}
      </Card>
    );
  }
  if (!state.canReport) return null;
  if (open)
    return (
      <ProblemForm
        taskId={taskId}
        onSent={() => void refetch().then(() => setOpen(false))}
        onCancel={() => setOpen(false)}
      />
    );
  return (
    <Card>
      <Hint>{PROBLEM_TEXTS.entryHint({ until: formatDateTime(state.windowEndsAt) ?? '' })}</Hint>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        {PROBLEM_TEXTS.entry}
      </Button>
    </Card>
  );
}
