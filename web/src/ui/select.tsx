// A labelled native select: small and right for short fixed lists (filters, a status, a page size).
import styled from 'styled-components';
import { Label } from './field';

export const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 8px 10px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.separator};
  background: ${({ theme }) => theme.colors.bg};
`;

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  onChange(value: T): void;
  options: readonly (readonly [T, string])[];
  disabled?: boolean;
}

// a labelled native select: small and right for short fixed lists
export function SelectField<T extends string>({ label, value, onChange, options, disabled }: SelectFieldProps<T>) {
  return (
    <label>
      <Label as="span" style={{ marginBottom: 4 }}>
        {label}
      </Label>
      <Select value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </label>
  );
}
