// User-facing texts of the master screens, letter for letter from docs/product.md §2, §3, §4, §5, §8 and §9 in Russian.
// The Russian source is web/src/locales/ru/master.json, the Uzbek one web/src/locales/uz/master.json; the
// route table loads the catalogue with the feature's screens.
import { featureTexts } from '../../lib/i18n';
import type { Texts } from '../../locales/ru/master';

export const MASTER_TEXTS = featureTexts<Texts>('master');
