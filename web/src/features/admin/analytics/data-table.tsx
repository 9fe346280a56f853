// The figures of a chart or a ranking as a plain table: what a screen reader reads, what a test checks,
// and what a person copies into a spreadsheet.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ANALYTICS_TEXTS } from './texts';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  numeric?: boolean;
}

// a wide table scrolls sideways on a phone; the scrolling box takes focus so a keyboard can scroll it.
// A shade on the side that has more (the background scrolls with the content and covers it at the edge,
// the shade stays) shows that it does.
const Scroll = styled.div`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.sectionBg} 30%, transparent) left / 24px 100% no-repeat
      local,
    linear-gradient(to left, ${({ theme }) => theme.colors.sectionBg} 30%, transparent) right / 24px 100% no-repeat
      local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.25), transparent) left / 12px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.25), transparent) right / 12px 100% no-repeat scroll;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const ScrollHint = styled.p`
  margin: 0 0 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.hint};
`;

// the card's heading already names the table: the caption is for screen readers only
const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
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

// whether the box is narrower than what it holds (a phone): then it says that it scrolls
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

export function DataTable<T>({ caption, columns, rows, rowKey, folded = false }: Props<T>) {
  const { ref, overflows } = useOverflows();
  const table = (
    <>
      {overflows && <ScrollHint aria-hidden="true">{ANALYTICS_TEXTS.scrollsSideways}</ScrollHint>}
      <Scroll ref={ref} tabIndex={0} role="region" aria-label={ANALYTICS_TEXTS.tableOf(caption)}>
        <Table>
          <Caption>{caption}</Caption>
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
    </>
  );
  if (!folded) return table;
  return (
    <Fold>
      <summary>{ANALYTICS_TEXTS.showTable}</summary>
      {table}
    </Fold>
  );
}
