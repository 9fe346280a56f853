import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'destructive' | 'ghost';

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: Variant;
  $block?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  transition: opacity 0.15s;
  ${({ theme, $variant = 'primary' }) => {
    const { colors } = theme;
    if ($variant === 'primary')
      return css`
        background: ${colors.button};
        color: ${colors.buttonText};
      `;
    // a dark palette's destructive colour is light (it is made for text on a dark page): dark text on it
    if ($variant === 'destructive')
      return css`
        background: ${colors.destructive};
        color: ${theme.dark ? colors.bg : '#fff'};
      `;
    // the link colour is made to be read on the page; the button colour is made to carry white text
    if ($variant === 'secondary')
      return css`
        background: transparent;
        color: ${colors.link};
        border-color: ${colors.button};
      `;
    return css`
      background: transparent;
      color: ${colors.link};
    `;
  }}
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

// a text link that behaves as a button
// (44 px tall: a finger's target, though the text is one line)
export const LinkButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  background: none;
  border: 0;
  padding: 4px 0;
  color: ${({ theme }) => theme.colors.link};
  cursor: pointer;
  text-align: left;
  &:disabled {
    opacity: 0.5;
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  gap: 12px;
  & > * {
    flex: 1;
  }
`;
