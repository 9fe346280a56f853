// Texts of the shared pieces (web/src/ui) and of the display helpers (web/src/lib) that screens use: they
// load with each screen in the language of the moment (the route table), so an Uzbek user downloads no
// Russian copy of them. The sources are web/src/locales/{ru,uz}/ui.json.
import type { Texts } from '../locales/ru/ui';
import { featureTexts } from './i18n';

export const UI_TEXTS = featureTexts<Texts>('ui');
