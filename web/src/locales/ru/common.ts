// Compiled from common.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  tooltip: ['Подсказка'],
  close: ['Закрыть'],
  rateLimited: ['Слишком много запросов. Попробуйте через минуту.'],
  unavailable: ['Сервис временно недоступен. Попробуйте позже.'],
  network: ['Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly tooltip: string;
  readonly close: string;
  readonly rateLimited: string;
  readonly unavailable: string;
  readonly network: string;
}
