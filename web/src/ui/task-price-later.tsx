// A task's price line (task-price.tsx) as a first screen places it: it loads with its texts after the screen,
// and nothing stands in its place meanwhile.
import { lazy, Suspense, type ComponentProps } from 'react';

const TaskPriceOf = lazy(() => import('./task-price').then((module) => ({ default: module.TaskPriceOf })));

export function TaskPriceOfLater(props: ComponentProps<typeof TaskPriceOf>) {
  return (
    <Suspense fallback={null}>
      <TaskPriceOf {...props} />
    </Suspense>
  );
}
