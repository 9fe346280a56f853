// The price module: what a job cost as the master and the client say it, who reads a task's price, and the
// usual range of a category in a district or a city (docs/product.md "Prices").
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
import './price-fields';

export { parseOptionalPrice, parsePrice } from './price-input';
export { type PriceRange, type PriceRangeQuery, priceRange, priceRangeSql, roundPrice } from './price-range';
export { PriceRangeRef, priceRangeOfTask } from './price-fields';
export { priceRoutes } from './price-routes';
export {
  PRICE_MAX,
  PRICE_MIN,
  priceHolderSelect,
  recordedPrice,
  seesTaskPrice,
  type PriceHolder,
  type RecordedPrice,
} from './price-rules';
export { setTaskPrice } from './task-price';
