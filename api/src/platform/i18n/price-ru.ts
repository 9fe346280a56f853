// The Russian texts of prices (docs/product.md "Prices"): a figure refused, the client's figure saved, the
// usual range; ru.ts spreads them into the catalogue.
export const RU_PRICE = {
  PRICE_INVALID: 'Укажите цену целым числом сумов, от 1 000 до 100 000 000',
  PRICE_NOT_COMPLETED: 'Цену можно указать только после завершения задачи',
  PRICE_SAVED: 'Цена сохранена',
  PRICE_SAVE_FAILED: 'Ошибка при сохранении цены',
  PRICE_RANGE_FOUND: 'Обычная цена найдена',
  PRICE_RANGE_NONE: 'Пока мало заказов, чтобы назвать цену',
  PRICE_RANGE_FAILED: 'Ошибка при загрузке обычной цены',
} as const;
