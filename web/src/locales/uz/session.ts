// Compiled from session.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  loading: ['Yuklanmoqda...'],
  greeting: ['Assalomu alaykum, ', ['name']],
  fallbackName: ['Foydalanuvchi'],
  chooseHow: [['app'], ' ilovasidan qanday foydalanishni tanlang'],
  findMaster: ['Usta topish'],
  becomeMaster: ['Usta boʻlish'],
  masterProfile: ['Usta profili'],
  adminPanel: ['Admin panel'],
  roleChangeFailedTitle: ['Rolni almashtirishda xatolik'],
  roleChangeFailedText: ['Rolni almashtirib boʻlmadi. Yana bir bor urinib koʻring.'],
  autoRoleChangeFailed: ['Rolni almashtirishda xatolik yuz berdi.'],
  devTitle: ['Ishlab chiquvchilar uchun kirish'],
  devHint: ['Ilova Telegramdan tashqarida ochildi. Namuna foydalanuvchini tanlang:'],
  devLoadFailed: ['Namuna foydalanuvchilarni yuklab boʻlmadi'],
  devSignInFailed: ['Kirib boʻlmadi'],
  openInTelegram: ['Ilovani Telegramda oching'],
  userLoadFailed: ['Foydalanuvchi maʼlumotlarini yuklab boʻlmadi'],
  retry: ['Qayta urinish'],
};
