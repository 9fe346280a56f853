// Compiled from validation.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  descriptionTooShort: ['Vazifa tavsifi kamida 10 ta belgidan iborat boʻlishi kerak'],
  categoryRequired: ['Kategoriyani tanlang'],
  phoneInvalid: ['Telefon raqami notoʻgʻri. +998XXXXXXXXX formatida kiriting'],
  phoneInvalidShort: ['Telefon raqami notoʻgʻri'],
  usernameInvalid: ['Login notoʻgʻri. @username formatida kiriting'],
  formatValid: ['✓ Format toʻgʻri'],
  clientCancelTextRequired: ['Bekor qilish sababini kiriting'],
  masterCancelReasonRequired: ['Bekor qilish sababini tanlang'],
  ratingRequired: ['Iltimos, baho tanlang'],
  reviewTaskMissing: ['Faol vazifa topilmadi'],
  reviewMasterMissing: ['Usta haqida maʼlumot topilmadi'],
  reviewContractMissing: ['Usta arizasining ID raqami topilmadi'],
  applicationCategoriesRequired: ['Kamida bitta xizmat kategoriyasini tanlang'],
  applicationCityRequired: ['Iltimos, shaharni tanlang'],
  photoNotImage: ['Iltimos, rasm tanlang'],
  photoNotImageHelp: ['«', ['name'], '» rasm emas. ', ['formats'], ' formatidagi rasmni tanlang.'],
  photoTooLarge: ['Fayl hajmi 5MB dan oshmasligi kerak'],
  photoTooLargeHelp: [
    '«',
    ['name'],
    '» hajmi ',
    ['size'],
    ' MB, ruxsat etilgani ',
    ['max'],
    ' MB gacha. Kichikroq rasm tanlang yoki uni kichraytiring.',
  ],
};
