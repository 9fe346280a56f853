import styled from 'styled-components';
import type { StatusTone } from '../lib/task-status';

// text colours dark enough for 4.5:1 (WCAG AA, small text) on their tinted background
const TONES: Record<StatusTone, { fg: string; bg: string }> = {
  blue: { fg: '#1559b0', bg: 'rgba(36, 129, 204, 0.14)' },
  yellow: { fg: '#7a4d00', bg: 'rgba(245, 179, 1, 0.18)' },
  green: { fg: '#1d6b35', bg: 'rgba(46, 157, 79, 0.15)' },
  red: { fg: '#b02a2a', bg: 'rgba(229, 57, 53, 0.14)' },
  none: { fg: '#5c6166', bg: 'rgba(112, 117, 121, 0.14)' },
};
// the same tints on a dark page carry light text
const DARK_TEXT: Record<StatusTone, string> = {
  blue: '#8cc4f5',
  yellow: '#f0c36a',
  green: '#7fd49a',
  red: '#ff9a9a',
  none: '#b8c2cc',
};

export const StatusBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme, $tone }) => (theme.dark ? DARK_TEXT[$tone] : TONES[$tone].fg)};
  background: ${({ $tone }) => TONES[$tone].bg};
`;
