// What the sharing of subscription results did, published on a diagnostics channel for whoever listens
// (the sharing tests and the bench count it); with no listener nothing is built or counted.
import diagnostics from 'node:diagnostics_channel';

export const SHARING_CHANNEL = 'usta:subscription-sharing';

export type SharingReport =
  // one execution made for a group of subscribers: its result went to all of them (shared) or, being
  // personal or failed, each executed on their own (unshared)
  | { kind: 'group'; members: number; shared: boolean }
  // a shared result's serialized bytes written to a socket in place of the payload
  | { kind: 'serialized-send' };

const channel = diagnostics.channel(SHARING_CHANNEL);

export function reportSharing(report: () => SharingReport): void {
  if (channel.hasSubscribers) channel.publish(report());
}
