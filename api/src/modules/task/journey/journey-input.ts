// A master's report on his way to the task: his point (latitude, longitude, accuracy in metres),
// or, when he shares none, his own minutes to arrival. The same form for "on the way" and each position.
import { z } from 'zod';
import type { JourneyReport } from './journey';
import { blankOr, isBlank, latitude, longitude, wholeIn } from '../../../platform/input/fields';
import { addError, parseFields, throwIfAny } from '../../../platform/input/parse';

// a phone's fix is rarely worse than a few kilometres; anything beyond is no position to show
export const ACCURACY_MAX_M = 10_000;
// the longest wait a master may announce: three hours
export const ETA_MAX_MIN = 180;

const accuracy = z
  .union([z.number(), z.string().trim().min(1).transform(Number)], { error: 'JOURNEY_ACCURACY_INVALID' })
  .pipe(
    z
      .number({ error: 'JOURNEY_ACCURACY_INVALID' })
      .finite({ error: 'JOURNEY_ACCURACY_INVALID' })
      .min(0, { error: 'JOURNEY_ACCURACY_INVALID' })
      .max(ACCURACY_MAX_M, { error: 'JOURNEY_ACCURACY_INVALID' })
      .transform(Math.round),
  );

const shape = {
  latitude: blankOr(latitude),
  longitude: blankOr(longitude),
  accuracy: blankOr(accuracy),
  etaMin: blankOr(wholeIn(1, ETA_MAX_MIN, 'JOURNEY_ETA_INVALID')),
};

export type JourneyBody = { latitude?: unknown; longitude?: unknown; accuracy?: unknown; etaMin?: unknown };

// A point (both coordinates) or minutes alone; `required`: something must be given ("on the way" may come
// with neither: the client then sees only that the master left).
export function parseJourneyReport(raw: JourneyBody, { required }: { required: boolean }): JourneyReport {
  const { value, errors } = parseFields(shape, raw);
  const hasPoint = !isBlank(raw.latitude) || !isBlank(raw.longitude);
  if (hasPoint && (isBlank(raw.latitude) || isBlank(raw.longitude)))
    addError(errors, isBlank(raw.latitude) ? 'latitude' : 'longitude', 'JOURNEY_POINT_TOGETHER');
  else if (hasPoint && !isBlank(raw.etaMin)) addError(errors, 'eta_min', 'JOURNEY_POINT_OR_ETA');
  else if (!hasPoint && !isBlank(raw.accuracy)) addError(errors, 'accuracy', 'JOURNEY_POINT_TOGETHER');
  else if (required && !hasPoint && isBlank(raw.etaMin)) addError(errors, 'latitude', 'JOURNEY_POINT_REQUIRED');
  throwIfAny(errors);
  if (hasPoint)
    return {
      point: { latitude: value.latitude!, longitude: value.longitude!, accuracyM: value.accuracy ?? null },
      etaMin: null,
    };
  return { point: null, etaMin: value.etaMin ?? null };
}
