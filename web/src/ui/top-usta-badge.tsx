// The Top usta badge beside a master's name (docs/product.md §12 "Response standard and Top usta"): on the
// client's live card, on the master's own standard and in the admin's lists.
import styled from 'styled-components';

export const TopUstaBadge = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.buttonText};
  background: ${({ theme }) => theme.colors.button};
`;
