// docs/product.md "The problem window", the master's side: the problems clients reported with his jobs,
// each answered once (what he writes goes to the client and the admins), and each outcome once an admin
// has closed it. Nothing shows while he has none.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@usta/rules';
import { graphql } from '../../gql';
import { haptics } from '../../lib/haptics';
import { PROBLEM_TEXTS } from '../../lib/problem-texts';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { Card, CardTitle, ErrorBox, Hint } from '../../ui/layout';

export const MyProblemsQuery = graphql(`
  query MyProblems {
    myProblems {
      id
      taskId
      kindLabel
      text
      answer
      outcomeLabel
    }
  }
`);

export const AnswerProblemMutation = graphql(`
  mutation AnswerProblem($taskId: Int!, $text: String!) {
    answerProblem(taskId: $taskId, text: $text) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

function AnswerForm({ taskId, onAnswered }: { taskId: number; onAnswered(): void }) {
  const [answer, { loading }] = useMutation(AnswerProblemMutation);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!text.trim()) {
      haptics.error();
      setError(PROBLEM_TEXTS.answerRequired);
      return;
    }
    try {
      const result = (await answer({ variables: { taskId, text: text.trim() } })).data?.answerProblem;
      if (result && 'message' in result) {
        haptics.error();
        setError(result.message || PROBLEM_TEXTS.answerFailed);
        return;
      }
      haptics.success();
      onAnswered();
    } catch {
      setError(PROBLEM_TEXTS.answerFailed);
    }
  };
  return (
    <>
      <TextAreaField
        label={PROBLEM_TEXTS.answerLabel}
        value={text}
        maxLength={LIMITS.problemTextMax}
        disabled={loading}
        onChange={(event) => setText(event.target.value)}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button disabled={loading} onClick={() => void send()}>
        {PROBLEM_TEXTS.answerSend}
      </Button>
    </>
  );
}

export function MasterProblems() {
  const { data, refetch } = useQuery(MyProblemsQuery, { fetchPolicy: 'cache-and-network' });
  const problems = data?.myProblems ?? [];
  if (!problems.length) return null;
  return (
    <Card aria-label={PROBLEM_TEXTS.masterTitle}>
      <CardTitle>{PROBLEM_TEXTS.masterTitle}</CardTitle>
      {problems.map((problem) => (
        <article key={problem.id} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <strong>
            {PROBLEM_TEXTS.masterTask({ id: problem.taskId })}: {problem.kindLabel}
          </strong>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{problem.text}</p>
          {problem.answer ? (
            <Hint>{PROBLEM_TEXTS.answerOf({ answer: problem.answer })}</Hint>
          ) : (
            <AnswerForm taskId={problem.taskId} onAnswered={() => void refetch()} />
          )}
          {problem.outcomeLabel && <Hint>{PROBLEM_TEXTS.outcomeOf({ outcome: problem.outcomeLabel })}</Hint>}
        </article>
      ))}
    </Card>
  );
}
