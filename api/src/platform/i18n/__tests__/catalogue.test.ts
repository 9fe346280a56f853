// one message catalogue in two languages. Every code has a text in both, with the same
// `{parameters}`; Uzbek is written in Latin letters, oʻ and gʻ with U+02BB as the bot's texts write them.
import { CATALOGUES, translate } from '..';
import { RU } from '../ru';

const CYRILLIC = /[\u0400-\u04FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogue', () => {
  const ru: Record<string, string> = CATALOGUES.ru;
  const uz: Record<string, string> = CATALOGUES.uz;

  it('has every code in both languages, and nothing else', () => {
    expect(Object.keys(uz).sort()).toEqual(Object.keys(ru).sort());
    for (const [code, text] of [...Object.entries(ru), ...Object.entries(uz)])
      expect([code, text.trim()]).not.toEqual([code, '']);
  });

  it('asks for the same parameters in both languages', () => {
    for (const code of Object.keys(ru)) expect([code, placeholders(uz[code])]).toEqual([code, placeholders(ru[code])]);
  });

  it('writes Uzbek in Latin letters, oʻ and gʻ with U+02BB and the tutuq belgisi with U+02BC', () => {
    for (const [code, text] of Object.entries(uz)) {
      expect([code, CYRILLIC.test(text)]).toEqual([code, false]);
      // an apostrophe, a quote mark or a backtick after o/g, or U+02BC where U+02BB belongs
      expect([code, /[oOgG]['‘’`ʼ]/.test(text)]).toEqual([code, false]);
      expect([code, /['‘’`]/.test(text)]).toEqual([code, false]);
    }
  });

  it('fills parameters, and a parameter that is a message in the same language', () => {
    expect(translate('ru', { code: 'TASK_TEXT_TOO_SHORT', params: { min: 10 } })).toBe(
      'Описание задачи должно быть не менее 10 символов',
    );
    expect(translate('uz', { code: 'TASK_TEXT_TOO_SHORT', params: { min: 10 } })).toBe(
      'Vazifa tavsifi kamida 10 ta belgidan iborat boʻlishi kerak',
    );
    const exists = {
      code: 'CONTRACT_ALREADY_EXISTS_WITH_STATUS',
      params: { status: { code: 'CONTRACT_STATUS_PENDING' } },
    } as const;
    expect(translate('ru', exists)).toBe(
      'У вас уже есть заявка. Чтобы отправить новую, сначала удалите текущую (статус: Ожидает проверки)',
    );
    expect(translate('uz', exists)).toMatch(/\(holati: Tekshiruv kutilmoqda\)$/);
  });

  it('reads Russian without a language', () => {
    expect(translate(undefined, 'FORBIDDEN')).toBe(RU.FORBIDDEN);
    expect(translate(null, 'FORBIDDEN')).toBe('Недостаточно прав');
  });
});
