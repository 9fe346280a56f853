// The usual price line (price-range-note.tsx) as the screens place it: it loads with its texts after the
// screen (so no first screen carries either), and nothing stands in its place meanwhile.
import { lazy, Suspense, type ComponentProps } from 'react';

const PriceRangeNote = lazy(() => import('./price-range-note').then((module) => ({ default: module.PriceRangeNote })));

export function PriceRangeLater(props: ComponentProps<typeof PriceRangeNote>) {
  return (
    <Suspense fallback={null}>
      <PriceRangeNote {...props} />
    </Suspense>
  );
}
