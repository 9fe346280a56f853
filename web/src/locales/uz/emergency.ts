// Compiled from emergency.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  title: [
    [
      'kind',
      'select',
      {
        gas: ['Gaz sizib chiqayotganga oʻxshaydi'],
        fire: ['Yongʻinga oʻxshaydi'],
        co: ['Is gazidan zaharlanishga oʻxshaydi'],
        other: ['Tok urganga oʻxshaydi'],
      },
    ],
  ],
  stepsLabel: ['Hozir nima qilish kerak'],
  call: [['number'], ' ga qoʻngʻiroq qilish'],
  callAnyway: ['Baribir usta chaqirish'],
};
