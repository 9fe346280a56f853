// Compiled from common.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  tooltip: ['Maslahat'],
  close: ['Yopish'],
  rateLimited: ['Soʻrovlar juda koʻp. Bir daqiqadan soʻng urinib koʻring.'],
  unavailable: ['Xizmat vaqtincha ishlamayapti. Keyinroq urinib koʻring.'],
  network: ['Server bilan aloqa yoʻq. Internetga ulanishni tekshiring va qayta urinib koʻring.'],
};
