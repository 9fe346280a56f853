// Analyst API tokens: the name an admin gives a new one.
import { z } from 'zod';
import { parseOrThrow } from '../../platform/input/parse';

const NAME_MAX = 100;

// one line of text (inner blanks collapsed), 1 to 100 characters
const nameSchema = z
  .string({ error: 'API_TOKEN_NAME_REQUIRED' })
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, { error: 'API_TOKEN_NAME_REQUIRED', abort: true }).max(NAME_MAX, 'NAME_TOO_LONG'));

export const parseApiTokenName = (raw: unknown) => parseOrThrow(nameSchema, raw, 'name');
