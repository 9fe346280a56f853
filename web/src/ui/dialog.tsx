import { useEffect, useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
  @media (min-width: 560px) {
    align-items: center;
  }
`;

const Panel = styled.div`
  width: 100%;
  max-width: 520px;
  max-height: 90vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.bg};
  border-radius: 16px 16px 0 0;
  padding: 20px 16px calc(16px + var(--safe-bottom));
  display: flex;
  flex-direction: column;
  gap: 14px;
  @media (min-width: 560px) {
    border-radius: 16px;
  }
`;

const Heading = styled.h2`
  font-size: 18px;
  font-weight: 600;
`;

interface Props {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
}

// A modal sheet: Escape or a tap outside closes it.
export function Dialog({ title, onClose, children, footer }: Props) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Overlay onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Heading id={titleId}>{title}</Heading>
        {children}
        {footer}
      </Panel>
    </Overlay>
  );
}
