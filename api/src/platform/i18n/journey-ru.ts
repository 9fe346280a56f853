// The Russian texts of the master's way to the task (on the way, positions, arrival) and of why a task or an
// offer left his screen; ru.ts spreads them into the catalogue.
export const RU_JOURNEY = {
  // on the way, positions, arrival
  JOURNEY_ON_THE_WAY: 'Клиенту сообщили, что вы в пути',
  JOURNEY_LOCATION_SAVED: 'Местоположение обновлено',
  JOURNEY_ARRIVED: 'Клиенту сообщили, что вы на месте',
  JOURNEY_ON_THE_WAY_FAILED: 'Ошибка при отправке «В пути»',
  JOURNEY_LOCATION_FAILED: 'Ошибка при отправке местоположения',
  JOURNEY_ARRIVED_FAILED: 'Ошибка при отправке «На месте»',
  JOURNEY_NOT_IN_PROGRESS: 'Задача не в работе',
  JOURNEY_NOT_ON_THE_WAY: 'Сначала нажмите «Еду»',
  JOURNEY_ALREADY_ARRIVED: 'Вы уже отметили, что на месте',
  JOURNEY_POINT_REQUIRED: 'Укажите местоположение или через сколько минут вы приедете',
  JOURNEY_POINT_TOGETHER: 'Нужны широта и долгота вместе',
  JOURNEY_POINT_OR_ETA: 'Укажите либо местоположение, либо минуты, но не то и другое',
  JOURNEY_ACCURACY_INVALID: 'Неверная точность местоположения',
  JOURNEY_ETA_INVALID: 'Укажите время в пути от 1 до 180 минут',
  JOURNEY_OUTSIDE_UZBEKISTAN: 'Местоположение за пределами Узбекистана',
  JOURNEY_TOO_FAR: 'Местоположение дальше {km} км от задачи',
  JOURNEY_TOO_FREQUENT: 'Местоположение можно отправлять не чаще раза в {seconds} с',
  JOURNEY_TOO_FAST: 'Местоположение слишком далеко от предыдущего: быстрее {kmh} км/ч не бывает',
  // why a task or an offer left the master's screen
  ENDING_CANCELLED_BY_CLIENT: 'Клиент отменил задачу',
  ENDING_CLOSED_BY_ADMIN: 'Администратор закрыл задачу',
  ENDING_REJECTED_BY_ADMIN: 'Администратор отклонил задачу',
  ENDING_EXPIRED: 'Срок задачи истёк',
  ENDING_TAKEN_BY_OTHER: 'Задачу принял другой мастер',
  ENDING_TIMED_OUT: 'Время на ответ истекло',
  ENDING_UNASSIGNED: 'Администратор передал задачу другому мастеру',
} as const;
