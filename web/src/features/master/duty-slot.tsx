// Where the duty switch (docs/product.md §12) goes on the dashboard: it and its texts load after the first
// paint, so the dashboard's first screen does not carry them.
import { lazy, Suspense } from 'react';
import { loadFeatureTexts } from '../../lib/i18n';

const DutyPanel = lazy(() =>
  Promise.all([import('./duty-panel'), loadFeatureTexts(['duty'])]).then(([module]) => ({ default: module.DutyPanel })),
);

export function DutySlot() {
  return (
    <Suspense fallback={null}>
      <DutyPanel />
    </Suspense>
  );
}
