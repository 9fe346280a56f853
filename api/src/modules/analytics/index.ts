// The analytics module: the marketplace's aggregates (funnel, times, series, demand, masters, reasons) read
// in one snapshot per request apart from the product's connections, and the admins' exports.
// Other modules and the faces import this file only (.dependency-cruiser.cjs).
import './analytics-fields';
import './price-fields';
import './export-fields';

export { DEFAULT_FIRST, MAX_FIRST } from './analytics';
