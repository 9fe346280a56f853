import styled from 'styled-components';

export const Spinner = styled.span.attrs({ role: 'status' })<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 24 }) => $size}px;
  height: ${({ $size = 24 }) => $size}px;
  border: ${({ $size = 24 }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.colors.separator};
  border-top-color: ${({ theme }) => theme.colors.button};
  border-radius: 50%;
  animation: usta-spin 0.8s linear infinite;
  flex: none;
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  color: ${({ theme }) => theme.colors.hint};
`;

export function LoadingBlock({ text }: { text?: string }) {
  return (
    <Centered>
      <Spinner $size={32} aria-label={text} />
      {text && <div>{text}</div>}
    </Centered>
  );
}
