import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { graphql } from '../../../gql';
import type { AcceptTimeSection_PointFragment, AnalyticsInterval } from '../../../gql/graphql';
import { formatDay } from '@usta/rules';
import { formatDuration } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { Card, CardTitle, Hint } from '../../../ui/layout';
import { baseOptions, ChartCanvas } from './chart';
import { DataTable } from './data-table';
import { ANALYTICS_TEXTS as T } from './texts';

export const AcceptTimeSectionPointFragment = graphql(`
  fragment AcceptTimeSection_Point on AnalyticsSeriesPoint {
    start
    funnel {
      created
      accepted
    }
    timeToAccept {
      count
      p50
      p90
    }
  }
`);

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / 60) * 10) / 10);

interface Props {
  points: readonly AcceptTimeSection_PointFragment[];
  interval: AnalyticsInterval;
}

// How long a task waits for its master, period by period: the median and the slow tail (p90).
export function AcceptTimeSection({ points, interval }: Props) {
  const theme = useTheme();
  // the period's first day in the reader's language ('24.11' / '24-noyabr', @usta/rules dates.ts)
  const language = useLanguage();
  const labels = useMemo(() => points.map((point) => formatDay(new Date(point.start), language)), [points, language]);
  const config = useMemo(() => {
    const base = baseOptions(theme);
    return {
      type: 'line' as const,
      data: {
        labels,
        datasets: [
          {
            label: T.median,
            data: points.map((point) => minutes(point.timeToAccept.p50)),
            borderColor: theme.colors.accent,
            backgroundColor: theme.colors.accent,
            pointRadius: 2,
          },
          {
            label: T.p90,
            data: points.map((point) => minutes(point.timeToAccept.p90)),
            borderColor: theme.colors.warning,
            backgroundColor: theme.colors.warning,
            borderDash: [6, 4],
            pointRadius: 2,
          },
        ],
      },
      options: {
        ...base,
        scales: {
          ...base.scales,
          y: { ...base.scales?.y, title: { display: true, text: T.minutes, color: theme.colors.hint } },
        },
      },
    };
  }, [labels, points, theme]);
  const accepted = points.some((point) => point.timeToAccept.count > 0);
  return (
    <Card aria-labelledby="analytics-accept">
      <CardTitle id="analytics-accept">
        {T.acceptTitle} <Hint as="span">({interval === 'WEEK' ? T.byWeek : T.byDay})</Hint>
      </CardTitle>
      {accepted ? (
        <>
          <ChartCanvas label={T.acceptChart} config={config} />
          <DataTable
            folded
            caption={T.acceptTitle}
            rows={points}
            rowKey={(point) => point.start}
            columns={[
              { header: T.period, cell: (point) => formatDay(new Date(point.start), language) },
              { header: T.tasksCreated, cell: (point) => point.funnel.created, numeric: true },
              { header: T.accepted, cell: (point) => point.timeToAccept.count, numeric: true },
              { header: T.median, cell: (point) => formatDuration(point.timeToAccept.p50), numeric: true },
              { header: T.p90, cell: (point) => formatDuration(point.timeToAccept.p90), numeric: true },
            ]}
          />
        </>
      ) : (
        <Hint>{T.noAccepts}</Hint>
      )}
    </Card>
  );
}
