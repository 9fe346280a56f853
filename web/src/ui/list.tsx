// The pieces of a list of records and of one record's details: rows that open the item, a line of
// facts, a clamped text, a description list and a bar of action buttons.
import styled from 'styled-components';

// rows of a list: the whole row opens the item
export const ListItem = styled.li`
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.sectionBg};
    box-shadow: ${({ theme }) => theme.shadow};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    outline: 1px solid ${({ theme }) => theme.colors.separator};
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  strong {
    font-weight: 600;
  }
`;

export const Clamp = styled.p`
  margin: 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  word-break: break-word;
`;

export const Details = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(110px, max-content) 1fr;
  gap: 8px 14px;
  dt {
    color: ${({ theme }) => theme.colors.hint};
    font-size: 14px;
  }
  dd {
    margin: 0;
    word-break: break-word;
    white-space: pre-wrap;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
