// Texts of the live task: the client's journey card and the master's "on my way" controls.
// They load with those lazy parts in the language of the moment (web/src/locales/{ru,uz}/journey.json),
// so neither first screen carries them.
import type { Texts } from '../locales/ru/journey';
import { featureTexts, loadFeatureTexts } from './i18n';

export const JOURNEY_TEXTS = featureTexts<Texts>('journey');

export const loadJourneyTexts = () => loadFeatureTexts(['journey']);
