// The Uzbek texts of a master's duty and working hours (docs/product.md "On duty and working hours");
// uz.ts spreads them into the catalogue.
export const UZ_DUTY = {
  DUTY_ON_INVALID: 'Ishdamisiz yoki yoʻqmi, belgilang',
  DUTY_ON: 'Siz ishdasiz: yangi buyurtmalar keladi',
  DUTY_OFF: 'Siz ishda emassiz: qaytmaguningizcha buyurtmalar kelmaydi',
  DUTY_HOURS_SAVED: 'Ish soatlari saqlandi',
  DUTY_HOURS_INVALID: 'Ish soatlari roʻyxatini yuboring',
  DUTY_HOURS_TOO_MANY: 'Ish soatlari koʻpi bilan {max} ta oraliq boʻlishi mumkin',
  DUTY_HOURS_WEEKDAY_INVALID: 'Hafta kuni 1 (dushanba) dan 7 (yakshanba) gacha son boʻlishi kerak',
  DUTY_HOURS_TIME_INVALID: 'Vaqt SS:DD shaklida, 00:00 dan 24:00 gacha yoziladi',
  DUTY_HOURS_ORDER: 'Ish vaqtining oxiri boshidan keyin boʻlishi kerak',
  DUTY_HOURS_OVERLAP: 'Bir kunning ish soatlari bir-birini qoplamasligi kerak',
  TASK_PREFERRED_MASTER_INVALID: 'Faqat avval buyurtmangizni bajargan ustani qayta chaqirish mumkin',
} as const;
