// The figures of a chart or a ranking as a plain table: what a screen reader reads, what a test checks,
// and what a person copies into a spreadsheet.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ANALYTICS_TEXTS } from './texts';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  numeric?: boolean;
}

// a wide table scrolls sideways on a phone; the scrolling box takes focus so a keyboard can scroll it
const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.hint};
    padding-bottom: 6px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.separator};
    text-align: left;
    white-space: nowrap;
  }
  th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.hint};
  }
  .numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Fold = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
    font-size: 14px;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  table {
    margin-top: 8px;
  }
`;

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T, index: number): string | number;
  // behind "Показать таблицей" (a chart's figures) instead of always open (a ranking)
  folded?: boolean;
}

export function DataTable<T>({ caption, columns, rows, rowKey, folded = false }: Props<T>) {
  const table = (
    <Scroll tabIndex={0} role="region" aria-label={ANALYTICS_TEXTS.tableOf(caption)}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'numeric' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
  if (!folded) return table;
  return (
    <Fold>
      <summary>{ANALYTICS_TEXTS.showTable}</summary>
      {table}
    </Fold>
  );
}
