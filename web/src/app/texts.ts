// Texts of the app shell: the side menu of SPEC §2 "Side menu and header", the guard's toast.
export const SHELL_TEXTS = {
  home: 'Главная',
  masterApplication: 'Заявка мастера',
  myReviews: 'Мои отзывы',
  myTasks: 'Мои задачи',
  adminTasks: 'Задачи клиентов',
  adminContracts: 'Заявки мастеров',
  adminReviews: 'Отзывы',
  adminAddresses: 'Города и районы',
  adminCategories: 'Категории услуг',
  // not in SPEC's menu: the GraphQL explorer for admins (DESIGN "Analysts")
  adminExplorer: 'GraphQL Explorer',
  support: 'Поддержка',
  openMenu: 'Открыть меню',
  menu: 'Меню',
  roleBusy: 'Смена роли',
  // not-found screen (SPEC: "Any other path shows a not-found screen")
  notFoundTitle: 'Страница не найдена',
  notFoundText: 'Такой страницы нет. Вернитесь на главную.',
} as const;
