import styled from 'styled-components';
import { UI_TEXTS } from '../lib/ui-texts';

const STAR_PATH = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';

const Svg = styled.svg<{ $on: boolean; $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  fill: ${({ $on, theme }) => ($on ? '#f5b301' : theme.colors.separator)};
  display: block;
`;

function Star({ on, size }: { on: boolean; size: number }) {
  return (
    <Svg viewBox="0 0 24 24" $on={on} $size={size} aria-hidden="true">
      <path d={STAR_PATH} />
    </Svg>
  );
}

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

// read-only: the rating rounded to whole stars
export function StarsDisplay({ value, size = 16 }: { value: number; size?: number }) {
  const full = Math.round(value);
  return (
    <Line aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} on={n <= full} size={size} />
      ))}
    </Line>
  );
}

const StarButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  background: none;
  border: 0;
  padding: 2px;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`;

const Caption = styled.span`
  margin-left: 8px;
  color: ${({ theme }) => theme.colors.hint};
`;

// 1 to 5 clickable stars, shown as 'N из 5'
export function StarRatingInput({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange(value: number): void;
  disabled?: boolean;
}) {
  return (
    <Line role="radiogroup" aria-label={UI_TEXTS.rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarButton
          key={n}
          role="radio"
          aria-checked={value === n}
          aria-label={UI_TEXTS.ratingOf5({ value: n })}
          disabled={disabled}
          onClick={() => onChange(n)}
        >
          <Star on={n <= value} size={32} />
        </StarButton>
      ))}
      {value > 0 && <Caption>{UI_TEXTS.ratingOf5({ value })}</Caption>}
    </Line>
  );
}
