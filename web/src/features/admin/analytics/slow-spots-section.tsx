import { graphql } from '../../../gql';
import type { UnansweredMasters_MasterFragment } from '../../../gql/graphql';
import { formatDuration, formatPercent } from '../../../lib/format';
import { Card, CardTitle, Hint } from '../../../ui/layout';
import { TopUstaBadge } from '../../../ui/top-usta-badge';
import { DataTable } from './data-table';
import { fullName, type DemandRow } from './demand-section';
import { HowCounted } from './how-counted';
import { ANALYTICS_TEXTS as T } from './texts';

export const UnansweredMastersMasterFragment = graphql(`
  fragment UnansweredMasters_Master on AnalyticsMaster {
    contract {
      id
      name
    }
    offersReceived
    unanswered
    medianResponseSeconds
    topUsta
  }
`);

const SLOWEST_SHOWN = 5;

// The districts where a task waits longest for its master (only those where some task was accepted).
export function SlowestDistricts({ districts }: { districts: readonly DemandRow[] }) {
  const slowest = districts
    .filter((row): row is DemandRow & { medianSecondsToAccept: number } => row.medianSecondsToAccept !== null)
    .sort((a, b) => b.medianSecondsToAccept - a.medianSecondsToAccept)
    .slice(0, SLOWEST_SHOWN);
  return (
    <Card aria-labelledby="analytics-slowest">
      <CardTitle id="analytics-slowest">{T.slowestTitle}</CardTitle>
      <Hint>{T.slowestHint}</Hint>
      {slowest.length ? (
        <DataTable
          caption={T.slowestTitle}
          rows={slowest}
          rowKey={(row) => row.key}
          columns={[
            { header: T.place, cell: (row) => slowest.indexOf(row) + 1, numeric: true },
            { header: T.district, cell: (row) => fullName(row) },
            { header: T.medianAccept, cell: (row) => formatDuration(row.medianSecondsToAccept), numeric: true },
            { header: T.created, cell: (row) => row.created, numeric: true },
            { header: T.masters, cell: (row) => row.masters, numeric: true },
          ]}
        />
      ) : (
        <Hint>{T.slowestEmpty}</Hint>
      )}
    </Card>
  );
}

// The masters who let most offers run out without an answer (the connection ordered by UNANSWERED).
export function UnansweredMasters({ masters }: { masters: readonly UnansweredMasters_MasterFragment[] }) {
  const silent = masters.filter((master) => master.unanswered > 0);
  return (
    <Card aria-labelledby="analytics-unanswered">
      <CardTitle id="analytics-unanswered">{T.unansweredTitle}</CardTitle>
      <Hint>{T.unansweredHint}</Hint>
      <HowCounted definition={T.unansweredDefinition} />
      {silent.length ? (
        <DataTable
          caption={T.unansweredTitle}
          rows={silent}
          rowKey={(master) => master.contract.id}
          columns={[
            {
              header: T.master,
              cell: (master) => (
                <>
                  {master.contract.name} {master.topUsta && <TopUstaBadge>{T.topUsta}</TopUstaBadge>}
                </>
              ),
            },
            { header: T.offers, cell: (master) => master.offersReceived, numeric: true },
            { header: T.unanswered, cell: (master) => master.unanswered, numeric: true },
            {
              header: T.unansweredShare,
              cell: (master) => formatPercent(master.offersReceived ? master.unanswered / master.offersReceived : null),
              numeric: true,
            },
            { header: T.response, cell: (master) => formatDuration(master.medianResponseSeconds), numeric: true },
          ]}
        />
      ) : (
        <Hint>{T.unansweredEmpty}</Hint>
      )}
    </Card>
  );
}
