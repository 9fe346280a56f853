// Compiled from client.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  createTitle: ['Создать задачу'],
  createHint: ['Опишите Вашу задачу или нужную специальность'],
  descriptionLabel: ['Описание задачи'],
  descriptionPlaceholder: ['Например: Нужен сантехник, чтобы заменить кран в ванной'],
  descriptionCounter: [['length'], '/500 символов'],
  activeTasksLink: ['Активных задач (', ['count'], ')'],
  create: ['Создать'],
  detecting: ['Определяем категорию...'],
  detectingHint: ['Читаем описание и подбираем категорию мастера'],
  cancel: ['Отмена'],
  contactLabel: ['Контакт для связи'],
  contactPhone: ['Телефон'],
  contactUsername: ['Telegram'],
  phonePlaceholder: ['+998XXXXXXXXX'],
  usernamePlaceholder: ['@username'],
  phoneFromTelegram: ['Взять номер из Telegram'],
  phoneAsking: ['Запрашиваем номер...'],
  phoneConfirmed: ['✓ Номер подтверждён Telegram'],
  phoneDeclined: ['Номер не получен, введите его вручную'],
  phoneCheckFailed: ['Не удалось подтвердить номер, введите его вручную'],
  activeTitle: ['Активная задача'],
  inProgressTitle: ['Задача в работе'],
  completedTitle: ['Задача завершена'],
  searching: ['Ищем мастера'],
  searchingLabel: ['Поиск мастера'],
  searchingHint: ['Вы можете покинуть страницу, мы уведомим Вас, когда мастер примет задачу'],
  masterAccepted: ['Мастер принял Вашу задачу и скоро свяжется с вами'],
  writeToMaster: ['Написать в Telegram'],
  call: ['Позвонить'],
  copy: ['Копировать'],
  copied: ['Номер ', ['phone'], ' скопирован в буфер обмена'],
  reviewsCount: ['Отзывов ', ['count']],
  cancelTask: ['Отменить задачу'],
  cancelling: ['Отменяем...'],
  createNew: ['Создать новую задачу'],
  thanksForReview: ['Спасибо за ваш отзыв!'],
  statusLabel: ['Статус'],
  completedHeading: ['Задача завершена!'],
  completedAsk: ['Пожалуйста, оцените работу мастера'],
  reviewTitle: ['Оставить отзыв'],
  ratingLabel: ['Оценка'],
  commentLabel: ['Комментарий (необязательно)'],
  commentCounter: [['length'], '/1000'],
  sendReview: ['Отправить отзыв'],
  sendingReview: ['Отправляем...'],
  reviewSentTitle: ['Отзыв отправлен'],
  reviewSentThanks: ['Спасибо за Ваш отзыв!'],
  reviewModeration: ['Отзыв будет опубликован после проверки модератором.'],
  cancelStep1Title: ['Причина отмены поиска мастера'],
  cancelStep2Title: ['Причина отмены выполнения работы'],
  cancelTextLabel: ['Опишите причину'],
  cancelTextCounter: [['length'], '/100'],
  back: ['Назад'],
  statsTitle: ['Ваша статистика'],
  statsCompleted: ['Выполнено задач'],
  statsRating: ['Средний рейтинг'],
  statsNoReviews: ['Нет отзывов'],
  statsTooltip: ['Рейтинг считается по последним 30 задачам'],
  tasksTitle: ['Мои задачи'],
  tasksSubtitle: ['Управляйте своими задачами'],
  filterActive: ['Активные'],
  filterAll: ['Все'],
  filterLabel: ['Показать'],
  noActiveTasks: ['У вас нет активных задач'],
  noTasks: ['У вас пока нет задач'],
  recentTitle: ['Недавно завершённые'],
  categoryMissing: ['Категория не определена'],
  dateMissing: ['Дата не указана'],
  showMore: ['Показать полностью'],
  showLess: ['Скрыть'],
  open: ['Перейти'],
  reviewsTitle: ['Мои отзывы'],
  noReviews: ['У вас пока нет отзывов'],
  reviewsFailed: ['Ошибка при загрузке отзывов'],
  activeFailed: ['Ошибка при получении активной задачи'],
  detectFailed: ['Не удалось определить категорию'],
  detectError: ['Произошла ошибка при определении категории'],
  activeExists: ['У вас уже есть активная задача'],
  cancelFailed: ['Не удалось отменить задачу'],
  cancelError: ['Произошла ошибка при отмене задачи'],
  tasksFailed: ['Ошибка при загрузке задач'],
  tasksError: ['Произошла ошибка при загрузке задач'],
  reasonsFailed: ['Ошибка при загрузке причин отмены'],
  reasonsError: ['Произошла ошибка при загрузке причин отмены'],
  reviewFailed: ['Ошибка при отправке отзыва'],
  reviewError: ['Произошла ошибка при отправке отзыва'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly createTitle: string;
  readonly createHint: string;
  readonly descriptionLabel: string;
  readonly descriptionPlaceholder: string;
  descriptionCounter(values: { length: string | number }): string;
  activeTasksLink(values: { count: string | number }): string;
  readonly create: string;
  readonly detecting: string;
  readonly detectingHint: string;
  readonly cancel: string;
  readonly contactLabel: string;
  readonly contactPhone: string;
  readonly contactUsername: string;
  readonly phonePlaceholder: string;
  readonly usernamePlaceholder: string;
  readonly phoneFromTelegram: string;
  readonly phoneAsking: string;
  readonly phoneConfirmed: string;
  readonly phoneDeclined: string;
  readonly phoneCheckFailed: string;
  readonly activeTitle: string;
  readonly inProgressTitle: string;
  readonly completedTitle: string;
  readonly searching: string;
  readonly searchingLabel: string;
  readonly searchingHint: string;
  readonly masterAccepted: string;
  readonly writeToMaster: string;
  readonly call: string;
  readonly copy: string;
  copied(values: { phone: string | number }): string;
  reviewsCount(values: { count: string | number }): string;
  readonly cancelTask: string;
  readonly cancelling: string;
  readonly createNew: string;
  readonly thanksForReview: string;
  readonly statusLabel: string;
  readonly completedHeading: string;
  readonly completedAsk: string;
  readonly reviewTitle: string;
  readonly ratingLabel: string;
  readonly commentLabel: string;
  commentCounter(values: { length: string | number }): string;
  readonly sendReview: string;
  readonly sendingReview: string;
  readonly reviewSentTitle: string;
  readonly reviewSentThanks: string;
  readonly reviewModeration: string;
  readonly cancelStep1Title: string;
  readonly cancelStep2Title: string;
  readonly cancelTextLabel: string;
  cancelTextCounter(values: { length: string | number }): string;
  readonly back: string;
  readonly statsTitle: string;
  readonly statsCompleted: string;
  readonly statsRating: string;
  readonly statsNoReviews: string;
  readonly statsTooltip: string;
  readonly tasksTitle: string;
  readonly tasksSubtitle: string;
  readonly filterActive: string;
  readonly filterAll: string;
  readonly filterLabel: string;
  readonly noActiveTasks: string;
  readonly noTasks: string;
  readonly recentTitle: string;
  readonly categoryMissing: string;
  readonly dateMissing: string;
  readonly showMore: string;
  readonly showLess: string;
  readonly open: string;
  readonly reviewsTitle: string;
  readonly noReviews: string;
  readonly reviewsFailed: string;
  readonly activeFailed: string;
  readonly detectFailed: string;
  readonly detectError: string;
  readonly activeExists: string;
  readonly cancelFailed: string;
  readonly cancelError: string;
  readonly tasksFailed: string;
  readonly tasksError: string;
  readonly reasonsFailed: string;
  readonly reasonsError: string;
  readonly reviewFailed: string;
  readonly reviewError: string;
}
