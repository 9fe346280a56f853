// Init data found genuine once is kept (init-data.ts verifyInitData): a session's next requests skip the
// HMAC, but never its age, and nothing forged or of another bot is ever answered from what was kept.
import { signInitData, verifyInitData } from '../init-data';

const BOT = '123456:kept-init-data-bot';
const user = { id: 424242, first_name: 'Азиз' };

describe('verified init data kept by its text', () => {
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
});
