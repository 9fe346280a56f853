// What the client is told before the form goes on when the text reports danger to life now
// (docs/product.md §11 "Emergencies first"): the numbers to call in Uzbekistan and three short steps.
// 104 gas, 101 fire, 103 ambulance, 112 the unified number (free, callable without a SIM).
import type { Language } from '../../platform/i18n/language';
import { detectEmergency, type EmergencyKind } from './detection/emergency';

export type { EmergencyKind };

export interface Emergency {
  kind: EmergencyKind;
  // in the order the card offers them
  numbers: string[];
  steps: string[];
}

export const EMERGENCY_NUMBERS: Record<EmergencyKind, string[]> = {
  gas: ['104', '112'],
  fire: ['101', '112'],
  co: ['103', '104', '112'],
  shock: ['103', '112'],
};

const STEPS: Record<EmergencyKind, Record<Language, [string, string, string]>> = {
  gas: {
    ru: [
      'Не включайте и не выключайте свет и приборы, не зажигайте огонь.',
      'Перекройте газовый кран, если он рядом, откройте окна и выйдите из квартиры.',
      'Позвоните 104 или 112 уже с улицы.',
    ],
    uz: [
      'Chiroq va asboblarni yoqmang ham, oʻchirmang ham, olov yoqmang.',
      'Gaz joʻmragi yaqin boʻlsa, yoping, derazalarni oching va uydan chiqing.',
      'Koʻchaga chiqib, 104 yoki 112 ga qoʻngʻiroq qiling.',
    ],
  },
  fire: {
    ru: [
      'Если можно, отключите электричество в щитке; проводку и технику водой не тушите.',
      'Выведите всех из помещения и закройте за собой дверь.',
      'Позвоните 101 или 112.',
    ],
    uz: [
      'Iloji boʻlsa, shchitda tokni oʻchiring; simlar va texnikani suv bilan oʻchirmang.',
      'Hammani xonadan olib chiqing va eshikni yopib keting.',
      '101 yoki 112 ga qoʻngʻiroq qiling.',
    ],
  },
  co: {
    ru: [
      'Откройте окна и выключите котёл, колонку или печь.',
      'Выведите всех на свежий воздух.',
      'При головной боли, тошноте или слабости позвоните 103; чтобы проверили прибор, — 104.',
    ],
    uz: [
      'Derazalarni oching, qozon, kolonka yoki pechni oʻchiring.',
      'Hammani toza havoga olib chiqing.',
      'Bosh ogʻrisa, koʻngil aynisa yoki holsizlik boʻlsa 103 ga, asbobni tekshirish uchun 104 ga qoʻngʻiroq qiling.',
    ],
  },
  shock: {
    ru: [
      'Не касайтесь человека, пока он касается провода или прибора: сначала отключите электричество в щитке.',
      'Не трогайте прибор и не включайте его, пока его не проверит мастер.',
      'Позвоните 103 или 112, даже если человек чувствует себя хорошо.',
    ],
    uz: [
      'Odam sim yoki asbobga tegib turgan boʻlsa, unga tegmang: avval shchitda tokni oʻchiring.',
      'Usta tekshirmaguncha asbobga tegmang va uni yoqmang.',
      'Odam oʻzini yaxshi his qilsa ham, 103 yoki 112 ga qoʻngʻiroq qiling.',
    ],
  },
};

export function emergencyOf(kind: EmergencyKind, language: Language): Emergency {
  return { kind, numbers: EMERGENCY_NUMBERS[kind], steps: STEPS[kind][language] };
}

// The emergency a task's text reports, in the reader's language, or null.
export function emergencyIn(text: string, language: Language): Emergency | null {
  const kind = detectEmergency(text);
  return kind ? emergencyOf(kind, language) : null;
}
