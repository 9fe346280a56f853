import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../ui/toast';
import { AppRoutes } from './router';
import { SessionGate } from './session-gate';
import { TelegramBridge } from './telegram-bridge';
import { ThemeRoot } from './theme-root';

export function App() {
  return (
    <BrowserRouter>
      <ThemeRoot>
        <ToastProvider>
          <TelegramBridge />
          <SessionGate>
            <AppRoutes />
          </SessionGate>
        </ToastProvider>
      </ThemeRoot>
    </BrowserRouter>
  );
}
