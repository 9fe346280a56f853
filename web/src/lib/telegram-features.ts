// The Telegram SDK features the first screen can live without, loaded after the first paint:
// back button, theme changes, viewport and safe areas, haptics, closing confirmation, links.
import {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  miniApp,
  openTelegramLink,
  themeParams,
  viewport,
} from '@tma.js/sdk-react';
import { registerClosingConfirmation } from './closing-confirmation';
import { registerHaptics } from './haptics';
import { registerLinkOpener, type TelegramThemeParams } from './telegram';

export interface TelegramFeatures {
  setBackButton(visible: boolean): void;
  dispose(): void;
}

export interface TelegramFeatureOptions {
  onBack(): void;
  onThemeChange(params: TelegramThemeParams, isDark: boolean): void;
}

function attempt(action: () => unknown): void {
  try {
    action();
  } catch {
    // an older Telegram client without this method: the app works without it
  }
}

export function startTelegramFeatures({ onBack, onThemeChange }: TelegramFeatureOptions): TelegramFeatures {
  const cleanups: (() => void)[] = [];
  attempt(() => cleanups.push(init()));

  attempt(() => {
    miniApp.mount();
    miniApp.ready();
  });

  attempt(() => {
    themeParams.mount();
    cleanups.push(themeParams.bindCssVars());
    const emit = () => onThemeChange(themeParams.state() as TelegramThemeParams, themeParams.isDark());
    cleanups.push(themeParams.state.sub(emit));
  });

  attempt(() => {
    void viewport
      .mount()
      .then(() => {
        attempt(() => viewport.expand());
        // --tg-viewport-safe-area-inset-* and --tg-viewport-content-safe-area-inset-* for the layout
        attempt(() => cleanups.push(viewport.bindCssVars()));
      })
      .catch(() => undefined);
  });

  attempt(() => {
    backButton.mount();
    cleanups.push(backButton.onClick(onBack));
  });

  attempt(() => {
    closingBehavior.mount();
    registerClosingConfirmation((enabled) =>
      attempt(() => (enabled ? closingBehavior.enableConfirmation() : closingBehavior.disableConfirmation())),
    );
  });

  registerHaptics({
    success: () => attempt(() => hapticFeedback.notificationOccurred('success')),
    error: () => attempt(() => hapticFeedback.notificationOccurred('error')),
    selection: () => attempt(() => hapticFeedback.selectionChanged()),
  });

  registerLinkOpener((url) => {
    if (!/^https:\/\/t\.me\//.test(url)) return false;
    try {
      openTelegramLink(url);
      return true;
    } catch {
      return false;
    }
  });

  return {
    setBackButton(visible) {
      attempt(() => (visible ? backButton.show() : backButton.hide()));
    },
    dispose() {
      registerHaptics(null);
      registerClosingConfirmation(null);
      registerLinkOpener(null);
      cleanups.forEach((cleanup) => attempt(cleanup));
    },
  };
}
