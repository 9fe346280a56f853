// The Uzbek texts of prices (price-ru.ts); uz.ts spreads them into the catalogue.
import type { RU_PRICE } from './price-ru';

export const UZ_PRICE: Record<keyof typeof RU_PRICE, string> = {
  PRICE_INVALID: 'Narxni soʻmda butun son bilan kiriting, 1 000 dan 100 000 000 gacha',
  PRICE_NOT_COMPLETED: 'Narxni faqat vazifa bajarilgandan keyin kiritish mumkin',
  PRICE_SAVED: 'Narx saqlandi',
  PRICE_SAVE_FAILED: 'Narxni saqlashda xato',
  PRICE_RANGE_FOUND: 'Odatiy narx topildi',
  PRICE_RANGE_NONE: 'Narxni aytish uchun buyurtmalar hali kam',
  PRICE_RANGE_FAILED: 'Odatiy narxni yuklashda xato',
};
