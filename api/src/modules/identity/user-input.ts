// The user's own settings: the role they work in and the interface language.
import { z } from 'zod';
import { Role, type RoleValue } from './roles';
import { LANGUAGES } from './users';
import { oneOf } from '../../platform/input/fields';
import { parseOrThrow } from '../../platform/input/parse';

const ROLES = Object.values(Role).map(String) as [string, ...string[]];

// a role's number, as a JSON number or a digit (a form's '1')
const roleSchema = z
  .preprocess((value) => (typeof value === 'number' ? String(value) : value), oneOf(ROLES, 'ROLE_INVALID'))
  .transform((role) => Number(role) as RoleValue);

export const parseRole = (raw: unknown) => parseOrThrow(roleSchema, raw, 'role');

export const parseLanguage = (raw: unknown) => parseOrThrow(oneOf(LANGUAGES, 'LANGUAGE_INVALID'), raw, 'language');
