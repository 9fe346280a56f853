// Compiled from shell.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  home: ['Bosh sahifa'],
  masterApplication: ['Usta arizasi'],
  myReviews: ['Mening sharhlarim'],
  myTasks: ['Mening vazifalarim'],
  adminTasks: ['Mijozlar vazifalari'],
  adminContracts: ['Ustalar arizalari'],
  adminReviews: ['Sharhlar'],
  adminAddresses: ['Shahar va tumanlar'],
  adminAnalytics: ['Analitika'],
  adminCategories: ['Xizmat kategoriyalari'],
  adminExplorer: ['GraphQL Explorer'],
  support: ['Qoʻllab-quvvatlash'],
  openMenu: ['Menyuni ochish'],
  menu: ['Menyu'],
  roleBusy: ['Rol almashtirilmoqda'],
  notFoundTitle: ['Sahifa topilmadi'],
  notFoundText: ['Bunday sahifa yoʻq. Bosh sahifaga qayting.'],
  languageLabel: ['Til'],
  languageFailed: ['Tilni almashtirib boʻlmadi'],
};
