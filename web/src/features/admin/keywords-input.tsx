import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FieldMessage, Input, Label } from '../../ui/field';
import { Chip } from '../../ui/searchable-multi-select';
import { Hint } from '../../ui/layout';
import { ADMIN_TEXTS } from './texts';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 8px 0;
  max-height: 14rem;
  overflow-y: auto;
`;

// Enter, comma or a pasted list adds words: trimmed, inner spaces collapsed, no duplicates (whatever
// the case); the words keep the detection's own marks ('!', '^0.5') as typed
export function addKeywords(current: readonly string[], raw: string): string[] {
  const seen = new Set(current.map((word) => word.toLowerCase()));
  const next = [...current];
  for (const part of raw.split(/[,;\n]/)) {
    const word = part.trim().replace(/\s+/g, ' ');
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    next.push(word);
  }
  return next;
}

interface Props {
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string | null;
  disabled?: boolean;
}

// The category's detection keywords as removable chips
export function KeywordsInput({ value, onChange, error, disabled }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');

  const commit = (raw: string) => {
    const next = addKeywords(value, raw);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[,;\n]/.test(text)) return;
    event.preventDefault();
    commit(`${draft},${text}`);
  };

  return (
    <div>
      <Label htmlFor={id}>{ADMIN_TEXTS.keywords}</Label>
      <Hint>{ADMIN_TEXTS.keywordsHint}</Hint>
      {value.length > 0 && (
        <Chips role="list" aria-label={ADMIN_TEXTS.keywords}>
          {value.map((word) => (
            <Chip key={word} role="listitem">
              {word}
              <button
                type="button"
                aria-label={ADMIN_TEXTS.removeKeyword(word)}
                disabled={disabled}
                onClick={() => onChange(value.filter((other) => other !== word))}
              >
                ×
              </button>
            </Chip>
          ))}
        </Chips>
      )}
      <Input
        id={id}
        value={draft}
        placeholder={ADMIN_TEXTS.keywordPlaceholder}
        disabled={disabled}
        $invalid={!!error}
        aria-invalid={!!error}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // a word typed but not confirmed is not lost when the field is left
        onBlur={() => draft.trim() && commit(draft)}
      />
      {error ? (
        <FieldMessage $tone="error" role="alert">
          {error}
        </FieldMessage>
      ) : (
        <Hint>{ADMIN_TEXTS.keywordsCount(value.length)}</Hint>
      )}
    </div>
  );
}
