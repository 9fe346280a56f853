// The offers one master feed has shown open, so each is pushed once. A feed shows its state (the first
// one, and again after the bus lost events) by reading the dashboard when the state goes out, which can
// be seconds after events still queued behind it were published: the state then already shows an offer
// whose offer_added follows (the soak's "offers pushed twice" under load). An offer_added for an offer
// the feed showed open and has not withdrawn since is therefore not pushed again.
import type { MasterFeedEventKind } from '../../../platform/events/domain-events';

export class FeedOffers {
  private readonly open = new Set<number>();

  // a state went out: the master knows of the offer it shows (the dashboard's oldest), if any; offers
  // pushed before it may have been withdrawn meanwhile by events the bus lost
  shown(offeredId: number | null | undefined): void {
    this.open.clear();
    if (offeredId !== null && offeredId !== undefined) this.open.add(offeredId);
  }

  // whether the event goes out
  admit(kind: MasterFeedEventKind, taskId: number): boolean {
    if (kind !== 'offer_added') {
      // withdrawn, or taken by this master: no longer an open offer
      this.open.delete(taskId);
      return true;
    }
    if (this.open.has(taskId)) return false;
    this.open.add(taskId);
    return true;
  }
}
