// Compiled from taskForm.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "detectedAs": ["Aniqladik: ",["name"]],
  "changeCategory": ["Oʻzgartirish"],
  "suggestions": ["Balki shulardan biri mos keladi:"],
  "categoryLabel": ["Kategoriya"],
  "chooseCategory": ["Kategoriyani tanlang"],
  "categoriesEmpty": ["Kategoriyalar topilmadi"],
  "confirm": ["Tasdiqlash"],
  "creating": ["Vazifa yaratilmoqda..."],
  "lastAddressLoading": ["Oxirgi buyurtmadagi manzil yuklanmoqda..."],
  "locationHint": ["Yaqin atrofdagi ustalar vazifani birinchi boʻlib koʻradi"],
  "categoriesFailed": ["Kategoriyalarni yuklashda xatolik"],
  "createFailed": ["Vazifani yaratib boʻlmadi"],
  "createError": ["Vazifani yaratishda xatolik yuz berdi"],
  "photosLabel": ["Rasmlar (ixtiyoriy)"],
  "photosHint": ["5 tagacha rasm: JPEG, PNG, GIF yoki WebP, har biri 5 MB gacha"],
  "photoAdd": ["Rasm qoʻshish"],
  "photoAlt": [["index"],"-rasm"],
  "photoRemove": [["index"],"-rasmni oʻchirish"],
  "photoUploading": ["Rasm yuklanmoqda..."],
  "photoUploadFailed": ["Rasmni yuklab boʻlmadi"],
  "photosTooMany": ["Koʻpi bilan 5 ta rasm biriktirish mumkin"],
  "notARequest": ["Bu ustaga ish buyurtmasiga oʻxshamaydi"],
  "notARequestTitle": ["Ustalarga shundayligicha yuborilsinmi?"],
  "notARequestBody": ["Tavsif ish soʻroviga oʻxshamaydi. Ustalar uni Siz yozganingizdek oladi."],
  "notARequestSend": ["Yuborish"],
  "notARequestEdit": ["Tavsifni tuzatish"],
  "doorLabel": ["Manzil: koʻcha, uy, xonadon, moʻljal"],
  "doorCounter": [["length"],"/200 · usta uni vazifani qabul qilganda koʻradi"],
};
