// The admin task screen's GraphQL: the details fragment, the task with what it allows now, its live
// updates, the admin's actions and the masters dispatch would offer it to.
import { graphql } from '../../gql';

export const TaskDetailsFragment = graphql(`
  fragment TaskDetails_Task on Task {
    id
    # the cache keeps the newer of two answers about a task (app/apollo.ts)
    version
    text
    status
    statusLabel
    phase
    createdAt
    updatedAt
    dispatchedAt
    acceptedAt
    completedAt
    closedAt
    phone
    tgUsername
    # docs/product.md "Prices": the counted price, both sides' figures and whether they disagree
    price
    masterPrice
    clientPrice
    priceDisputed
    cancelReasonText
    cancelReason {
      id
      name
    }
    category {
      id
      name
    }
    city {
      id
      name
    }
    district {
      id
      name
    }
    when
    scheduledFrom
    scheduledTo
    photos {
      id
      url
    }
    clientUser {
      id
      name
      username
      telegramId
    }
    master {
      contractId
      name
      phone
    }
    statusHistory {
      id
      fromStatusLabel
      toStatusLabel
      reason
      createdAt
      actor {
        id
        name
      }
      cancelReason {
        id
        name
      }
    }
    offers {
      id
      state
      createdAt
      respondedAt
      wave
      distanceM
      contract {
        id
        name
        phone
      }
    }
  }
`);

export const AdminTaskQuery = graphql(`
  query AdminTask($id: Int!) {
    adminTask(id: $id) {
      id
      status
      availableActions
      categoryId
      cityId
      districtId
      ...TaskDetails_Task
    }
  }
`);

// the task's own changes while the admin looks at it
export const AdminTaskUpdatedSubscription = graphql(`
  subscription AdminTaskUpdated($id: Int!) {
    taskUpdated(id: $id) {
      id
      status
      availableActions
      ...TaskDetails_Task
    }
  }
`);

export const AdminRejectTaskMutation = graphql(`
  mutation AdminRejectTask($id: Int!, $reason: String) {
    adminRejectTask(id: $id, reason: $reason) {
      __typename
      ... on MutationAdminRejectTaskSuccess {
        data {
          id
          status
          availableActions
          ...TaskDetails_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const AdminRedispatchTaskMutation = graphql(`
  mutation AdminRedispatchTask($id: Int!) {
    adminRedispatchTask(id: $id) {
      __typename
      ... on MutationAdminRedispatchTaskSuccess {
        data {
          id
          status
          availableActions
          ...TaskDetails_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const AdminAssignTaskMutation = graphql(`
  mutation AdminAssignTask($id: Int!, $contractId: Int!) {
    adminAssignTask(id: $id, contractId: $contractId) {
      __typename
      ... on MutationAdminAssignTaskSuccess {
        data {
          id
          status
          availableActions
          ...TaskDetails_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

export const AdminCloseTaskMutation = graphql(`
  mutation AdminCloseTask($id: Int!) {
    adminCloseTask(id: $id) {
      __typename
      ... on MutationAdminCloseTaskSuccess {
        data {
          id
          status
          availableActions
          ...TaskDetails_Task
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

// the masters dispatch would offer the task to now, nearest first (the server's own eligibility)
export const EligibleMastersQuery = graphql(`
  query EligibleMasters($id: Int!) {
    adminTask(id: $id) {
      id
      eligibleMasters {
        contractId
        name
        phone
        distanceM
      }
    }
  }
`);
