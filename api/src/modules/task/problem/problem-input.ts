// The problem window's forms (docs/product.md "The problem window"): the client's report {kind, text,
// photoIds}, the master's answer {text}, the admin's resolution {outcome, note} and the queue's filter.
// Both faces parse here; a bad form is refused whole, each field under its name.
import { z } from 'zod';
import { isBlank, oneOf } from '../../../platform/input/fields';
import { parseOrThrow } from '../../../platform/input/parse';
import { parsePage } from '../../../platform/input/paging';
import { ID_PATTERN } from '../task-photos';
import {
  PROBLEM_KINDS,
  PROBLEM_NOTE_MAX,
  PROBLEM_OUTCOMES,
  PROBLEM_PHOTOS_MAX,
  PROBLEM_TEXT_MAX,
} from './problem-model';
import type { ProblemReport } from './problems';
import type { ProblemResolution } from './problem-resolve';
import type { ProblemQueueFilter } from './problem-read';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const requiredText = (code: 'PROBLEM_TEXT_REQUIRED' | 'PROBLEM_ANSWER_REQUIRED') =>
  z.preprocess(
    trimmed,
    z.string({ error: code }).min(1, { error: code }).max(PROBLEM_TEXT_MAX, { error: 'PROBLEM_TEXT_TOO_LONG' }),
  );

const photoIds = z.preprocess(
  (value) => (isBlank(value) ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.unknown())
    .max(PROBLEM_PHOTOS_MAX, { error: 'PROBLEM_PHOTO_TOO_MANY', abort: true })
    .transform((list, ctx) => {
      const ids = list.filter((photo): photo is string => typeof photo === 'string' && ID_PATTERN.test(photo));
      if (ids.length === list.length && new Set(ids).size === ids.length) return ids;
      ctx.issues.push({ code: 'custom', message: 'TASK_PHOTO_UNKNOWN', input: list });
      return z.NEVER;
    }),
);

const reportSchema = z.object({
  kind: oneOf(PROBLEM_KINDS, 'PROBLEM_KIND_INVALID'),
  text: requiredText('PROBLEM_TEXT_REQUIRED'),
  photoIds,
});

export const parseProblemReport = (raw: { kind?: unknown; text?: unknown; photoIds?: unknown }): ProblemReport =>
  parseOrThrow(reportSchema, raw);

export const parseProblemAnswer = (text: unknown): string =>
  parseOrThrow(z.object({ text: requiredText('PROBLEM_ANSWER_REQUIRED') }), { text }).text;

const resolutionSchema = z.object({
  outcome: oneOf(PROBLEM_OUTCOMES, 'PROBLEM_OUTCOME_INVALID'),
  note: z.preprocess(
    (value) => (isBlank(value) ? '' : trimmed(value)),
    z.string({ error: 'PROBLEM_NOTE_TOO_LONG' }).max(PROBLEM_NOTE_MAX, { error: 'PROBLEM_NOTE_TOO_LONG' }),
  ),
});

export const parseProblemResolution = (raw: { outcome?: unknown; note?: unknown }): ProblemResolution =>
  parseOrThrow(resolutionSchema, raw);

const QUEUE_STATES = ['open', 'resolved', 'all'] as const;

export function parseProblemQueue(raw: { state?: unknown; page?: unknown; perPage?: unknown }): ProblemQueueFilter {
  const state = isBlank(raw.state)
    ? 'open'
    : parseOrThrow(oneOf(QUEUE_STATES, 'VALIDATION_FAILED'), raw.state, 'state');
  return { state, page: parsePage(raw) };
}
