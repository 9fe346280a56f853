// Texts of the GraphQL explorer for admins and analysts (docs/product.md leaves this screen open). The Russian
// source is web/src/locales/ru/explorer.json, the Uzbek one web/src/locales/uz/explorer.json; the route table
// loads the catalogue with the explorer (web/src/app/router.tsx).
import { featureTexts } from '../../lib/i18n';
import type { Texts } from '../../locales/ru/explorer';

const T = featureTexts<Texts>('explorer');

const SHAPED = {
  // the first tab's query, its comments in the reader's language
  get defaultQuery() {
    return `# ${T.docsHint}
# ${T.tokenHint}
query RecentTasks {
  adminTasks(perPage: 5) {
    total
    items {
      id
      status
      statusLabel
      createdAt
      category { name }
      city { name }
    }
  }
}
`;
  },
};

// every other text of the catalogue, read in the language of the moment
export const EXPLORER_TEXTS = new Proxy(SHAPED, {
  get: (shaped, key) => (key in shaped ? shaped[key as keyof typeof SHAPED] : T[key as keyof Texts]),
}) as Texts & typeof SHAPED;
