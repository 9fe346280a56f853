import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { LoadingBlock } from '../ui/spinner';
import { ToastProvider } from '../ui/toast';
import { AnalystAnalyticsScreen, AnalystExplorerScreen, AppRoutes } from './router';
import { SessionGate } from './session-gate';
import { TelegramBridge } from './telegram-bridge';
import { ThemeRoot } from './theme-root';

// /explorer and /analytics are for analysts, who have a read-only token and no Telegram session
const ANALYST_SCREENS: Record<string, ComponentType> = {
  '/explorer': AnalystExplorerScreen,
  '/analytics': AnalystAnalyticsScreen,
};

function AnalystOrSession({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const AnalystScreen = ANALYST_SCREENS[pathname];
  if (AnalystScreen) {
    return (
      <Suspense fallback={<LoadingBlock />}>
        <AnalystScreen />
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
