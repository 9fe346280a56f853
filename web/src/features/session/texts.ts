// User-facing texts of the session screens (SPEC §2 "Entry and role selection", §4 "Role change").
export const SESSION_TEXTS = {
  loading: 'Загрузка...',
  greeting: (name: string) => `Здравствуйте, ${name}`,
  fallbackName: 'Пользователь',
  choosePrefix: 'Выберите, как Вы хотите использовать',
  findMaster: 'Найти мастера',
  becomeMaster: 'Стать мастером',
  masterProfile: 'Профиль мастера',
  adminPanel: 'Админ панель',
  roleChangeFailedTitle: 'Ошибка смены роли',
  roleChangeFailedText: 'Не удалось изменить роль. Попробуйте еще раз.',
  autoRoleChangeFailed: 'Произошла ошибка при смене роли.',
  // outside Telegram only (development sign-in), not part of the product screens
  devTitle: 'Вход для разработки',
  devHint: 'Приложение открыто вне Telegram. Выберите демо-пользователя:',
  devLoadFailed: 'Не удалось загрузить демо-пользователей',
  devSignInFailed: 'Не удалось войти',
  openInTelegram: 'Откройте приложение в Telegram',
  userLoadFailed: 'Не удалось загрузить данные пользователя',
  retry: 'Повторить',
} as const;
