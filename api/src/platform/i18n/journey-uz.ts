// The Uzbek texts of the master's way to the task and of why a task or an offer left his screen, with the
// same keys as journey-ru.ts; uz.ts spreads them into the catalogue.
import type { Catalogue } from './catalogue';

export const UZ_JOURNEY = {
  // on the way, positions, arrival
  JOURNEY_ON_THE_WAY: 'Mijozga yoʻlda ekaningiz xabar qilindi',
  JOURNEY_LOCATION_SAVED: 'Joylashuv yangilandi',
  JOURNEY_ARRIVED: 'Mijozga yetib kelganingiz xabar qilindi',
  JOURNEY_ON_THE_WAY_FAILED: '«Yoʻldaman» yuborishda xato',
  JOURNEY_LOCATION_FAILED: 'Joylashuvni yuborishda xato',
  JOURNEY_ARRIVED_FAILED: '«Yetib keldim» yuborishda xato',
  JOURNEY_NOT_IN_PROGRESS: 'Vazifa bajarilmoqda holatida emas',
  JOURNEY_NOT_ON_THE_WAY: 'Avval «Yoʻldaman» tugmasini bosing',
  JOURNEY_ALREADY_ARRIVED: 'Yetib kelganingizni allaqachon belgilagansiz',
  JOURNEY_POINT_REQUIRED: 'Joylashuvni yoki necha daqiqada yetib kelishingizni kiriting',
  JOURNEY_POINT_TOGETHER: 'Kenglik va uzunlik birga kerak',
  JOURNEY_POINT_OR_ETA: 'Joylashuvni yoki daqiqalarni kiriting, ikkalasini emas',
  JOURNEY_ACCURACY_INVALID: 'Joylashuv aniqligi notoʻgʻri',
  JOURNEY_ETA_INVALID: 'Yoʻldagi vaqtni 1 dan 180 daqiqagacha kiriting',
  JOURNEY_OUTSIDE_UZBEKISTAN: 'Joylashuv Oʻzbekistondan tashqarida',
  JOURNEY_TOO_FAR: 'Joylashuv vazifadan {km} km dan uzoqda',
  JOURNEY_TOO_FREQUENT: 'Joylashuvni {seconds} soniyada bir martadan koʻp yuborib boʻlmaydi',
  JOURNEY_TOO_FAST: 'Joylashuv oldingisidan juda uzoqda: soatiga {kmh} km dan tez yurib boʻlmaydi',
  // why a task or an offer left the master's screen
  ENDING_CANCELLED_BY_CLIENT: 'Mijoz vazifani bekor qildi',
  ENDING_CLOSED_BY_ADMIN: 'Administrator vazifani yopdi',
  ENDING_REJECTED_BY_ADMIN: 'Administrator vazifani rad etdi',
  ENDING_EXPIRED: 'Vazifa muddati tugadi',
  ENDING_TAKEN_BY_OTHER: 'Vazifani boshqa usta qabul qildi',
  ENDING_TIMED_OUT: 'Javob berish vaqti tugadi',
  ENDING_UNASSIGNED: 'Administrator vazifani boshqa ustaga berdi',
} as const satisfies Partial<Catalogue>;
