// "Как считается": a figure's definition (docs/analytics.md) behind a 44 px toggle, opened by tap or
// keyboard alike, read by a screen reader as the region it controls.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Hint } from '../../../ui/layout';
import { ANALYTICS_TEXTS as T } from './texts';

const Toggle = styled.button.attrs({ type: 'button' })`
  align-self: flex-start;
  min-height: 44px;
  min-width: 44px;
  padding: 0 4px;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.colors.link};
  font-size: 14px;
  cursor: pointer;
  &::after {
    content: ' ▾';
  }
  &[aria-expanded='true']::after {
    content: ' ▴';
  }
`;

export function HowCounted({ definition }: { definition: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Toggle aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}>
        {T.howCounted}
      </Toggle>
      <Hint id={id} hidden={!open}>
        {definition}
      </Hint>
    </>
  );
}
