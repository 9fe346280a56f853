// Texts of the master's working hours and response standard, his former client's offer and the client's
// "call again" (web/src/locales/{ru,uz}/standing.json): they load with those lazy parts, which name their
// files here, so no first screen carries them.
import { featureTexts, loadLateTexts } from './i18n';
import type { Texts } from '../locales/ru/standing';

export const STANDING_TEXTS = featureTexts<Texts>('standing');

export const loadStandingTexts = () =>
  loadLateTexts('standing', {
    ru: () => import('../locales/ru/standing').then(({ messages: standing }) => ({ standing })),
    uz: () => import('../locales/uz/standing').then(({ messages: standing }) => ({ standing })),
  });
