// The refusal of a chosen photo in full, apart from ./validation: only the screens that take
// photos load it, not the client's first screen (its 170 KB budget, web/scripts/report-size.mjs).
import { LIMITS, PHOTO_TYPES } from '@usta/rules';
import { intlLocale } from './i18n';
import { VALIDATION_TEXTS } from './validation';

// docs/product.md's line, then which file, what was wrong and what
// to do ('«scan.pdf» is not an image: choose a JPEG, PNG or GIF photo'; '«big.jpg» weighs 7,3 МБ...')
export function photoProblem(
  file: { name: string; type: string; size: number } | null | undefined,
  types: readonly string[] = PHOTO_TYPES,
): string | null {
  if (!file) return null;
  if (!types.includes(file.type)) {
    const formats = types.map((type) => type.replace('image/', '').toUpperCase()).join(', ');
    return `${VALIDATION_TEXTS.photoNotImage}\n${VALIDATION_TEXTS.photoNotImageHelp({ name: file.name, formats })}`;
  }
  if (file.size <= LIMITS.photoMaxBytes) return null;
  const megabytes = (bytes: number) =>
    // rounded up: a file just over the limit never reads as the limit itself
    new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(Math.ceil(bytes / 104857.6) / 10);
  return `${VALIDATION_TEXTS.photoTooLarge}\n${VALIDATION_TEXTS.photoTooLargeHelp({
    name: file.name,
    size: megabytes(file.size),
    max: megabytes(LIMITS.photoMaxBytes),
  })}`;
}
