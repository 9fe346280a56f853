// Compiled from duty.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  title: ['На линии'],
  onHint: ['Новые заказы приходят вам.'],
  offHint: ['Заказы не приходят, пока вы не вернётесь на линию.'],
  offMissedHint: [
    'Вы не ответили на несколько предложений подряд, поэтому мы сняли вас с линии. Вернитесь, когда будете готовы принимать заказы.',
  ],
  switchOn: ['Выйти на линию'],
  switchOff: ['Уйти с линии'],
  nowOn: ['Вы на линии'],
  nowOff: ['Вы не на линии'],
  failed: ['Не удалось переключить. Попробуйте ещё раз.'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly title: string;
  readonly onHint: string;
  readonly offHint: string;
  readonly offMissedHint: string;
  readonly switchOn: string;
  readonly switchOff: string;
  readonly nowOn: string;
  readonly nowOff: string;
  readonly failed: string;
}
