// Compiled from explorer.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  title: ['GraphQL Explorer'],
  tokenLabel: ['Токен аналитика'],
  tokenPlaceholder: ['usta_...'],
  connect: ['Подключить'],
  disconnect: ['Сбросить токен'],
  checking: ['Проверяем доступ...'],
  denied: ['Нет доступа: войдите как администратор или укажите действующий токен аналитика'],
  asAdmin: ['Запросы идут от вашего имени администратора'],
  asAnalyst: [
    'Запросы идут с токеном аналитика: только чтение аналитики и справочников (категории, города, районы), без личных данных: телефонов, адресов, точек, фото и текстов задач',
  ],
  manageTokens: ['Токены аналитиков'],
  docsHint: ['Документация по схеме: значок книги слева.'],
  tokenHint: ['Токен аналитика читает только аналитику и справочники.'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly title: string;
  readonly tokenLabel: string;
  readonly tokenPlaceholder: string;
  readonly connect: string;
  readonly disconnect: string;
  readonly checking: string;
  readonly denied: string;
  readonly asAdmin: string;
  readonly asAnalyst: string;
  readonly manageTokens: string;
  readonly docsHint: string;
  readonly tokenHint: string;
}
