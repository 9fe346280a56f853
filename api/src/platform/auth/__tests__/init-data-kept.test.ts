// Init data found genuine once is kept (init-data.ts verifyInitData): a session's next requests skip the
// HMAC, but never its age, and nothing forged or of another bot is ever answered from what was kept.
import { signInitData, verifiedInitDataKept, verifyInitData } from '../init-data';

const BOT = '123456:kept-init-data-bot';
const user = { id: 424242, first_name: 'Азиз' };

describe('verified init data kept by its signed content', () => {
  it('answers the same identity again while it is fresh', () => {
    const raw = signInitData(user, BOT);
    const first = verifyInitData(raw, BOT, 3600);
    expect(first?.telegramId).toBe(424242n);
    expect(verifyInitData(raw, BOT, 3600)).toEqual(first);
  });

  it('checks the age again on every use', () => {
    const raw = signInitData(user, BOT, new Date(Date.now() - 120_000));
    expect(verifyInitData(raw, BOT, 3600)).not.toBeNull();
    // the same text, now past a shorter age limit: refused though it was kept
    expect(verifyInitData(raw, BOT, 60)).toBeNull();
    expect(verifyInitData(raw, BOT, 0)).not.toBeNull();
  });

  it('keeps nothing for another bot token or for a changed text', () => {
    const raw = signInitData(user, BOT);
    expect(verifyInitData(raw, BOT, 3600)).not.toBeNull();
    expect(verifyInitData(raw, '999:another-bot', 3600)).toBeNull();
    const forged = raw.replace('424242', '424243');
    expect(verifyInitData(forged, BOT, 3600)).toBeNull();
    expect(verifyInitData(forged, BOT, 3600)).toBeNull();
  });

  it('keeps one entry per signed content: rewritten variants verify but take no place, and a forged one with a kept hash is refused', () => {
    const bot = '123456:variants-bot';
    const raw = signInitData(user, bot);
    const other = signInitData({ id: 515151, first_name: 'Нигора' }, bot);
    expect(verifyInitData(raw, bot, 3600)?.telegramId).toBe(424242n);
    expect(verifyInitData(other, bot, 3600)?.telegramId).toBe(515151n);
    const pairs = raw.split('&');
    const variants = [
      [...pairs].reverse().join('&'),
      `${raw}&`,
      `&${raw}`,
      raw.replace('auth_date', 'auth%5Fdate'),
      [...pairs.slice(1), pairs[0]].join('&'),
    ];
    for (const variant of variants) {
      expect(variant).not.toBe(raw);
      expect(verifyInitData(variant, bot, 3600)?.telegramId).toBe(424242n);
    }
    expect(verifiedInitDataKept(bot)).toBe(2);
    const hash = new URLSearchParams(raw).get('hash')!;
    const forged = `${raw.replace('424242', '424243')}`;
    expect(new URLSearchParams(forged).get('hash')).toBe(hash);
    expect(verifyInitData(forged, bot, 3600)).toBeNull();
    expect(verifyInitData(raw, bot, 3600)?.telegramId).toBe(424242n);
  });
});
