// What a job cost (docs/product.md "Prices"): the bounds of a figure, which figure counts, when the two sides
// disagree, and who may read a task's price. The completion, the client's figure, the task views and the
// ranges all ask here.
import { readsAsAdmin } from '../../platform/access';
import type { Viewer } from '../../platform/context';

// whole so'm, the bounds the web app checks too
export { PRICE_MAX, PRICE_MIN } from '@usta/rules';
// the two figures disagree when the larger exceeds the smaller by more than this share of the smaller
export const DISAGREEMENT_SHARE = 0.3;

export interface RecordedPrice {
  price: number | null;
  priceDisputed: boolean;
}

// The client's figure counts when given, else the master's; two figures more than 30 % apart leave the task
// out of the ranges (and show in the admin's task details).
export function recordedPrice(masterPrice: number | null, clientPrice: number | null): RecordedPrice {
  const price = clientPrice ?? masterPrice;
  if (masterPrice === null || clientPrice === null) return { price, priceDisputed: false };
  const [low, high] = masterPrice < clientPrice ? [masterPrice, clientPrice] : [clientPrice, masterPrice];
  return { price, priceDisputed: high - low > low * DISAGREEMENT_SHARE };
}

export interface PriceHolder {
  clientId: number;
  // the contract of the master who holds or did the task
  contract: { userId: number } | null;
}

// A task's price is read by its client, its master and admins; never by other masters, other clients or an
// analyst token (platform/access.ts readsAsAdmin).
export function seesTaskPrice(task: PriceHolder, viewer: Viewer | null): boolean {
  if (!viewer) return false;
  return readsAsAdmin(viewer) || task.clientId === viewer.user.id || task.contract?.userId === viewer.user.id;
}

// the Prisma selection the rule reads
export const priceHolderSelect = { clientId: true, contract: { select: { userId: true } } } as const;
