// The soak's accounting of offers pushed twice. A master's view of open offers is what its feed last
// showed: after a reconnect (or the bus's resync) it is the state's offer, since withdrawals sent while the
// feed was away are not replayed. Two of the nine "pushed twice" of a 45 s run at 300 clients and 150
// masters were offers withdrawn while the feed was away (node B killed with the event in its queue; Redis
// down when it was published) and offered again in a new round later.
import { SoakMaster, type World } from './actors';
import type { Nodes, Traffic } from './traffic';

type Event = {
  kind: 'current_state' | 'current_task_changed' | 'offer_added' | 'offer_withdrawn';
  taskId: number | null;
  offered?: number;
};

function master() {
  // winding down: the master answers nothing, only counts what arrives
  const world: World = {
    nodes: {} as Nodes,
    traffic: {} as Traffic,
    categoryId: 1,
    cityId: 1,
    districtId: 1,
    clientReasons: { step1: 1, step2: 2 },
    masterReasonId: 3,
    winding: { down: true },
  };
  const soakMaster = new SoakMaster(world, 'init-data', 68);
  const feed = soakMaster as unknown as { onEvent(event: object): void };
  const receive = ({ kind, taskId, offered }: Event) =>
    feed.onEvent({
      kind,
      taskId,
      at: new Date().toISOString(),
      currentTask: null,
      offeredTask: offered === undefined ? null : { id: offered },
    });
  return { soakMaster, receive };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('an offer withdrawn while the feed was away and offered again in a new round is not pushed twice', () => {
  const { soakMaster, receive } = master();
  receive({ kind: 'current_state', taskId: null });
  receive({ kind: 'offer_added', taskId: 63, offered: 63 });
  // node B is killed with the offer_withdrawn of task 63 still queued; the feed comes back on node A
  receive({ kind: 'current_state', taskId: null, offered: 64 });
  // the master who took task 63 gave it up: a new round offers it again
  receive({ kind: 'offer_added', taskId: 63, offered: 64 });
  expect(soakMaster.duplicates).toEqual([]);
});

it('still counts an offer pushed twice, and one pushed after the state showed it', () => {
  const { soakMaster, receive } = master();
  receive({ kind: 'current_state', taskId: null });
  receive({ kind: 'offer_added', taskId: 5, offered: 5 });
  receive({ kind: 'offer_added', taskId: 5, offered: 5 });
  receive({ kind: 'current_state', taskId: null, offered: 7 });
  receive({ kind: 'offer_added', taskId: 7, offered: 7 });
  // withdrawn, then offered again: once each
  receive({ kind: 'offer_withdrawn', taskId: 7 });
  receive({ kind: 'offer_added', taskId: 7, offered: 7 });
  expect(soakMaster.duplicates.map((d) => d.taskId)).toEqual([5, 7]);
});
