// User-facing texts of the client screens, letter for letter from SPEC §2, §4 and §8.
export const CLIENT_TEXTS = {
  // initial mode and the description form
  createTitle: 'Создать задачу',
  createHint: 'Опишите Вашу задачу или нужную специальность',
  descriptionLabel: 'Описание задачи',
  descriptionPlaceholder: 'Например: Нужен сантехник, чтобы заменить кран в ванной',
  descriptionCounter: (length: number) => `${length}/500 символов`,
  activeTasksLink: (count: number) => `Активных задач (${count})`,
  create: 'Создать',
  detecting: 'Определяем категорию...',

  // confirmation form
  categoryLabel: 'Категория',
  chooseCategory: 'Выберите категорию',
  categoriesEmpty: 'Категории не найдены',
  confirm: 'Подтвердить',
  creating: 'Создаем задачу...',
  cancel: 'Отмена',
  lastAddressLoading: 'Загружаем адрес из последней заявки...',
  locationHint: 'Мастера рядом с вами увидят задачу первыми',

  // contact input
  contactLabel: 'Контакт для связи',
  contactPhone: 'Телефон',
  contactUsername: 'Telegram',
  phonePlaceholder: '+998XXXXXXXXX',
  usernamePlaceholder: '@username',
  // the phone Telegram confirms (issue 19, not in SPEC)
  phoneFromTelegram: 'Взять номер из Telegram',
  phoneAsking: 'Запрашиваем номер...',
  phoneConfirmed: '✓ Номер подтверждён Telegram',
  phoneDeclined: 'Номер не получен, введите его вручную',
  phoneCheckFailed: 'Не удалось подтвердить номер, введите его вручную',

  // photos of the problem (issue 19, not in SPEC)
  photosLabel: 'Фотографии (необязательно)',
  photosHint: 'До 5 фото: JPEG, PNG, GIF или WebP, до 5 МБ каждое',
  photoAdd: 'Добавить фото',
  photoAlt: (index: number) => `Фото ${index}`,
  photoRemove: (index: number) => `Удалить фото ${index}`,
  photoUploading: 'Загружаем фото...',
  photoUploadFailed: 'Не удалось загрузить фотографию',
  photosTooMany: 'Можно прикрепить не более 5 фотографий',

  // active task card
  activeTitle: 'Активная задача',
  inProgressTitle: 'Задача в работе',
  completedTitle: 'Задача завершена',
  searching: 'Ищем мастера',
  searchingLabel: 'Поиск мастера',
  searchingHint: 'Вы можете покинуть страницу, мы уведомим Вас, когда мастер примет задачу',
  masterAccepted: 'Мастер принял Вашу задачу и скоро свяжется с вами',
  writeToMaster: 'Написать в Telegram',
  call: 'Позвонить',
  copy: 'Копировать',
  copied: (phone: string) => `Номер ${phone} скопирован в буфер обмена`,
  reviewsCount: (count: number) => `Отзывов ${count}`,
  cancelTask: 'Отменить задачу',
  cancelling: 'Отменяем...',
  createNew: 'Создать новую задачу',
  thanksForReview: 'Спасибо за ваш отзыв!',
  statusLabel: 'Статус',

  // completion and review
  completedHeading: 'Задача завершена!',
  completedAsk: 'Пожалуйста, оцените работу мастера',
  reviewTitle: 'Оставить отзыв',
  ratingLabel: 'Оценка',
  commentLabel: 'Комментарий (необязательно)',
  commentCounter: (length: number) => `${length}/1000`,
  sendReview: 'Отправить отзыв',
  sendingReview: 'Отправляем...',
  reviewSentTitle: 'Отзыв отправлен',
  reviewSentThanks: 'Спасибо за Ваш отзыв!',
  reviewModeration: 'Отзыв будет опубликован после проверки модератором.',

  // cancel-reason dialog
  cancelStep1Title: 'Причина отмены поиска мастера',
  cancelStep2Title: 'Причина отмены выполнения работы',
  cancelTextLabel: 'Опишите причину',
  cancelTextCounter: (length: number) => `${length}/100`,
  back: 'Назад',

  // statistics
  statsTitle: 'Ваша статистика',
  statsCompleted: 'Выполнено задач',
  statsRating: 'Средний рейтинг',
  statsNoReviews: 'Нет отзывов',
  statsTooltip: 'Рейтинг считается по последним 30 задачам',

  // my tasks
  tasksTitle: 'Мои задачи',
  tasksSubtitle: 'Управляйте своими задачами',
  filterActive: 'Активные',
  filterAll: 'Все',
  filterLabel: 'Показать',
  noActiveTasks: 'У вас нет активных задач',
  noTasks: 'У вас пока нет задач',
  categoryMissing: 'Категория не определена',
  dateMissing: 'Дата не указана',
  showMore: 'Показать полностью',
  showLess: 'Скрыть',
  open: 'Перейти',

  // my reviews
  reviewsTitle: 'Мои отзывы',
  noReviews: 'У вас пока нет отзывов',
  reviewsFailed: 'Ошибка при загрузке отзывов',

  // SPEC §8 defaults when the server sends no message
  categoriesFailed: 'Ошибка при загрузке категорий',
  activeFailed: 'Ошибка при получении активной задачи',
  detectFailed: 'Не удалось определить категорию',
  detectError: 'Произошла ошибка при определении категории',
  createFailed: 'Не удалось создать задачу',
  createError: 'Произошла ошибка при создании задачи',
  activeExists: 'У вас уже есть активная задача',
  cancelFailed: 'Не удалось отменить задачу',
  cancelError: 'Произошла ошибка при отмене задачи',
  tasksFailed: 'Ошибка при загрузке задач',
  tasksError: 'Произошла ошибка при загрузке задач',
  reasonsFailed: 'Ошибка при загрузке причин отмены',
  reasonsError: 'Произошла ошибка при загрузке причин отмены',
  reviewFailed: 'Ошибка при отправке отзыва',
  reviewError: 'Произошла ошибка при отправке отзыва',
} as const;
