import styled from 'styled-components';
import { initialOf } from '../lib/format';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  flex: none;
  background: ${({ theme }) => theme.colors.button};
  color: ${({ theme }) => theme.colors.buttonText};
  font-weight: 600;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

// the user's photo, or the first letter of the name
export function Avatar({
  name,
  photoUrl,
  size = 36,
}: {
  name: string | null | undefined;
  photoUrl?: string | null;
  size?: number;
}) {
  return (
    <Circle $size={size} data-testid="avatar">
      {photoUrl ? <img src={photoUrl} alt={name ?? ''} /> : initialOf(name)}
    </Circle>
  );
}
