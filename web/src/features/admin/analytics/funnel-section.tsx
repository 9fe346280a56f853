import { useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { graphql } from '../../../gql';
import type { FunnelSection_DurationsFragment, FunnelSection_FunnelFragment } from '../../../gql/graphql';
import { formatDuration, formatPercent } from '../../../lib/format';
import { Card, CardTitle } from '../../../ui/layout';
import { baseOptions, ChartCanvas } from './chart';
import { DataTable } from './data-table';
import { HowCounted } from './how-counted';
import { ANALYTICS_TEXTS as T } from './texts';

// Analytics objects have no id (not normalised): the dashboard's query spreads these with @unmask
export const FunnelSectionFunnelFragment = graphql(`
  fragment FunnelSection_Funnel on AnalyticsFunnel {
    created
    offered
    accepted
    completed
    reviewed
    cancelled
    expired
    rejected
  }
`);

export const FunnelSectionDurationsFragment = graphql(`
  fragment FunnelSection_Durations on AnalyticsDurations {
    count
    p50
    p90
  }
`);

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 10px;
  div {
    padding: 10px 12px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.secondaryBg};
  }
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.hint};
  }
  dd {
    margin: 2px 0 0;
    font-size: 20px;
    font-weight: 700;
  }
`;

const SubTitle = styled.h3`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`;

interface Props {
  funnel: FunnelSection_FunnelFragment;
  timeToAccept: FunnelSection_DurationsFragment;
}

// The period in five figures, then the funnel from created to reviewed and what was lost on the way.
export function FunnelSection({ funnel, timeToAccept }: Props) {
  const theme = useTheme();
  const stages = useMemo(
    () => [
      { label: T.created, count: funnel.created },
      { label: T.offered, count: funnel.offered },
      { label: T.accepted, count: funnel.accepted },
      { label: T.completed, count: funnel.completed },
      { label: T.reviewed, count: funnel.reviewed },
    ],
    [funnel],
  );
  const losses = [
    { label: T.cancelled, count: funnel.cancelled },
    { label: T.expired, count: funnel.expired },
    { label: T.rejected, count: funnel.rejected },
  ];
  const share = (count: number) => formatPercent(funnel.created ? count / funnel.created : null);
  const config = useMemo(
    () => ({
      type: 'bar' as const,
      data: {
        labels: stages.map((stage) => stage.label),
        datasets: [{ label: T.tasks, data: stages.map((stage) => stage.count), backgroundColor: theme.colors.accent }],
      },
      options: {
        ...baseOptions(theme),
        indexAxis: 'y' as const,
        plugins: { ...baseOptions(theme).plugins, legend: { display: false } },
      },
    }),
    [stages, theme],
  );
  return (
    <>
      <Card aria-labelledby="analytics-summary">
        <CardTitle id="analytics-summary">{T.summary}</CardTitle>
        <HowCounted definition={T.funnelDefinition} />
        <Figures>
          <div>
            <dt>{T.created}</dt>
            <dd>{funnel.created}</dd>
          </div>
          <div>
            <dt>{T.accepted}</dt>
            <dd>
              {funnel.accepted} <small>({share(funnel.accepted)})</small>
            </dd>
          </div>
          <div>
            <dt>{T.completed}</dt>
            <dd>{funnel.completed}</dd>
          </div>
          <div>
            <dt>{T.acceptMedian}</dt>
            <dd>{formatDuration(timeToAccept.p50)}</dd>
          </div>
          <div>
            <dt>{T.acceptP90}</dt>
            <dd>{formatDuration(timeToAccept.p90)}</dd>
          </div>
        </Figures>
      </Card>
      <Card aria-labelledby="analytics-funnel">
        <CardTitle id="analytics-funnel">{T.funnelTitle}</CardTitle>
        <ChartCanvas label={T.funnelChart} config={config} height={220} />
        <DataTable
          folded
          caption={T.funnelTitle}
          rows={[...stages, ...losses]}
          rowKey={(row) => row.label}
          columns={[
            { header: T.stage, cell: (row) => row.label },
            { header: T.tasks, cell: (row) => row.count, numeric: true },
            { header: T.share, cell: (row) => share(row.count), numeric: true },
          ]}
        />
        <SubTitle>{T.lossesTitle}</SubTitle>
        <Figures>
          {losses.map((loss) => (
            <div key={loss.label}>
              <dt>{loss.label}</dt>
              <dd>
                {loss.count} <small>({share(loss.count)})</small>
              </dd>
            </div>
          ))}
        </Figures>
      </Card>
    </>
  );
}
