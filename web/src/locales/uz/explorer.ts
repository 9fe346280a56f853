// Compiled from explorer.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  title: ['GraphQL Explorer'],
  tokenLabel: ['Tahlilchi tokeni'],
  tokenPlaceholder: ['usta_...'],
  connect: ['Ulash'],
  disconnect: ['Tokenni tashlash'],
  checking: ['Ruxsat tekshirilmoqda...'],
  denied: ['Ruxsat yoʻq: administrator sifatida kiring yoki amaldagi tahlilchi tokenini kiriting'],
  asAdmin: ['Soʻrovlar sizning administrator nomingizdan yuboriladi'],
  asAnalyst: [
    'Soʻrovlar tahlilchi tokeni bilan yuboriladi: faqat analitika va maʼlumotnomalarni (kategoriyalar, shaharlar, tumanlar) oʻqish, shaxsiy maʼlumotlarsiz: telefonlar, manzillar, nuqtalar, rasmlar va vazifa matnlari yoʻq',
  ],
  manageTokens: ['Tahlilchi tokenlari'],
  docsHint: ['Sxema hujjatlari: chapdagi kitob belgisi.'],
  tokenHint: ['Tahlilchi tokeni faqat analitika va maʼlumotnomalarni oʻqiydi.'],
};
