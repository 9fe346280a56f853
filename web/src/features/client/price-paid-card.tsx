// The review screen's question "how much did you pay?" (docs/product.md "Prices"): optional, saved on its own,
// so the review goes as before whether or not the client answers. Loaded with its texts after the screen.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { haptics } from '../../lib/haptics';
import { PRICE_TEXTS, priceOfText } from '../../lib/price';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Card, CardTitle, ErrorBox, Hint } from '../../ui/layout';
import { TaskPriceOf } from '../../ui/task-price';

export const SetTaskPriceMutation = graphql(`
  mutation SetTaskPrice($taskId: Int!, $pricePaid: Int!) {
    setTaskPrice(taskId: $taskId, pricePaid: $pricePaid) {
      __typename
      ... on MutationSetTaskPriceSuccess {
        data {
          id
          price
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export function PricePaidCard({ taskId }: { taskId: number }) {
  const [setTaskPrice, { loading }] = useMutation(SetTaskPriceMutation);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pricePaid = priceOfText(text);
    if (pricePaid === null) {
      haptics.error();
      setInvalid(true);
      return;
    }
    setError(null);
    try {
      const { data } = await setTaskPrice({ variables: { taskId, pricePaid } });
      const result = data?.setTaskPrice;
      if (result?.__typename === 'MutationSetTaskPriceSuccess') {
        haptics.success();
        setSaved(true);
        return;
      }
      haptics.error();
      setError((result && 'message' in result && result.message) || PRICE_TEXTS.paidFailed);
    } catch (caught) {
      haptics.error();
      setError(errorMessage(caught, { failed: PRICE_TEXTS.paidFailed, network: PRICE_TEXTS.paidFailed }));
    }
  };

  if (saved) {
    return (
      <Card role="status">
        <Hint>{PRICE_TEXTS.paidSaved}</Hint>
        <TaskPriceOf taskId={taskId} />
      </Card>
    );
  }
  return (
    <Card as="form" onSubmit={submit} noValidate aria-label={PRICE_TEXTS.paidTitle}>
      <CardTitle>{PRICE_TEXTS.paidTitle}</CardTitle>
      {/* the master's figure, when he gave one: the client confirms it or says what was paid */}
      <TaskPriceOf taskId={taskId} />
      <Hint>{PRICE_TEXTS.paidHint}</Hint>
      <TextField
        label={PRICE_TEXTS.paidLabel}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        disabled={loading}
        error={invalid ? PRICE_TEXTS.invalid : null}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit" $variant="secondary" disabled={loading || text.trim() === ''}>
        {loading ? PRICE_TEXTS.paidSaving : PRICE_TEXTS.paidSave}
      </Button>
    </Card>
  );
}
