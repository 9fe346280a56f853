import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { clipText } from '@usta/rules';
import { graphql } from '../../../gql';
import { formatDuration } from '../../../lib/format';
import { Card, CardTitle } from '../../../ui/layout';
import { baseOptions, ChartCanvas } from './chart';
import { DataTable } from './data-table';
import { ANALYTICS_TEXTS as T } from './texts';

export const DemandSectionDistrictFragment = graphql(`
  fragment DemandSection_District on AnalyticsDistrictDemand {
    district {
      id
      name
      city {
        id
        name
      }
    }
    created
    accepted
    unserved
    masters
    medianSecondsToAccept
  }
`);

export const DemandSectionCategoryFragment = graphql(`
  fragment DemandSection_Category on AnalyticsCategoryDemand {
    category {
      id
      name
    }
    created
    accepted
    unserved
    masters
    medianSecondsToAccept
  }
`);

// a district's or a category's row, named
export interface DemandRow {
  key: string;
  name: string;
  // the city of a district when several cities are in view
  place?: string;
  created: number;
  accepted: number;
  unserved: number;
  masters: number;
  medianSecondsToAccept: number | null;
}

const LABEL_CHARS = 20;
const short = (text: string) => (clipText(text, LABEL_CHARS).truncated ? clipText(text, LABEL_CHARS - 1).text : text);
// the name, and the city on a second line
const tickLabel = (row: DemandRow | undefined) =>
  !row ? '' : row.place ? [short(row.name), `(${short(row.place)})`] : short(row.name);
export const fullName = (row: DemandRow) => (row.place ? `${row.name} (${row.place})` : row.name);

interface Props {
  id: string;
  title: string;
  chartLabel: string;
  rows: readonly DemandRow[];
  nameHeader: string;
}

// Demand (created, accepted, left without a master) beside supply (approved masters covering it), one
// horizontal group of bars per row so long district names stay readable on a phone.
export function DemandSection({ id, title, chartLabel, rows, nameHeader }: Props) {
  const theme = useTheme();
  const config = useMemo(() => {
    const base = baseOptions(theme);
    const series = [
      { label: T.created, value: (row: DemandRow) => row.created, color: theme.colors.accent },
      { label: T.accepted, value: (row: DemandRow) => row.accepted, color: theme.colors.success },
      { label: T.unserved, value: (row: DemandRow) => row.unserved, color: theme.colors.destructive },
      { label: T.masters, value: (row: DemandRow) => row.masters, color: theme.colors.hint },
    ];
    return {
      type: 'bar' as const,
      data: {
        labels: rows.map(fullName),
        datasets: series.map((item) => ({
          label: item.label,
          data: rows.map(item.value),
          backgroundColor: item.color,
        })),
      },
      options: {
        ...base,
        indexAxis: 'y' as const,
        scales: {
          ...base.scales,
          y: {
            ...base.scales?.y,
            // a phone has room for about 20 characters beside the bars; the table has the whole names
            ticks: { ...base.scales?.y?.ticks, callback: (_value: unknown, index: number) => tickLabel(rows[index]) },
          },
        },
      },
    };
  }, [rows, theme]);
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      <ChartCanvas label={chartLabel} config={config} height={80 + rows.length * 44} />
      <DataTable
        folded
        caption={title}
        rows={rows}
        rowKey={(row) => row.key}
        columns={[
          { header: nameHeader, cell: fullName },
          { header: T.created, cell: (row) => row.created, numeric: true },
          { header: T.accepted, cell: (row) => row.accepted, numeric: true },
          { header: T.unserved, cell: (row) => row.unserved, numeric: true },
          { header: T.masters, cell: (row) => row.masters, numeric: true },
          { header: T.medianAccept, cell: (row) => formatDuration(row.medianSecondsToAccept), numeric: true },
        ]}
      />
    </Card>
  );
}
