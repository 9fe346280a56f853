// The interface language: Russian, the source, and Uzbek in Latin letters. Lingui's core
// only: the catalogues are compiled ahead (web/scripts/compile-catalogues.mjs), no parser reaches the
// browser. The shell's and session's Russian texts are bundled; a feature's catalogue (client, master,
// validation)
// comes in the language of the moment along with the feature's first screen, so each user downloads
// one language: a Russian user exactly what he downloaded before, an Uzbek user no Russian feature texts
// (this keeps both first screens under the 170 KB budget, see web/scripts/report-size.mjs).
import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';

export type Language = 'ru' | 'uz';

// Intl locales for dates, numbers and plural rules
const INTL_LOCALES: Record<Language, string> = { ru: 'ru-RU', uz: 'uz-Latn-UZ' };

i18n.load({ ru: {}, uz: {} });
i18n.activate('ru');

export function currentLanguage(): Language {
  return i18n.locale === 'uz' ? 'uz' : 'ru';
}

// A browser without Uzbek number data (Telegram's webviews often) writes 7.9 and 150,000 for it, even where
// it says it supports 'uz' (Debian's Chromium, tests/e2e/price-screens.test.ts): Russian's conventions (7,9
// and a space between thousands) are Uzbek's too, so numbers fall back to them unless 'uz' writes 1,5
export function intlLocale(): string {
  const uzbek = currentLanguage() === 'uz' && new Intl.NumberFormat(INTL_LOCALES.uz).format(1.5) === '1,5';
  return uzbek ? INTL_LOCALES.uz : INTL_LOCALES.ru;
}

// the server's Language enum (RU/UZ) or Telegram's language_code ('uz', 'uz-UZ'...) as ours
export function languageOf(value: string | null | undefined): Language {
  return value?.toLowerCase().startsWith('uz') ? 'uz' : 'ru';
}

type Catalogue = () => Promise<Record<string, Messages>>;

// a catalogue's keys are the namespace's own; the ids in Lingui's one table carry the namespace
function namespaced(namespace: string, messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${namespace}.${key}`, message]));
}
// the catalogues that load with the screens (the route table), in the language of the moment
// (journey: the live task, loaded with its lazy parts; taskForm: the confirmation form's own; emergency: the client's
// emergency card; duty: the master's duty switch; standing: his hours and standard, the client's call again; admin, analytics and explorer: the admin's area)
export const FEATURE_NAMESPACES = [
  'client',
  'master',
  'validation',
  'ui',
  'journey',
  'taskForm',
  'emergency',
  'duty',
  'standing',
  'admin',
  'adminSettings',
  'analytics',
  'explorer',
  'problem',
] as const;
export type FeatureNamespace = (typeof FEATURE_NAMESPACES)[number];

// (a namespace missing here names its catalogues itself when its lazy screen loads: loadLateTexts)
const FEATURE_CATALOGUES: Record<Language, Partial<Record<FeatureNamespace, Catalogue>>> = {
  ru: {
    client: () => import('../locales/ru/client').then(({ messages: client }) => ({ client })),
    master: () => import('../locales/ru/master').then(({ messages: master }) => ({ master })),
    validation: () => import('../locales/ru/validation').then(({ messages: validation }) => ({ validation })),
    ui: () => import('../locales/ru/ui').then(({ messages: ui }) => ({ ui })),
    journey: () => import('../locales/ru/journey').then(({ messages: journey }) => ({ journey })),
    emergency: () => import('../locales/ru/emergency').then(({ messages: emergency }) => ({ emergency })),
    duty: () => import('../locales/ru/duty').then(({ messages: duty }) => ({ duty })),
    admin: () => import('../locales/ru/admin').then(({ messages: admin }) => ({ admin })),
    adminSettings: () =>
      import('../locales/ru/adminSettings').then(({ messages: adminSettings }) => ({ adminSettings })),
    analytics: () => import('../locales/ru/analytics').then(({ messages: analytics }) => ({ analytics })),
    explorer: () => import('../locales/ru/explorer').then(({ messages: explorer }) => ({ explorer })),
  },
  uz: {
    client: () => import('../locales/uz/client').then(({ messages: client }) => ({ client })),
    master: () => import('../locales/uz/master').then(({ messages: master }) => ({ master })),
    validation: () => import('../locales/uz/validation').then(({ messages: validation }) => ({ validation })),
    ui: () => import('../locales/uz/ui').then(({ messages: ui }) => ({ ui })),
    journey: () => import('../locales/uz/journey').then(({ messages: journey }) => ({ journey })),
    emergency: () => import('../locales/uz/emergency').then(({ messages: emergency }) => ({ emergency })),
    duty: () => import('../locales/uz/duty').then(({ messages: duty }) => ({ duty })),
    admin: () => import('../locales/uz/admin').then(({ messages: admin }) => ({ admin })),
    adminSettings: () =>
      import('../locales/uz/adminSettings').then(({ messages: adminSettings }) => ({ adminSettings })),
    analytics: () => import('../locales/uz/analytics').then(({ messages: analytics }) => ({ analytics })),
    explorer: () => import('../locales/uz/explorer').then(({ messages: explorer }) => ({ explorer })),
  },
};
// the shell's and session's Uzbek texts (their Russian ones are bundled)
const UZBEK_COMMON: Catalogue = () => import('../locales/uz').then((module) => module.catalogues);

const loads = new Map<string, Promise<void>>();
function loadOnce(language: Language, name: string, catalogue: Catalogue): Promise<void> {
  const key = `${language}/${name}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = catalogue().then(
      (catalogues) => {
        for (const [namespace, messages] of Object.entries(catalogues)) {
          i18n.load(language, namespaced(namespace, messages));
        }
      },
      (error: unknown) => {
        // a failed download is tried again next time
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, pending);
  }
  return pending;
}

const featuresInUse = new Set<FeatureNamespace>();

// before a feature's screen renders: its texts in the current language
export async function loadFeatureTexts(namespaces: FeatureNamespace[]): Promise<void> {
  const language = currentLanguage();
  await Promise.all(
    namespaces.map((namespace) => {
      featuresInUse.add(namespace);
      return loadOnce(language, namespace, FEATURE_CATALOGUES[language][namespace]!);
    }),
  );
}

// the same for a namespace of a lazy part that names its own catalogues (so the entry carries no import of them)
export function loadLateTexts(namespace: FeatureNamespace, catalogues: Record<Language, Catalogue>): Promise<void> {
  for (const language of ['ru', 'uz'] as const) FEATURE_CATALOGUES[language][namespace] = catalogues[language];
  return loadFeatureTexts([namespace]);
}

// the language last shown on this device: the first paint of the next launch uses it (the server's
// choice, which comes with the signed-in user, wins)
const SAVED_LANGUAGE_KEY = 'usta.language';

function savedLanguage(): Language | null {
  try {
    const saved = window.localStorage.getItem(SAVED_LANGUAGE_KEY);
    return saved === 'ru' || saved === 'uz' ? saved : null;
  } catch {
    return null;
  }
}

// Before the server has said: the language shown last time on this device, else Telegram's own
export function startingLanguage(telegramLanguageCode: string | null | undefined): Language {
  return savedLanguage() ?? languageOf(telegramLanguageCode);
}

// loads what the language needs, then switches every text at once
export async function applyLanguage(language: Language): Promise<void> {
  await Promise.all([
    language === 'uz' ? loadOnce('uz', 'common', UZBEK_COMMON) : undefined,
    ...[...featuresInUse].map((namespace) => loadOnce(language, namespace, FEATURE_CATALOGUES[language][namespace]!)),
  ]);
  if (i18n.locale !== language) i18n.activate(language);
  try {
    window.localStorage.setItem(SAVED_LANGUAGE_KEY, language);
  } catch {
    // private mode: the next launch starts from Telegram's language
  }
}

function subscribe(listener: () => void): () => void {
  return i18n.on('change', listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}

type Values = Record<string, string | number>;

// a compiled message with placeholders is a token array holding at least one argument token
const takesValues = (compiled: unknown) => Array.isArray(compiled) && compiled.some((token) => Array.isArray(token));

// A feature's texts object over its Russian catalogue: `TEXTS.title` reads the active language,
// `TEXTS.counter({ length })` fills the placeholders. The keys are the catalogue's.
export function bindTexts<T>(namespace: string, ruMessages: Messages): T {
  i18n.load('ru', namespaced(namespace, ruMessages));
  const texts: Record<string, unknown> = {};
  for (const [key, compiled] of Object.entries(ruMessages)) {
    const id = `${namespace}.${key}`;
    if (takesValues(compiled)) texts[key] = (values: Values) => i18n._(id, values);
    else Object.defineProperty(texts, key, { enumerable: true, get: () => i18n._(id) });
  }
  return texts as T;
}

// whether the namespace's catalogue (loaded) holds the key
export function hasText(namespace: FeatureNamespace, key: string): boolean {
  return `${namespace}.${key}` in i18n.messages;
}

// A feature's texts object whose catalogue loads with the feature (loadFeatureTexts): each text is
// looked up when read, so the feature's chunk carries no catalogue of its own.
export function featureTexts<T extends object>(namespace: FeatureNamespace): T {
  return new Proxy({} as T, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      const id = `${namespace}.${key}`;
      return takesValues(i18n.messages[id]) ? (values: Values) => i18n._(id, values) : i18n._(id);
    },
  });
}
