// How the live card's steps, its live block and its figures look (task-journey.tsx).
import styled from 'styled-components';

export const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 12px;
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
    color: ${({ theme }) => theme.colors.hint};
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  li::before {
    content: '';
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.separator};
  }
  li[data-reached='true'] {
    color: ${({ theme }) => theme.colors.text};
  }
  li[data-reached='true']::before {
    background: ${({ theme }) => theme.colors.button};
  }
  li[aria-current='step'] {
    font-weight: 700;
  }
`;

export const Live = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.secondaryBg};
  strong {
    font-size: 16px;
  }
`;

export const Figures = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 700;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
`;
