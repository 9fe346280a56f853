// A user's role and language at the edge.
import { Role } from '../roles';
import { parseLanguage, parseRole } from '../user-input';
import { refusal } from '../../../platform/input/__tests__/refusal';

test('a role is its number, as JSON or as a digit', () => {
  expect(parseRole(1)).toBe(Role.master);
  expect(parseRole('0')).toBe(Role.client);
  expect(parseRole(2)).toBe(Role.admin);
});

test('any other role is refused with ROLE_INVALID under role', () => {
  for (const bad of [7, -1, 1.5, '', ' 1', '01', 'master', null, undefined, true, [1]]) {
    const error = refusal(() => parseRole(bad));
    expect(error.code).toBe('ROLE_INVALID');
    expect(error.fieldErrors).toEqual({ role: ['ROLE_INVALID'] });
  }
});

test('a language is ru or uz as written; anything else is LANGUAGE_INVALID', () => {
  expect(parseLanguage('ru')).toBe('ru');
  expect(parseLanguage('uz')).toBe('uz');
  for (const bad of ['UZ', ' ru', 'en', '', null, undefined, 1])
    expect(refusal(() => parseLanguage(bad)).fieldErrors).toEqual({ language: ['LANGUAGE_INVALID'] });
});
