// Ids from a path, a query string or a GraphQL argument.
import type { MessageCode } from '../errors';
import { id, optionalId } from './fields';
import { parseOrThrow } from './parse';

// a positive int4 id; `field` names it in the errors object
export const parseId = (raw: unknown, field = 'id', code: MessageCode = 'ID_INVALID') =>
  parseOrThrow(id(code), raw, field);

// an id filter: blank means no filter
export const parseOptionalId = (raw: unknown, field: string) => parseOrThrow(optionalId(), raw, field);
