// The availability phase of `npm run bench` (docs/performance.md "Availability"): a simulated city of 300
// masters of one trade, 30 % off duty (asleep, on holiday) and 20 % who never answer, under three sets of
// dispatch rules (docs/product.md §10, §12) on the same masters, tasks and answers. The model runs in
// simulated seconds: the rules, not the server, decide how long a client waits, and the waves' timing on
// the server is the waves phase's figure. Every run uses DISPATCH_WAVE_SIZE 5, a wave every
// DISPATCH_WAVE_INTERVAL_S 120 s (at once when everyone offered so far declined), DISPATCH_TIMEOUT_MIN 30.
// - before: nearest first, whoever the master is;
// - duty: masters off duty get no offer, and MASTER_AUTO_OFF_MISSED 3 offers missed for
//   MASTER_ANSWER_WINDOW_S 300 s put a master off duty;
// - after: duty, and a master ranks UNANSWERED_STEP_M farther for each offer in a row he left unanswered
//   (api/src/modules/dispatch/unanswered-offers.ts), weighed by the timed job every JOB_INTERVAL_S 15 s.
// - floor: duty, and the silent masters known in advance and never offered anything: no rule that learns
//   who answers can do better; what is left is the answering masters' own time.
// `npm run bench:availability` runs it alone (it needs no database).
import { UNANSWERED_AFTER_S, UNANSWERED_MAX, UNANSWERED_STEP_M } from '../api/src/modules/dispatch/unanswered-offers';

export interface AvailabilityFigures {
  tasks: number;
  accepted: number;
  // seconds from posting to the first acceptance, of the tasks accepted within DISPATCH_TIMEOUT_MIN
  p50: number;
  p90: number;
  // waves sent per task until acceptance or the timeout
  wavesPerTask: number;
  // masters put off duty automatically (duty and after)
  autoOff: number;
}

export interface AvailabilityResult {
  masters: number;
  offDutyShare: number;
  silentShare: number;
  before: AvailabilityFigures;
  duty: AvailabilityFigures;
  after: AvailabilityFigures;
  floor: AvailabilityFigures;
}

const MASTERS = 300;
const OFF_DUTY_SHARE = 0.3;
const SILENT_SHARE = 0.2;
const TASKS = 400;
const TASK_EVERY_S = 90;
const WAVE_SIZE = 5;
const WAVE_INTERVAL_S = 120;
const TIMEOUT_S = 30 * 60;
const ANSWER_WINDOW_S = 300;
const AUTO_OFF_MISSED = 3;
const JOB_BUSY_S = 60 * 60;
const JOB_INTERVAL_S = 15;
// a responsive master answers within 10..240 s; he accepts 40 % of what he is offered
const ACCEPT_SHARE = 0.4;

type Kind = 'responsive' | 'off' | 'silent';

interface Master {
  x: number;
  y: number;
  kind: Kind;
}

interface Offer {
  master: number;
  at: number;
  // when a responsive master answers, and what
  answerAt: number | null;
  accepts: boolean;
  open: boolean;
  missCounted: boolean;
  // when it ended unanswered (withdrawn, or its window passed), and whether the job weighed it yet
  endedAt: number | null;
  weighed: boolean;
}

interface Task {
  x: number;
  y: number;
  postedAt: number;
  offers: Offer[];
  waves: number;
  nextWaveAt: number | null;
  acceptedAt: number | null;
  closed: boolean;
}

// the same city every run: a linear congruential generator
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function city() {
  const next = random(42);
  const masters: Master[] = Array.from({ length: MASTERS }, (_, index) => ({
    x: next() * 20_000,
    y: next() * 20_000,
    kind: index % 10 < 3 ? 'off' : index % 10 < 5 ? 'silent' : 'responsive',
  }));
  const tasks = Array.from({ length: TASKS }, (_, index) => ({
    x: next() * 20_000,
    y: next() * 20_000,
    at: index * TASK_EVERY_S,
  }));
  // each (task, master) pair's answer, drawn once so both runs see the same people
  const answers = Array.from({ length: TASKS }, () =>
    Array.from({ length: MASTERS }, () => ({ delay: 10 + Math.floor(next() * 230), accepts: next() < ACCEPT_SHARE })),
  );
  return { masters, tasks, answers };
}

type Rules = 'before' | 'duty' | 'after' | 'floor';

function simulate(rules: Rules): AvailabilityFigures {
  const withDuty = rules !== 'before';
  const { masters, tasks: posted, answers } = city();
  const busyUntil = new Array<number>(MASTERS).fill(0);
  const autoOff = new Array<boolean>(MASTERS).fill(false);
  const missed = new Array<number>(MASTERS).fill(0);
  const unanswered = new Array<number>(MASTERS).fill(0);
  const lastAnswerAt = new Array<number>(MASTERS).fill(-1);
  const tasks: Task[] = [];
  const end = posted.at(-1)!.at + TIMEOUT_S + 1;

  const eligible = (master: number, now: number) =>
    busyUntil[master] <= now &&
    (!withDuty || (masters[master].kind !== 'off' && !autoOff[master])) &&
    (rules !== 'floor' || masters[master].kind !== 'silent');

  const sendWave = (task: Task, index: number, now: number) => {
    const offered = new Set(task.offers.map((offer) => offer.master));
    const ranked = masters
      .map((master, id) => ({
        id,
        d:
          Math.hypot(master.x - task.x, master.y - task.y) +
          (rules === 'after' ? Math.min(unanswered[id], UNANSWERED_MAX) * UNANSWERED_STEP_M : 0),
      }))
      .filter(({ id }) => !offered.has(id) && eligible(id, now))
      .sort((a, b) => a.d - b.d);
    const wave = ranked.slice(0, WAVE_SIZE);
    for (const { id } of wave) {
      const answer = answers[index][id];
      task.offers.push({
        master: id,
        at: now,
        answerAt: masters[id].kind === 'responsive' ? now + answer.delay : null,
        accepts: answer.accepts,
        open: true,
        missCounted: false,
        endedAt: null,
        weighed: false,
      });
    }
    if (wave.length) task.waves += 1;
    task.nextWaveAt = wave.length && ranked.length > wave.length ? now + WAVE_INTERVAL_S : null;
  };

  for (let now = 0; now < end; now++) {
    const arriving = posted.findIndex((task) => task.at === now);
    if (arriving >= 0) {
      const task: Task = {
        ...posted[arriving],
        postedAt: now,
        offers: [],
        waves: 0,
        nextWaveAt: null,
        acceptedAt: null,
        closed: false,
      };
      tasks.push(task);
      sendWave(task, arriving, now);
    }
    // the timed job: offers ended unanswered since its last run count against their masters, unless the
    // master answered another offer after this one ended
    if (rules === 'after' && now % JOB_INTERVAL_S === 0) {
      for (const task of tasks)
        for (const offer of task.offers) {
          const answered = offer.answerAt !== null && offer.answerAt < (offer.endedAt ?? now + 1);
          if (offer.weighed || answered) continue;
          const ended =
            offer.endedAt ?? (offer.open && now - offer.at >= ANSWER_WINDOW_S ? offer.at + ANSWER_WINDOW_S : null);
          if (ended === null) continue;
          offer.weighed = true;
          const long = offer.endedAt === null || ended - offer.at >= UNANSWERED_AFTER_S;
          if (long && lastAnswerAt[offer.master] < ended) unanswered[offer.master] += 1;
        }
    }
    tasks.forEach((task, index) => {
      if (task.closed) return;
      for (const offer of task.offers) {
        if (!offer.open) continue;
        if (withDuty && !offer.missCounted && offer.answerAt === null && now - offer.at >= ANSWER_WINDOW_S) {
          offer.missCounted = true;
          missed[offer.master] += 1;
          if (missed[offer.master] >= AUTO_OFF_MISSED) autoOff[offer.master] = true;
        }
        if (offer.answerAt !== now) continue;
        offer.open = false;
        missed[offer.master] = 0;
        unanswered[offer.master] = 0;
        lastAnswerAt[offer.master] = now;
        if (offer.accepts && busyUntil[offer.master] <= now && !task.closed) {
          task.acceptedAt = now;
          task.closed = true;
          busyUntil[offer.master] = now + JOB_BUSY_S;
          for (const other of task.offers) {
            if (other.open && other !== offer) other.endedAt = now;
            other.open = false;
          }
          return;
        }
      }
      if (task.offers.every((offer) => !offer.open) && task.nextWaveAt !== null) task.nextWaveAt = now;
      if (task.nextWaveAt !== null && task.nextWaveAt <= now) sendWave(task, index, now);
      if (now - task.postedAt >= TIMEOUT_S) {
        task.closed = true;
        for (const offer of task.offers) if (offer.open) offer.endedAt = now;
      }
    });
  }

  const waits = tasks
    .filter((task) => task.acceptedAt !== null)
    .map((task) => task.acceptedAt! - task.postedAt)
    .sort((a, b) => a - b);
  const at = (p: number) => waits[Math.min(waits.length - 1, Math.ceil(p * waits.length) - 1)] ?? NaN;
  return {
    tasks: tasks.length,
    accepted: waits.length,
    p50: at(0.5),
    p90: at(0.9),
    wavesPerTask: Math.round((tasks.reduce((sum, task) => sum + task.waves, 0) / tasks.length) * 100) / 100,
    autoOff: autoOff.filter(Boolean).length,
  };
}

export function availabilityPhase(): AvailabilityResult {
  return {
    masters: MASTERS,
    offDutyShare: OFF_DUTY_SHARE,
    silentShare: SILENT_SHARE,
    before: simulate('before'),
    duty: simulate('duty'),
    after: simulate('after'),
    floor: simulate('floor'),
  };
}

// run alone: print the figures
if (process.argv[1] && /availability\.ts$/.test(process.argv[1])) {
  const result = availabilityPhase();
  console.log(JSON.stringify(result, null, 2));
}
