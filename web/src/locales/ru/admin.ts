// Compiled from admin.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  navContracts: ['Заявки мастеров'],
  navTasks: ['Задачи клиентов'],
  navReviews: ['Отзывы'],
  navAddresses: ['Города и районы'],
  navCategories: ['Категории услуг'],
  navAnalytics: ['Аналитика'],
  navAudit: ['Журнал'],
  navApiTokens: ['Токены аналитиков'],
  navExplorer: ['GraphQL Explorer'],
  adminPanel: ['Админ панель'],
  back: ['Назад'],
  retry: ['Повторить'],
  save: ['Сохранить'],
  saving: ['Сохраняем...'],
  cancel: ['Отмена'],
  edit: ['Редактировать'],
  delete: ['Удалить'],
  confirm: ['Подтвердить'],
  open: ['Открыть'],
  search: ['Поиск'],
  all: ['Все'],
  loadFailed: ['Ошибка при получении данных'],
  actionFailed: ['Не удалось выполнить действие'],
  networkFailed: ['Произошла ошибка. Проверьте подключение к интернету и попробуйте еще раз.'],
  notFound: ['Не найдено'],
  empty: ['Ничего не найдено'],
  saved: ['Изменения сохранены'],
  total: ['Всего: ', ['count']],
  page: ['Страница ', ['page'], ' из ', ['pages']],
  previous: ['← Назад'],
  next: ['Вперёд →'],
  dash: ['—'],
  status: ['Статус'],
  city: ['Город'],
  district: ['Район'],
  districts: ['Районы'],
  allDistricts: ['Все районы'],
  category: ['Категория'],
  categories: ['Категории'],
  name: ['Имя'],
  title: ['Название'],
  phone: ['Телефон'],
  description: ['Описание'],
  address: ['Адрес'],
  createdAt: ['Создана'],
  updatedAt: ['Изменена'],
  user: ['Пользователь'],
  reason: ['Причина'],
  reasonOptional: ['Причина (необязательно)'],
  contractsTitle: ['Заявки мастеров'],
  contractTitle: ['Заявка №', ['id']],
  contractSearch: ['Имя, телефон или @username'],
  approve: ['Подтвердить'],
  verify: ['Верифицировать'],
  reject: ['Отклонить'],
  approved: ['Заявка подтверждена'],
  verified: ['Заявка верифицирована'],
  rejected: ['Заявка отклонена'],
  rejectContractTitle: ['Отклонить заявку'],
  rejectionReason: ['Причина отклонения'],
  archived: ['Удалена мастером'],
  editContractTitle: ['Редактирование заявки №', ['id']],
  categoriesSearch: ['Поиск категории'],
  categoriesEmpty: ['Категории не найдены'],
  categoriesChosen: ['Выбрано: ', ['count'], ' из ', ['max']],
  activeTasks: ['Активные'],
  tasksTitle: ['Задачи клиентов'],
  taskTitle: ['Задача №', ['id']],
  taskSearch: ['Текст, телефон или номер задачи'],
  liveOn: ['Обновляется в реальном времени'],
  liveOff: ['Обновление каждые 5 секунд'],
  taskText: ['Текст задачи'],
  client: ['Клиент'],
  master: ['Мастер'],
  contact: ['Контакт'],
  noMaster: ['Не назначен'],
  history: ['История статусов'],
  offers: ['Предложения мастерам'],
  noOffers: ['Задача ещё не предлагалась мастерам'],
  offerWave: ['волна ', ['wave']],
  offerStatesPending: ['Ожидает ответа'],
  offerStatesAccepted: ['Принята'],
  offerStatesDeclined: ['Отказ'],
  offerStatesWithdrawn: ['Отозвана'],
  cancelReason: ['Причина отмены'],
  rejectTask: ['Отклонить задачу'],
  rejectTaskTitle: ['Отклонить задачу'],
  redispatch: ['Отправить мастерам снова'],
  assign: ['Назначить мастера'],
  assignTitle: ['Назначить мастера'],
  assignHint: ['Мастера с подтверждённой заявкой в категории, городе и районе задачи'],
  noEligibleMasters: ['Подходящих мастеров нет'],
  close: ['Закрыть задачу'],
  closeConfirm: ['Закрыть задачу? Клиент больше не увидит её среди активных.'],
  taskRejected: ['Задача отклонена'],
  taskRedispatched: ['Задача снова отправлена мастерам'],
  taskAssigned: ['Мастер назначен'],
  taskClosed: ['Задача закрыта'],
  editTaskTitle: ['Редактирование задачи №', ['id']],
  usernameLabel: ['Telegram'],
  reviewsTitle: ['Отзывы'],
  reviewTitle: ['Отзыв №', ['id']],
  reviewStatesPending: ['На модерации'],
  reviewStatesApproved: ['Опубликован'],
  reviewStatesRejected: ['Отклонён'],
  rating: ['Оценка'],
  ratingOf: [['rating'], ' из 5'],
  comment: ['Комментарий'],
  noComment: ['Без комментария'],
  moderated: ['Проверен'],
  publish: ['Опубликовать'],
  reviewApproved: ['Отзыв опубликован'],
  reviewRejected: ['Отзыв отклонён'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly navContracts: string;
  readonly navTasks: string;
  readonly navReviews: string;
  readonly navAddresses: string;
  readonly navCategories: string;
  readonly navAnalytics: string;
  readonly navAudit: string;
  readonly navApiTokens: string;
  readonly navExplorer: string;
  readonly adminPanel: string;
  readonly back: string;
  readonly retry: string;
  readonly save: string;
  readonly saving: string;
  readonly cancel: string;
  readonly edit: string;
  readonly delete: string;
  readonly confirm: string;
  readonly open: string;
  readonly search: string;
  readonly all: string;
  readonly loadFailed: string;
  readonly actionFailed: string;
  readonly networkFailed: string;
  readonly notFound: string;
  readonly empty: string;
  readonly saved: string;
  total(values: { count: string | number }): string;
  page(values: { page: string | number; pages: string | number }): string;
  readonly previous: string;
  readonly next: string;
  readonly dash: string;
  readonly status: string;
  readonly city: string;
  readonly district: string;
  readonly districts: string;
  readonly allDistricts: string;
  readonly category: string;
  readonly categories: string;
  readonly name: string;
  readonly title: string;
  readonly phone: string;
  readonly description: string;
  readonly address: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly user: string;
  readonly reason: string;
  readonly reasonOptional: string;
  readonly contractsTitle: string;
  contractTitle(values: { id: string | number }): string;
  readonly contractSearch: string;
  readonly approve: string;
  readonly verify: string;
  readonly reject: string;
  readonly approved: string;
  readonly verified: string;
  readonly rejected: string;
  readonly rejectContractTitle: string;
  readonly rejectionReason: string;
  readonly archived: string;
  editContractTitle(values: { id: string | number }): string;
  readonly categoriesSearch: string;
  readonly categoriesEmpty: string;
  categoriesChosen(values: { count: string | number; max: string | number }): string;
  readonly activeTasks: string;
  readonly tasksTitle: string;
  taskTitle(values: { id: string | number }): string;
  readonly taskSearch: string;
  readonly liveOn: string;
  readonly liveOff: string;
  readonly taskText: string;
  readonly client: string;
  readonly master: string;
  readonly contact: string;
  readonly noMaster: string;
  readonly history: string;
  readonly offers: string;
  readonly noOffers: string;
  offerWave(values: { wave: string | number }): string;
  readonly offerStatesPending: string;
  readonly offerStatesAccepted: string;
  readonly offerStatesDeclined: string;
  readonly offerStatesWithdrawn: string;
  readonly cancelReason: string;
  readonly rejectTask: string;
  readonly rejectTaskTitle: string;
  readonly redispatch: string;
  readonly assign: string;
  readonly assignTitle: string;
  readonly assignHint: string;
  readonly noEligibleMasters: string;
  readonly close: string;
  readonly closeConfirm: string;
  readonly taskRejected: string;
  readonly taskRedispatched: string;
  readonly taskAssigned: string;
  readonly taskClosed: string;
  editTaskTitle(values: { id: string | number }): string;
  readonly usernameLabel: string;
  readonly reviewsTitle: string;
  reviewTitle(values: { id: string | number }): string;
  readonly reviewStatesPending: string;
  readonly reviewStatesApproved: string;
  readonly reviewStatesRejected: string;
  readonly rating: string;
  ratingOf(values: { rating: string | number }): string;
  readonly comment: string;
  readonly noComment: string;
  readonly moderated: string;
  readonly publish: string;
  readonly reviewApproved: string;
  readonly reviewRejected: string;
}
