import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Label, RequiredMark, FieldMessage } from './field';

export interface SelectOption {
  id: number;
  name: string;
  description?: string | null;
}

interface Props {
  label?: ReactNode;
  required?: boolean;
  options: readonly SelectOption[];
  value: number | null;
  onChange(id: number | null): void;
  placeholder: string;
  emptyText: string;
  disabled?: boolean;
  error?: string | null;
}

const Wrapper = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme }) => theme.colors.separator};
  border-radius: 10px;
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Item = styled.li<{ $active: boolean; $selected: boolean }>`
  padding: 10px 12px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.secondaryBg : 'transparent')};
  font-weight: ${({ $selected }) => ($selected ? 600 : 400)};
  small {
    display: block;
    color: ${({ theme }) => theme.colors.hint};
  }
`;

const Empty = styled.li`
  padding: 10px 12px;
  color: ${({ theme }) => theme.colors.hint};
`;

export function matchesQuery(option: SelectOption, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return option.name.toLowerCase().includes(needle) || (option.description ?? '').toLowerCase().includes(needle);
}

// A text box that filters a list: type to search, pick with the mouse, touch or keyboard.
export function SearchableSelect({
  label,
  required,
  options,
  value,
  onChange,
  placeholder,
  emptyText,
  disabled,
  error,
}: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = options.find((option) => option.id === value) ?? null;
  const filtered = useMemo(() => options.filter((option) => matchesQuery(option, query)), [options, query]);

  const choose = (option: SelectOption) => {
    onChange(option.id);
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, filtered.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && filtered[active]) {
      event.preventDefault();
      choose(filtered[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setQuery('');
    }
  };

  return (
    <Wrapper>
      {label && (
        <Label htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </Label>
      )}
      <Input
        ref={inputRef}
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-required={required}
        aria-invalid={!!error}
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        $invalid={!!error}
        value={open ? query : (selected?.name ?? '')}
        onFocus={() => {
          setOpen(true);
          setActive(0);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setQuery('');
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open && !disabled && (
        <List id={listId} role="listbox">
          {filtered.length === 0 ? (
            <Empty>{emptyText}</Empty>
          ) : (
            filtered.map((option, index) => (
              <Item
                key={option.id}
                role="option"
                aria-selected={option.id === value}
                $active={index === active}
                $selected={option.id === value}
                // mousedown keeps the focus in the input, so blur does not close the list first
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {option.name}
                {option.description && <small>{option.description}</small>}
              </Item>
            ))
          )}
        </List>
      )}
      {error && <FieldMessage $tone="error">{error}</FieldMessage>}
    </Wrapper>
  );
}
