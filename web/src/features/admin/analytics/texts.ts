// Texts of the admin's analytics dashboard (docs/product.md has no such screen, so they are ours).
// The Russian source is web/src/locales/ru/analytics.json, the Uzbek one web/src/locales/uz/analytics.json;
// the route table loads the catalogue with the dashboard (web/src/app/router.tsx).
import { featureTexts } from '../../../lib/i18n';
import type { Texts } from '../../../locales/ru/analytics';

const T = featureTexts<Texts>('analytics');

const SHAPED = {
  tableOf: (caption: string) => T.tableOf({ caption }),
};

// every other text of the catalogue, read in the language of the moment
export const ANALYTICS_TEXTS = new Proxy(SHAPED, {
  get: (shaped, key) => (key in shaped ? shaped[key as keyof typeof SHAPED] : T[key as keyof Texts]),
}) as Omit<Texts, keyof typeof SHAPED> & typeof SHAPED;
