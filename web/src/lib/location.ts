// The device's location through Telegram's location manager (Mini Apps 8.0+), loaded only when a form
// offers it: the SDK's chunk is not part of the first screen. Outside Telegram, on older clients, or when
// the user declines, the answer is null and the form works as before.
import { intlLocale } from './i18n';
import { UI_TEXTS } from './ui-texts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface LocationSource {
  // whether this client can be asked at all (the action is hidden otherwise)
  supported(): Promise<boolean>;
  // asks the way Telegram does (its own permission prompt); null: declined or unavailable
  request(): Promise<GeoPoint | null>;
}

async function manager() {
  const { locationManager } = await import('@tma.js/sdk-react');
  if (!locationManager.isSupported()) return null;
  if (!locationManager.isMounted()) await locationManager.mount();
  return locationManager;
}

export const telegramLocation: LocationSource = {
  async supported() {
    try {
      const found = await manager();
      return !!found && found.isAvailable();
    } catch {
      return false;
    }
  },
  async request() {
    try {
      const found = await manager();
      if (!found) return null;
      const answer = await found.requestLocation();
      if (!answer || !Number.isFinite(answer.latitude) || !Number.isFinite(answer.longitude)) return null;
      return { latitude: answer.latitude, longitude: answer.longitude };
    } catch {
      return null;
    }
  },
};

// "1,2 км", "850 м" (Uzbek "1,2 km"): a distance as a master reads it on a card
export function formatDistance(metres: number): string {
  if (metres < 1000) return UI_TEXTS.metres({ value: Math.max(10, Math.round(metres / 10) * 10) });
  const km = metres / 1000;
  const digits = km < 10 ? 1 : 0;
  const value = new Intl.NumberFormat(intlLocale(), {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
    useGrouping: false,
  });
  return UI_TEXTS.kilometres({ value: value.format(km) });
}
