import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { saveInitData } from './lib/init-data';
import { readTelegramLaunch } from './lib/telegram';

// Inside Telegram the launch parameters carry fresh init data: it replaces any saved value.
const launch = readTelegramLaunch();
if (launch) saveInitData(launch.initData);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
