// Compiled from analytics.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "title": ["Аналитика"],
  "loading": ["Загружаем аналитику"],
  "loadFailed": ["Не удалось загрузить аналитику"],
  "retry": ["Повторить"],
  "empty": ["За выбранный период задач нет. Измените даты или фильтры."],
  "updating": ["Обновляем…"],
  "explorerHint": ["Свои вопросы к данным можно задать в GraphQL Explorer."],
  "explorer": ["Открыть GraphQL Explorer"],
  "tokenLabel": ["Токен аналитика"],
  "connect": ["Подключить"],
  "tokenNeeded": ["Введите токен аналитика: его выдаёт администратор в разделе «Токены аналитиков»."],
  "filters": ["Фильтры"],
  "from": ["С даты"],
  "to": ["По дату"],
  "city": ["Город"],
  "district": ["Район"],
  "category": ["Категория"],
  "all": ["Все"],
  "badRange": ["Дата начала должна быть не позже даты конца"],
  "summary": ["Итоги периода"],
  "created": ["Создано"],
  "offered": ["Предложено мастерам"],
  "accepted": ["Принято"],
  "completed": ["Завершено"],
  "reviewed": ["С отзывом"],
  "cancelled": ["Отменено клиентом"],
  "expired": ["Истекло"],
  "rejected": ["Отклонено"],
  "unserved": ["Без мастера"],
  "masters": ["Мастеров"],
  "acceptMedian": ["Медиана до принятия"],
  "acceptP90": ["90-й перцентиль до принятия"],
  "funnelTitle": ["Воронка задач"],
  "funnelChart": ["Воронка: сколько задач дошло до каждого этапа"],
  "lossesTitle": ["Потери"],
  "acceptTitle": ["Время до принятия"],
  "acceptChart": ["Время до принятия по периодам: медиана и 90-й перцентиль, в минутах"],
  "median": ["Медиана"],
  "p90": ["90-й перцентиль"],
  "minutes": ["минуты"],
  "period": ["Период"],
  "tasksCreated": ["Задач"],
  "noAccepts": ["В этом периоде ни одна задача не принята"],
  "byDay": ["по дням"],
  "byWeek": ["по неделям"],
  "districtsTitle": ["Спрос и предложение по районам"],
  "districtsChart": ["Спрос и предложение по районам: создано, принято, без мастера и число мастеров"],
  "categoriesTitle": ["Спрос и предложение по категориям"],
  "categoriesChart": ["Спрос и предложение по категориям: создано, принято, без мастера и число мастеров"],
  "noCategory": ["Без категории"],
  "slowestTitle": ["Самые медленные районы"],
  "slowestHint": ["По медиане времени от создания задачи до принятия мастером"],
  "slowestEmpty": ["Ни одна задача не принята: сравнивать нечего"],
  "unansweredTitle": ["Мастера, которые не отвечают на предложения"],
  "unansweredHint": ["Предложения, оставленные без ответа до конца ожидания"],
  "howCounted": ["Как считается"],
  "unansweredDefinition": ["Без ответа — предложение, на которое мастер не ответил, пока задачу никто не принял за всё время ожидания: задача ушла администратору. Не считаются предложения, снятые потому, что задачу принял другой мастер, клиент её отменил, администратор отклонил или закрыл, или срок задачи истёк. Доля без ответа — без ответа из всех полученных предложений."],
  "funnelDefinition": ["Создано — задачи, созданные в выбранный период. Предложено мастерам — хотя бы одному мастеру. Принято — мастер принял задачу или администратор назначил его. Без мастера — задача ждёт администратора, истекла или никому не предлагалась. Медиана и 90-й перцентиль — время от создания задачи до первого принятия."],
  "unansweredEmpty": ["Все мастера ответили на свои предложения"],
  "master": ["Мастер"],
  "offers": ["Предложений"],
  "unanswered": ["Без ответа"],
  "unansweredShare": ["Доля без ответа"],
  "response": ["Медиана ответа"],
  "medianAccept": ["Медиана до принятия"],
  "showTable": ["Показать таблицей"],
  "tableOf": ["Таблица: ",["caption"]],
  "scrollsSideways": ["Таблица шире экрана: прокрутите её вбок →"],
  "place": ["Место"],
  "stage": ["Этап"],
  "tasks": ["Задач"],
  "share": ["Доля от созданных"],
  "intakeTitle": ["Бот в группах"],
  "intakeHint": ["Сколько групп бот читал, на сколько просьб ответил и сколько из них стали задачами."],
  "intakeGroups": ["Группы"],
  "intakeMessagesRead": ["Сообщений прочитано"],
  "intakeReplies": ["Ответов на просьбы"],
  "intakeTasksCreated": ["Задач создано"],
  "pricesTitle": ["Цены работ"],
  "pricesHint": ["Цена завершённых задач периода: какую назвал клиент, а если он не назвал, то мастер. Показаны только категории и районы, где заказов и мастеров достаточно, чтобы не было видно цену одного заказа; задачи, где цены клиента и мастера расходятся больше чем на 30 %, не считаются."],
  "pricesChart": ["Цены по категориям и районам: от 25-го до 75-го перцентиля и медиана, в сумах"],
  "pricesEmpty": ["Пока нет категорий и районов, где заказов с ценой достаточно для сравнения"],
  "priceSpread": ["Обычный разброс (25–75 %)"],
  "priceLow": ["25-й перцентиль"],
  "priceHigh": ["75-й перцентиль"],
  "jobs": ["Заказов"],
  "sums": ["сумы"],
  "valueTitle": ["Стоимость выполненных работ по неделям"],
  "valueChart": ["Стоимость выполненных работ по неделям, в сумах"],
  "valueEmpty": ["В этом периоде нет завершённых задач с ценой"],
  "week": ["Неделя с"],
  "value": ["Стоимость"],
  "topUsta": ["Топ-мастер"],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly title: string;
  readonly loading: string;
  readonly loadFailed: string;
  readonly retry: string;
  readonly empty: string;
  readonly updating: string;
  readonly explorerHint: string;
  readonly explorer: string;
  readonly tokenLabel: string;
  readonly connect: string;
  readonly tokenNeeded: string;
  readonly filters: string;
  readonly from: string;
  readonly to: string;
  readonly city: string;
  readonly district: string;
  readonly category: string;
  readonly all: string;
  readonly badRange: string;
  readonly summary: string;
  readonly created: string;
  readonly offered: string;
  readonly accepted: string;
  readonly completed: string;
  readonly reviewed: string;
  readonly cancelled: string;
  readonly expired: string;
  readonly rejected: string;
  readonly unserved: string;
  readonly masters: string;
  readonly acceptMedian: string;
  readonly acceptP90: string;
  readonly funnelTitle: string;
  readonly funnelChart: string;
  readonly lossesTitle: string;
  readonly acceptTitle: string;
  readonly acceptChart: string;
  readonly median: string;
  readonly p90: string;
  readonly minutes: string;
  readonly period: string;
  readonly tasksCreated: string;
  readonly noAccepts: string;
  readonly byDay: string;
  readonly byWeek: string;
  readonly districtsTitle: string;
  readonly districtsChart: string;
  readonly categoriesTitle: string;
  readonly categoriesChart: string;
  readonly noCategory: string;
  readonly slowestTitle: string;
  readonly slowestHint: string;
  readonly slowestEmpty: string;
  readonly unansweredTitle: string;
  readonly unansweredHint: string;
  readonly howCounted: string;
  readonly unansweredDefinition: string;
  readonly funnelDefinition: string;
  readonly unansweredEmpty: string;
  readonly master: string;
  readonly offers: string;
  readonly unanswered: string;
  readonly unansweredShare: string;
  readonly response: string;
  readonly medianAccept: string;
  readonly showTable: string;
  tableOf(values: { caption: string | number }): string;
  readonly scrollsSideways: string;
  readonly place: string;
  readonly stage: string;
  readonly tasks: string;
  readonly share: string;
  readonly intakeTitle: string;
  readonly intakeHint: string;
  readonly intakeGroups: string;
  readonly intakeMessagesRead: string;
  readonly intakeReplies: string;
  readonly intakeTasksCreated: string;
  readonly pricesTitle: string;
  readonly pricesHint: string;
  readonly pricesChart: string;
  readonly pricesEmpty: string;
  readonly priceSpread: string;
  readonly priceLow: string;
  readonly priceHigh: string;
  readonly jobs: string;
  readonly sums: string;
  readonly valueTitle: string;
  readonly valueChart: string;
  readonly valueEmpty: string;
  readonly week: string;
  readonly value: string;
  readonly topUsta: string;
}
