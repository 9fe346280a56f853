// Compiled from session.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  loading: ['Загрузка...'],
  greeting: ['Здравствуйте, ', ['name']],
  fallbackName: ['Пользователь'],
  chooseHow: ['Выберите, как Вы хотите использовать ', ['app']],
  findMaster: ['Найти мастера'],
  becomeMaster: ['Стать мастером'],
  masterProfile: ['Профиль мастера'],
  adminPanel: ['Админ панель'],
  roleChangeFailedTitle: ['Ошибка смены роли'],
  roleChangeFailedText: ['Не удалось изменить роль. Попробуйте еще раз.'],
  autoRoleChangeFailed: ['Произошла ошибка при смене роли.'],
  devTitle: ['Вход для разработки'],
  devHint: ['Приложение открыто вне Telegram. Выберите демо-пользователя:'],
  devLoadFailed: ['Не удалось загрузить демо-пользователей'],
  devSignInFailed: ['Не удалось войти'],
  openInTelegram: ['Откройте приложение в Telegram'],
  userLoadFailed: ['Не удалось загрузить данные пользователя'],
  retry: ['Повторить'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly loading: string;
  greeting(values: { name: string | number }): string;
  readonly fallbackName: string;
  chooseHow(values: { app: string | number }): string;
  readonly findMaster: string;
  readonly becomeMaster: string;
  readonly masterProfile: string;
  readonly adminPanel: string;
  readonly roleChangeFailedTitle: string;
  readonly roleChangeFailedText: string;
  readonly autoRoleChangeFailed: string;
  readonly devTitle: string;
  readonly devHint: string;
  readonly devLoadFailed: string;
  readonly devSignInFailed: string;
  readonly openInTelegram: string;
  readonly userLoadFailed: string;
  readonly retry: string;
}
