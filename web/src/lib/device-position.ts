// The master's position while he is on the way: Telegram's location manager inside Telegram,
// asked again every 15 s (it has no watch of its own), the browser's geolocation outside it. A refusal
// (or a device without either) is reported once, and the screen offers "I'll be there in N minutes".
import type { PositionFix } from './journey';
import { telegramLocation, type LocationSource } from './location';
import { isInsideTelegram } from './telegram';

// how often the device is asked again (Telegram has no watch; a browser's watch may be quiet)
export const ASK_AGAIN_MS = 15_000;

export interface PositionWatch {
  stop(): void;
}

export interface PositionHandlers {
  onFix(fix: PositionFix): void;
  onRefused(): void;
}

function watchTelegram(source: LocationSource, { onFix, onRefused }: PositionHandlers): PositionWatch {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const ask = async () => {
    const point = await source.request();
    if (stopped) return;
    if (!point) return onRefused();
    onFix(point);
    timer = setTimeout(() => void ask(), ASK_AGAIN_MS);
  };
  void ask();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

function watchBrowser(geolocation: Geolocation | undefined, { onFix, onRefused }: PositionHandlers): PositionWatch {
  if (!geolocation) {
    onRefused();
    return { stop: () => undefined };
  }
  let refused = false;
  let located = false;
  const fix = ({ coords }: GeolocationPosition) => {
    if (refused) return;
    located = true;
    onFix({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy });
  };
  const failed = (error: GeolocationPositionError) => {
    // a timeout is a slow fix, and a position missing once the device has given one is a gap, not a
    // refusal: the watch goes on
    if (refused || error.code === error.TIMEOUT) return;
    if (located && error.code !== error.PERMISSION_DENIED) return;
    refused = true;
    stop();
    onRefused();
  };
  const options = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 };
  const id = geolocation.watchPosition(fix, failed, options);
  // some WebViews call a watch rarely: the position is also asked for every 15 s
  const timer = setInterval(() => geolocation.getCurrentPosition(fix, failed, options), ASK_AGAIN_MS);
  function stop() {
    clearInterval(timer);
    geolocation!.clearWatch(id);
  }
  return { stop };
}

export async function watchDevicePosition(
  handlers: PositionHandlers,
  { telegram = telegramLocation, geolocation = globalThis.navigator?.geolocation } = {},
): Promise<PositionWatch> {
  if (isInsideTelegram() && (await telegram.supported())) return watchTelegram(telegram, handlers);
  return watchBrowser(geolocation, handlers);
}
