import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { COMMON_TEXTS } from '../lib/common-texts';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

// a 20 px circle drawn inside a 44 px target; the negative margin keeps the line as high as the circle
const Trigger = styled.button.attrs({ type: 'button' })`
  position: relative;
  width: 44px;
  height: 44px;
  margin: -12px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.hint};
  font-size: 12px;
  line-height: 1;
  padding: 0;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    inset: 12px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.hint};
  }
`;

const Bubble = styled.span`
  position: absolute;
  z-index: 30;
  top: calc(100% + 6px);
  right: -8px;
  width: max-content;
  max-width: 240px;
  padding: 8px 10px;
  border-radius: 8px;
  font-size: 13px;
  font-weight: 400;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.bg};
`;

// An ⓘ that shows its text on hover or tap (touch screens have no hover); leaving or tapping elsewhere hides it.
export function Tooltip({ children, label = COMMON_TEXTS.tooltip }: { children: ReactNode; label?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Anchor onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Trigger
        aria-label={label}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        i
      </Trigger>
      {open && (
        <Bubble role="tooltip" id={id}>
          {children}
        </Bubble>
      )}
    </Anchor>
  );
}
