// What the dashboard shows after its first paint: the duty switch (docs/product.md §12) and the problems
// clients reported with his jobs (docs/product.md "The problem window"). They and their texts load
// afterwards, so the dashboard's first screen does not carry them.
import { lazy, Suspense } from 'react';
import { loadFeatureTexts } from '../../lib/i18n';

const DutyPanel = lazy(() =>
  Promise.all([import('./duty-panel'), loadFeatureTexts(['duty'])]).then(([module]) => ({ default: module.DutyPanel })),
);
const MasterProblems = lazy(() =>
  Promise.all([
    import('./master-problems'),
    import('../../lib/problem-texts').then((texts) => texts.loadProblemTexts()),
  ]).then(([module]) => ({
    default: module.MasterProblems,
  })),
);

export function DutySlot() {
  return (
    <>
      <Suspense fallback={null}>
        <DutyPanel />
      </Suspense>
      <Suspense fallback={null}>
        <MasterProblems />
      </Suspense>
    </>
  );
}
