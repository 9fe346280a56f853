// An admin's reject reason and assigned master, and the text whose category is detected.
import { parseAssignedContract, parseRejectReason } from '../input/admin-input';
import { parseDetectionText } from '../../category';
import { refusedFields } from '../../../platform/input/__tests__/refusal';

test('a reject reason is trimmed text of up to 500 characters; none is null', () => {
  expect(parseRejectReason('  Не по правилам  ')).toBe('Не по правилам');
  for (const none of [undefined, null, '   ', 42]) expect(parseRejectReason(none)).toBeNull();
  expect(refusedFields(() => parseRejectReason('я'.repeat(501)))).toEqual({
    reason: [{ code: 'REASON_TOO_LONG', params: { max: 500 } }],
  });
});

test('the master to assign is a contract id, refused once with "choose a master"', () => {
  expect(parseAssignedContract('15')).toBe(15);
  for (const bad of [undefined, '', -3, 0, 'x'])
    expect(refusedFields(() => parseAssignedContract(bad))).toEqual({ contractId: ['ADMIN_TASK_CHOOSE_MASTER'] });
});

test('a detection text has a task description length once trimmed; anything else is an empty text', () => {
  expect(parseDetectionText('  Течёт кран в ванной  ')).toBe('Течёт кран в ванной');
  for (const short of ['   кран   ', undefined, 12345678901])
    expect(refusedFields(() => parseDetectionText(short))).toEqual({
      text: [{ code: 'TASK_TEXT_TOO_SHORT', params: { min: 10 } }],
    });
  expect(refusedFields(() => parseDetectionText('я'.repeat(501)))).toEqual({
    text: [{ code: 'TASK_TEXT_TOO_LONG', params: { max: 500 } }],
  });
});
