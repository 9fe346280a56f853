// Compiled from problem.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "entry": ["Сообщить о проблеме"],
  "entryHint": ["Что-то не так после работы? Сообщите до ",["until"],": мастер и администратор разберутся."],
  "formTitle": ["Что случилось?"],
  "kindLabel": ["Проблема"],
  "kind": [["kind","select",{"not_fixed":["Не исправлено"],"damage":["Что-то повреждено"],"price":["Цена выше договорённой"],"behaviour":["Поведение мастера"],"other":["Другое"]}]],
  "textLabel": ["Опишите проблему"],
  "textRequired": ["Опишите проблему"],
  "kindRequired": ["Выберите, что случилось"],
  "photosHint": ["До 3 фото: JPEG, PNG, GIF или WebP, до 5 МБ каждое"],
  "photosTooMany": ["Можно прикрепить не более 3 фотографий"],
  "send": ["Отправить"],
  "cancel": ["Отмена"],
  "failed": ["Не удалось отправить сообщение о проблеме"],
  "reported": ["Вы сообщили о проблеме"],
  "waiting": ["Администратор рассмотрит её и сообщит решение."],
  "answerOf": ["Ответ мастера: ",["answer"]],
  "outcomeOf": ["Решение: ",["outcome"]],
  "note": ["Комментарий: ",["note"]],
  "masterTitle": ["Сообщения о проблемах"],
  "masterTask": ["Задача №",["id"]],
  "answerLabel": ["Ваш ответ (один раз)"],
  "answerRequired": ["Напишите ответ"],
  "answerSend": ["Ответить"],
  "answerFailed": ["Не удалось отправить ответ"],
  "adminTitle": ["Проблемы после работы"],
  "adminOpen": ["Открытые"],
  "adminResolved": ["Закрытые"],
  "adminAll": ["Все"],
  "adminEmpty": ["Сообщений о проблемах нет"],
  "adminClient": ["Клиент: ",["name"]],
  "adminMaster": ["Мастер: ",["name"],", ",["phone"]],
  "adminPrice": ["Цена: ",["price"]," сум"],
  "adminNoAnswer": ["Мастер ещё не ответил"],
  "adminHistory": ["История задачи"],
  "adminJourney": ["Выехал: ",["started"],"; прибыл: ",["arrived"]],
  "outcome": [["outcome","select",{"return_visit":["Повторный выезд"],"refund_agreed":["Возврат денег согласован"],"warning":["Предупреждение мастеру"],"suspend":["Отстранить мастера"],"other":["Жалоба не подтвердилась"]}]],
  "outcomeLabel": ["Решение"],
  "noteLabel": ["Комментарий (необязательно)"],
  "resolve": ["Закрыть проблему"],
  "resolveFailed": ["Не удалось сохранить решение"],
  "resolved": ["Решение сохранено, клиенту сообщено"],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly entry: string;
  entryHint(values: { until: string | number }): string;
  readonly formTitle: string;
  readonly kindLabel: string;
  kind(values: { kind: string | number }): string;
  readonly textLabel: string;
  readonly textRequired: string;
  readonly kindRequired: string;
  readonly photosHint: string;
  readonly photosTooMany: string;
  readonly send: string;
  readonly cancel: string;
  readonly failed: string;
  readonly reported: string;
  readonly waiting: string;
  answerOf(values: { answer: string | number }): string;
  outcomeOf(values: { outcome: string | number }): string;
  note(values: { note: string | number }): string;
  readonly masterTitle: string;
  masterTask(values: { id: string | number }): string;
  readonly answerLabel: string;
  readonly answerRequired: string;
  readonly answerSend: string;
  readonly answerFailed: string;
  readonly adminTitle: string;
  readonly adminOpen: string;
  readonly adminResolved: string;
  readonly adminAll: string;
  readonly adminEmpty: string;
  adminClient(values: { name: string | number }): string;
  adminMaster(values: { name: string | number; phone: string | number }): string;
  adminPrice(values: { price: string | number }): string;
  readonly adminNoAnswer: string;
  readonly adminHistory: string;
  adminJourney(values: { started: string | number; arrived: string | number }): string;
  outcome(values: { outcome: string | number }): string;
  readonly outcomeLabel: string;
  readonly noteLabel: string;
  readonly resolve: string;
  readonly resolveFailed: string;
  readonly resolved: string;
}
