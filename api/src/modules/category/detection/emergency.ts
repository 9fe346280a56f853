// Danger to life now, read from a task's text before any trade (docs/product.md §11 "Emergencies first",
// docs/detection.md "Emergencies"): a gas smell or leak, smoke or fire from wiring or an appliance, carbon
// monoxide signs near a gas heater or boiler, an electric shock. Hand-written rules, not the model: a miss or a
// false alarm here costs more than a wrong trade, so each rule names the danger (a smell, smoke, a symptom, a
// shock), never the object alone ("газовая плита", "датчик дыма", "дымоход" are ordinary jobs).
// Russian is read as written; Uzbek (and Russian typed in Latin letters) after cyrillicTextToLatin.
import { cyrillicTextToLatin, normalizeText } from './script';

export type EmergencyKind = 'gas' | 'fire' | 'co' | 'shock';

// checked in this order: a gas smell is a gas emergency even with a headache; monoxide before smoke, since
// smoke coming into the room from a boiler is the monoxide sign
export const EMERGENCY_KINDS: readonly EmergencyKind[] = ['gas', 'co', 'fire', 'shock'];

// a word starting with `stem` (letters may follow), not inside another word
const L = '\\p{L}';
const word = (stem: string) => `(?<!${L})(?:${stem})${L}*`;
// `a` then `b` with at most `gap` words between them
const near = (a: string, b: string, gap = 2) => `${a}(?:[^${L}]+${L}+){0,${gap}}?[^${L}]+${b}`;
const either = (a: string, b: string, gap = 2) => `(?:${near(a, b, gap)}|${near(b, a, gap)})`;
const re = (...parts: string[]) => new RegExp(parts.join('|'), 'u');

// --- gas: a smell, a leak or a hiss of gas (not "газон", "газета", "газель")
const GAS_RU = `(?<!${L})газ(?:а|ом|у|е)?(?!${L})`;
const GAS_RU_SIGN = word('пах|запах|вон[яи]|чу[вю]ств|утеч|утека|шип|трав');
const GAS_LATIN = `(?<!${L})gaz(?!on|eta|el)${L}*`;
const GAS_LATIN_SIGN = `(?:${word('hid|sas|siz(?:ib|ya|ay)|chiq(?:ib|ya|ay|vot)')}|${word('pa[hx]n|zapa[hx]|vony|ute[cč]')})`;
const GAS = { ru: re(either(GAS_RU_SIGN, GAS_RU, 3)), latin: re(either(GAS_LATIN_SIGN, GAS_LATIN, 3)) };

// --- carbon monoxide: its name, or symptoms / smoke into the room beside a fuel-burning heater
const CO_SOURCE_RU = re(word('кот[её]л|котл|колонк|печ|обогреват|газ|камин|буржуйк'));
const CO_SIGN_RU = re(
  either(word('голов'), word('бол|круж'), 2),
  word('тошн|отравл|угор'),
  near(word('дым'), `(?:в|во)[^${L}]+${word('комнат|квартир|дом|помещен|спальн')}`, 3),
);
const CO_NAMED_RU = re(word('угар'));
const CO_DETECTOR_RU = re(near(word('датчик|детектор|сигнализатор'), word('угар'), 1));
const CO_ALARM_RU = re(word('сработ|пищ|звен|орёт|орет'));
const CO_SOURCE_LATIN = re(word('qozon|kolonka|pech|isitgich|gaz|kamin|kotyol|kotel|burzh|burj'));
const CO_SIGN_LATIN = re(
  near(word('bosh'), word("og'ri|aylan"), 1),
  near(word("ko'ngl|ko'ngil"), word('ayn'), 1),
  word('zaharlan'),
  near(word('tutun'), word('xona|uyga|uyni'), 1),
  near(word('dym'), `v[^${L}]+${word('komnat|kvartir|dom')}`, 1),
);
const CO_NAMED_LATIN = re(`(?<!${L})is(?:dan)?[^${L}]+${word('gaz|teg|chiq|kel')}`);

// --- fire: smoke or flames now, from wiring or an appliance. A burnt smell alone, a socket that has
// already melted, a boiler's flame that will not light ("olov yonmayapti") are urgent jobs, not fires; in
// Uzbek "yonmoq" is also "to switch on", so only wiring that is burning counts there.
// a gas stove or a boiler "горит" when it works, so they are no source here
const FIRE_SOURCE_RU = word(
  'провод|розетк|щит|счетчик|счётчик|удлинител|вилк|кабел|телевизор|холодильник|машин|бойлер|обогревател|микроволн|кондиционер|выключател|шнур|зарядк|утюг|чайник',
);
// what "горит" also says of: a lamp, an indicator, a car's check light, an error on a display
const LIGHT_RU = re(
  word('индикатор|ламп|светодиод|огон[её]к|подсветк|свет|чек|chek|check|ошибк|табло|панел|дисплe|экран'),
);
// a fire talked of, not happening: one that was, one feared
const FIRE_TALKED_OF = re(
  word(
    "после|был|боюсь|боя|опас|копот|сажа|вчера|posle|polse|byl|bil|boyus|byous|keyin|bo'lish|qo'rq|bo'libdi|qoray|kuy|xavf",
  ),
);
// smoke from a car's exhaust or a flue outside is a job for a mechanic or a stove-fitter
const SMOKE_OUTSIDE = re(word("выхлоп|глушител|снаружи|улиц|vy[kx]?hlop|glushit|tashqari|tog'|tortmay"));
const SMOKE_RU = `(?<!${L})дым(?!оход|оудал|ов|ч)`;
const FIRE_NAMED_RU = re(`(?<!${L})пожар(?!н|ищ)`);
const FIRE_RU = re(
  word('дымит|дымится|задымил|задымлен|дымят|задымит'),
  near(word('ид[её]т|пош[её]л|пошел|валит|повалил|выходит|появил'), SMOKE_RU, 1),
  near(SMOKE_RU, word('ид[её]т|пош[её]л|пошел|вал|выход'), 1),
);
const FIRE_BURNING_RU = re(either(word('горит|горят|загорел'), FIRE_SOURCE_RU, 3));
const FIRE_NAMED_LATIN = re(`(?<!${L})yong'in(?!ga[^${L}]+chidam)`, `(?<!${L})po[zž]?h?[jž]?ar(?!n|${L}*n)`);
const FIRE_LATIN = re(
  near(word('tutun'), word(`chiq(?:ya|ay|vot|di|ib|ar)|bor(?!${L})|tutayap`), 1),
  word('tutayapti|tutab|dymit|dymits'),
  near(word('idet|id[yj]ot|poshel|poshyol|valit'), `(?<!${L})dym(?!o)`, 1),
);
// not "o'chib-yonyapti" (flickers off and on)
const FIRE_BURNING_LATIN = re(
  either(`(?<!-)${word('yon(?:yap|ayap|moqda|vot)')}`, word('sim|provod|kabel|shchit|shit|rozetka|uzaytirgich'), 1),
);

// --- an electric shock: the current struck someone ("бьёт пробки" or "выбивает автомат" are not shocks)
const CURRENT_RU = `(?<!${L})ток(?:ом)?(?!${L})`;
const FIRE_SHOCK_SIGN = word('удар|бь[её]т|бьет|бьют|бьется|бьётся|д[её]рн|дерн|шибан|щипл|тряхн|тряс');
const SHOCK_RU = re(either(FIRE_SHOCK_SIGN, CURRENT_RU, 2));
const SHOCK_LATIN = re(
  near(`(?<!${L})tok(?:ka|dan)?(?!${L})`, word('ur(?:di|ib|yap|ayap|adi|moqda|ildi|gan|sa)'), 1),
  either(
    `(?<!${L})(?:udar${L}*|b'?[ey]o?t(?:sya|sja)?(?!${L})|dern${L}*|shiban${L}*)`,
    `(?<!${L})tok(?:om)?(?!${L})`,
    2,
  ),
);

const RULES: Record<EmergencyKind, (russian: string, latin: string) => boolean> = {
  gas: (ru, latin) => GAS.ru.test(ru) || GAS.latin.test(latin),
  co: (ru, latin) => {
    // "поставить датчик угарного газа" is a job; one that went off is an alarm
    const named = CO_NAMED_RU.test(ru) && (!CO_DETECTOR_RU.test(ru) || CO_ALARM_RU.test(ru));
    return (
      named ||
      (CO_SIGN_RU.test(ru) && CO_SOURCE_RU.test(ru)) ||
      CO_NAMED_LATIN.test(latin) ||
      (CO_SIGN_LATIN.test(latin) && CO_SOURCE_LATIN.test(latin))
    );
  },
  fire: (ru, latin) => {
    if (
      (FIRE_NAMED_RU.test(ru) || FIRE_NAMED_LATIN.test(latin)) &&
      !FIRE_TALKED_OF.test(ru) &&
      !FIRE_TALKED_OF.test(latin)
    )
      return true;
    if (SMOKE_OUTSIDE.test(ru) || SMOKE_OUTSIDE.test(latin)) return false;
    return (
      FIRE_RU.test(ru) ||
      // a lamp or an indicator that lights up is no fire
      (FIRE_BURNING_RU.test(ru) && !LIGHT_RU.test(ru) && !/(?<!\p{L})не[^\p{L}]+(?:горит|горят)/u.test(ru)) ||
      FIRE_LATIN.test(latin) ||
      FIRE_BURNING_LATIN.test(latin)
    );
  },
  shock: (ru, latin) => SHOCK_RU.test(ru) || SHOCK_LATIN.test(latin),
};

// The danger a text reports, or null for an ordinary job.
export function detectEmergency(text: string): EmergencyKind | null {
  const russian = normalizeText(text);
  const latin = cyrillicTextToLatin(russian);
  return EMERGENCY_KINDS.find((kind) => RULES[kind](russian, latin)) ?? null;
}
