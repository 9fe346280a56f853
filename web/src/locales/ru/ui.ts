// Compiled from ui.json by web/scripts/compile-catalogues.mjs: edit the JSON, then run
// npm run -w web i18n:compile.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  chosen: ['Выбрано'],
  removeChoice: ['Убрать ', ['name']],
  rating: ['Оценка'],
  ratingOf5: [['value'], ' из 5'],
  photos: ['Фотографии'],
  photo: ['Фото ', ['index']],
  photoFailed: ['Фото недоступно'],
  city: ['Город'],
  district: ['Район'],
  districts: ['Районы'],
  chooseCity: ['Выберите город'],
  citiesEmpty: ['Города не найдены'],
  chooseDistrict: ['Выберите район'],
  districtsEmpty: ['Районы не найдены'],
  allDistricts: ['Все районы'],
  districtsLoading: ['Загрузка районов...'],
  noDistricts: ['Нет доступных районов'],
  districtsChosen: ['Выбрано районов: ', ['count']],
  allDistrictsTooltip: ['Выберите «Все районы», чтобы искать по всему городу'],
  citiesFailed: ['Ошибка при получении городов'],
  districtsFailed: ['Ошибка при получении районов'],
  locationShare: ['Отправить моё местоположение'],
  locationAsking: ['Запрашиваем местоположение...'],
  locationShared: ['Местоположение будет отправлено'],
  locationRemove: ['Не отправлять'],
  locationDeclined: ['Местоположение недоступно, можно продолжить без него'],
  whenLabel: ['Когда нужен мастер'],
  whenAsap: ['Как можно скорее'],
  whenToday: ['Сегодня'],
  whenTomorrow: ['Завтра'],
  whenPick: ['Выбрать время'],
  whenWindow: ['В выбранное время'],
  whenFrom: ['С'],
  whenTo: ['До'],
  metres: [['value'], ' м'],
  kilometres: [['value'], ' км'],
  seconds: [['s'], ' с'],
  minutes: [['m'], ' мин'],
  hours: [['h'], ' ч'],
  hoursMinutes: [['h'], ' ч ', ['m'], ' мин'],
  days: [['d'], ' дн'],
  daysHours: [['d'], ' дн ', ['h'], ' ч'],
};

// the texts of this catalogue: a text with placeholders takes them as one argument
export interface Texts {
  readonly chosen: string;
  removeChoice(values: { name: string | number }): string;
  readonly rating: string;
  ratingOf5(values: { value: string | number }): string;
  readonly photos: string;
  photo(values: { index: string | number }): string;
  readonly photoFailed: string;
  readonly city: string;
  readonly district: string;
  readonly districts: string;
  readonly chooseCity: string;
  readonly citiesEmpty: string;
  readonly chooseDistrict: string;
  readonly districtsEmpty: string;
  readonly allDistricts: string;
  readonly districtsLoading: string;
  readonly noDistricts: string;
  districtsChosen(values: { count: string | number }): string;
  readonly allDistrictsTooltip: string;
  readonly citiesFailed: string;
  readonly districtsFailed: string;
  readonly locationShare: string;
  readonly locationAsking: string;
  readonly locationShared: string;
  readonly locationRemove: string;
  readonly locationDeclined: string;
  readonly whenLabel: string;
  readonly whenAsap: string;
  readonly whenToday: string;
  readonly whenTomorrow: string;
  readonly whenPick: string;
  readonly whenWindow: string;
  readonly whenFrom: string;
  readonly whenTo: string;
  metres(values: { value: string | number }): string;
  kilometres(values: { value: string | number }): string;
  seconds(values: { s: string | number }): string;
  minutes(values: { m: string | number }): string;
  hours(values: { h: string | number }): string;
  hoursMinutes(values: { h: string | number; m: string | number }): string;
  days(values: { d: string | number }): string;
  daysHours(values: { d: string | number; h: string | number }): string;
}
