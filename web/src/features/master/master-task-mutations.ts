// What the master's dashboard changes: an offer accepted or declined, a task completed (with the price the
// client paid, docs/product.md "Prices").
import { graphql } from '../../gql';

export const AcceptTaskMutation = graphql(`
  mutation AcceptTask($id: Int!) {
    acceptTask(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

export const DeclineTaskMutation = graphql(`
  mutation DeclineTask($id: Int!) {
    declineTask(id: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

export const CompleteTaskMutation = graphql(`
  # price: what the client paid (docs/product.md "Prices"), sent only when the master gave one
  mutation CompleteTask($id: Int!, $price: Int) {
    completeTask(id: $id, price: $price) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);
