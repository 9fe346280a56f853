// The live task, the parts both sides use: where a task stands on its way (the steps the
// client sees), the client's point as maps apps open it, and how often the master's position is sent.
import { formatDuration } from './format';
import type { GeoPoint } from './location';

export type JourneyStep = 'searching' | 'accepted' | 'on_the_way' | 'arrived' | 'done';

export const JOURNEY_STEPS: readonly JourneyStep[] = ['searching', 'accepted', 'on_the_way', 'arrived', 'done'];

// the server's stage (SEARCHING, ACCEPTED, ON_THE_WAY, ARRIVED) and whether the work is done
export function journeyStep(stage: string | null | undefined, completed: boolean): JourneyStep {
  if (completed) return 'done';
  const step = stage?.toLowerCase();
  return JOURNEY_STEPS.includes(step as JourneyStep) ? (step as JourneyStep) : 'searching';
}

// "12 мин", "1 ч 5 мин": minutes as the cards show them
export function formatMinutes(minutes: number): string {
  return formatDuration(Math.max(1, Math.round(minutes)) * 60);
}

const coordinate = (value: number) => value.toFixed(6).replace(/\.?0+$/, '');

// geo: opens the phone's maps app (Android lets the person pick Yandex Maps, Google Maps or another);
// the two https addresses open the apps themselves through their app links, or the web map
export function mapsLinks(point: GeoPoint): { geo: string; yandex: string; google: string } {
  const lat = coordinate(point.latitude);
  const lng = coordinate(point.longitude);
  return {
    geo: `geo:${lat},${lng}?q=${lat},${lng}`,
    yandex: `https://yandex.uz/maps/?pt=${lng},${lat}&z=17&l=map`,
    google: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
  };
}

// iOS has no handler for geo: links; Android (and Telegram on it) does
export function opensGeoLinks(userAgent: string = navigator.userAgent): boolean {
  return /android/i.test(userAgent);
}

// The master's position goes out at most every 10 s (the server refuses more than one in 5 s) and at
// least every 30 s while he is on the way, even when he stands still, so the client's "updated at" stays true.
export const POSITION_MIN_INTERVAL_MS = 10_000;
export const POSITION_MAX_INTERVAL_MS = 30_000;

export interface PositionFix extends GeoPoint {
  accuracy?: number;
}

export interface PositionSender {
  // a new fix from the device: sent now, or when the minimum interval has passed (the newest wins)
  offer(fix: PositionFix): void;
  stop(): void;
}

export function createPositionSender(
  send: (fix: PositionFix) => Promise<unknown>,
  {
    now = Date.now,
    minMs = POSITION_MIN_INTERVAL_MS,
    maxMs = POSITION_MAX_INTERVAL_MS,
    // when the first point already went out with "on my way"
    lastSentAt = null as number | null,
  } = {},
): PositionSender {
  let latest: PositionFix | null = null;
  let due: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const schedule = (delay: number) => {
    if (due) clearTimeout(due);
    due = setTimeout(flush, Math.max(0, delay));
  };
  function flush() {
    due = null;
    if (stopped || !latest) return;
    lastSentAt = now();
    void send(latest).catch(() => undefined);
    // standing still: the same point again after the longest interval
    schedule(maxMs);
  }
  return {
    offer(fix) {
      if (stopped) return;
      latest = fix;
      const since = lastSentAt === null ? Infinity : now() - lastSentAt;
      if (since >= minMs) flush();
      else schedule(minMs - since);
    },
    stop() {
      stopped = true;
      if (due) clearTimeout(due);
      due = null;
    },
  };
}
