// Compiled from master.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  cardTitle: ['Ваша заявка'],
  deleteApplication: ['Удалить заявку'],
  deleting: ['Удаляем...'],
  deleteConfirm: ['Вы уверены, что хотите удалить заявку? Это действие нельзя отменить.'],
  deleteConfirmTitle: ['Удаление заявки'],
  deleted: ['Заявка удалена'],
  cancel: ['Отмена'],
  formTitle: ['Заявка мастера'],
  submit: ['Отправить заявку'],
  submitting: ['Отправляем...'],
  nameLabel: ['Имя'],
  phoneLabel: ['Телефон'],
  phonePlaceholder: ['+998XXXXXXXXX'],
  categoriesLabel: ['Категории услуг'],
  categoriesPlaceholder: ['Поиск категории'],
  categoriesEmpty: ['Категории не найдены'],
  categoriesChosen: ['Выбрано: ', ['count'], ' из ', ['max']],
  descriptionLabel: ['Описание'],
  descriptionCounter: [['length'], '/200'],
  photoLabel: ['Фото'],
  photoChoose: ['Выбрать фото'],
  photoRemove: ['Удалить фото'],
  photoHint: ['JPEG, PNG или GIF, не больше 5MB'],
  cityLabel: ['Город'],
  districtsLabel: ['Районы'],
  allDistricts: ['Все районы'],
  addressLabel: ['Адрес'],
  statusLabel: ['Статус'],
  nameRequired: ['Введите имя'],
  phoneRequired: ['Введите номер телефона'],
  submittedTitle: ['Заявка отправлена'],
  submittedText: ['Ваша заявка на рассмотрении: ожидайте до 3х дней, обычно в течении дня'],
  validationTitle: ['Ошибка валидации'],
  errorTitle: ['Ошибка'],
  sendRefused: ['Не удалось отправить заявку'],
  networkHint: ['Произошла ошибка при отправке заявки. Проверьте подключение к интернету и попробуйте еще раз.'],
  submitError: ['Произошла ошибка при отправке заявки'],
  deleteError: ['Произошла ошибка при удалении заявки'],
  categoriesError: ['Произошла ошибка при получении категорий'],
  deleteRefused: ['Не удалось удалить заявку'],
  loadFailed: ['Ошибка при получении данных'],
  retry: ['Повторить'],
  dashboardTitle: ['Профиль мастера'],
  subtitleNew: ['У вас есть новая задача'],
  subtitleCurrent: ['Ваша текущая задача'],
  subtitleNone: ['Ожидайте новых заказов'],
  newTaskTitle: ['Новая задача'],
  decline: ['Отказаться'],
  accept: ['Выполнить'],
  inProgressTitle: ['Задача в работе'],
  cancelTask: ['Отменить'],
  completeTask: ['Завершить'],
  noTasks: ['Нет доступных задач'],
  categoryMissing: ['Категория не определена'],
  createdAt: ['Создана'],
  address: ['Адрес'],
  distance: ['Расстояние'],
  locationHint: ['Задачи рядом с этой точкой будут приходить вам первыми'],
  pointAddressLabel: ['Адрес точки'],
  pointAddressRequired: ['Укажите адрес вместе с местоположением'],
  client: ['Клиент'],
  writeToClient: ['Написать в Telegram'],
  call: ['Позвонить'],
  copy: ['Копировать'],
  copied: ['Номер ', ['phone'], ' скопирован в буфер обмена'],
  accepted: ['Задача принята'],
  declined: ['Вы отказались от задачи'],
  completed: ['Задача завершена'],
  cancelledByMaster: ['Вы отказались от выполнения задачи'],
  statsTitle: ['Ваша статистика'],
  statsCompleted: ['Выполнено задач'],
  statsRating: ['Средний рейтинг'],
  statsReviews: ['Отзывов'],
  statsNoReviews: ['Нет отзывов'],
  statsTooltip: ['Рейтинг считается по последним 30 задачам'],
  statsResponseTime: ['Время ответа (медиана)'],
  statsAcceptance: ['Принято предложений'],
  statsResponseTooltip: [
    'От предложения до ответа «Принять» или «Отказаться»; доля принятых среди всех закрытых предложений',
  ],
  cancelDialogTitle: ['Причина отмены'],
  cancelReasonRequired: ['Выберите причину отмены'],
  cancelTextLabel: ['Опишите причину'],
  cancelTextCounter: [['length'], '/100'],
  back: ['Назад'],
  confirmCancel: ['Отменить задачу'],
  cancelling: ['Отменяем...'],
  reviewsTitle: ['Мои отзывы'],
  noReviews: ['У вас пока нет отзывов'],
  ratingOf: [['rating'], ' из 5'],
  acceptFailed: ['Ошибка при принятии задачи'],
  declineFailed: ['Ошибка при отказе от задачи'],
  completeFailed: ['Ошибка при завершении задачи'],
  cancelFailed: ['Ошибка при отмене задачи'],
  reasonsFailed: ['Ошибка при загрузке причин отмены'],
  statsFailed: ['Ошибка при загрузке статистики'],
  tasksFailed: ['Ошибка при загрузке задач'],
  phoneVerified: ['✓ Номер подтверждён Telegram'],
  endedReason: ['Причина: ', ['reason']],
  endedOk: ['Понятно'],
  emergency: [
    [
      'kind',
      'select',
      {
        gas: ['Срочно: запах газа'],
        fire: ['Срочно: дым или огонь'],
        co: ['Срочно: угарный газ'],
        other: ['Срочно: удар током'],
      },
    ],
  ],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly cardTitle: string;
  readonly deleteApplication: string;
  readonly deleting: string;
  readonly deleteConfirm: string;
  readonly deleteConfirmTitle: string;
  readonly deleted: string;
  readonly cancel: string;
  readonly formTitle: string;
  readonly submit: string;
  readonly submitting: string;
  readonly nameLabel: string;
  readonly phoneLabel: string;
  readonly phonePlaceholder: string;
  readonly categoriesLabel: string;
  readonly categoriesPlaceholder: string;
  readonly categoriesEmpty: string;
  categoriesChosen(values: { count: string | number; max: string | number }): string;
  readonly descriptionLabel: string;
  descriptionCounter(values: { length: string | number }): string;
  readonly photoLabel: string;
  readonly photoChoose: string;
  readonly photoRemove: string;
  readonly photoHint: string;
  readonly cityLabel: string;
  readonly districtsLabel: string;
  readonly allDistricts: string;
  readonly addressLabel: string;
  readonly statusLabel: string;
  readonly nameRequired: string;
  readonly phoneRequired: string;
  readonly submittedTitle: string;
  readonly submittedText: string;
  readonly validationTitle: string;
  readonly errorTitle: string;
  readonly sendRefused: string;
  readonly networkHint: string;
  readonly submitError: string;
  readonly deleteError: string;
  readonly categoriesError: string;
  readonly deleteRefused: string;
  readonly loadFailed: string;
  readonly retry: string;
  readonly dashboardTitle: string;
  readonly subtitleNew: string;
  readonly subtitleCurrent: string;
  readonly subtitleNone: string;
  readonly newTaskTitle: string;
  readonly decline: string;
  readonly accept: string;
  readonly inProgressTitle: string;
  readonly cancelTask: string;
  readonly completeTask: string;
  readonly noTasks: string;
  readonly categoryMissing: string;
  readonly createdAt: string;
  readonly address: string;
  readonly distance: string;
  readonly locationHint: string;
  readonly pointAddressLabel: string;
  readonly pointAddressRequired: string;
  readonly client: string;
  readonly writeToClient: string;
  readonly call: string;
  readonly copy: string;
  copied(values: { phone: string | number }): string;
  readonly accepted: string;
  readonly declined: string;
  readonly completed: string;
  readonly cancelledByMaster: string;
  readonly statsTitle: string;
  readonly statsCompleted: string;
  readonly statsRating: string;
  readonly statsReviews: string;
  readonly statsNoReviews: string;
  readonly statsTooltip: string;
  readonly statsResponseTime: string;
  readonly statsAcceptance: string;
  readonly statsResponseTooltip: string;
  readonly cancelDialogTitle: string;
  readonly cancelReasonRequired: string;
  readonly cancelTextLabel: string;
  cancelTextCounter(values: { length: string | number }): string;
  readonly back: string;
  readonly confirmCancel: string;
  readonly cancelling: string;
  readonly reviewsTitle: string;
  readonly noReviews: string;
  ratingOf(values: { rating: string | number }): string;
  readonly acceptFailed: string;
  readonly declineFailed: string;
  readonly completeFailed: string;
  readonly cancelFailed: string;
  readonly reasonsFailed: string;
  readonly statsFailed: string;
  readonly tasksFailed: string;
  readonly phoneVerified: string;
  endedReason(values: { reason: string | number }): string;
  readonly endedOk: string;
  emergency(values: { kind: string | number }): string;
}
