import styled from 'styled-components';
import { haptics } from '../../lib/haptics';
import {
  normalizePhone,
  normalizeUsername,
  phoneError,
  usernameError,
  VALIDATION_TEXTS,
  type ContactMode,
} from '../../lib/validation';
import { TextField, Label, RequiredMark } from '../../ui/field';
import { CLIENT_TEXTS } from './texts';

export interface ContactValue {
  mode: ContactMode;
  value: string;
}

export const EMPTY_CONTACT: ContactValue = { mode: 'phone', value: '' };

const Toggle = styled.div`
  display: flex;
  gap: 4px;
  padding: 3px;
  margin-bottom: 8px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.secondaryBg};
`;

const ToggleButton = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  flex: 1;
  padding: 8px;
  border: 0;
  border-radius: 8px;
  cursor: pointer;
  font-weight: 600;
  background: ${({ theme, $on }) => ($on ? theme.colors.bg : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.hint)};
`;

// the message under the field: an error, or '✓ Корректный формат' for a valid non-empty value
export function contactFeedback({ mode, value }: ContactValue): { error: string | null; success: string | null } {
  if (value === '') return { error: null, success: null };
  const error = mode === 'phone' ? phoneError(value) : usernameError(value);
  return { error, success: error ? null : VALIDATION_TEXTS.formatValid };
}

// Phone or Telegram username (SPEC §4 "Contact input mode"): switching mode clears the value, so only
// one contact is ever sent.
export function ContactInput({
  value,
  onChange,
  disabled,
}: {
  value: ContactValue;
  onChange(value: ContactValue): void;
  disabled?: boolean;
}) {
  const { error, success } = contactFeedback(value);
  const setMode = (mode: ContactMode) => {
    if (mode === value.mode) return;
    haptics.selection();
    onChange({ mode, value: '' });
  };
  return (
    <div>
      <Label as="div">
        {CLIENT_TEXTS.contactLabel}
        <RequiredMark />
      </Label>
      <Toggle role="radiogroup" aria-label={CLIENT_TEXTS.contactLabel}>
        <ToggleButton
          role="radio"
          aria-checked={value.mode === 'phone'}
          $on={value.mode === 'phone'}
          disabled={disabled}
          onClick={() => setMode('phone')}
        >
          {CLIENT_TEXTS.contactPhone}
        </ToggleButton>
        <ToggleButton
          role="radio"
          aria-checked={value.mode === 'username'}
          $on={value.mode === 'username'}
          disabled={disabled}
          onClick={() => setMode('username')}
        >
          {CLIENT_TEXTS.contactUsername}
        </ToggleButton>
      </Toggle>
      {value.mode === 'phone' ? (
        <TextField
          aria-label={CLIENT_TEXTS.contactPhone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={CLIENT_TEXTS.phonePlaceholder}
          value={value.value}
          disabled={disabled}
          onChange={(event) => onChange({ mode: 'phone', value: normalizePhone(event.target.value) })}
          error={error}
          success={success}
        />
      ) : (
        <TextField
          aria-label={CLIENT_TEXTS.contactUsername}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={CLIENT_TEXTS.usernamePlaceholder}
          value={value.value}
          disabled={disabled}
          onChange={(event) => onChange({ mode: 'username', value: normalizeUsername(event.target.value) })}
          error={error}
          success={success}
        />
      )}
    </div>
  );
}
