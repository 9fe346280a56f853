import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { LoadingBlock } from '../ui/spinner';
import { ToastProvider } from '../ui/toast';
import { AnalystExplorerScreen, AppRoutes } from './router';
import { SessionGate } from './session-gate';
import { TelegramBridge } from './telegram-bridge';
import { ThemeRoot } from './theme-root';

// /explorer is for analysts, who have a read-only token and no Telegram session
function AnalystOrSession({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (pathname === '/explorer') {
    return (
      <Suspense fallback={<LoadingBlock />}>
        <AnalystExplorerScreen />
      </Suspense>
    );
  }
  return <SessionGate>{children}</SessionGate>;
}

export function App() {
  return (
    <BrowserRouter>
      <ThemeRoot>
        <ToastProvider>
          <TelegramBridge />
          <AnalystOrSession>
            <AppRoutes />
          </AnalystOrSession>
        </ToastProvider>
      </ThemeRoot>
    </BrowserRouter>
  );
}
