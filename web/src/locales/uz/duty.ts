// Compiled from duty.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  title: ['Ishdaman'],
  onHint: ['Yangi buyurtmalar sizga keladi.'],
  offHint: ['Ishga qaytmaguningizcha buyurtmalar kelmaydi.'],
  offMissedHint: [
    'Ketma-ket bir nechta taklifga javob bermadingiz, shuning uchun sizni ishdan chiqardik. Buyurtma qabul qilishga tayyor boʻlganingizda qayting.',
  ],
  switchOn: ['Ishga chiqish'],
  switchOff: ['Ishdan chiqish'],
  nowOn: ['Siz ishdasiz'],
  nowOff: ['Siz ishda emassiz'],
  failed: ['Almashtirib boʻlmadi. Yana urinib koʻring.'],
};
