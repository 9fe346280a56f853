// User-facing texts of the master screens, letter for letter from SPEC §2, §3, §4, §5, §8 and §9;
// the few SPEC leaves open are marked.
export const MASTER_TEXTS = {
  // /master/apply: the read-only card
  cardTitle: 'Ваша заявка',
  statusLabels: {
    pending: 'Ожидает проверки',
    approved: 'Подтверждена',
    verified: 'Верифицирована',
    rejected: 'Отклонена',
  },
  deleteApplication: 'Удалить заявку',
  deleting: 'Удаляем...',
  deleteConfirm: 'Вы уверены, что хотите удалить заявку? Это действие нельзя отменить.',
  deleteConfirmTitle: 'Удаление заявки',
  deleted: 'Заявка удалена',
  cancel: 'Отмена',

  // /master/apply: the form
  formTitle: 'Заявка мастера',
  submit: 'Отправить заявку',
  submitting: 'Отправляем...',
  nameLabel: 'Имя',
  phoneLabel: 'Телефон',
  phonePlaceholder: '+998XXXXXXXXX',
  categoriesLabel: 'Категории услуг',
  categoriesPlaceholder: 'Поиск категории',
  categoriesEmpty: 'Категории не найдены',
  categoriesChosen: (count: number, max: number) => `Выбрано: ${count} из ${max}`,
  descriptionLabel: 'Описание',
  descriptionCounter: (length: number) => `${length}/200`,
  photoLabel: 'Фото',
  photoChoose: 'Выбрать фото',
  photoRemove: 'Удалить фото',
  photoHint: 'JPEG, PNG или GIF, не больше 5MB',
  cityLabel: 'Город',
  districtsLabel: 'Районы',
  allDistricts: 'Все районы',
  addressLabel: 'Адрес',
  statusLabel: 'Статус',
  // SPEC leaves these two open; the server answers with the same words
  nameRequired: 'Введите имя',
  phoneRequired: 'Введите номер телефона',

  // submission outcomes (SPEC §4, §8)
  submittedTitle: 'Заявка отправлена',
  submittedText: 'Ваша заявка на рассмотрении: ожидайте до 3х дней, обычно в течении дня',
  validationTitle: 'Ошибка валидации',
  errorTitle: 'Ошибка',
  sendRefused: 'Не удалось отправить заявку',
  networkHint: 'Произошла ошибка при отправке заявки. Проверьте подключение к интернету и попробуйте еще раз.',

  // SPEC §8 "Application"
  submitError: 'Произошла ошибка при отправке заявки',
  deleteError: 'Произошла ошибка при удалении заявки',
  categoriesError: 'Произошла ошибка при получении категорий',
  deleteRefused: 'Не удалось удалить заявку',
  loadFailed: 'Ошибка при получении данных',
  retry: 'Повторить',

  // /master/dashboard
  dashboardTitle: 'Профиль мастера',
  subtitleNew: 'У вас есть новая задача',
  subtitleCurrent: 'Ваша текущая задача',
  subtitleNone: 'Ожидайте новых заказов',
  newTaskTitle: 'Новая задача',
  decline: 'Отказаться',
  accept: 'Выполнить',
  inProgressTitle: 'Задача в работе',
  cancelTask: 'Отменить',
  completeTask: 'Завершить',
  noTasks: 'Нет доступных задач',
  categoryMissing: 'Категория не определена',
  createdAt: 'Создана',
  address: 'Адрес',
  distance: 'Расстояние',
  locationHint: 'Задачи рядом с этой точкой будут приходить вам первыми',
  pointAddressLabel: 'Адрес точки',
  pointAddressRequired: 'Укажите адрес вместе с местоположением',
  client: 'Клиент',
  writeToClient: 'Написать в Telegram',
  call: 'Позвонить',
  copy: 'Копировать',
  copied: (phone: string) => `Номер ${phone} скопирован в буфер обмена`,
  accepted: 'Задача принята',
  declined: 'Вы отказались от задачи',
  completed: 'Задача завершена',
  cancelledByMaster: 'Вы отказались от выполнения задачи',

  // statistics
  statsTitle: 'Ваша статистика',
  statsCompleted: 'Выполнено задач',
  statsRating: 'Средний рейтинг',
  statsReviews: 'Отзывов',
  statsNoReviews: 'Нет отзывов',
  statsTooltip: 'Рейтинг считается по последним 30 задачам',
  // not in SPEC (issue 18): the master's own answers to offers
  statsResponseTime: 'Время ответа (медиана)',
  statsAcceptance: 'Принято предложений',
  statsResponseTooltip:
    'От предложения до ответа «Принять» или «Отказаться»; доля принятых среди всех закрытых предложений',

  // master cancel dialog (SPEC §5)
  cancelDialogTitle: 'Причина отмены',
  cancelReasonRequired: 'Выберите причину отмены',
  cancelTextLabel: 'Опишите причину',
  cancelTextCounter: (length: number) => `${length}/100`,
  back: 'Назад',
  confirmCancel: 'Отменить задачу',
  cancelling: 'Отменяем...',

  // /master/reviews
  reviewsTitle: 'Мои отзывы',
  noReviews: 'У вас пока нет отзывов',
  ratingOf: (rating: number) => `${rating} из 5`,

  // SPEC §8 "Master"
  acceptFailed: 'Ошибка при принятии задачи',
  declineFailed: 'Ошибка при отказе от задачи',
  completeFailed: 'Ошибка при завершении задачи',
  cancelFailed: 'Ошибка при отмене задачи',
  reasonsFailed: 'Ошибка при загрузке причин отмены',
  statsFailed: 'Ошибка при загрузке статистики',
  tasksFailed: 'Ошибка при загрузке задач',
  // issue 19: the client's phone came from Telegram (not in SPEC)
  phoneVerified: '✓ Номер подтверждён Telegram',
} as const;
