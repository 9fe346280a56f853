// Compiled from price.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  rangeLine: ['Odatda ', ['low'], ' – ', ['high'], ' soʻm (', ['place'], ' ', ['jobs'], ' ta buyurtma)'],
  rangeNone: ['Odatiy narxni aytish uchun buyurtmalar hali kam'],
  sum: [['amount'], ' soʻm'],
  completionLabel: ['Mijoz qancha toʻladi, soʻm'],
  completionHint: ['Ixtiyoriy: ish narxlaridan mijozlar bunday ish odatda qancha turishini bilishadi'],
  invalid: ['Narxni soʻmda butun son bilan kiriting, 1 000 dan 100 000 000 gacha'],
  paidTitle: ['Qancha toʻladingiz?'],
  paidHint: ['Ixtiyoriy: shunda boshqa mijozlar odatiy narxni bilishadi'],
  paidLabel: ['Summa, soʻm'],
  paidSave: ['Saqlash'],
  paidSaving: ['Saqlanmoqda...'],
  paidSaved: ['Rahmat, narx saqlandi'],
  paidFailed: ['Narxni saqlab boʻlmadi'],
};
