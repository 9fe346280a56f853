// A task's status history keeps its system reasons as Russian text (recordedText in index.ts: the record
// is read by REST in Russian as it was written). GraphQL reads them in the reader's language: a stored
// text that is one of the catalogue's recorded reasons is said again in that language; anything else
// (what a person typed, a cancel reason's own name) is shown as it was written.
import type { Language } from '../db/generated/prisma/client';
import { CATALOGUES, translate, type PlainCode } from './index';

const RECORDED_REASONS = [
  'REASON_NO_MASTERS',
  'REASON_ALL_DECLINED',
  'REASON_REDISPATCHED',
  'REASON_ASSIGNED_BY_ADMIN',
  'REASON_MASTER_LEFT',
  'REASON_DISPATCH_TIMEOUT',
  'REASON_MASTER_ON_DUTY',
  'REASON_EXPIRED',
] as const satisfies readonly PlainCode[];

let byRussianText: Map<string, PlainCode> | null = null;

export function recordedReason(text: string | null, language: Language | null | undefined): string | null {
  if (text === null || !language || language === 'ru') return text;
  byRussianText ??= new Map(RECORDED_REASONS.map((code) => [CATALOGUES.ru[code], code]));
  const code = byRussianText.get(text);
  return code ? translate(language, code) : text;
}
