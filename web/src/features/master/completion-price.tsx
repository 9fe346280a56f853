// The completion step's price (docs/product.md "Prices"): what the client paid, in whole so'm, optional. Loaded
// with its texts after the card (current-task-card.tsx), which keeps only what the field says it holds.
import { useState } from 'react';
import { TextField } from '../../ui/field';
import { Hint } from '../../ui/layout';
import { PRICE_TEXTS, priceOfText } from '../../lib/price';

// what the field holds: a price, none (left empty), or text that is no price
export type CompletionPriceValue = number | null | 'invalid';

interface Props {
  showInvalid: boolean;
  disabled: boolean;
  onChange(value: CompletionPriceValue): void;
}

export function CompletionPrice({ showInvalid, disabled, onChange }: Props) {
  const [text, setText] = useState('');
  const invalid = showInvalid && text.trim() !== '' && priceOfText(text) === null;
  return (
    <div>
      <TextField
        label={PRICE_TEXTS.completionLabel}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        disabled={disabled}
        error={invalid ? PRICE_TEXTS.invalid : null}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onChange(next.trim() === '' ? null : (priceOfText(next) ?? 'invalid'));
        }}
      />
      <Hint>{PRICE_TEXTS.completionHint}</Hint>
    </div>
  );
}
