// The text whose category detection guesses (docs/product.md §5/§9: a task's length rules, on the text trimmed).
import { z } from 'zod';
import { hasTooFewLetters, LIMITS } from '@usta/rules';
import { parseOrThrow } from '../../platform/input/parse';

// anything but text is an empty one
const detectionText = z
  .preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())
  .refine((text) => text.length >= LIMITS.descriptionMin, {
    error: 'TASK_TEXT_TOO_SHORT',
    params: { min: LIMITS.descriptionMin },
    abort: true,
  })
  .refine((text) => !hasTooFewLetters(text), {
    error: 'TASK_TEXT_NO_LETTERS',
    params: { min: LIMITS.descriptionLettersMin },
    abort: true,
  })
  .refine((text) => text.length <= LIMITS.descriptionMax, {
    error: 'TASK_TEXT_TOO_LONG',
    params: { max: LIMITS.descriptionMax },
  });

export const parseDetectionText = (raw: unknown): string => parseOrThrow(detectionText, raw, 'text');
