// The device's location through Telegram's location manager (Mini Apps 8.0+), loaded only when a form
// offers it: the SDK's chunk is not part of the first screen. Outside Telegram, on older clients, or when
// the user declines, the answer is null and the form works as before.
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

// "1,2 км", "850 м": a distance as a master reads it on a card
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} м`;
  const km = metres / 1000;
  return `${(km < 10 ? km.toFixed(1) : String(Math.round(km))).replace('.', ',')} км`;
}
