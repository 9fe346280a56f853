// How far a task is from the master it is offered to, told so that no number of masters can locate the
// client: before acceptance a master learns the district and a distance band, never metres;
// after acceptance the master holding the task learns the metres (he sees the exact point anyway); a master
// whose offer ended learns nothing.
import type { Db } from '../../platform/db/client';
import type { Viewer } from '../../platform/context';
import type { MessageCode } from '../../platform/errors';
import { ASSIGNED_STATUSES } from '../lifecycle';
import { taskDistanceToContract } from './dispatch-candidates';

// The bands' upper edges in metres; beyond the last: "over 10 km". The bands are read from the distance
// to the task's cell centre (dispatch-candidates.ts `TASK_CELL_DEGREES`), never to the client's point:
// edges read from the true distance would each draw a circle through the point, and enough masters'
// circles meet at it.
export const DISTANCE_BAND_EDGES_M = [1_000, 3_000, 5_000, 10_000] as const;
export const DISTANCE_BANDS = ['UNDER_1_KM', 'KM_1_3', 'KM_3_5', 'KM_5_10', 'OVER_10_KM'] as const;
export type DistanceBand = (typeof DISTANCE_BANDS)[number];

export const DISTANCE_BAND_CODES = {
  UNDER_1_KM: 'DISTANCE_UNDER_1_KM',
  KM_1_3: 'DISTANCE_1_3_KM',
  KM_3_5: 'DISTANCE_3_5_KM',
  KM_5_10: 'DISTANCE_5_10_KM',
  OVER_10_KM: 'DISTANCE_OVER_10_KM',
} as const satisfies Record<DistanceBand, MessageCode>;

export function distanceBand(metres: number): DistanceBand {
  const index = DISTANCE_BAND_EDGES_M.findIndex((edge) => metres < edge);
  return DISTANCE_BANDS[index === -1 ? DISTANCE_BANDS.length - 1 : index];
}

export interface OfferDistance {
  // while the viewer's offer is open: the band; null otherwise or when a point is unknown
  band: DistanceBand | null;
  // once the viewer holds the task (taken or in progress): metres from the client's point; null otherwise
  metres: number | null;
}

const NONE: OfferDistance = { band: null, metres: null };

// The viewer's distance from a task as far as they may know it (see the top of this file).
export async function offerDistance(db: Db, viewer: Viewer, taskId: number): Promise<OfferDistance> {
  const task = await db.task.findUnique({
    where: { id: taskId },
    select: {
      status: true,
      latitude: true,
      contractId: true,
      contract: { select: { userId: true } },
      offers: {
        where: { contract: { userId: viewer.user.id } },
        orderBy: { id: 'desc' },
        take: 1,
        select: { state: true, distanceM: true },
      },
    },
  });
  // without the client's point a distance would be measured from a district's centre and read as from the
  // client's door: the master is told the district alone
  if (!task || task.latitude === null) return NONE;
  if (task.contractId !== null && task.contract?.userId === viewer.user.id && ASSIGNED_STATUSES.includes(task.status))
    return { band: null, metres: await taskDistanceToContract(db, taskId, task.contractId) };
  const offer = task.offers[0];
  if (task.status !== 'sent_to_masters' || offer?.state !== 'pending' || offer.distanceM === null) return NONE;
  return { band: distanceBand(offer.distanceM), metres: null };
}
