// Which offers the soak counts as lost: never pushed (nor shown by a state) to a master whose feed was up
// and whose node was alive for the whole time a push needs. A push has that time from the offer's row: an
// offer answered or withdrawn sooner may be skipped by the feed (it re-reads before it pushes), and one whose
// push time reaches into a fault (a node killed with the event still queued in it, Redis down when it was
// published) is the fault's.
export const PUSH_TIME_MS = 2000;

export interface OfferTimes {
  createdAt: number;
  respondedAt: number | null;
}

export function isLostOffer(
  offer: OfferTimes,
  upSpans: readonly (readonly [number, number | null])[],
  faultWindows: readonly { from: number; to: number }[],
  now: number,
): boolean {
  const at = offer.createdAt;
  if ((offer.respondedAt ?? now) - at < PUSH_TIME_MS) return false;
  // up from a second before it until its push time is over
  const wasUp = upSpans.some(([from, to]) => from <= at - 1000 && (to ?? Infinity) >= at + PUSH_TIME_MS);
  // The push time, and a second more, overlaps a fault. Counted from a second before the fault only (the
  // push time left out), an offer written 1.9 s
  // before node B's kill, its event still queued in node B, was counted lost: its master's socket, on node
  // B, closed 0.2 s after the kill, and the offer was withdrawn before he could be back.
  const inFault = faultWindows.some((w) => at + PUSH_TIME_MS >= w.from - 1000 && at <= w.to);
  return wasUp && !inFault;
}
