import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isInsideTelegram } from '../lib/telegram';
import type { TelegramFeatures } from '../lib/telegram-features';
import { setTelegramTheme } from './theme-root';

// screens a user lands on: no back button there
const ROOT_PATHS = new Set([
  '/',
  '/tg-webapp',
  '/home',
  '/client',
  '/master/dashboard',
  '/master/apply',
  '/admin/dashboard',
]);

export function isRootPath(pathname: string): boolean {
  return ROOT_PATHS.has(pathname.replace(/\/+$/, '') || '/');
}

// Loads the rest of the Telegram SDK after the first paint and wires its back button to the router.
export function TelegramBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const features = useRef<TelegramFeatures | null>(null);
  const showBack = !isRootPath(pathname);
  const showBackRef = useRef(showBack);
  showBackRef.current = showBack;

  const goBack = useRef(() => {});
  goBack.current = () => {
    // react-router keeps the history index: go back inside the app, or to the role's home screen
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/home', { replace: true });
  };

  useEffect(() => {
    if (!isInsideTelegram()) return;
    let disposed = false;
    const timer = setTimeout(() => {
      void import('../lib/telegram-features').then(({ startTelegramFeatures }) => {
        if (disposed) return;
        features.current = startTelegramFeatures({
          onBack: () => goBack.current(),
          onThemeChange: (params) => setTelegramTheme(params),
        });
        features.current.setBackButton(showBackRef.current);
      });
    }, 0);
    return () => {
      disposed = true;
      clearTimeout(timer);
      features.current?.dispose();
      features.current = null;
    };
  }, []);

  useEffect(() => {
    features.current?.setBackButton(showBack);
  }, [showBack]);

  return null;
}
