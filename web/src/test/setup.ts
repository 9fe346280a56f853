// jest (project 'web', jsdom): DOM matchers, and the Web APIs jsdom lacks that React Router needs.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { TextDecoder, TextEncoder } from 'node:util';
import { messages as adminTexts } from '../locales/ru/admin';
import { messages as adminSettingsTexts } from '../locales/ru/adminSettings';
import { messages as analyticsTexts } from '../locales/ru/analytics';
import { messages as clientTexts } from '../locales/ru/client';
import { messages as dutyTexts } from '../locales/ru/duty';
import { messages as explorerTexts } from '../locales/ru/explorer';
import { messages as journeyTexts } from '../locales/ru/journey';
import { messages as masterTexts } from '../locales/ru/master';
import { messages as taskFormTexts } from '../locales/ru/taskForm';
import { messages as uiTexts } from '../locales/ru/ui';
import { messages as validationTexts } from '../locales/ru/validation';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// screens render outside the route table, which loads a feature's catalogue in the browser
for (const [namespace, messages] of Object.entries({
  client: clientTexts,
  master: masterTexts,
  validation: validationTexts,
  ui: uiTexts,
  journey: journeyTexts,
  taskForm: taskFormTexts,
  duty: dutyTexts,
  admin: adminTexts,
  adminSettings: adminSettingsTexts,
  analytics: analyticsTexts,
  explorer: explorerTexts,
})) {
  i18n.load('ru', Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${namespace}.${key}`, text])));
}

// the machine is shared: give screens time to settle before a query gives up
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  window.sessionStorage.clear();
});
