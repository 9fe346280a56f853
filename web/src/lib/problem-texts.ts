// Texts of the problem window (docs/product.md "The problem window"): the client's entry and form, the
// master's answer, the admins' queue. They load with those lazy parts, which name their files themselves
// (web/src/locales/{ru,uz}/problem.json), so no first screen carries them.
import type { Texts } from '../locales/ru/problem';
import { featureTexts, loadLateTexts } from './i18n';

export const PROBLEM_TEXTS = featureTexts<Texts>('problem');

export const PROBLEM_KIND_VALUES = ['not_fixed', 'damage', 'price', 'behaviour', 'other'] as const;
export const PROBLEM_OUTCOME_VALUES = ['return_visit', 'refund_agreed', 'warning', 'suspend', 'dismissed'] as const;

export const loadProblemTexts = () =>
  loadLateTexts('problem', {
    ru: () => import('../locales/ru/problem').then(({ messages: problem }) => ({ problem })),
    uz: () => import('../locales/uz/problem').then(({ messages: problem }) => ({ problem })),
  });
