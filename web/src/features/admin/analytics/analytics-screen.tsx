// /admin/analytics: how the marketplace is doing, for admins; analysts see the same on
// /analytics with their token. Its own lazy chunk with Chart.js, so no other screen carries the charts.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { AdminAnalyticsQuery as AnalyticsData } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { ErrorBox, Hint } from '../../../ui/layout';
import { LoadingBlock } from '../../../ui/spinner';
import { AdminPage } from '../admin-ui';
import { AcceptTimeSection } from './accept-time-section';
import { AnalyticsFilters, toRequest, useAnalyticsFilters } from './analytics-filters';
import { DemandSection, type DemandRow } from './demand-section';
import { FunnelSection } from './funnel-section';
import { IntakeSection } from './intake-section';
import { PricesSection } from './prices-section';
import { SlowestDistricts, UnansweredMasters } from './slow-spots-section';
import { ANALYTICS_TEXTS as T } from './texts';

// the masters shown in "who leaves offers unanswered"
export const UNANSWERED_SHOWN = 10;

export const AdminAnalyticsQuery = graphql(`
  query AdminAnalytics($filter: AnalyticsFilter, $interval: AnalyticsInterval!, $masters: Int!) {
    analytics(filter: $filter) {
      funnel {
        ...FunnelSection_Funnel @unmask
      }
      timeToAccept {
        ...FunnelSection_Durations @unmask
      }
      series(interval: $interval) {
        ...AcceptTimeSection_Point @unmask
      }
      byDistrict {
        ...DemandSection_District @unmask
      }
      byCategory {
        ...DemandSection_Category @unmask
      }
      intake {
        ...IntakeSection_Intake @unmask
      }
      prices {
        ...PricesSection_Figure @unmask
      }
      completedValue {
        ...PricesSection_Week @unmask
      }
      masters(first: $masters, orderBy: { field: UNANSWERED, direction: DESC }) {
        edges {
          node {
            ...UnansweredMasters_Master @unmask
          }
        }
      }
    }
  }
`);

type Analytics = AnalyticsData['analytics'];

function districtRows(analytics: Analytics, showCity: boolean): DemandRow[] {
  return analytics.byDistrict.map((row) => ({
    ...row,
    key: String(row.district.id),
    name: row.district.name,
    place: showCity ? row.district.city.name : undefined,
  }));
}

function categoryRows(analytics: Analytics): DemandRow[] {
  return analytics.byCategory.map((row) => ({
    ...row,
    key: String(row.category?.id ?? 'none'),
    name: row.category?.name ?? T.noCategory,
  }));
}

function Dashboard({ analytics, interval, showCity }: { analytics: Analytics } & DashboardOptions) {
  const districts = useMemo(() => districtRows(analytics, showCity), [analytics, showCity]);
  const categories = useMemo(() => categoryRows(analytics), [analytics]);
  if (analytics.funnel.created === 0) return <Hint role="status">{T.empty}</Hint>;
  return (
    <>
      <FunnelSection funnel={analytics.funnel} timeToAccept={analytics.timeToAccept} />
      <AcceptTimeSection points={analytics.series} interval={interval} />
      <DemandSection
        id="analytics-districts"
        title={T.districtsTitle}
        chartLabel={T.districtsChart}
        nameHeader={T.district}
        rows={districts}
      />
      <DemandSection
        id="analytics-categories"
        title={T.categoriesTitle}
        chartLabel={T.categoriesChart}
        nameHeader={T.category}
        rows={categories}
      />
      <SlowestDistricts districts={districts} />
      <UnansweredMasters masters={analytics.masters.edges.map((edge) => edge.node)} />
      <PricesSection figures={analytics.prices} weeks={analytics.completedValue} showCity={showCity} />
      <IntakeSection intake={analytics.intake} />
    </>
  );
}

interface DashboardOptions {
  interval: 'DAY' | 'WEEK';
  // several cities in view: a district's name says which city it is in
  showCity: boolean;
}

// The filters and the figures, inside the admin area or on the analysts' own page (/analytics).
export function AnalyticsDashboard({ explorerPath }: { explorerPath: string }) {
  const { values, set } = useAnalyticsFilters();
  const request = useMemo(() => toRequest(values), [values]);
  const query = useQuery(AdminAnalyticsQuery, {
    variables: { filter: request.filter, interval: request.interval, masters: UNANSWERED_SHOWN },
    skip: request.invalid,
    fetchPolicy: 'cache-and-network',
  });
  // while new filters load, the figures of the previous ones stay (marked busy) instead of a blank page
  const data = query.data ?? query.previousData;
  const refreshing = query.loading && Boolean(data);

  let body;
  if (request.invalid) body = null;
  else if (query.error && !query.data)
    body = (
      <>
        <ErrorBox>{T.loadFailed}</ErrorBox>
        <Button onClick={() => void query.refetch()}>{T.retry}</Button>
      </>
    );
  else if (!data) body = <LoadingBlock text={T.loading} />;
  else
    body = (
      <Dashboard analytics={data.analytics} interval={request.interval} showCity={request.filter.cityId === null} />
    );

  return (
    <>
      <AnalyticsFilters values={values} onChange={set} invalid={request.invalid} />
      {refreshing && <Hint role="status">{T.updating}</Hint>}
      <div aria-busy={refreshing} style={{ display: 'contents' }}>
        {body}
      </div>
      <Hint>
        {T.explorerHint} <Link to={explorerPath}>{T.explorer}</Link>
      </Hint>
    </>
  );
}

export function AdminAnalyticsScreen() {
  return (
    <AdminPage title={T.title}>
      <AnalyticsDashboard explorerPath="/admin/explorer" />
    </AdminPage>
  );
}
