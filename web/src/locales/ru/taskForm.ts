// Compiled from taskForm.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "detectedAs": ["Определили: ",["name"]],
  "changeCategory": ["Изменить"],
  "suggestions": ["Возможно, подойдёт одна из этих:"],
  "popular": ["Часто заказывают:"],
  "categoryLabel": ["Категория"],
  "chooseCategory": ["Выберите категорию"],
  "categoriesEmpty": ["Категории не найдены"],
  "confirm": ["Подтвердить"],
  "creating": ["Создаем задачу..."],
  "lastAddressLoading": ["Загружаем адрес из последней заявки..."],
  "locationHint": ["Мастера рядом с вами увидят задачу первыми"],
  "categoriesFailed": ["Ошибка при загрузке категорий"],
  "createFailed": ["Не удалось создать задачу"],
  "createError": ["Произошла ошибка при создании задачи"],
  "photosLabel": ["Фотографии (необязательно)"],
  "photosHint": ["До 5 фото: JPEG, PNG, GIF или WebP, до 5 МБ каждое"],
  "photoAdd": ["Добавить фото"],
  "photoAlt": ["Фото ",["index"]],
  "photoRemove": ["Удалить фото ",["index"]],
  "photoUploading": ["Загружаем фото..."],
  "photoUploadFailed": ["Не удалось загрузить фотографию"],
  "photosTooMany": ["Можно прикрепить не более 5 фотографий"],
  "notARequest": ["Похоже, это не заявка на работу мастера"],
  "notARequestTitle": ["Отправить мастерам как есть?"],
  "notARequestBody": ["Описание не похоже на просьбу о работе. Мастера получат его таким, как Вы написали."],
  "notARequestSend": ["Отправить"],
  "notARequestEdit": ["Исправить описание"],
  "doorLabel": ["Адрес: улица, дом, квартира, ориентир"],
  "doorCounter": [["length"],"/200 · мастер увидит его, когда примет задачу"],
  "preferredNote": ["Заказ сначала увидит только ",["name"]," — ваш прежний мастер. Если он не сможет, предложим другим мастерам рядом."],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  detectedAs(values: { name: string | number }): string;
  readonly changeCategory: string;
  readonly suggestions: string;
  readonly popular: string;
  readonly categoryLabel: string;
  readonly chooseCategory: string;
  readonly categoriesEmpty: string;
  readonly confirm: string;
  readonly creating: string;
  readonly lastAddressLoading: string;
  readonly locationHint: string;
  readonly categoriesFailed: string;
  readonly createFailed: string;
  readonly createError: string;
  readonly photosLabel: string;
  readonly photosHint: string;
  readonly photoAdd: string;
  photoAlt(values: { index: string | number }): string;
  photoRemove(values: { index: string | number }): string;
  readonly photoUploading: string;
  readonly photoUploadFailed: string;
  readonly photosTooMany: string;
  readonly notARequest: string;
  readonly notARequestTitle: string;
  readonly notARequestBody: string;
  readonly notARequestSend: string;
  readonly notARequestEdit: string;
  readonly doorLabel: string;
  doorCounter(values: { length: string | number }): string;
  preferredNote(values: { name: string | number }): string;
}
