// Several choices from a long list: a search box (name and description) over a scrolling list of
// checkboxes, the choices as removable chips, and an optional maximum (the master application's
// categories, docs/product.md §5: 1 to 5). Shared by the master form and the admin contract edit.
import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CheckboxRow } from './checkbox-list';
import { FieldMessage, Input, Label, RequiredMark } from './field';
import { matchesQuery, type SelectOption } from './searchable-select';
import { UI_TEXTS } from '../lib/ui-texts';

interface Props {
  label: ReactNode;
  required?: boolean;
  options: readonly SelectOption[];
  selected: readonly number[];
  onChange(selected: number[]): void;
  max?: number;
  placeholder: string;
  emptyText: string;
  // 'Выбрано: 2 из 5'
  counter?(count: number, max: number | undefined): string;
  disabled?: boolean;
  error?: string | null;
}

const List = styled.div`
  max-height: 16rem;
  overflow-y: auto;
  margin-top: 6px;
  border: 1px solid ${({ theme }) => theme.colors.separator};
  border-radius: 10px;
  padding: 4px 0;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.hint};
    font-size: 13px;
  }
`;

const Empty = styled.div`
  padding: 10px 12px;
  color: ${({ theme }) => theme.colors.hint};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 6px;
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 6px 4px 10px;
  border-radius: 999px;
  font-size: 13px;
  background: ${({ theme }) => theme.colors.secondaryBg};
  // the × is a 44 px target reaching past the chip, which keeps its size
  button {
    min-width: 44px;
    min-height: 44px;
    margin: -12px -6px -12px -10px;
    background: none;
    border: 0;
    padding: 0 4px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.hint};
    font-size: 16px;
    line-height: 1;
  }
`;

const Below = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin-top: 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.hint};
`;

export function SearchableMultiSelect({
  label,
  required,
  options,
  selected,
  onChange,
  max,
  placeholder,
  emptyText,
  counter,
  disabled,
  error,
}: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => options.filter((option) => matchesQuery(option, query)), [options, query]);
  const full = max !== undefined && selected.length >= max;
  const chosen = selected
    .map((value) => options.find((option) => option.id === value))
    .filter((option): option is SelectOption => !!option);

  const toggle = (optionId: number, checked: boolean) =>
    onChange(checked ? [...selected, optionId] : selected.filter((value) => value !== optionId));

  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        value={query}
        disabled={disabled}
        $invalid={!!error}
        aria-invalid={!!error}
        onChange={(event) => setQuery(event.target.value)}
      />
      {chosen.length > 0 && (
        <Chips aria-label={UI_TEXTS.chosen}>
          {chosen.map((option) => (
            <Chip key={option.id}>
              {option.name}
              <button
                type="button"
                aria-label={UI_TEXTS.removeChoice({ name: option.name })}
                disabled={disabled}
                onClick={() => toggle(option.id, false)}
              >
                ×
              </button>
            </Chip>
          ))}
        </Chips>
      )}
      <List role="group" aria-label={typeof label === 'string' ? label : undefined}>
        {filtered.length === 0 ? (
          <Empty>{emptyText}</Empty>
        ) : (
          filtered.map((option) => {
            const checked = selected.includes(option.id);
            return (
              <CheckboxRow key={option.id}>
                <input
                  type="checkbox"
                  checked={checked}
                  // at the maximum only the chosen ones can still be unticked
                  disabled={disabled || (!checked && full)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                <span>
                  {option.name}
                  {option.description && <small>{option.description}</small>}
                </span>
              </CheckboxRow>
            );
          })
        )}
      </List>
      {(error || counter) && (
        <Below>
          <span>{error && <FieldMessage $tone="error">{error}</FieldMessage>}</span>
          {counter && <span>{counter(selected.length, max)}</span>}
        </Below>
      )}
    </div>
  );
}
