// The rules of a master's position and the ETA's city model (docs/journey.md says how they were
// chosen). Pure: no database, so the web and the bench can reason with the same numbers.

// --- the rules of a position (docs/journey.md) ---

// Uzbekistan's bounding box (its extreme points: 37.18..45.59 N, 55.99..73.14 E) with a margin of about
// 2 km: a point outside it cannot be in the country. The box also takes in border strips of the
// neighbours; the 100 km rule below refuses those far from the task.
export const UZBEKISTAN_BOX = { south: 37.16, north: 45.61, west: 55.97, east: 73.16 } as const;
export const MAX_DISTANCE_FROM_TASK_M = 100_000;
export const MIN_REPORT_INTERVAL_MS = 5_000;
// A point implying more than this speed since the master's previous one is refused: a point 90 km away
// 5 s after one 700 m from the door was stored, and the client read 192 minutes, then 3 again. Each
// point's own accuracy (up to GPS_SLACK_M) is allowed on top, so a fix that wanders is not a jump.
export const MAX_SPEED_KMH = 150;
export const GPS_SLACK_M = 100;

// Whether going from `from` (reported at `fromAt`) to `to` at `at` is faster than MAX_SPEED_KMH.
export function impliesTeleport(
  from: { latitude: number; longitude: number; accuracyM: number | null },
  fromAt: Date,
  to: { latitude: number; longitude: number; accuracyM: number | null },
  at: Date,
): boolean {
  const slack = Math.min(GPS_SLACK_M, from.accuracyM ?? 0) + Math.min(GPS_SLACK_M, to.accuracyM ?? 0);
  const reachable = (MAX_SPEED_KMH / 3.6) * Math.max(0, (at.getTime() - fromAt.getTime()) / 1000);
  return metresBetween(from, to) - slack > reachable;
}

export function inUzbekistan({ latitude, longitude }: { latitude: number; longitude: number }): boolean {
  const box = UZBEKISTAN_BOX;
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}

// Great-circle metres between two points (the same haversine as dispatch's SQL).
export function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 12742017.6 * Math.asin(Math.min(1, Math.sqrt(h)));
}

// --- the ETA's city model (docs/journey.md says how it was chosen) ---

// roads are this much longer than the straight line in a city of blocks and canals
export const ROAD_FACTOR = 1.4;
// Tashkent's time (UTC+5, no summer time) decides the speed, km/h
export const TASHKENT_UTC_OFFSET_H = 5;
export function citySpeedKmh(at: Date): number {
  const hour = (at.getUTCHours() + TASHKENT_UTC_OFFSET_H) % 24;
  if ((hour >= 7 && hour < 10) || (hour >= 17 && hour < 20)) return 18; // rush hours
  if (hour >= 10 && hour < 17) return 25; // day
  if (hour >= 20 && hour < 23) return 30; // evening
  return 40; // night
}
// parking and finding the door
export const ARRIVAL_OVERHEAD_MIN = 2;

// Approximate minutes from `metres` of straight line at the time `at`; at least one.
export function etaMinutes(metres: number, at: Date): number {
  const driving = ((metres * ROAD_FACTOR) / 1000 / citySpeedKmh(at)) * 60;
  return Math.max(1, Math.ceil(driving + ARRIVAL_OVERHEAD_MIN));
}
