// The soak's people: clients who post tasks, watch them live, cancel some and rate the rest, and masters
// who get offers pushed, decline some, accept, complete or give up. Each half of every pair goes through
// REST or GraphQL at random, and each keeps what it last saw so the soak can hold it against the database.
import type { Client } from 'graphql-ws';
import { liveSocket, type Nodes, type Traffic } from './traffic';

const FINAL = new Set(['completed', 'closed', 'cancelled', 'expired', 'rejected_by_admin']);
const SEARCHING = new Set(['new', 'sent_to_masters', 'awaiting_admin_attention']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);
const coin = (p: number) => Math.random() < p;

export interface World {
  nodes: Nodes;
  traffic: Traffic;
  categoryId: number;
  cityId: number;
  districtId: number;
  clientReasons: { step1: number; step2: number };
  masterReasonId: number;
  // set when the run's time is up: no new tasks, searching ones are cancelled, work in hand is finished
  winding: { down: boolean };
}

const TASK_FIELDS = 'id status contract { id }';

export class SoakClient {
  // task id -> the status this client last saw (pushed, re-read on reconnect, polled, or its own answer)
  readonly seen = new Map<number, string>();
  private socket: { client: Client; connected(): boolean } | null = null;
  private wake: (() => void) | null = null;
  private watching: (() => void) | null = null;
  private current: number | null = null;

  constructor(
    private readonly world: World,
    readonly initData: string,
    private readonly phone: string,
  ) {}

  private see(id: number, status: string) {
    this.seen.set(id, status);
    this.wake?.();
  }

  // the task screen's live status: the subscription's first state, its pushes, and a fresh read after
  // every reconnect (the web app re-queries on `connected`)
  private watch(id: number) {
    this.socket ??= liveSocket(this.world.nodes, this.initData, () => void this.reread());
    this.watching?.();
    this.watching = this.socket.client.subscribe<{ taskUpdated: { id: number; status: string } | null }>(
      { query: 'subscription($id: Int!) { taskUpdated(id: $id) { id status } }', variables: { id } },
      {
        next: ({ data }) => data?.taskUpdated && this.see(data.taskUpdated.id, data.taskUpdated.status),
        error: () => undefined,
        complete: () => undefined,
      },
    );
  }

  private async reread() {
    const id = this.current;
    if (id === null) return;
    const { data } = await this.world.traffic.gql(
      this.initData,
      'query($id: Int!) { task(id: $id) { id status } }',
      { id },
      'task',
    );
    if (data?.task && this.current === id) this.see(id, data.task.status);
  }

  async run() {
    while (!this.world.winding.down) {
      const task = await this.create();
      if (!task) {
        await sleep(between(500, 1500));
        continue;
      }
      await this.follow(task.id);
      // a person's pause before the next job, not a load generator's
      await sleep(between(2000, 8000));
    }
  }

  private async create(): Promise<{ id: number; contractId?: number } | null> {
    const { world } = this;
    const text = `Течёт кран в ванной, нужна замена смесителя ${Math.floor(Math.random() * 1e6)}`;
    if (coin(0.5)) {
      const { json } = await world.traffic.call('POST', '/api/tg-webapp/tasks', this.initData, {
        text,
        category_id: world.categoryId,
        city_id: world.cityId,
        district_id: world.districtId,
        phone: this.phone,
      });
      const task = json?.data ?? json?.active_task;
      return task?.id ? { id: task.id } : null;
    }
    const { data } = await world.traffic.gql(
      this.initData,
      `mutation($input: TaskInput!) { createTask(input: $input) {
        __typename ... on MutationCreateTaskSuccess { data { id } } ... on ActiveTaskExistsError { task { id } } } }`,
      {
        input: {
          text,
          categoryId: world.categoryId,
          cityId: world.cityId,
          districtId: world.districtId,
          phone: this.phone,
        },
      },
      'createTask',
    );
    const result = data?.createTask;
    const id = result?.data?.id ?? result?.task?.id;
    return id ? { id } : null;
  }

  private async follow(id: number) {
    this.current = id;
    this.watch(id);
    const patience = between(3000, 12_000);
    const started = Date.now();
    for (;;) {
      const status = this.seen.get(id);
      if (status && FINAL.has(status)) break;
      if (status && SEARCHING.has(status) && (this.world.winding.down || Date.now() - started > patience)) {
        await this.cancel(id, 1);
      } else if (status === 'in_progress' && !this.world.winding.down && coin(0.01)) {
        await this.cancel(id, 2);
      }
      // docs/product.md: a task in new or sent_to_masters is polled every 5 s; a push wakes the loop sooner
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
      if (SEARCHING.has(this.seen.get(id) ?? 'new')) await this.poll(id);
    }
    if (this.seen.get(id) === 'completed') await this.review(id);
    this.watching?.();
    this.watching = null;
    this.current = null;
  }

  private async poll(id: number) {
    const { json } = await this.world.traffic.call('GET', '/api/tg-webapp/tasks/active', this.initData);
    const active = json?.data;
    if (active?.id === id) this.see(id, active.status);
    else if (json?.success && this.current === id) {
      // no longer active: read it from the list (what the task list screen shows)
      const list = await this.world.traffic.call('GET', '/api/tg-webapp/tasks', this.initData);
      const task = (list.json?.data ?? []).find((t: { id: number }) => t.id === id);
      if (task) this.see(id, task.status);
    }
  }

  private async cancel(id: number, step: 1 | 2) {
    const reasonId = step === 1 ? this.world.clientReasons.step1 : this.world.clientReasons.step2;
    if (coin(0.5)) {
      const { json } = await this.world.traffic.call('POST', `/api/tg-webapp/tasks/${id}/cancel`, this.initData, {
        cancel_reason_id: reasonId,
      });
      if (json?.success) this.see(id, 'cancelled');
    } else {
      const { data } = await this.world.traffic.gql(
        this.initData,
        `mutation($id: Int!, $r: Int) { cancelTask(id: $id, cancelReasonId: $r) {
          __typename ... on MutationCancelTaskSuccess { data { ${TASK_FIELDS} } } } }`,
        { id, r: reasonId },
        'cancelTask',
      );
      const task = data?.cancelTask?.data;
      if (task) this.see(task.id, task.status);
    }
  }

  private async review(id: number) {
    const { data } = await this.world.traffic.gql(
      this.initData,
      'query($id: Int!) { task(id: $id) { id contract { id } } }',
      { id },
      'task',
    );
    const contractId = data?.task?.contract?.id;
    if (!contractId) return;
    const rating = 3 + Math.floor(Math.random() * 3);
    if (coin(0.5)) {
      await this.world.traffic.call('POST', '/api/tg-webapp/reviews', this.initData, {
        user_task_id: id,
        contract_id: contractId,
        rating,
        comment: 'Пришёл вовремя, всё починил',
      });
    } else {
      await this.world.traffic.gql(
        this.initData,
        `mutation($input: ReviewInput!) { createReview(input: $input) { __typename } }`,
        { input: { taskId: id, contractId, rating, comment: 'Спасибо, всё работает' } },
        'createReview',
      );
    }
  }

  async leave() {
    this.watching?.();
    await this.socket?.client.dispose();
  }
}

interface FeedEvent {
  kind: 'current_state' | 'current_task_changed' | 'offer_added' | 'offer_withdrawn';
  taskId: number | null;
  // when the server published it
  at: string;
  currentTask: { id: number; status: string } | null;
  offeredTask: { id: number } | null;
}

export class SoakMaster {
  // task id -> how many offer_added events arrived for it
  readonly offersPushed = new Map<number, number>();
  // when an offer_added came for a task whose offer this master still had open (not withdrawn, not answered)
  readonly duplicates: { at: number; taskId: number }[] = [];
  // tasks this master accepted, and of those the ones given up (sent out again)
  readonly accepted = new Set<number>();
  readonly givenUp = new Set<number>();
  // offers the dashboard showed when the feed (re)started: known to the master, though not pushed
  readonly offersShown = new Set<number>();
  // when the feed was up: [from, to] (to null while it is), to tell a lost offer from one sent while away
  readonly upSpans: [number, number | null][] = [];
  // the feed ended by the server (an error or complete) while the socket stayed open
  readonly feedEnds: { at: number; how: string }[] = [];
  // the current task as this master's dashboard shows it
  current: { id: number; status: string } | null = null;
  private socket: { client: Client; connected(): boolean } | null = null;
  private unsubscribe: (() => void) | null = null;
  private busy = false;
  private readonly pending = new Set<number>();

  constructor(
    private readonly world: World,
    readonly initData: string,
    readonly contractId: number,
  ) {}

  start() {
    this.socket = liveSocket(this.world.nodes, this.initData, () => undefined);
    this.unsubscribe = this.socket.client.subscribe<{ masterFeed: FeedEvent }>(
      { query: 'subscription { masterFeed { kind taskId at currentTask { id status } offeredTask { id } } }' },
      {
        next: (result) => {
          if (result.errors?.length || !result.data?.masterFeed)
            this.feedEnds.push({ at: Date.now(), how: `odd result: ${JSON.stringify(result).slice(0, 300)}` });
          if (result.data?.masterFeed) this.onEvent(result.data.masterFeed);
        },
        error: (error) =>
          this.feedEnds.push({
            at: Date.now(),
            how: `error: ${JSON.stringify(error instanceof Error ? error.message : ((error as { reason?: string }).reason ?? error)).slice(0, 200)}`,
          }),
        complete: () => this.feedEnds.push({ at: Date.now(), how: 'complete' }),
      },
    );
    this.socket.client.on('closed', () => {
      const last = this.upSpans.at(-1);
      if (last && last[1] === null) last[1] = Date.now();
    });
  }

  // every feed event as it arrived (kind, task, offered task, when), for the samples of lost offers
  readonly received: {
    at: number;
    publishedAt: number;
    kind: string;
    taskId: number | null;
    offered: number | null;
  }[] = [];

  private onEvent(event: FeedEvent) {
    this.received.push({
      at: Date.now(),
      publishedAt: Date.parse(event.at),
      kind: event.kind,
      taskId: event.taskId,
      offered: event.offeredTask?.id ?? null,
    });
    if (event.kind === 'current_state') {
      // the subscription's first state, on every (re)connect
      const last = this.upSpans.at(-1);
      if (!last || last[1] !== null) this.upSpans.push([Date.now(), null]);
      // the master's view of open offers is what the state shows (the dashboard's oldest): withdrawals
      // sent while the feed was away (a node killed with its queue, Redis down) are never replayed, so an
      // offer held from before may be gone, and offered again in a new round without being pushed twice
      const offered = event.offeredTask?.id;
      const known = offered !== undefined && this.pending.has(offered);
      this.pending.clear();
      if (offered !== undefined) {
        this.pending.add(offered);
        if (!known) {
          this.offersShown.add(offered);
          void this.answer(offered);
        }
      }
    }
    if (event.kind === 'offer_added' && event.taskId !== null) {
      this.offersPushed.set(event.taskId, (this.offersPushed.get(event.taskId) ?? 0) + 1);
      if (this.pending.has(event.taskId)) this.duplicates.push({ at: Date.now(), taskId: event.taskId });
      this.pending.add(event.taskId);
      void this.answer(event.taskId);
    }
    if (event.kind === 'offer_withdrawn' && event.taskId !== null) this.pending.delete(event.taskId);
    if (event.kind !== 'offer_added' && event.kind !== 'offer_withdrawn') this.current = event.currentTask;
  }

  private async answer(taskId: number) {
    await sleep(between(200, 1500));
    if (!this.pending.has(taskId) || this.busy || this.current || this.world.winding.down) return;
    if (coin(0.25)) {
      this.pending.delete(taskId);
      await this.respond(taskId, 'reject', 'declineTask');
      return;
    }
    this.busy = true;
    try {
      const task = await this.respond(taskId, 'approve', 'acceptTask');
      if (task?.status === 'in_progress') {
        this.accepted.add(taskId);
        this.current ??= task;
        await sleep(between(1000, 4000));
        if (this.current?.id === taskId && this.current.status === 'in_progress') await this.finish(taskId);
      }
    } finally {
      this.busy = false;
    }
  }

  private async respond(taskId: number, rest: 'approve' | 'reject', mutation: 'acceptTask' | 'declineTask') {
    if (coin(0.5)) {
      const { status, json } = await this.world.traffic.call(
        'POST',
        `/api/tg-webapp/master/tasks/${taskId}/${rest}`,
        this.initData,
      );
      if (rest === 'approve' && (status === 0 || status >= 500)) await this.reread();
      return json?.success && rest === 'approve' ? { id: taskId, status: 'in_progress' } : null;
    }
    const success = `Mutation${mutation[0].toUpperCase()}${mutation.slice(1)}Success`;
    const { status, data } = await this.world.traffic.gql(
      this.initData,
      rest === 'approve'
        ? `mutation($id: Int!) { acceptTask(id: $id) { __typename ... on ${success} { data { id status } } } }`
        : `mutation($id: Int!) { declineTask(id: $id) { __typename ... on ${success} { data } } }`,
      { id: taskId },
      mutation,
    );
    if (rest === 'approve' && (status === 0 || status >= 500)) await this.reread();
    const task = data?.[mutation]?.data;
    return task && rest === 'approve' ? (task as { id: number; status: string }) : null;
  }

  // no answer to a call that changes the task: the dashboard reads its current task again
  private async reread() {
    const { data } = await this.world.traffic.gql(
      this.initData,
      'query { masterCurrentTask { id status } }',
      {},
      'masterCurrentTask',
    );
    if (data) this.current = data.masterCurrentTask;
  }

  private async finish(taskId: number) {
    const giveUp = coin(0.15);
    let status: string | null = null;
    if (coin(0.5)) {
      const { json } = await this.world.traffic.call(
        'POST',
        `/api/tg-webapp/master/tasks/${taskId}/${giveUp ? 'cancel' : 'complete'}`,
        this.initData,
        giveUp ? { cancel_reason_id: this.world.masterReasonId } : undefined,
      );
      if (json?.success) status = giveUp ? null : 'completed';
    } else {
      const mutation = giveUp ? 'masterCancelTask' : 'completeTask';
      const name = giveUp ? 'MasterCancelTask' : 'CompleteTask';
      const { data } = await this.world.traffic.gql(
        this.initData,
        `mutation($id: Int!${giveUp ? ', $r: Int' : ''}) { ${mutation}(id: $id${giveUp ? ', cancelReasonId: $r' : ''}) {
          __typename ... on Mutation${name}Success { data { id status } } } }`,
        giveUp ? { id: taskId, r: this.world.masterReasonId } : { id: taskId },
        mutation,
      );
      if (data?.[mutation]?.data) status = giveUp ? null : data[mutation].data.status;
    }
    if (giveUp) this.givenUp.add(taskId);
    if (status !== null || giveUp) {
      // done or given up: the dashboard has no current task then
      if (this.current?.id === taskId) this.current = null;
    } else {
      // refused or unanswered (the client cancelled, a node went away): the dashboard reads it again
      await this.reread();
    }
  }

  // the current task the master finished when the time was up
  async windDown() {
    const current = this.current;
    if (current && current.status === 'in_progress' && !this.busy) await this.finish(current.id);
  }

  async leave() {
    this.unsubscribe?.();
    await this.socket?.client.dispose();
    const last = this.upSpans.at(-1);
    if (last && last[1] === null) last[1] = Date.now();
  }
}
