// The status history's system reasons, kept in Russian, read in the reader's language; anything a person
// wrote stays as written.
import { recordedText } from '../index';
import { recordedReason } from '../recorded';

test('a recorded system reason reads in Uzbek for an Uzbek reader and unchanged for a Russian one', () => {
  const stored = recordedText('REASON_NO_MASTERS');
  expect(stored).toBe('Нет подходящих мастеров');
  expect(recordedReason(stored, 'uz')).toBe('Mos ustalar yoʻq');
  expect(recordedReason(stored, 'ru')).toBe(stored);
  expect(recordedReason(recordedText('REASON_EXPIRED'), 'uz')).toBe('Vazifa belgilangan muddatda qabul qilinmadi');
});

test('typed reasons and missing ones are shown as they are', () => {
  expect(recordedReason('Договорилась с соседом', 'uz')).toBe('Договорилась с соседом');
  expect(recordedReason(null, 'uz')).toBeNull();
});
