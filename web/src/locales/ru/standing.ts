// Compiled from standing.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "hoursTitle": ["Рабочие часы"],
  "hoursOpen": ["Рабочие часы"],
  "hoursHint": ["Время ташкентское. Пустой список — заказы приходят в любое время; день без интервалов — выходной."],
  "hoursAnyTime": ["Сейчас: в любое время"],
  "weekday1": ["Пн"],
  "weekday2": ["Вт"],
  "weekday3": ["Ср"],
  "weekday4": ["Чт"],
  "weekday5": ["Пт"],
  "weekday6": ["Сб"],
  "weekday7": ["Вс"],
  "from": ["С"],
  "to": ["До"],
  "addInterval": ["+ интервал"],
  "removeInterval": ["Убрать интервал"],
  "hoursSave": ["Сохранить часы"],
  "hoursClear": ["Любое время"],
  "hoursSaved": ["Рабочие часы сохранены"],
  "hoursFailed": ["Не удалось сохранить рабочие часы"],
  "standardOpen": ["Мой стандарт"],
  "standardTitle": ["Стандарт отклика"],
  "standardHint": ["За последние 90 дней. Значок «Топ-мастер» видят клиенты, и в рассылке вы идёте первым среди мастеров на похожем расстоянии."],
  "topUsta": ["Топ-мастер"],
  "youAreTop": ["Вы Топ-мастер"],
  "notTopYet": ["До значка «Топ-мастер» не хватает:"],
  "figureOffers": ["Предложений: ",["count"]],
  "needOffers": ["нужно от 10"],
  "figureAnswered": ["Ответили вовремя: ",["share"]],
  "needAnswered": ["нужно от 75 %"],
  "figureAccepted": ["Приняли: ",["share"]],
  "figureCancelled": ["Отменили сами: ",["share"]],
  "needCancelled": ["нужно не больше 10 %"],
  "figureRating": ["Рейтинг: ",["rating"]],
  "needRating": ["нужно от 4,7"],
  "figureReviews": ["Отзывов: ",["count"]],
  "needReviews": ["нужно от 5"],
  "standardFailed": ["Не удалось загрузить показатели"],
  "formerClient": ["Ваш прежний клиент: он просит именно вас"],
  "callAgain": ["Позвать снова"],
  "unanswered": ["Без ответа подряд: ",["count"],". Пока вы не ответите на заказ, новые приходят вам после мастеров, которые отвечают."],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly hoursTitle: string;
  readonly hoursOpen: string;
  readonly hoursHint: string;
  readonly hoursAnyTime: string;
  readonly weekday1: string;
  readonly weekday2: string;
  readonly weekday3: string;
  readonly weekday4: string;
  readonly weekday5: string;
  readonly weekday6: string;
  readonly weekday7: string;
  readonly from: string;
  readonly to: string;
  readonly addInterval: string;
  readonly removeInterval: string;
  readonly hoursSave: string;
  readonly hoursClear: string;
  readonly hoursSaved: string;
  readonly hoursFailed: string;
  readonly standardOpen: string;
  readonly standardTitle: string;
  readonly standardHint: string;
  readonly topUsta: string;
  readonly youAreTop: string;
  readonly notTopYet: string;
  figureOffers(values: { count: string | number }): string;
  readonly needOffers: string;
  figureAnswered(values: { share: string | number }): string;
  readonly needAnswered: string;
  figureAccepted(values: { share: string | number }): string;
  figureCancelled(values: { share: string | number }): string;
  readonly needCancelled: string;
  figureRating(values: { rating: string | number }): string;
  readonly needRating: string;
  figureReviews(values: { count: string | number }): string;
  readonly needReviews: string;
  readonly standardFailed: string;
  readonly formerClient: string;
  readonly callAgain: string;
  unanswered(values: { count: string | number }): string;
}
