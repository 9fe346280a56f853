import fs from 'node:fs';
import path from 'node:path';
import { detectEmergency, type EmergencyKind } from '../emergency';

// the labelled set written for the emergency rules, kept apart from the corpus the model learns from
// (docs/detection.md "Emergencies")
const SET = path.resolve(__dirname, '..', '..', '..', '..', '..', '..', 'tests', 'fixtures', 'emergency-set.jsonl');
const rows = fs
  .readFileSync(SET, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { text: string; emergency: EmergencyKind | null; language: string });

describe('emergency detection', () => {
  it.each([
    ['В квартире пахнет газом', 'gas'],
    ['Uyda gaz hidi kelyapti', 'gas'],
    ['Уйда газ ҳиди келяпти', 'gas'],
    ['Из розетки идёт дым', 'fire'],
    ['Rozetkadan tutun chiqyapti', 'fire'],
    ['Розеткадан тутун чиқяпти', 'fire'],
    ['Голова болит и кружится, когда работает газовый котёл', 'co'],
    ['Pechdan is chiqyapti, boshimiz og‘riyapti', 'co'],
    ['Печдан ис чиқяпти, бошимиз оғрияпти', 'co'],
    ['Ударило током от стиральной машины', 'shock'],
    ['Bolani rozetkadan tok urdi', 'shock'],
    ['Болани розеткадан ток урди', 'shock'],
  ])('reads %j as %s', (text, kind) => {
    expect(detectEmergency(text)).toBe(kind);
  });

  it.each([
    'Установить новую газовую плиту',
    'Нужно установить датчик дыма в квартире',
    'Почистить дымоход в частном доме',
    'Розетка болтается, нужно закрепить',
    "Yangi gaz plitasini o'rnatish kerak",
    'Tutun datchigini o‘rnatib bering',
    "Mo'rini tozalash kerak",
    "Rozetka bo'shab qolgan, mahkamlash kerak",
    'Мўрини тозалаш керак',
    'Не горит свет в ванной',
    'Поставить датчик угарного газа у котла',
    'Подстричь газон и убрать листья',
    'Загорелся чек на панели, машина дёргается',
    'После небольшого пожара кухня вся в копоти, стены надо перекрасить',
    'Kolonka yonmayapti, gaz ham bor suv ham bor, lekin olov chiqmaydi',
  ])('does not cry wolf on the ordinary job %j', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });

  it('tells a smoke alarm that went off from one to fit', () => {
    expect(detectEmergency('Сработал датчик угарного газа возле котла')).toBe('co');
    expect(detectEmergency('Поставить датчик угарного газа возле котла')).toBeNull();
  });

  it('keeps its recall and raises no false alarm on the labelled set', () => {
    const emergencies = rows.filter((row) => row.emergency);
    const ordinary = rows.filter((row) => !row.emergency);
    const found = emergencies.filter((row) => detectEmergency(row.text) === row.emergency).length;
    const alarms = ordinary.filter((row) => detectEmergency(row.text) !== null).map((row) => row.text);
    // docs/detection.md "Emergencies": 76 of 78, no false alarm on 68 ordinary jobs
    expect(found / emergencies.length).toBeGreaterThanOrEqual(0.97);
    expect(alarms).toEqual([]);
    for (const language of ['ru', 'uz-latn', 'uz-cyrl']) {
      const ofLanguage = emergencies.filter((row) => row.language === language);
      expect(ofLanguage.length).toBeGreaterThan(10);
      expect(ofLanguage.filter((row) => detectEmergency(row.text) === row.emergency).length).toBeGreaterThanOrEqual(
        ofLanguage.length - 2,
      );
    }
  });
});
