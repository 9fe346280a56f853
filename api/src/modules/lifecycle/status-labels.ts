// Labels of the domain's values (a task's status, an application's status, a review's state) in the
// viewer's language, for both faces: the domain names each value's code, the catalogue its text.
import type { ContractStatus, Language, ReviewState, TaskStatus } from '../../platform/db/generated/prisma/client';
import { CONTRACT_STATUS_CODES } from '../contract/contracts';
import { REVIEW_STATE_CODES } from '../review/review-moderation';
import { STATUS_CODES } from './task-status';
import { translate } from '../../platform/i18n';

export function statusLabel(status: TaskStatus, language: Language = 'ru'): string {
  return translate(language, STATUS_CODES[status]);
}

export function contractStatusLabel(status: ContractStatus, language: Language = 'ru'): string {
  return translate(language, CONTRACT_STATUS_CODES[status]);
}

export function reviewStateLabel(state: ReviewState, language: Language = 'ru'): string {
  return translate(language, REVIEW_STATE_CODES[state]);
}
