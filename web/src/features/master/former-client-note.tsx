// On an offer from a client who asked for this master again (docs/product.md §12 "Your master again"):
// "your former client". Lazy, with its texts (web/src/lib/standing-texts.ts), only on such an offer.
import styled from 'styled-components';
import { STANDING_TEXTS } from '../../lib/standing-texts';

const Note = styled.strong`
  align-self: flex-start;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.buttonText};
  background: ${({ theme }) => theme.colors.button};
`;

export function FormerClientNote() {
  return <Note data-testid="former-client">{STANDING_TEXTS.formerClient}</Note>;
}
