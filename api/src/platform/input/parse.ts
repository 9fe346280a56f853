// Typed edges: every body, query string, form and GraphQL input is parsed once, by a zod schema
// of this folder, before the domain sees it. Both faces (the REST shim and the GraphQL schema) call the same
// schema; the domain takes the typed result only.
//
// A schema's issues are message codes of the catalogue (`z.string({ error: 'PHONE_INVALID' })`); a limit
// (`.min(10, ...)`) or a custom issue's `params` becomes the code's parameters. The errors are keyed by
// field as docs/product.md's REST answers name them (snake_case: `category_id`).
//
// Two ways to parse:
// - `parseOrThrow`: one value or a whole form whose errors need nothing else; a bad one is refused at once.
// - `parseFields`: a form whose errors are said together with the domain's own (a category that does not
//   exist, an active task that wins over a bad form): every field is parsed alone, a bad one becomes null,
//   and the domain throws the collected errors when its own checks are done (`ParsedForm`, `throwIfAny`
//   of platform/errors.ts).
import type { z } from 'zod';
import {
  ValidationError,
  addError,
  type FieldErrors,
  type MessageCode,
  type MessageRef,
  type ParsedForm,
} from '../errors';
import { RU } from '../i18n/ru';

export { addError, throwIfAny } from '../errors';

// what each field of a form's shape gives
export type Outputs<S extends Record<string, z.ZodType>> = { [K in keyof S]: z.output<S[K]> };

// the catalogue's reference for one issue of a schema written with message codes
function messageRef(issue: z.core.$ZodIssue): MessageRef {
  const code = issue.message as MessageCode;
  const params: Record<string, unknown> =
    issue.code === 'custom'
      ? (issue.params ?? {})
      : issue.code === 'too_small'
        ? { min: Number(issue.minimum) }
        : issue.code === 'too_big'
          ? { max: Number(issue.maximum) }
          : {};
  // only the parameters the code's text says (the Russian text names them all)
  const said = Object.entries(params).filter(([name]) => RU[code]?.includes(`{${name}}`));
  return (said.length ? { code, params: Object.fromEntries(said) } : code) as MessageRef;
}

// every issue under `field`, or, for an object's issues (`byPath`), under the key it was found at
function collect(errors: FieldErrors, field: string, issues: readonly z.core.$ZodIssue[], byPath = false) {
  for (const issue of issues) {
    const key = byPath && typeof issue.path[0] === 'string' ? issue.path[0] : field;
    addError(errors, key, messageRef(issue));
  }
}

// One value, or a whole object schema, refused at once with every issue found (`field` names a value
// that is not an object: an id from the path, say).
export function parseOrThrow<S extends z.ZodType>(schema: S, raw: unknown, field = 'input'): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  collect(errors, field, result.error.issues, true);
  throw ValidationError.fromFields(errors);
}

// Each field of `shape` parsed from the same key of `raw` (an absent key is undefined); a refused field is
// null in the value and its issues are in `errors` under the name the shape gives it: the domain's camelCase,
// as GraphQL's arguments are named (the REST envelope writes them snake_case: http/envelope.ts).
export function parseFields<S extends Record<string, z.ZodType>>(
  shape: S,
  raw: Readonly<Record<string, unknown>>,
): ParsedForm<Outputs<S>> {
  const errors: FieldErrors = {};
  const value = {} as Record<string, unknown>;
  for (const [key, schema] of Object.entries(shape)) {
    const result = schema.safeParse(raw[key]);
    if (result.success) value[key] = result.data;
    else {
      value[key] = null;
      collect(errors, key, result.error.issues);
    }
  }
  return { value: value as ParsedForm<Outputs<S>>['value'], errors };
}
