// Cancelling: the client's reasons' step, and the cancel form the domain refuses once the task is found.
import { parseCancel, parseCancelStep } from '../cancel-input';
import { refusedFields } from '../../../platform/input/__tests__/refusal';

test('the step is 1 when left out, 1 or 2 from a number or a query string, and nothing else', () => {
  expect(parseCancelStep(undefined)).toBe(1);
  expect(parseCancelStep('')).toBe(1);
  expect(parseCancelStep('2')).toBe(2);
  expect(parseCancelStep(1)).toBe(1);
  for (const bad of ['7', 0, -1, 1.5, 'two', {}])
    expect(refusedFields(() => parseCancelStep(bad))).toEqual({ step: ['CANCEL_INVALID_STEP'] });
});

test('a reason id from a number or digits, the text trimmed', () => {
  expect(parseCancel({ cancelReasonId: ' 4 ', cancelReasonText: ' Сосед починил ' })).toEqual({
    value: { cancelReasonId: 4, cancelReasonText: 'Сосед починил' },
    errors: {},
  });
  expect(parseCancel({ cancelReasonId: 4, cancelReasonText: 42 }).value.cancelReasonText).toBe('');
});

test('no reason is "choose one"; anything but an id is "not one of the list", said once', () => {
  for (const none of [undefined, null, ''])
    expect(parseCancel({ cancelReasonId: none }).errors).toEqual({ cancelReasonId: ['CANCEL_CHOOSE_REASON'] });
  for (const bad of ['abc', -1, 0.5, 2147483648, {}])
    expect(parseCancel({ cancelReasonId: bad })).toEqual({
      value: { cancelReasonId: null, cancelReasonText: '' },
      errors: { cancelReasonId: ['CANCEL_UNKNOWN_REASON'] },
    });
});
