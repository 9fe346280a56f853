// Texts of the GraphQL explorer for admins and analysts (SPEC leaves this screen open).
export const EXPLORER_TEXTS = {
  title: 'GraphQL Explorer',
  tokenLabel: 'Токен аналитика',
  tokenPlaceholder: 'usta_...',
  connect: 'Подключить',
  disconnect: 'Сбросить токен',
  checking: 'Проверяем доступ...',
  denied: 'Нет доступа: войдите как администратор или укажите действующий токен аналитика',
  asAdmin: 'Запросы идут от вашего имени администратора',
  asAnalyst:
    'Запросы идут с токеном аналитика: только чтение аналитики и справочников (категории, города, районы), без личных данных: телефонов, адресов, точек, фото и текстов задач',
  manageTokens: 'Токены аналитиков',
  defaultQuery: `# Документация по схеме: значок книги слева.
# Токен аналитика читает только аналитику и справочники.
query RecentTasks {
  adminTasks(perPage: 5) {
    total
    items {
      id
      status
      statusLabel
      createdAt
      category { name }
      city { name }
    }
  }
}
`,
} as const;
