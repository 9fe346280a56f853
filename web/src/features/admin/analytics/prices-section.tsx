// Prices over the window (docs/product.md "Prices"): the usual spread of a job's price per category and district
// (quartiles and median, groups too small to hide one job's price left out by the server) and what the
// completed, priced work was worth week by week. Sums in the reader's language through Intl (lib/price.ts).
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { TooltipItem } from 'chart.js';
import { formatDay } from '@usta/rules';
import { graphql } from '../../../gql';
import type { PricesSection_FigureFragment, PricesSection_WeekFragment } from '../../../gql/graphql';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount, formatSum } from '../../../lib/price';
import { Card, CardTitle, Hint } from '../../../ui/layout';
import { baseOptions, ChartCanvas } from './chart';
import { DataTable } from './data-table';
import { ANALYTICS_TEXTS as T } from './texts';

export const PricesSectionFigureFragment = graphql(`
  fragment PricesSection_Figure on AnalyticsPriceFigure {
    category {
      id
      name
    }
    district {
      id
      name
      city {
        id
        name
      }
    }
    jobs
    low
    median
    high
  }
`);

export const PricesSectionWeekFragment = graphql(`
  fragment PricesSection_Week on AnalyticsWeekValue {
    week
    jobs
    value
  }
`);

// the busiest groups on the chart (a phone's screen); the table beside it has every one
export const PRICE_ROWS_CHARTED = 12;
const LABEL_CHARS = 20;
const short = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text);

const placeOf = (row: PricesSection_FigureFragment, showCity: boolean) =>
  showCity ? `${row.district.name} (${row.district.city.name})` : row.district.name;

// an axis tick in so'm: '150 000'
const amountTick = (value: number | string) => formatAmount(Number(value));

function SpreadChart({ rows }: { rows: readonly PricesSection_FigureFragment[] }) {
  const theme = useTheme();
  const charted = useMemo(() => rows.slice(0, PRICE_ROWS_CHARTED), [rows]);
  const config = useMemo(() => {
    const base = baseOptions(theme);
    return {
      type: 'bar' as const,
      data: {
        // the category over its district; a phone's canvas has no room for the city too (the table has it)
        labels: charted.map((row) => [short(row.category.name), short(row.district.name)]),
        datasets: [
          {
            type: 'bar' as const,
            label: T.priceSpread,
            // a floating bar from the 25th to the 75th percentile
            data: charted.map((row): [number, number] => [row.low, row.high]),
            backgroundColor: theme.colors.accent,
            borderSkipped: false,
            barPercentage: 0.6,
          },
          {
            type: 'line' as const,
            label: T.median,
            data: charted.map((row) => row.median),
            showLine: false,
            pointStyle: 'rectRot' as const,
            pointRadius: 6,
            borderColor: theme.colors.text,
            backgroundColor: theme.colors.warning,
          },
        ],
      },
      options: {
        ...base,
        indexAxis: 'y' as const,
        scales: {
          ...base.scales,
          x: { ...base.scales?.x, beginAtZero: true, ticks: { ...base.scales?.x?.ticks, callback: amountTick } },
        },
        plugins: {
          ...base.plugins,
          tooltip: {
            ...base.plugins?.tooltip,
            callbacks: {
              label: (item: TooltipItem<'bar' | 'line'>) => {
                const row = charted[item.dataIndex];
                if (!row) return '';
                return item.datasetIndex === 0
                  ? `${item.dataset.label}: ${formatAmount(row.low)} – ${formatSum(row.high)}`
                  : `${item.dataset.label}: ${formatSum(row.median)}`;
              },
            },
          },
        },
      },
    };
  }, [charted, theme]);
  return <ChartCanvas label={T.pricesChart} config={config} height={80 + charted.length * 52} />;
}

function ValueChart({ weeks, labels }: { weeks: readonly PricesSection_WeekFragment[]; labels: string[] }) {
  const theme = useTheme();
  const config = useMemo(() => {
    const base = baseOptions(theme);
    return {
      type: 'bar' as const,
      data: {
        labels,
        datasets: [{ label: T.value, data: weeks.map((week) => week.value), backgroundColor: theme.colors.success }],
      },
      options: {
        ...base,
        scales: {
          ...base.scales,
          y: {
            ...base.scales?.y,
            ticks: { ...base.scales?.y?.ticks, callback: amountTick },
            title: { display: true, text: T.sums, color: theme.colors.hint },
          },
        },
        plugins: {
          ...base.plugins,
          tooltip: {
            ...base.plugins?.tooltip,
            callbacks: { label: (item: TooltipItem<'bar'>) => `${T.value}: ${formatSum(Number(item.raw))}` },
          },
        },
      },
    };
  }, [labels, weeks, theme]);
  return <ChartCanvas label={T.valueChart} config={config} />;
}

interface Props {
  figures: readonly PricesSection_FigureFragment[];
  weeks: readonly PricesSection_WeekFragment[];
  // several cities in view: a district's name says which city it is in
  showCity: boolean;
}

export function PricesSection({ figures, weeks, showCity }: Props) {
  const language = useLanguage();
  const weekLabels = useMemo(() => weeks.map((week) => formatDay(new Date(week.week), language)), [weeks, language]);
  return (
    <>
      <Card aria-labelledby="analytics-prices">
        <CardTitle id="analytics-prices">{T.pricesTitle}</CardTitle>
        <Hint>{T.pricesHint}</Hint>
        {figures.length === 0 ? (
          <Hint role="status">{T.pricesEmpty}</Hint>
        ) : (
          <>
            <SpreadChart rows={figures} />
            <DataTable
              folded
              caption={T.pricesTitle}
              rows={figures}
              rowKey={(row) => `${row.category.id}-${row.district.id}`}
              columns={[
                { header: T.category, cell: (row) => row.category.name },
                { header: T.district, cell: (row) => placeOf(row, showCity) },
                { header: T.jobs, cell: (row) => row.jobs, numeric: true },
                { header: T.priceLow, cell: (row) => formatSum(row.low), numeric: true },
                { header: T.median, cell: (row) => formatSum(row.median), numeric: true },
                { header: T.priceHigh, cell: (row) => formatSum(row.high), numeric: true },
              ]}
            />
          </>
        )}
      </Card>
      <Card aria-labelledby="analytics-value">
        <CardTitle id="analytics-value">{T.valueTitle}</CardTitle>
        {weeks.length === 0 ? (
          <Hint role="status">{T.valueEmpty}</Hint>
        ) : (
          <>
            <ValueChart weeks={weeks} labels={weekLabels} />
            <DataTable
              folded
              caption={T.valueTitle}
              rows={weeks}
              rowKey={(week) => week.week}
              columns={[
                { header: T.week, cell: (week) => formatDay(new Date(week.week), language) },
                { header: T.jobs, cell: (week) => week.jobs, numeric: true },
                { header: T.value, cell: (week) => formatSum(week.value), numeric: true },
              ]}
            />
          </>
        )}
      </Card>
    </>
  );
}
