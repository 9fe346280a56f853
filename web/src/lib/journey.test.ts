import { createPositionSender, journeyStep, mapsLinks, opensGeoLinks } from './journey';

describe('createPositionSender', () => {
  let clock = 0;
  const now = () => clock;
  const advance = (ms: number) => {
    clock += ms;
    jest.advanceTimersByTime(ms);
  };
  beforeEach(() => {
    clock = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('sends the first fix at once and keeps the newest of the next ones until 10 s have passed', () => {
    const sent: number[] = [];
    const sender = createPositionSender(async (fix) => sent.push(fix.latitude), { now });
    sender.offer({ latitude: 1, longitude: 69 });
    expect(sent).toEqual([1]);
    advance(3_000);
    sender.offer({ latitude: 2, longitude: 69 });
    advance(3_000);
    sender.offer({ latitude: 3, longitude: 69 });
    expect(sent).toEqual([1]);
    advance(4_000);
    expect(sent).toEqual([1, 3]);
    sender.stop();
  });

  it('sends the same point again after 30 s without a new fix, and nothing once stopped', () => {
    const sent: number[] = [];
    const sender = createPositionSender(async (fix) => sent.push(fix.latitude), { now });
    sender.offer({ latitude: 1, longitude: 69 });
    advance(29_000);
    expect(sent).toEqual([1]);
    advance(1_000);
    expect(sent).toEqual([1, 1]);
    sender.stop();
    advance(60_000);
    sender.offer({ latitude: 5, longitude: 69 });
    expect(sent).toEqual([1, 1]);
  });

  it('waits out the first 10 s when "on my way" already carried a point', () => {
    const sent: number[] = [];
    const sender = createPositionSender(async (fix) => sent.push(fix.latitude), { now, lastSentAt: 0 });
    advance(2_000);
    sender.offer({ latitude: 2, longitude: 69 });
    expect(sent).toEqual([]);
    advance(8_000);
    expect(sent).toEqual([2]);
    sender.stop();
  });

  it('goes on after a failed send', async () => {
    const sent: number[] = [];
    const sender = createPositionSender(
      async (fix) => {
        sent.push(fix.latitude);
        throw new Error('offline');
      },
      { now },
    );
    sender.offer({ latitude: 1, longitude: 69 });
    advance(10_000);
    sender.offer({ latitude: 2, longitude: 69 });
    expect(sent).toEqual([1, 2]);
    sender.stop();
  });
});

describe('journeyStep', () => {
  it("follows the server's stage, and done once the work is completed", () => {
    expect(journeyStep('SEARCHING', false)).toBe('searching');
    expect(journeyStep('ACCEPTED', false)).toBe('accepted');
    expect(journeyStep('ON_THE_WAY', false)).toBe('on_the_way');
    expect(journeyStep('ARRIVED', false)).toBe('arrived');
    expect(journeyStep(null, false)).toBe('searching');
    expect(journeyStep('ARRIVED', true)).toBe('done');
  });
});

describe('mapsLinks', () => {
  it('opens the point as a geo: link and in Yandex and Google Maps', () => {
    expect(mapsLinks({ latitude: 41.311081, longitude: 69.2797 })).toEqual({
      geo: 'geo:41.311081,69.2797?q=41.311081,69.2797',
      yandex: 'https://yandex.uz/maps/?pt=69.2797,41.311081&z=17&l=map',
      google: 'https://www.google.com/maps/search/?api=1&query=41.311081,69.2797',
    });
  });

  it('offers geo: links on Android only', () => {
    expect(opensGeoLinks('Mozilla/5.0 (Linux; Android 14; Pixel 8) Telegram-Android/11.2')).toBe(true);
    expect(opensGeoLinks('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe(false);
  });
});
