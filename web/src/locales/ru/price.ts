// Compiled from price.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  rangeLine: [
    'Обычно ',
    ['low'],
    ' – ',
    ['high'],
    ' сум (',
    [
      'jobs',
      'plural',
      { one: ['#', ' заказ'], few: ['#', ' заказа'], many: ['#', ' заказов'], other: ['#', ' заказа'] },
    ],
    ' ',
    ['place'],
    ')',
  ],
  rangeNone: ['Пока мало заказов, чтобы назвать обычную цену'],
  sum: [['amount'], ' сум'],
  completionLabel: ['Сколько заплатил клиент, сум'],
  completionHint: ['Необязательно: по ценам работ клиенты видят, сколько обычно стоит такая работа'],
  invalid: ['Укажите цену целым числом сумов, от 1 000 до 100 000 000'],
  paidTitle: ['Сколько вы заплатили?'],
  paidHint: ['Необязательно: так другие клиенты узнают обычную цену'],
  paidLabel: ['Сумма, сум'],
  paidSave: ['Сохранить'],
  paidSaving: ['Сохраняем...'],
  paidSaved: ['Спасибо, цена сохранена'],
  paidFailed: ['Не удалось сохранить цену'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  rangeLine(values: {
    low: string | number;
    high: string | number;
    jobs: string | number;
    place: string | number;
  }): string;
  readonly rangeNone: string;
  sum(values: { amount: string | number }): string;
  readonly completionLabel: string;
  readonly completionHint: string;
  readonly invalid: string;
  readonly paidTitle: string;
  readonly paidHint: string;
  readonly paidLabel: string;
  readonly paidSave: string;
  readonly paidSaving: string;
  readonly paidSaved: string;
  readonly paidFailed: string;
}
