// Compiled from journey.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "stepsLabel": ["Ход задачи"],
  "stepSearching": ["Поиск"],
  "stepAccepted": ["Принята"],
  "stepOnTheWay": ["В пути"],
  "stepArrived": ["На месте"],
  "stepDone": ["Готово"],
  "notified": ["Мастеров рядом уведомлено: ",["count"]],
  "waveRadius": ["Ищем мастеров в радиусе ",["distance"]," от вас"],
  "masterCompleted": ["Выполнено работ: ",["count"]],
  "masterAway": [["distance"]," от вас"],
  "callMaster": ["Позвонить"],
  "onTheWayTitle": ["Мастер в пути"],
  "distanceLeft": ["До вас: ",["distance"]],
  "etaApprox": ["Примерно через ",["minutes"]],
  "etaOwn": ["Через ",["minutes"],", по словам мастера"],
  "updatedAt": ["Обновлено в ",["time"]],
  "arrivedTitle": ["Мастер на месте"],
  "arrivedHint": ["Мастер пришёл по вашему адресу"],
  "recapTitle": ["Ваша заявка"],
  "recapCategory": ["Категория"],
  "recapAddress": ["Адрес"],
  "recapPoint": ["Точка на карте отправлена"],
  "mapLabel": ["Карта: вы и мастер"],
  "mapYou": ["Вы"],
  "mapDistrict": ["Ваш район"],
  "mapMaster": ["Мастер"],
  "mapAttribution": ["© участники OpenStreetMap"],
  "goOnTheWay": ["Еду"],
  "goingOnTheWay": ["Отмечаем..."],
  "markArrived": ["На месте"],
  "markingArrived": ["Отмечаем..."],
  "sharingOn": ["Клиент видит, где вы, пока вы в пути"],
  "sharingSentAt": ["Местоположение отправлено в ",["time"]],
  "sharingAsking": ["Запрашиваем местоположение..."],
  "locationRefused": ["Местоположение недоступно. Скажите клиенту, через сколько минут будете на месте"],
  "etaLabel": ["Буду через, минут"],
  "etaSend": ["Сообщить"],
  "etaSent": ["Клиент знает, что вы будете через ",["minutes"]],
  "etaInvalid": ["Укажите от 1 до 180 минут"],
  "arrivedDone": ["Клиент знает, что вы на месте"],
  "onTheWayFailed": ["Не удалось отметить, что вы в пути"],
  "locationFailed": ["Не удалось отправить местоположение"],
  "arrivedFailed": ["Не удалось отметить, что вы на месте"],
  "openMaps": ["Открыть в картах"],
  "yandexMaps": ["Яндекс Карты"],
  "googleMaps": ["Google Maps"],
  "clientPointMissing": ["Клиент не отправил точку: ищите по адресу"],
  "mapsByAddress": ["Найти адрес в Яндекс Картах"],
  "topUsta": ["Топ-мастер"],
  "topUstaHint": ["Отвечает быстро, редко отменяет, рейтинг от 4,7"],
  "preferredOffered": ["Сначала заказ видит только ",["name"]," — ваш мастер"],
  "preferredDeclined": [["name"]," не может взять заказ — предлагаем его другим мастерам рядом"],
  "preferredNoAnswer": [["name"]," не ответил вовремя — предлагаем заказ другим мастерам рядом"],
  "preferredUnavailable": [["name"]," сейчас не принимает заказы — предлагаем заказ другим мастерам рядом"],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly stepsLabel: string;
  readonly stepSearching: string;
  readonly stepAccepted: string;
  readonly stepOnTheWay: string;
  readonly stepArrived: string;
  readonly stepDone: string;
  notified(values: { count: string | number }): string;
  waveRadius(values: { distance: string | number }): string;
  masterCompleted(values: { count: string | number }): string;
  masterAway(values: { distance: string | number }): string;
  readonly callMaster: string;
  readonly onTheWayTitle: string;
  distanceLeft(values: { distance: string | number }): string;
  etaApprox(values: { minutes: string | number }): string;
  etaOwn(values: { minutes: string | number }): string;
  updatedAt(values: { time: string | number }): string;
  readonly arrivedTitle: string;
  readonly arrivedHint: string;
  readonly recapTitle: string;
  readonly recapCategory: string;
  readonly recapAddress: string;
  readonly recapPoint: string;
  readonly mapLabel: string;
  readonly mapYou: string;
  readonly mapDistrict: string;
  readonly mapMaster: string;
  readonly mapAttribution: string;
  readonly goOnTheWay: string;
  readonly goingOnTheWay: string;
  readonly markArrived: string;
  readonly markingArrived: string;
  readonly sharingOn: string;
  sharingSentAt(values: { time: string | number }): string;
  readonly sharingAsking: string;
  readonly locationRefused: string;
  readonly etaLabel: string;
  readonly etaSend: string;
  etaSent(values: { minutes: string | number }): string;
  readonly etaInvalid: string;
  readonly arrivedDone: string;
  readonly onTheWayFailed: string;
  readonly locationFailed: string;
  readonly arrivedFailed: string;
  readonly openMaps: string;
  readonly yandexMaps: string;
  readonly googleMaps: string;
  readonly clientPointMissing: string;
  readonly mapsByAddress: string;
  readonly topUsta: string;
  readonly topUstaHint: string;
  preferredOffered(values: { name: string | number }): string;
  preferredDeclined(values: { name: string | number }): string;
  preferredNoAnswer(values: { name: string | number }): string;
  preferredUnavailable(values: { name: string | number }): string;
}
