import { useId, type ReactNode, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: 14px;
  margin-bottom: 6px;
`;

export const RequiredMark = styled.span.attrs({ 'aria-hidden': true, children: '*' })`
  color: ${({ theme }) => theme.colors.destructive};
  margin-left: 2px;
`;

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 10px 12px;
  border-radius: 10px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.separator)};
  background: ${({ theme }) => theme.colors.bg};
  outline: none;
  &:focus {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.button)};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.secondaryBg};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
  min-height: 44px;
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 110px;
  resize: vertical;
`;

const Below = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin-top: 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.hint};
`;

export const FieldMessage = styled.span<{ $tone: 'error' | 'success' | 'hint' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.destructive : $tone === 'success' ? theme.colors.success : theme.colors.hint};
`;

// a refusal under its control on a line of its own, several lines kept apart
export const FieldProblem = styled.p.attrs({ role: 'alert' })`
  margin: 6px 0 0;
  font-size: 13px;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.destructive};
`;

interface FieldProps {
  label?: ReactNode;
  required?: boolean;
  // 'n/500 символов' and the like
  counter?: string;
  error?: string | null;
  success?: string | null;
}

function Footer({ counter, error, success, messageId }: FieldProps & { messageId: string }) {
  if (!counter && !error && !success) return null;
  return (
    <Below>
      <span id={messageId}>
        {error ? (
          <FieldMessage $tone="error">{error}</FieldMessage>
        ) : success ? (
          <FieldMessage $tone="success">{success}</FieldMessage>
        ) : null}
      </span>
      {counter && <span>{counter}</span>}
    </Below>
  );
}

interface ControlProps {
  id: string;
  $invalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

// the label, the control and the line below it, tied together by ids
function LabelledField({
  label,
  required,
  counter,
  error,
  success,
  id,
  control,
}: FieldProps & { id?: string; control(props: ControlProps): ReactNode }) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const messageId = `${fieldId}-message`;
  return (
    <div>
      {label && (
        <Label htmlFor={fieldId}>
          {label}
          {required && <RequiredMark />}
        </Label>
      )}
      {control({ id: fieldId, $invalid: !!error, 'aria-invalid': !!error, 'aria-describedby': messageId })}
      <Footer counter={counter} error={error} success={success} messageId={messageId} />
    </div>
  );
}

export function TextAreaField({
  label,
  required,
  counter,
  error,
  success,
  id,
  ...rest
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const field = { label, required, counter, error, success, id };
  return <LabelledField {...field} control={(control) => <TextArea {...control} {...rest} />} />;
}

export function TextField({
  label,
  required,
  counter,
  error,
  success,
  id,
  ...rest
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const field = { label, required, counter, error, success, id };
  return <LabelledField {...field} control={(control) => <Input {...control} {...rest} />} />;
}
