import styled from 'styled-components';
import type { StatusTone } from '../lib/task-status';

const TONES: Record<StatusTone, { fg: string; bg: string }> = {
  blue: { fg: '#1e6fd9', bg: 'rgba(36, 129, 204, 0.14)' },
  yellow: { fg: '#a86b00', bg: 'rgba(245, 179, 1, 0.18)' },
  green: { fg: '#2e8b4a', bg: 'rgba(46, 157, 79, 0.15)' },
  red: { fg: '#d33a3a', bg: 'rgba(229, 57, 53, 0.14)' },
  none: { fg: '#707579', bg: 'rgba(112, 117, 121, 0.14)' },
};

export const StatusBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  color: ${({ $tone }) => TONES[$tone].fg};
  background: ${({ $tone }) => TONES[$tone].bg};
`;
