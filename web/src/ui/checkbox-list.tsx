import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface CheckboxItem {
  id: number;
  name: string;
}

const Scroll = styled.div`
  max-height: 16rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.separator};
  border-radius: 10px;
  padding: 4px 0;
`;

export const CheckboxRow = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 8px 12px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.button};
  }
`;

interface Props {
  items: readonly CheckboxItem[];
  selected: readonly number[];
  onChange(selected: number[]): void;
  disabled?: boolean;
  label?: ReactNode;
}

// A list of checkboxes that scrolls at 16rem (docs/product.md: the multi-select district list).
export function CheckboxList({ items, selected, onChange, disabled, label }: Props) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((selectedId) => selectedId !== id));
  return (
    <Scroll role="group" aria-label={typeof label === 'string' ? label : undefined}>
      {items.map((item) => (
        <CheckboxRow key={item.id}>
          <input
            type="checkbox"
            checked={selected.includes(item.id)}
            disabled={disabled}
            onChange={(event) => toggle(item.id, event.target.checked)}
          />
          {item.name}
        </CheckboxRow>
      ))}
    </Scroll>
  );
}
