// The Russian texts of a master's duty and working hours (docs/product.md "On duty and working hours");
// ru.ts spreads them into the catalogue.
export const RU_DUTY = {
  DUTY_ON_INVALID: 'Укажите, на линии вы или нет',
  DUTY_ON: 'Вы на линии: новые заказы будут приходить',
  DUTY_OFF: 'Вы не на линии: заказы не придут, пока вы не вернётесь',
  DUTY_HOURS_SAVED: 'Рабочие часы сохранены',
  DUTY_HOURS_INVALID: 'Передайте список рабочих часов',
  DUTY_HOURS_TOO_MANY: 'Не больше {max} интервалов рабочих часов',
  DUTY_HOURS_WEEKDAY_INVALID: 'День недели — число от 1 (понедельник) до 7 (воскресенье)',
  DUTY_HOURS_TIME_INVALID: 'Время указывается как ЧЧ:ММ, от 00:00 до 24:00',
  DUTY_HOURS_ORDER: 'Конец рабочего времени должен быть позже начала',
  DUTY_HOURS_OVERLAP: 'Рабочие часы одного дня не должны пересекаться',
  TASK_PREFERRED_MASTER_INVALID: 'Позвать снова можно только мастера, который уже выполнял ваш заказ',
} as const;
