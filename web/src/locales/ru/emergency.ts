// Compiled from emergency.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  title: [
    [
      'kind',
      'select',
      {
        gas: ['Похоже на утечку газа'],
        fire: ['Похоже на пожар'],
        co: ['Похоже на отравление угарным газом'],
        other: ['Похоже на удар током'],
      },
    ],
  ],
  stepsLabel: ['Что сделать сейчас'],
  call: ['Позвонить ', ['number']],
  callAnyway: ['Вызвать мастера всё равно'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  title(values: { kind: string | number }): string;
  readonly stepsLabel: string;
  call(values: { number: string | number }): string;
  readonly callAnyway: string;
}
