// Compiled from validation.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  descriptionTooShort: ['Описание задачи должно быть не менее 10 символов'],
  categoryRequired: ['Выберите категорию'],
  phoneInvalid: ['Неверный формат телефона. Используйте формат +998XXXXXXXXX'],
  phoneInvalidShort: ['Неверный формат телефона'],
  usernameInvalid: ['Неверный формат логина. Используйте формат @username'],
  formatValid: ['✓ Корректный формат'],
  clientCancelTextRequired: ['Укажите причину отмены'],
  masterCancelReasonRequired: ['Выберите причину отмены'],
  ratingRequired: ['Пожалуйста, выберите оценку'],
  reviewTaskMissing: ['Активная задача не найдена'],
  reviewMasterMissing: ['Информация о мастере не найдена'],
  reviewContractMissing: ['ID контракта мастера не найден'],
  applicationCategoriesRequired: ['Выберите хотя бы одну категорию услуг'],
  applicationCityRequired: ['Пожалуйста, выберите город'],
  photoNotImage: ['Пожалуйста, выберите изображение'],
  photoNotImageHelp: ['«', ['name'], '» — не изображение. Выберите фотографию в формате ', ['formats'], '.'],
  photoTooLarge: ['Размер файла не должен превышать 5MB'],
  photoTooLargeHelp: [
    '«',
    ['name'],
    '» весит ',
    ['size'],
    ' МБ, а можно не больше ',
    ['max'],
    ' МБ. Выберите фотографию поменьше или уменьшите её.',
  ],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly descriptionTooShort: string;
  readonly categoryRequired: string;
  readonly phoneInvalid: string;
  readonly phoneInvalidShort: string;
  readonly usernameInvalid: string;
  readonly formatValid: string;
  readonly clientCancelTextRequired: string;
  readonly masterCancelReasonRequired: string;
  readonly ratingRequired: string;
  readonly reviewTaskMissing: string;
  readonly reviewMasterMissing: string;
  readonly reviewContractMissing: string;
  readonly applicationCategoriesRequired: string;
  readonly applicationCityRequired: string;
  readonly photoNotImage: string;
  photoNotImageHelp(values: { name: string | number; formats: string | number }): string;
  readonly photoTooLarge: string;
  photoTooLargeHelp(values: { name: string | number; size: string | number; max: string | number }): string;
}
