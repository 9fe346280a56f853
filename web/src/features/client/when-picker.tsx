// "When is the master needed" on the confirmation form (issue 19): as soon as possible (the default, what
// a client who leaves it sees today), today, tomorrow, or a window picked in Tashkent time. The server
// checks the window (future, within 30 days, start before end) and its message is shown.
import styled from 'styled-components';
import { haptics } from '../../lib/haptics';
import { isoToTashkentLocal, tashkentLocalToIso, WHEN_TEXTS, type TaskWhenName } from '../../lib/task-when';
import { Input, Label } from '../../ui/field';

export interface WhenValue {
  when: TaskWhenName;
  // datetime-local values, Tashkent time
  from: string;
  to: string;
}

export const DEFAULT_WHEN: WhenValue = { when: 'asap', from: '', to: '' };

const CHOICES: { value: TaskWhenName; label: string }[] = [
  { value: 'asap', label: WHEN_TEXTS.asap },
  { value: 'today', label: WHEN_TEXTS.today },
  { value: 'tomorrow', label: WHEN_TEXTS.tomorrow },
  { value: 'window', label: WHEN_TEXTS.pick },
];

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Choice = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  padding: 8px 12px;
  border-radius: 18px;
  cursor: pointer;
  font-weight: 600;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.button : theme.colors.separator)};
  background: ${({ theme, $on }) => ($on ? theme.colors.button : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.buttonText : theme.colors.text)};
`;

const Window = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin-top: 8px;
`;

// the variables createTask takes: nothing at all for the default, so today's flow sends what it sent
export function whenInput(value: WhenValue): {
  when?: TaskWhenName;
  scheduledFrom?: string | null;
  scheduledTo?: string | null;
} {
  if (value.when === 'asap') return {};
  if (value.when !== 'window') return { when: value.when };
  return { when: 'window', scheduledFrom: tashkentLocalToIso(value.from), scheduledTo: tashkentLocalToIso(value.to) };
}

export const isWhenComplete = (value: WhenValue) => value.when !== 'window' || (!!value.from && !!value.to);

export function WhenPicker({
  value,
  onChange,
  disabled,
}: {
  value: WhenValue;
  onChange(value: WhenValue): void;
  disabled?: boolean;
}) {
  const pick = (when: TaskWhenName) => {
    if (when === value.when) return;
    haptics.selection();
    onChange({ ...value, when });
  };
  const now = isoToTashkentLocal(new Date());
  return (
    <div>
      <Label as="div">{WHEN_TEXTS.label}</Label>
      <Choices role="radiogroup" aria-label={WHEN_TEXTS.label}>
        {CHOICES.map((choice) => (
          <Choice
            key={choice.value}
            role="radio"
            aria-checked={value.when === choice.value}
            $on={value.when === choice.value}
            disabled={disabled}
            onClick={() => pick(choice.value)}
          >
            {choice.label}
          </Choice>
        ))}
      </Choices>
      {value.when === 'window' && (
        <Window>
          <label>
            <Label as="span">{WHEN_TEXTS.from}</Label>
            <Input
              type="datetime-local"
              aria-label={WHEN_TEXTS.from}
              min={now}
              value={value.from}
              disabled={disabled}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </label>
          <label>
            <Label as="span">{WHEN_TEXTS.to}</Label>
            <Input
              type="datetime-local"
              aria-label={WHEN_TEXTS.to}
              min={value.from || now}
              value={value.to}
              disabled={disabled}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </label>
        </Window>
      )}
    </div>
  );
}
