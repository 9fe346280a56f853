// An API token's name at the edge: one line of 1 to 100 characters.
import { parseApiTokenName } from '../api-token-input';
import { refusal } from '../../../platform/input/__tests__/refusal';

test('a name is trimmed to one line', () => {
  expect(parseApiTokenName('  Отчёты \n  за  месяц ')).toBe('Отчёты за месяц');
  expect(parseApiTokenName('т'.repeat(100))).toHaveLength(100);
});

test('no name, a blank one or not a string is refused as missing; a long one with the limit', () => {
  for (const missing of [undefined, null, '', '   ', 42, ['name']])
    expect(refusal(() => parseApiTokenName(missing)).fieldErrors).toEqual({ name: ['API_TOKEN_NAME_REQUIRED'] });
  expect(refusal(() => parseApiTokenName('т'.repeat(101))).fieldErrors).toEqual({
    name: [{ code: 'NAME_TOO_LONG', params: { max: 100 } }],
  });
});
