/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ActiveTaskCard_Task on Task {\n    id\n    text\n    status\n    statusLabel\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n": typeof types.ActiveTaskCard_TaskFragmentDoc,
    "\n  query ClientCancelReasons($step: Int!) {\n    cancelReasons(audience: client, step: $step) {\n      id\n      name\n      code\n    }\n  }\n": typeof types.ClientCancelReasonsDocument,
    "\n  mutation CancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on MutationCancelTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.CancelTaskDocument,
    "\n  query ClientReviews {\n    myReviews {\n      id\n      rating\n      comment\n      stateLabel\n      createdAt\n      task {\n        id\n        text\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ClientReviewsDocument,
    "\n  query ClientHome {\n    activeTask {\n      id\n      status\n      hasReview\n      cancelStep\n      ...ActiveTaskCard_Task\n    }\n    activeTaskCount\n    clientStats {\n      ...StatisticsCard_Stats @unmask\n    }\n  }\n": typeof types.ClientHomeDocument,
    "\n  query ClientTask($id: Int!) {\n    task(id: $id) {\n      id\n      status\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n": typeof types.ClientTaskDocument,
    "\n  subscription ClientTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n": typeof types.ClientTaskUpdatedDocument,
    "\n  query ClientTasks {\n    myTasks {\n      id\n      status\n      ...TaskListItem_Task\n    }\n  }\n": typeof types.ClientTasksDocument,
    "\n  query TaskCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n": typeof types.TaskCategoriesDocument,
    "\n  query LastAddress {\n    lastAddress {\n      cityId\n      districtId\n    }\n  }\n": typeof types.LastAddressDocument,
    "\n  mutation CreateTask($input: TaskInput!) {\n    createTask(input: $input) {\n      __typename\n      ... on MutationCreateTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on ActiveTaskExistsError {\n        task {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.CreateTaskDocument,
    "\n  query DetectCategory($text: String!) {\n    detectCategory(text: $text) {\n      categoryId\n    }\n  }\n": typeof types.DetectCategoryDocument,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      __typename\n      ... on MutationCreateReviewSuccess {\n        data {\n          id\n          taskId\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.CreateReviewDocument,
    "\n  fragment StatisticsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n": typeof types.StatisticsCard_StatsFragmentDoc,
    "\n  fragment TaskListItem_Task on Task {\n    id\n    text\n    status\n    statusLabel\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": typeof types.TaskListItem_TaskFragmentDoc,
    "\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n": typeof types.ApplicationCategoriesDocument,
    "\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n": typeof types.ContractCard_ContractFragmentDoc,
    "\n  fragment CurrentTaskCard_Task on Task {\n    id\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": typeof types.CurrentTaskCard_TaskFragmentDoc,
    "\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n": typeof types.MasterApplyDocument,
    "\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.ArchiveContractDocument,
    "\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n": typeof types.MasterCancelReasonsDocument,
    "\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.MasterCancelTaskDocument,
    "\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n": typeof types.MasterDashboardDocument,
    "\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n  }\n": typeof types.MasterStatsDocument,
    "\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n": typeof types.MasterFeedDocument,
    "\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AcceptTaskDocument,
    "\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.DeclineTaskDocument,
    "\n  mutation CompleteTask($id: Int!) {\n    completeTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.CompleteTaskDocument,
    "\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.MasterReviewsDocument,
    "\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n": typeof types.MasterStatsCard_StatsFragmentDoc,
    "\n  fragment NewTaskCard_Task on Task {\n    id\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": typeof types.NewTaskCard_TaskFragmentDoc,
    "\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n": typeof types.DevLoginDocument,
    "\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.SetRoleDocument,
    "\n  query AddressCities {\n    cities {\n      id\n      name\n    }\n  }\n": typeof types.AddressCitiesDocument,
    "\n  query AddressDistricts($cityId: Int!) {\n    districts(cityId: $cityId) {\n      id\n      name\n    }\n  }\n": typeof types.AddressDistrictsDocument,
};
const documents: Documents = {
    "\n  fragment ActiveTaskCard_Task on Task {\n    id\n    text\n    status\n    statusLabel\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n": types.ActiveTaskCard_TaskFragmentDoc,
    "\n  query ClientCancelReasons($step: Int!) {\n    cancelReasons(audience: client, step: $step) {\n      id\n      name\n      code\n    }\n  }\n": types.ClientCancelReasonsDocument,
    "\n  mutation CancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on MutationCancelTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.CancelTaskDocument,
    "\n  query ClientReviews {\n    myReviews {\n      id\n      rating\n      comment\n      stateLabel\n      createdAt\n      task {\n        id\n        text\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ClientReviewsDocument,
    "\n  query ClientHome {\n    activeTask {\n      id\n      status\n      hasReview\n      cancelStep\n      ...ActiveTaskCard_Task\n    }\n    activeTaskCount\n    clientStats {\n      ...StatisticsCard_Stats @unmask\n    }\n  }\n": types.ClientHomeDocument,
    "\n  query ClientTask($id: Int!) {\n    task(id: $id) {\n      id\n      status\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n": types.ClientTaskDocument,
    "\n  subscription ClientTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n": types.ClientTaskUpdatedDocument,
    "\n  query ClientTasks {\n    myTasks {\n      id\n      status\n      ...TaskListItem_Task\n    }\n  }\n": types.ClientTasksDocument,
    "\n  query TaskCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n": types.TaskCategoriesDocument,
    "\n  query LastAddress {\n    lastAddress {\n      cityId\n      districtId\n    }\n  }\n": types.LastAddressDocument,
    "\n  mutation CreateTask($input: TaskInput!) {\n    createTask(input: $input) {\n      __typename\n      ... on MutationCreateTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on ActiveTaskExistsError {\n        task {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.CreateTaskDocument,
    "\n  query DetectCategory($text: String!) {\n    detectCategory(text: $text) {\n      categoryId\n    }\n  }\n": types.DetectCategoryDocument,
    "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      __typename\n      ... on MutationCreateReviewSuccess {\n        data {\n          id\n          taskId\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.CreateReviewDocument,
    "\n  fragment StatisticsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n": types.StatisticsCard_StatsFragmentDoc,
    "\n  fragment TaskListItem_Task on Task {\n    id\n    text\n    status\n    statusLabel\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": types.TaskListItem_TaskFragmentDoc,
    "\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n": types.ApplicationCategoriesDocument,
    "\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n": types.ContractCard_ContractFragmentDoc,
    "\n  fragment CurrentTaskCard_Task on Task {\n    id\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": types.CurrentTaskCard_TaskFragmentDoc,
    "\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n": types.MasterApplyDocument,
    "\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.ArchiveContractDocument,
    "\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n": types.MasterCancelReasonsDocument,
    "\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.MasterCancelTaskDocument,
    "\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n": types.MasterDashboardDocument,
    "\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n  }\n": types.MasterStatsDocument,
    "\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n": types.MasterFeedDocument,
    "\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AcceptTaskDocument,
    "\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.DeclineTaskDocument,
    "\n  mutation CompleteTask($id: Int!) {\n    completeTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.CompleteTaskDocument,
    "\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.MasterReviewsDocument,
    "\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n": types.MasterStatsCard_StatsFragmentDoc,
    "\n  fragment NewTaskCard_Task on Task {\n    id\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": types.NewTaskCard_TaskFragmentDoc,
    "\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n": types.DevLoginDocument,
    "\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.SetRoleDocument,
    "\n  query AddressCities {\n    cities {\n      id\n      name\n    }\n  }\n": types.AddressCitiesDocument,
    "\n  query AddressDistricts($cityId: Int!) {\n    districts(cityId: $cityId) {\n      id\n      name\n    }\n  }\n": types.AddressDistrictsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActiveTaskCard_Task on Task {\n    id\n    text\n    status\n    statusLabel\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n"): (typeof documents)["\n  fragment ActiveTaskCard_Task on Task {\n    id\n    text\n    status\n    statusLabel\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientCancelReasons($step: Int!) {\n    cancelReasons(audience: client, step: $step) {\n      id\n      name\n      code\n    }\n  }\n"): (typeof documents)["\n  query ClientCancelReasons($step: Int!) {\n    cancelReasons(audience: client, step: $step) {\n      id\n      name\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on MutationCancelTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on MutationCancelTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientReviews {\n    myReviews {\n      id\n      rating\n      comment\n      stateLabel\n      createdAt\n      task {\n        id\n        text\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientReviews {\n    myReviews {\n      id\n      rating\n      comment\n      stateLabel\n      createdAt\n      task {\n        id\n        text\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientHome {\n    activeTask {\n      id\n      status\n      hasReview\n      cancelStep\n      ...ActiveTaskCard_Task\n    }\n    activeTaskCount\n    clientStats {\n      ...StatisticsCard_Stats @unmask\n    }\n  }\n"): (typeof documents)["\n  query ClientHome {\n    activeTask {\n      id\n      status\n      hasReview\n      cancelStep\n      ...ActiveTaskCard_Task\n    }\n    activeTaskCount\n    clientStats {\n      ...StatisticsCard_Stats @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTask($id: Int!) {\n    task(id: $id) {\n      id\n      status\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n"): (typeof documents)["\n  query ClientTask($id: Int!) {\n    task(id: $id) {\n      id\n      status\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n"): (typeof documents)["\n  subscription ClientTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTasks {\n    myTasks {\n      id\n      status\n      ...TaskListItem_Task\n    }\n  }\n"): (typeof documents)["\n  query ClientTasks {\n    myTasks {\n      id\n      status\n      ...TaskListItem_Task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query TaskCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LastAddress {\n    lastAddress {\n      cityId\n      districtId\n    }\n  }\n"): (typeof documents)["\n  query LastAddress {\n    lastAddress {\n      cityId\n      districtId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTask($input: TaskInput!) {\n    createTask(input: $input) {\n      __typename\n      ... on MutationCreateTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on ActiveTaskExistsError {\n        task {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTask($input: TaskInput!) {\n    createTask(input: $input) {\n      __typename\n      ... on MutationCreateTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on ActiveTaskExistsError {\n        task {\n          id\n          status\n          hasReview\n          cancelStep\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DetectCategory($text: String!) {\n    detectCategory(text: $text) {\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  query DetectCategory($text: String!) {\n    detectCategory(text: $text) {\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      __typename\n      ... on MutationCreateReviewSuccess {\n        data {\n          id\n          taskId\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      __typename\n      ... on MutationCreateReviewSuccess {\n        data {\n          id\n          taskId\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatisticsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n"): (typeof documents)["\n  fragment StatisticsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskListItem_Task on Task {\n    id\n    text\n    status\n    statusLabel\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment TaskListItem_Task on Task {\n    id\n    text\n    status\n    statusLabel\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentTaskCard_Task on Task {\n    id\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentTaskCard_Task on Task {\n    id\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n"): (typeof documents)["\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n"): (typeof documents)["\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n"): (typeof documents)["\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n  }\n"): (typeof documents)["\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTask($id: Int!) {\n    completeTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTask($id: Int!) {\n    completeTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n"): (typeof documents)["\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewTaskCard_Task on Task {\n    id\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment NewTaskCard_Task on Task {\n    id\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n"): (typeof documents)["\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressCities {\n    cities {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AddressCities {\n    cities {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressDistricts($cityId: Int!) {\n    districts(cityId: $cityId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AddressDistricts($cityId: Int!) {\n    districts(cityId: $cityId) {\n      id\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;