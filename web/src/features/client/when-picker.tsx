// "When is the master needed" on the confirmation form: as soon as possible (the default, what
// a client who leaves it sees today), today, tomorrow, or a window picked in Tashkent time. The server
// checks the window (future, within 30 days, start before end) and its message is shown.
import styled from 'styled-components';
import { haptics } from '../../lib/haptics';
import { isoToTashkentLocal, tashkentLocalToIso, type TaskWhenName } from '../../lib/task-when';
import { UI_TEXTS } from '../../lib/ui-texts';
import { Input, Label } from '../../ui/field';

export interface WhenValue {
  when: TaskWhenName;
  // datetime-local values, Tashkent time
  from: string;
  to: string;
}

export const DEFAULT_WHEN: WhenValue = { when: 'asap', from: '', to: '' };

// the labels are read at render: they follow the interface language
const choices = (): { value: TaskWhenName; label: string }[] => [
  { value: 'asap', label: UI_TEXTS.whenAsap },
  { value: 'today', label: UI_TEXTS.whenToday },
  { value: 'tomorrow', label: UI_TEXTS.whenTomorrow },
  { value: 'window', label: UI_TEXTS.whenPick },
];

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Choice = styled.button.attrs({ type: 'button' })<{ $on: boolean }>`
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 18px;
  cursor: pointer;
  font-weight: 600;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.button : theme.colors.separator)};
  background: ${({ theme, $on }) => ($on ? theme.colors.button : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.buttonText : theme.colors.text)};
`;

// side by side where both fit, one under the other on a phone: a datetime-local field needs about 220 px
// to show its date and time whole
const Window = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: 8px;
  margin-top: 8px;
  & input {
    min-width: 0;
  }
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
      <Label as="div">{UI_TEXTS.whenLabel}</Label>
      <Choices role="radiogroup" aria-label={UI_TEXTS.whenLabel}>
        {choices().map((choice) => (
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
            <Label as="span">{UI_TEXTS.whenFrom}</Label>
            <Input
              type="datetime-local"
              aria-label={UI_TEXTS.whenFrom}
              min={now}
              value={value.from}
              disabled={disabled}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </label>
          <label>
            <Label as="span">{UI_TEXTS.whenTo}</Label>
            <Input
              type="datetime-local"
              aria-label={UI_TEXTS.whenTo}
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
