import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { haptics } from '../../lib/haptics';
import { telegramPhone, type PhoneSource } from '../../lib/telegram-phone';
import { groupPhone } from '@usta/rules';
import {
  normalizePhone,
  normalizeUsername,
  phoneError,
  usernameError,
  VALIDATION_TEXTS,
  type ContactMode,
} from '../../lib/validation';
import { Button } from '../../ui/button';
import { TextField, Label, RequiredMark } from '../../ui/field';
import { Hint } from '../../ui/layout';
import { CLIENT_TEXTS } from './texts';

export interface ContactValue {
  mode: ContactMode;
  value: string;
  // the phone came from Telegram's signed contact and the server confirmed it; typing drops it
  verified?: boolean;
}

export const ConfirmPhoneMutation = graphql(`
  mutation ConfirmPhoneFromTelegram($contact: String!) {
    confirmPhoneFromTelegram(contact: $contact) {
      __typename
      ... on MutationConfirmPhoneFromTelegramSuccess {
        data {
          id
          phone
          phoneVerified
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

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
  min-height: 44px;
  padding: 8px;
  border: 0;
  border-radius: 8px;
  cursor: pointer;
  font-weight: 600;
  background: ${({ theme, $on }) => ($on ? theme.colors.bg : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.hint)};
`;

// the message under the field: an error, or '✓ Корректный формат' for a valid non-empty value
export function contactFeedback({ mode, value, verified }: ContactValue): {
  error: string | null;
  success: string | null;
} {
  if (value === '') return { error: null, success: null };
  const error = mode === 'phone' ? phoneError(value) : usernameError(value);
  if (!error && verified) return { error: null, success: CLIENT_TEXTS.phoneConfirmed };
  return { error, success: error ? null : VALIDATION_TEXTS.formatValid };
}

// Beside the phone input: Telegram hands over the user's own number, the server checks
// Telegram's signature and answers the number it stored as confirmed. Shown only where Telegram can be
// asked; a refusal leaves the typed phone as it was.
function PhoneFromTelegram({
  source,
  disabled,
  onPhone,
}: {
  source: PhoneSource;
  disabled?: boolean;
  onPhone(phone: string): void;
}) {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<'idle' | 'asking' | 'failed'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [confirm] = useMutation(ConfirmPhoneMutation);
  useEffect(() => {
    let live = true;
    void source.supported().then((yes) => live && setSupported(yes));
    return () => {
      live = false;
    };
  }, [source]);
  if (!supported) return null;
  const ask = async () => {
    setState('asking');
    setMessage(null);
    const contact = await source.request();
    if (!contact) {
      setState('failed');
      setMessage(CLIENT_TEXTS.phoneDeclined);
      return;
    }
    try {
      const result = await confirm({ variables: { contact } });
      const outcome = result.data?.confirmPhoneFromTelegram;
      if (outcome?.__typename === 'MutationConfirmPhoneFromTelegramSuccess' && outcome.data.phone) {
        haptics.success();
        setState('idle');
        onPhone(outcome.data.phone);
        return;
      }
      setMessage((outcome && 'message' in outcome && outcome.message) || CLIENT_TEXTS.phoneCheckFailed);
    } catch {
      setMessage(CLIENT_TEXTS.phoneCheckFailed);
    }
    haptics.error();
    setState('failed');
  };
  return (
    <div style={{ marginTop: 8 }}>
      <Button $variant="secondary" disabled={disabled || state === 'asking'} onClick={() => void ask()}>
        {state === 'asking' ? CLIENT_TEXTS.phoneAsking : CLIENT_TEXTS.phoneFromTelegram}
      </Button>
      {message && <Hint aria-live="polite">{message}</Hint>}
    </div>
  );
}

// Phone or Telegram username (docs/product.md §4 "Contact input mode"): switching mode clears the value, so only
// one contact is ever sent.
export function ContactInput({
  value,
  onChange,
  disabled,
  phoneSource = telegramPhone,
}: {
  value: ContactValue;
  onChange(value: ContactValue): void;
  disabled?: boolean;
  // where the phone from Telegram comes from (the SDK unless a test gives another)
  phoneSource?: PhoneSource;
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
      {value.mode === 'phone' && (
        <TextField
          aria-label={CLIENT_TEXTS.contactPhone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={CLIENT_TEXTS.phonePlaceholder}
          // shown grouped as Uzbek numbers are written; kept as +998XXXXXXXXX
          value={groupPhone(value.value)}
          disabled={disabled}
          onChange={(event) => onChange({ mode: 'phone', value: normalizePhone(event.target.value) })}
          error={error}
          success={success}
        />
      )}
      {value.mode === 'phone' && (
        <PhoneFromTelegram
          source={phoneSource}
          disabled={disabled}
          onPhone={(phone) => onChange({ mode: 'phone', value: phone, verified: true })}
        />
      )}
      {value.mode === 'username' && (
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
