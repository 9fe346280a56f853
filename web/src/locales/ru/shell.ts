// Compiled from shell.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  home: ['Главная'],
  masterApplication: ['Заявка мастера'],
  myReviews: ['Мои отзывы'],
  myTasks: ['Мои задачи'],
  adminTasks: ['Задачи клиентов'],
  adminContracts: ['Заявки мастеров'],
  adminReviews: ['Отзывы'],
  adminAddresses: ['Города и районы'],
  adminAnalytics: ['Аналитика'],
  adminCategories: ['Категории услуг'],
  adminExplorer: ['GraphQL Explorer'],
  support: ['Поддержка'],
  openMenu: ['Открыть меню'],
  menu: ['Меню'],
  roleBusy: ['Смена роли'],
  notFoundTitle: ['Страница не найдена'],
  notFoundText: ['Такой страницы нет. Вернитесь на главную.'],
  languageLabel: ['Язык'],
  languageFailed: ['Не удалось сменить язык'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly home: string;
  readonly masterApplication: string;
  readonly myReviews: string;
  readonly myTasks: string;
  readonly adminTasks: string;
  readonly adminContracts: string;
  readonly adminReviews: string;
  readonly adminAddresses: string;
  readonly adminAnalytics: string;
  readonly adminCategories: string;
  readonly adminExplorer: string;
  readonly support: string;
  readonly openMenu: string;
  readonly menu: string;
  readonly roleBusy: string;
  readonly notFoundTitle: string;
  readonly notFoundText: string;
  readonly languageLabel: string;
  readonly languageFailed: string;
}
