// "I'll be there in N minutes": what a master who shares no position tells the client instead.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatMinutes } from '../../lib/journey';
import { JOURNEY_TEXTS } from '../../lib/journey-texts';
import { Button } from '../../ui/button';
import { ErrorBox, Hint } from '../../ui/layout';

// the server takes 1..180 minutes
const MAX_ETA_MIN = 180;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    flex: 1 1 160px;
    font-size: 14px;
  }
  input {
    min-height: 44px;
    padding: 8px 12px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.hint};
    background: ${({ theme }) => theme.colors.bg};
  }
`;

// `ownEta`: the minutes the client was last told
export function EtaForm({ ownEta, onSend }: { ownEta: number | null; onSend(minutes: number): Promise<void> }) {
  const [eta, setEta] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(eta);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ETA_MIN) {
      setError(JOURNEY_TEXTS.etaInvalid);
      return;
    }
    setError(null);
    await onSend(minutes);
  };
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <Hint role="status">{JOURNEY_TEXTS.locationRefused}</Hint>
      <label>
        {JOURNEY_TEXTS.etaLabel}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ETA_MIN}
          value={eta}
          onChange={(event) => setEta(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </label>
      <Button type="submit" $variant="secondary">
        {JOURNEY_TEXTS.etaSend}
      </Button>
      {error && <ErrorBox>{error}</ErrorBox>}
      {ownEta !== null && <Hint aria-live="polite">{JOURNEY_TEXTS.etaSent({ minutes: formatMinutes(ownEta) })}</Hint>}
    </Form>
  );
}
