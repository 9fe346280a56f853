// User-facing texts of the client screens, letter for letter from docs/product.md §2, §4 and §8 in Russian.
// The Russian source is web/src/locales/ru/client.json, the Uzbek one web/src/locales/uz/client.json; the
// route table loads the catalogue with the feature's screens.
import { featureTexts } from '../../lib/i18n';
import type { Texts } from '../../locales/ru/client';

export const CLIENT_TEXTS = featureTexts<Texts>('client');
