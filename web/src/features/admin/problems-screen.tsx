// /admin/problems (docs/product.md "The problem window"): the queue of problems clients reported after
// the job, each with both sides, the task's history, the journey's times and the price, and the admin's
// resolution (an outcome and a note). The body and its texts load when the screen opens.
import { lazy, Suspense } from 'react';
import { loadProblemTexts } from '../../lib/problem-texts';
import { LoadingBlock } from '../../ui/spinner';
import { AdminPage } from './admin-ui';
import { ADMIN_TEXTS } from './texts';

const ProblemsQueue = lazy(() =>
  Promise.all([import('./problems-queue'), loadProblemTexts()]).then(([module]) => ({
    default: module.ProblemsQueue,
  })),
);

export function AdminProblemsScreen() {
  return (
    <AdminPage title={ADMIN_TEXTS.nav.problems}>
      <Suspense fallback={<LoadingBlock />}>
        <ProblemsQueue />
      </Suspense>
    </AdminPage>
  );
}
