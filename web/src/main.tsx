import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyLanguage, startingLanguage } from './lib/i18n';
import { saveInitData } from './lib/init-data';
import { readTelegramLaunch, telegramLanguageCode } from './lib/telegram';

// Inside Telegram the launch parameters carry fresh init data: it replaces any saved value.
const launch = readTelegramLaunch();
if (launch) saveInitData(launch.initData);
// the first screens in the user's language before the server answers (an Uzbek catalogue that cannot
// load leaves them in Russian until the next try)
const language = startingLanguage(launch ? telegramLanguageCode(launch.initData) : null);
if (language !== 'ru') applyLanguage(language).catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
