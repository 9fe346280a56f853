// A task's price (docs/product.md "Prices") as one line, "Цена: 150 000 сум": the client's task list, the
// client's completed task and the review screen show it. Its texts and Intl formatting come with lib/price.ts,
// so the screens load this module lazily (task-price-later.tsx) or from chunks that are not first screens.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { formatSum, PRICE_TEXTS } from '../lib/price';
import { Hint } from './layout';

// the price is null for anyone but the task's client, its master and admins, and until someone gives one
export const TaskPriceQuery = graphql(`
  query TaskPrice($id: Int!) {
    task(id: $id) {
      id
      price
    }
  }
`);

export function TaskPriceLine({ price }: { price: number }) {
  return <Hint data-testid="task-price">{PRICE_TEXTS.taskPrice({ sum: formatSum(price) })}</Hint>;
}

// the line of a task whose screen does not read its price (the live card): nothing until there is one
export function TaskPriceOf({ taskId }: { taskId: number }) {
  const { data } = useQuery(TaskPriceQuery, { variables: { id: taskId }, fetchPolicy: 'cache-and-network' });
  const price = data?.task?.price ?? null;
  return price === null ? null : <TaskPriceLine price={price} />;
}
