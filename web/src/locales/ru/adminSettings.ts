// Compiled from adminSettings.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  addressesTitle: ['Города и районы'],
  newCity: ['Новый город'],
  newDistrict: ['Новый район'],
  addCity: ['Добавить город'],
  addDistrict: ['Добавить район'],
  rename: ['Переименовать'],
  cityName: ['Название города'],
  nameUz: ['Название на узбекском'],
  titleUz: ['Название на узбекском'],
  descriptionUz: ['Описание на узбекском'],
  districtName: ['Название района'],
  deleteCityConfirm: ['Удалить город «', ['name'], '» вместе с его районами?'],
  deleteDistrictConfirm: ['Удалить район «', ['name'], '»?'],
  noDistricts: ['Районов пока нет'],
  latitude: ['Широта центра'],
  longitude: ['Долгота центра'],
  centre: ['Центр: ', ['latitude'], ', ', ['longitude']],
  noCentre: ['Центр не задан'],
  centreTogether: ['Широта и долгота центра указываются только вместе'],
  latitudeInvalid: ['Неверная широта'],
  longitudeInvalid: ['Неверная долгота'],
  citiesFailed: ['Ошибка при получении городов'],
  cityCreateFailed: ['Ошибка при создании города'],
  cityUpdateFailed: ['Ошибка при обновлении города'],
  cityDeleteFailed: ['Ошибка при удалении города'],
  districtCreateFailed: ['Ошибка при создании района'],
  districtUpdateFailed: ['Ошибка при обновлении района'],
  districtDeleteFailed: ['Ошибка при удалении района'],
  categoriesTitle: ['Категории услуг'],
  newCategory: ['Новая категория'],
  editCategoryTitle: ['Категория «', ['name'], '»'],
  active: ['Активна'],
  inactive: ['Отключена'],
  activeOnly: ['Активные'],
  inactiveOnly: ['Отключённые'],
  isActiveLabel: ['Категория активна'],
  sortOrder: ['Порядок'],
  keywords: ['Ключевые слова'],
  keywordsHint: ['Слова для определения категории по тексту задачи. Enter или запятая добавляет слово.'],
  keywordPlaceholder: ['Новое слово'],
  addKeyword: ['Добавить'],
  removeKeyword: ['Убрать «', ['word'], '»'],
  keywordsCount: ['Слов: ', ['count']],
  usage: ['Задач: ', ['tasks'], ', заявок: ', ['contracts']],
  deactivate: ['Отключить'],
  activate: ['Включить'],
  deleteCategoryConfirm: [
    'Удалить категорию «',
    ['name'],
    '»? Если она используется в задачах или заявках, она будет отключена, а не удалена.',
  ],
  categoryCreated: ['Категория создана'],
  categoryDeactivated: ['Категория отключена'],
  categoryActivated: ['Категория включена'],
  categoryCreateFailed: ['Ошибка при создании категории'],
  categoryUpdateFailed: ['Ошибка при обновлении категории'],
  categoryDeleteFailed: ['Ошибка при удалении категории'],
  auditTitle: ['Журнал действий'],
  auditEntity: ['Объект'],
  auditAction: ['Действие'],
  auditActor: ['Кто'],
  auditWhen: ['Когда'],
  auditSystem: ['Система'],
  auditEntityAll: ['Все объекты'],
  auditEntitiesContract: ['Заявки мастеров'],
  auditEntitiesTask: ['Задачи'],
  auditEntitiesReview: ['Отзывы'],
  auditEntitiesCategory: ['Категории'],
  auditEntitiesCity: ['Города'],
  auditEntitiesDistrict: ['Районы'],
  auditEntitiesApiToken: ['Токены аналитиков'],
  apiTokensTitle: ['Токены аналитиков'],
  apiTokensHint: [
    'Токен даёт доступ только на чтение: GraphQL Explorer (/explorer) и запросы с заголовком Authorization: Bearer.',
  ],
  tokenName: ['Название'],
  tokenNamePlaceholder: ['Например: отчёты отдела продаж'],
  createToken: ['Выпустить токен'],
  tokenCreated: ['Токен выпущен'],
  tokenShownOnce: ['Скопируйте токен сейчас: он показывается один раз.'],
  copyToken: ['Копировать'],
  tokenCopied: ['Токен скопирован'],
  revoke: ['Отозвать'],
  revokeConfirm: ['Отозвать токен «', ['name'], '»? Запросы с ним перестанут работать.'],
  tokenRevoked: ['Токен отозван'],
  revokedAt: ['Отозван'],
  lastUsedAt: ['Последнее использование'],
  noTokens: ['Токенов пока нет'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly addressesTitle: string;
  readonly newCity: string;
  readonly newDistrict: string;
  readonly addCity: string;
  readonly addDistrict: string;
  readonly rename: string;
  readonly cityName: string;
  readonly nameUz: string;
  readonly titleUz: string;
  readonly descriptionUz: string;
  readonly districtName: string;
  deleteCityConfirm(values: { name: string | number }): string;
  deleteDistrictConfirm(values: { name: string | number }): string;
  readonly noDistricts: string;
  readonly latitude: string;
  readonly longitude: string;
  centre(values: { latitude: string | number; longitude: string | number }): string;
  readonly noCentre: string;
  readonly centreTogether: string;
  readonly latitudeInvalid: string;
  readonly longitudeInvalid: string;
  readonly citiesFailed: string;
  readonly cityCreateFailed: string;
  readonly cityUpdateFailed: string;
  readonly cityDeleteFailed: string;
  readonly districtCreateFailed: string;
  readonly districtUpdateFailed: string;
  readonly districtDeleteFailed: string;
  readonly categoriesTitle: string;
  readonly newCategory: string;
  editCategoryTitle(values: { name: string | number }): string;
  readonly active: string;
  readonly inactive: string;
  readonly activeOnly: string;
  readonly inactiveOnly: string;
  readonly isActiveLabel: string;
  readonly sortOrder: string;
  readonly keywords: string;
  readonly keywordsHint: string;
  readonly keywordPlaceholder: string;
  readonly addKeyword: string;
  removeKeyword(values: { word: string | number }): string;
  keywordsCount(values: { count: string | number }): string;
  usage(values: { tasks: string | number; contracts: string | number }): string;
  readonly deactivate: string;
  readonly activate: string;
  deleteCategoryConfirm(values: { name: string | number }): string;
  readonly categoryCreated: string;
  readonly categoryDeactivated: string;
  readonly categoryActivated: string;
  readonly categoryCreateFailed: string;
  readonly categoryUpdateFailed: string;
  readonly categoryDeleteFailed: string;
  readonly auditTitle: string;
  readonly auditEntity: string;
  readonly auditAction: string;
  readonly auditActor: string;
  readonly auditWhen: string;
  readonly auditSystem: string;
  readonly auditEntityAll: string;
  readonly auditEntitiesContract: string;
  readonly auditEntitiesTask: string;
  readonly auditEntitiesReview: string;
  readonly auditEntitiesCategory: string;
  readonly auditEntitiesCity: string;
  readonly auditEntitiesDistrict: string;
  readonly auditEntitiesApiToken: string;
  readonly apiTokensTitle: string;
  readonly apiTokensHint: string;
  readonly tokenName: string;
  readonly tokenNamePlaceholder: string;
  readonly createToken: string;
  readonly tokenCreated: string;
  readonly tokenShownOnce: string;
  readonly copyToken: string;
  readonly tokenCopied: string;
  readonly revoke: string;
  revokeConfirm(values: { name: string | number }): string;
  readonly tokenRevoked: string;
  readonly revokedAt: string;
  readonly lastUsedAt: string;
  readonly noTokens: string;
}
