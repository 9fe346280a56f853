// Counters of the subscription-result sharing of this process (api/src/graphql/subscribe), kept
// from what it publishes on its diagnostics channel: executions made for groups, results handed to
// more than one subscriber, results each executed alone, and serialized payloads written to sockets.
import diagnostics from 'node:diagnostics_channel';
import { SHARING_CHANNEL, type SharingReport } from '../../api/src/graphql/subscribe';

export const sharingStats = { groupExecutions: 0, sharedDeliveries: 0, unshared: 0, serializedSends: 0 };

diagnostics.subscribe(SHARING_CHANNEL, (message) => {
  const report = message as SharingReport;
  if (report.kind === 'serialized-send') {
    sharingStats.serializedSends += 1;
    return;
  }
  sharingStats.groupExecutions += 1;
  if (report.shared) sharingStats.sharedDeliveries += report.members;
  else sharingStats.unshared += report.members;
});
