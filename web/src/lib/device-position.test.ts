import { watchDevicePosition } from './device-position';

const DENIED = 1;
const UNAVAILABLE = 2;
const TIMEOUT = 3;

// a browser's geolocation that the test drives
function fakeGeolocation() {
  const calls: { success: PositionCallback; failure: PositionErrorCallback }[] = [];
  const cleared: number[] = [];
  const geolocation = {
    watchPosition: (success: PositionCallback, failure: PositionErrorCallback) => calls.push({ success, failure }),
    getCurrentPosition: jest.fn(),
    clearWatch: (id: number) => cleared.push(id),
  } as unknown as Geolocation;
  const at = (latitude: number, longitude: number, accuracy = 10) =>
    calls[0].success({ coords: { latitude, longitude, accuracy } } as GeolocationPosition);
  const fail = (code: number) =>
    calls[0].failure({ code, PERMISSION_DENIED: DENIED, POSITION_UNAVAILABLE: UNAVAILABLE, TIMEOUT } as never);
  return { geolocation, at, fail, cleared };
}

const notInTelegram = { supported: async () => false, request: async () => null };

describe('watchDevicePosition outside Telegram', () => {
  it('passes every fix on, and a gap after a fix is no refusal', async () => {
    const device = fakeGeolocation();
    const onFix = jest.fn();
    const onRefused = jest.fn();
    const watch = await watchDevicePosition(
      { onFix, onRefused },
      { telegram: notInTelegram, geolocation: device.geolocation },
    );
    device.at(41.34, 69.29, 12);
    device.fail(TIMEOUT);
    device.fail(UNAVAILABLE);
    device.at(41.358, 69.29);
    expect(onFix.mock.calls.map(([fix]) => fix.latitude)).toEqual([41.34, 41.358]);
    expect(onFix.mock.calls[0][0]).toEqual({ latitude: 41.34, longitude: 69.29, accuracy: 12 });
    expect(onRefused).not.toHaveBeenCalled();
    watch.stop();
    expect(device.cleared).toHaveLength(1);
  });

  it('reports a refused permission once and stops watching', async () => {
    const device = fakeGeolocation();
    const onRefused = jest.fn();
    await watchDevicePosition(
      { onFix: jest.fn(), onRefused },
      { telegram: notInTelegram, geolocation: device.geolocation },
    );
    device.fail(DENIED);
    device.fail(DENIED);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(device.cleared).toHaveLength(1);
  });

  it('reports a device without geolocation as refused', async () => {
    const onRefused = jest.fn();
    await watchDevicePosition({ onFix: jest.fn(), onRefused }, { telegram: notInTelegram, geolocation: undefined });
    expect(onRefused).toHaveBeenCalledTimes(1);
  });
});
