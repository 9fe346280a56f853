// Texts of the task confirmation form alone (web/src/locales/{ru,uz}/taskForm.json): they load with that lazy
// form, which names their files itself, so the first screen carries none of them.
import { featureTexts, loadLateTexts } from '../../lib/i18n';
import type { Texts } from '../../locales/ru/taskForm';

export const TASK_FORM_TEXTS = featureTexts<Texts>('taskForm');

export const loadTaskFormTexts = () =>
  loadLateTexts('taskForm', {
    ru: () => import('../../locales/ru/taskForm').then(({ messages: taskForm }) => ({ taskForm })),
    uz: () => import('../../locales/uz/taskForm').then(({ messages: taskForm }) => ({ taskForm })),
  });
