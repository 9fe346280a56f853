// Texts of the admin area. The Russian source is web/src/locales/ru/admin.json and adminSettings.json (the
// places, categories, audit and tokens: one file would pass the 300-line cap) (docs/product.md §2 shows only
// what the screens are for; docs/product.md §8 gives the city and district error texts, letter for letter
// there; the rest is ours), the Uzbek one web/src/locales/uz/admin.json. The route table loads the catalogue
// with the admin's screens (web/src/app/router.tsx), so the admin's code and texts stay out of the first
// screens. An application's status label and colour are web/src/lib/contract-status.ts's.
import { featureTexts, hasText } from '../../lib/i18n';
import type { Texts as MainTexts } from '../../locales/ru/admin';
import type { Texts as SettingsTexts } from '../../locales/ru/adminSettings';

type Texts = MainTexts & SettingsTexts;
const MAIN = featureTexts<MainTexts>('admin');
const SETTINGS = featureTexts<SettingsTexts>('adminSettings');
// one object over the two catalogues: a key is the settings' one when that catalogue holds it
const T = new Proxy({} as Texts, {
  get: (_texts, key) =>
    typeof key === 'string' && hasText('adminSettings', key)
      ? SETTINGS[key as keyof SettingsTexts]
      : MAIN[key as keyof MainTexts],
});

// texts read by a value (a review's state, the audit's model name), each looked up when read
function group<K extends string>(keys: Record<K, keyof Texts>): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const [value, key] of Object.entries(keys) as [K, keyof Texts][]) {
    Object.defineProperty(texts, value, { enumerable: true, get: () => T[key] });
  }
  return texts;
}

// the screens' calls as they were: grouped texts, and texts with placeholders taking positional values
const SHAPED = {
  nav: group({
    contracts: 'navContracts',
    tasks: 'navTasks',
    reviews: 'navReviews',
    problems: 'navProblems',
    addresses: 'navAddresses',
    categories: 'navCategories',
    analytics: 'navAnalytics',
    audit: 'navAudit',
    apiTokens: 'navApiTokens',
    explorer: 'navExplorer',
  }),
  offerStates: group({
    pending: 'offerStatesPending',
    accepted: 'offerStatesAccepted',
    declined: 'offerStatesDeclined',
    withdrawn: 'offerStatesWithdrawn',
  }),
  reviewStates: group({
    pending: 'reviewStatesPending',
    approved: 'reviewStatesApproved',
    rejected: 'reviewStatesRejected',
  }),
  auditEntities: group({
    Contract: 'auditEntitiesContract',
    Task: 'auditEntitiesTask',
    Review: 'auditEntitiesReview',
    Category: 'auditEntitiesCategory',
    City: 'auditEntitiesCity',
    District: 'auditEntitiesDistrict',
    ApiToken: 'auditEntitiesApiToken',
  }),
  total: (count: number) => T.total({ count }),
  page: (page: number, pages: number) => T.page({ page, pages }),
  contractTitle: (id: number) => T.contractTitle({ id }),
  editContractTitle: (id: number) => T.editContractTitle({ id }),
  categoriesChosen: (count: number, max: number) => T.categoriesChosen({ count, max }),
  taskTitle: (id: number) => T.taskTitle({ id }),
  offerWave: (wave: number) => T.offerWave({ wave }),
  editTaskTitle: (id: number) => T.editTaskTitle({ id }),
  reviewTitle: (id: number) => T.reviewTitle({ id }),
  ratingOf: (rating: number) => T.ratingOf({ rating }),
  deleteCityConfirm: (name: string) => T.deleteCityConfirm({ name }),
  deleteDistrictConfirm: (name: string) => T.deleteDistrictConfirm({ name }),
  centre: (latitude: number, longitude: number) =>
    T.centre({ latitude: String(latitude), longitude: String(longitude) }),
  editCategoryTitle: (name: string) => T.editCategoryTitle({ name }),
  removeKeyword: (word: string) => T.removeKeyword({ word }),
  keywordsCount: (count: number) => T.keywordsCount({ count }),
  usage: (tasks: number, contracts: number) => T.usage({ tasks, contracts }),
  deleteCategoryConfirm: (name: string) => T.deleteCategoryConfirm({ name }),
  revokeConfirm: (name: string) => T.revokeConfirm({ name }),
};

// every other text of the catalogue, read in the language of the moment
export const ADMIN_TEXTS = new Proxy(SHAPED, {
  get: (shaped, key) => (key in shaped ? shaped[key as keyof typeof SHAPED] : T[key as keyof Texts]),
}) as Omit<Texts, keyof typeof SHAPED> & typeof SHAPED;
