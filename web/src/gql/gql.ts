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
    "\n  fragment TaskVersion on Task {\n    version\n  }\n": typeof types.TaskVersionFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on MutationCreateApiTokenSuccess {\n        data {\n          token\n          apiToken {\n            id\n            name\n          }\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      __typename\n      ... on MutationRevokeApiTokenSuccess {\n        data {\n          id\n          revokedAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query AuditLog($entity: String, $action: String, $page: Int) {\n    auditLog(entity: $entity, action: $action, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        action\n        entity\n        entityId\n        data\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  fragment CategoryRow_Category on Category {\n    id\n    name\n    description\n    isActive\n    sortOrder\n    tasksCount\n    contractsCount\n    keywords\n  }\n": typeof types.CategoryRow_CategoryFragmentDoc,
    "\n  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {\n    adminCategories(isActive: $isActive, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...CategoryRow_Category\n      }\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  query AdminCategory($id: Int!) {\n    adminCategory(id: $id) {\n      id\n      name\n      description\n      isActive\n      sortOrder\n      keywords\n      tasksCount\n      contractsCount\n    }\n  }\n": typeof types.AdminCategoryDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on MutationCreateCategorySuccess {\n        data {\n          id\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ... on MutationUpdateCategorySuccess {\n        data {\n          id\n          name\n          description\n          isActive\n          sortOrder\n          keywords\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      __typename\n      ... on MutationDeleteCategorySuccess {\n        data {\n          deleted\n          message\n          category {\n            id\n            isActive\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  query AdminFilterOptions {\n    cities {\n      id\n      name\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminFilterOptionsDocument,
    "\n  fragment ContractDetails_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    latitude\n    longitude\n    rejectionReason\n    createdAt\n    updatedAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    user {\n      id\n      name\n      username\n      telegramId\n    }\n  }\n": typeof types.ContractDetails_ContractFragmentDoc,
    "\n  query AdminContract($id: Int!) {\n    adminContract(id: $id) {\n      id\n      ...ContractDetails_Contract\n    }\n  }\n": typeof types.AdminContractDocument,
    "\n  mutation ApproveContract($id: Int!) {\n    approveContract(id: $id) {\n      __typename\n      ... on MutationApproveContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.ApproveContractDocument,
    "\n  mutation VerifyContract($id: Int!) {\n    verifyContract(id: $id) {\n      __typename\n      ... on MutationVerifyContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.VerifyContractDocument,
    "\n  mutation RejectContract($id: Int!, $reason: String) {\n    rejectContract(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.RejectContractDocument,
    "\n  query AdminContractEdit($id: Int!) {\n    adminContract(id: $id) {\n      id\n      name\n      phone\n      description\n      address\n      categoryIds\n      cityId\n      districtIds\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n": typeof types.AdminContractEditDocument,
    "\n  mutation AdminUpdateContract($id: Int!, $input: ContractInput!) {\n    adminUpdateContract(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AdminUpdateContractDocument,
    "\n  fragment ContractRow_Contract on Contract {\n    id\n    name\n    phone\n    status\n    createdAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.ContractRow_ContractFragmentDoc,
    "\n  query AdminContracts($status: ContractStatus, $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminContracts(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ContractRow_Contract\n      }\n    }\n  }\n": typeof types.AdminContractsDocument,
    "\n  fragment ReviewRow_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    contract {\n      id\n      name\n    }\n    client {\n      id\n      name\n    }\n  }\n": typeof types.ReviewRow_ReviewFragmentDoc,
    "\n  query AdminReviews($state: ReviewState, $rating: Int, $page: Int) {\n    adminReviews(state: $state, rating: $rating, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ReviewRow_Review\n      }\n    }\n  }\n": typeof types.AdminReviewsDocument,
    "\n  fragment ReviewDetails_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    moderatedAt\n    moderatedBy {\n      id\n      name\n    }\n    client {\n      id\n      name\n      username\n    }\n    contract {\n      id\n      name\n      phone\n    }\n    task {\n      id\n      text\n      category {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ReviewDetails_ReviewFragmentDoc,
    "\n  query AdminReview($id: Int!) {\n    adminReview(id: $id) {\n      id\n      ...ReviewDetails_Review\n    }\n  }\n": typeof types.AdminReviewDocument,
    "\n  mutation ApproveReview($id: Int!) {\n    approveReview(id: $id) {\n      __typename\n      ... on MutationApproveReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.ApproveReviewDocument,
    "\n  mutation RejectReview($id: Int!) {\n    rejectReview(id: $id) {\n      __typename\n      ... on MutationRejectReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.RejectReviewDocument,
    "\n  fragment TaskDetails_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    createdAt\n    updatedAt\n    dispatchedAt\n    acceptedAt\n    completedAt\n    closedAt\n    phone\n    tgUsername\n    cancelReasonText\n    cancelReason {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    clientUser {\n      id\n      name\n      username\n      telegramId\n    }\n    master {\n      contractId\n      name\n      phone\n    }\n    statusHistory {\n      id\n      fromStatus\n      toStatus\n      reason\n      createdAt\n      actor {\n        id\n        name\n      }\n      cancelReason {\n        id\n        name\n      }\n    }\n    offers {\n      id\n      state\n      createdAt\n      respondedAt\n      wave\n      distanceM\n      contract {\n        id\n        name\n        phone\n      }\n    }\n  }\n": typeof types.TaskDetails_TaskFragmentDoc,
    "\n  query AdminTask($id: Int!) {\n    adminTask(id: $id) {\n      id\n      status\n      categoryId\n      cityId\n      districtId\n      ...TaskDetails_Task\n    }\n  }\n": typeof types.AdminTaskDocument,
    "\n  subscription AdminTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      ...TaskDetails_Task\n    }\n  }\n": typeof types.AdminTaskUpdatedDocument,
    "\n  mutation AdminRejectTask($id: Int!, $reason: String) {\n    adminRejectTask(id: $id, reason: $reason) {\n      __typename\n      ... on MutationAdminRejectTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AdminRejectTaskDocument,
    "\n  mutation AdminRedispatchTask($id: Int!) {\n    adminRedispatchTask(id: $id) {\n      __typename\n      ... on MutationAdminRedispatchTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AdminRedispatchTaskDocument,
    "\n  mutation AdminAssignTask($id: Int!, $contractId: Int!) {\n    adminAssignTask(id: $id, contractId: $contractId) {\n      __typename\n      ... on MutationAdminAssignTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AdminAssignTaskDocument,
    "\n  mutation AdminCloseTask($id: Int!) {\n    adminCloseTask(id: $id) {\n      __typename\n      ... on MutationAdminCloseTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AdminCloseTaskDocument,
    "\n  query EligibleMasters($cityId: Int!, $categoryId: Int) {\n    approved: adminContracts(status: approved, cityId: $cityId, categoryId: $categoryId, perPage: 100) {\n      items {\n        id\n        name\n        phone\n        districtIds\n      }\n    }\n    verified: adminContracts(status: verified, cityId: $cityId, categoryId: $categoryId, perPage: 100) {\n      items {\n        id\n        name\n        phone\n        districtIds\n      }\n    }\n  }\n": typeof types.EligibleMastersDocument,
    "\n  query AdminTaskEdit($id: Int!) {\n    adminTask(id: $id) {\n      id\n      text\n      categoryId\n      cityId\n      districtId\n      phone\n      tgUsername\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n": typeof types.AdminTaskEditDocument,
    "\n  mutation AdminUpdateTask($id: Int!, $input: TaskInput!) {\n    adminUpdateTask(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AdminUpdateTaskDocument,
    "\n  fragment TaskRow_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": typeof types.TaskRow_TaskFragmentDoc,
    "\n  query AdminTasks($status: [TaskStatus!], $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminTasks(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...TaskRow_Task\n      }\n    }\n  }\n": typeof types.AdminTasksDocument,
    "\n  subscription AdminTaskEvents {\n    adminTaskEvents {\n      taskId\n      status\n      at\n    }\n  }\n": typeof types.AdminTaskEventsDocument,
    "\n  fragment ActiveTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n": typeof types.ActiveTaskCard_TaskFragmentDoc,
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
    "\n  fragment TaskListItem_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": typeof types.TaskListItem_TaskFragmentDoc,
    "\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n": typeof types.ApplicationCategoriesDocument,
    "\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n": typeof types.ContractCard_ContractFragmentDoc,
    "\n  fragment CurrentTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": typeof types.CurrentTaskCard_TaskFragmentDoc,
    "\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n": typeof types.MasterApplyDocument,
    "\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.ArchiveContractDocument,
    "\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n": typeof types.MasterCancelReasonsDocument,
    "\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.MasterCancelTaskDocument,
    "\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n": typeof types.MasterDashboardDocument,
    "\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n    masterResponse {\n      ...MasterStatsCard_Response @unmask\n    }\n  }\n": typeof types.MasterStatsDocument,
    "\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n": typeof types.MasterFeedDocument,
    "\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.AcceptTaskDocument,
    "\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.DeclineTaskDocument,
    "\n  mutation CompleteTask($id: Int!) {\n    completeTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.CompleteTaskDocument,
    "\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.MasterReviewsDocument,
    "\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n": typeof types.MasterStatsCard_StatsFragmentDoc,
    "\n  fragment MasterStatsCard_Response on MasterResponse {\n    offersClosed\n    medianResponseSeconds\n    acceptanceRate\n  }\n": typeof types.MasterStatsCard_ResponseFragmentDoc,
    "\n  fragment NewTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": typeof types.NewTaskCard_TaskFragmentDoc,
    "\n  query OfferDistance($taskId: Int!) {\n    myOfferDistance(taskId: $taskId)\n  }\n": typeof types.OfferDistanceDocument,
    "\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n": typeof types.DevLoginDocument,
    "\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.SetRoleDocument,
    "\n  subscription ViewerChanged {\n    viewerChanged {\n      id\n      currentRole\n      isAdmin\n    }\n  }\n": typeof types.ViewerChangedDocument,
    "\n  query AddressCities {\n    cities {\n      id\n      name\n    }\n  }\n": typeof types.AddressCitiesDocument,
    "\n  query AddressDistricts($cityId: Int!) {\n    districts(cityId: $cityId) {\n      id\n      name\n    }\n  }\n": typeof types.AddressDistrictsDocument,
};
const documents: Documents = {
    "\n  fragment TaskVersion on Task {\n    version\n  }\n": types.TaskVersionFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on MutationCreateApiTokenSuccess {\n        data {\n          token\n          apiToken {\n            id\n            name\n          }\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      __typename\n      ... on MutationRevokeApiTokenSuccess {\n        data {\n          id\n          revokedAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query AuditLog($entity: String, $action: String, $page: Int) {\n    auditLog(entity: $entity, action: $action, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        action\n        entity\n        entityId\n        data\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  fragment CategoryRow_Category on Category {\n    id\n    name\n    description\n    isActive\n    sortOrder\n    tasksCount\n    contractsCount\n    keywords\n  }\n": types.CategoryRow_CategoryFragmentDoc,
    "\n  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {\n    adminCategories(isActive: $isActive, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...CategoryRow_Category\n      }\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  query AdminCategory($id: Int!) {\n    adminCategory(id: $id) {\n      id\n      name\n      description\n      isActive\n      sortOrder\n      keywords\n      tasksCount\n      contractsCount\n    }\n  }\n": types.AdminCategoryDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on MutationCreateCategorySuccess {\n        data {\n          id\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ... on MutationUpdateCategorySuccess {\n        data {\n          id\n          name\n          description\n          isActive\n          sortOrder\n          keywords\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      __typename\n      ... on MutationDeleteCategorySuccess {\n        data {\n          deleted\n          message\n          category {\n            id\n            isActive\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  query AdminFilterOptions {\n    cities {\n      id\n      name\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AdminFilterOptionsDocument,
    "\n  fragment ContractDetails_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    latitude\n    longitude\n    rejectionReason\n    createdAt\n    updatedAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    user {\n      id\n      name\n      username\n      telegramId\n    }\n  }\n": types.ContractDetails_ContractFragmentDoc,
    "\n  query AdminContract($id: Int!) {\n    adminContract(id: $id) {\n      id\n      ...ContractDetails_Contract\n    }\n  }\n": types.AdminContractDocument,
    "\n  mutation ApproveContract($id: Int!) {\n    approveContract(id: $id) {\n      __typename\n      ... on MutationApproveContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.ApproveContractDocument,
    "\n  mutation VerifyContract($id: Int!) {\n    verifyContract(id: $id) {\n      __typename\n      ... on MutationVerifyContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.VerifyContractDocument,
    "\n  mutation RejectContract($id: Int!, $reason: String) {\n    rejectContract(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.RejectContractDocument,
    "\n  query AdminContractEdit($id: Int!) {\n    adminContract(id: $id) {\n      id\n      name\n      phone\n      description\n      address\n      categoryIds\n      cityId\n      districtIds\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n": types.AdminContractEditDocument,
    "\n  mutation AdminUpdateContract($id: Int!, $input: ContractInput!) {\n    adminUpdateContract(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AdminUpdateContractDocument,
    "\n  fragment ContractRow_Contract on Contract {\n    id\n    name\n    phone\n    status\n    createdAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n": types.ContractRow_ContractFragmentDoc,
    "\n  query AdminContracts($status: ContractStatus, $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminContracts(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ContractRow_Contract\n      }\n    }\n  }\n": types.AdminContractsDocument,
    "\n  fragment ReviewRow_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    contract {\n      id\n      name\n    }\n    client {\n      id\n      name\n    }\n  }\n": types.ReviewRow_ReviewFragmentDoc,
    "\n  query AdminReviews($state: ReviewState, $rating: Int, $page: Int) {\n    adminReviews(state: $state, rating: $rating, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ReviewRow_Review\n      }\n    }\n  }\n": types.AdminReviewsDocument,
    "\n  fragment ReviewDetails_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    moderatedAt\n    moderatedBy {\n      id\n      name\n    }\n    client {\n      id\n      name\n      username\n    }\n    contract {\n      id\n      name\n      phone\n    }\n    task {\n      id\n      text\n      category {\n        id\n        name\n      }\n    }\n  }\n": types.ReviewDetails_ReviewFragmentDoc,
    "\n  query AdminReview($id: Int!) {\n    adminReview(id: $id) {\n      id\n      ...ReviewDetails_Review\n    }\n  }\n": types.AdminReviewDocument,
    "\n  mutation ApproveReview($id: Int!) {\n    approveReview(id: $id) {\n      __typename\n      ... on MutationApproveReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.ApproveReviewDocument,
    "\n  mutation RejectReview($id: Int!) {\n    rejectReview(id: $id) {\n      __typename\n      ... on MutationRejectReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.RejectReviewDocument,
    "\n  fragment TaskDetails_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    createdAt\n    updatedAt\n    dispatchedAt\n    acceptedAt\n    completedAt\n    closedAt\n    phone\n    tgUsername\n    cancelReasonText\n    cancelReason {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    clientUser {\n      id\n      name\n      username\n      telegramId\n    }\n    master {\n      contractId\n      name\n      phone\n    }\n    statusHistory {\n      id\n      fromStatus\n      toStatus\n      reason\n      createdAt\n      actor {\n        id\n        name\n      }\n      cancelReason {\n        id\n        name\n      }\n    }\n    offers {\n      id\n      state\n      createdAt\n      respondedAt\n      wave\n      distanceM\n      contract {\n        id\n        name\n        phone\n      }\n    }\n  }\n": types.TaskDetails_TaskFragmentDoc,
    "\n  query AdminTask($id: Int!) {\n    adminTask(id: $id) {\n      id\n      status\n      categoryId\n      cityId\n      districtId\n      ...TaskDetails_Task\n    }\n  }\n": types.AdminTaskDocument,
    "\n  subscription AdminTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      ...TaskDetails_Task\n    }\n  }\n": types.AdminTaskUpdatedDocument,
    "\n  mutation AdminRejectTask($id: Int!, $reason: String) {\n    adminRejectTask(id: $id, reason: $reason) {\n      __typename\n      ... on MutationAdminRejectTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AdminRejectTaskDocument,
    "\n  mutation AdminRedispatchTask($id: Int!) {\n    adminRedispatchTask(id: $id) {\n      __typename\n      ... on MutationAdminRedispatchTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AdminRedispatchTaskDocument,
    "\n  mutation AdminAssignTask($id: Int!, $contractId: Int!) {\n    adminAssignTask(id: $id, contractId: $contractId) {\n      __typename\n      ... on MutationAdminAssignTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AdminAssignTaskDocument,
    "\n  mutation AdminCloseTask($id: Int!) {\n    adminCloseTask(id: $id) {\n      __typename\n      ... on MutationAdminCloseTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AdminCloseTaskDocument,
    "\n  query EligibleMasters($cityId: Int!, $categoryId: Int) {\n    approved: adminContracts(status: approved, cityId: $cityId, categoryId: $categoryId, perPage: 100) {\n      items {\n        id\n        name\n        phone\n        districtIds\n      }\n    }\n    verified: adminContracts(status: verified, cityId: $cityId, categoryId: $categoryId, perPage: 100) {\n      items {\n        id\n        name\n        phone\n        districtIds\n      }\n    }\n  }\n": types.EligibleMastersDocument,
    "\n  query AdminTaskEdit($id: Int!) {\n    adminTask(id: $id) {\n      id\n      text\n      categoryId\n      cityId\n      districtId\n      phone\n      tgUsername\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n": types.AdminTaskEditDocument,
    "\n  mutation AdminUpdateTask($id: Int!, $input: TaskInput!) {\n    adminUpdateTask(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AdminUpdateTaskDocument,
    "\n  fragment TaskRow_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": types.TaskRow_TaskFragmentDoc,
    "\n  query AdminTasks($status: [TaskStatus!], $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminTasks(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...TaskRow_Task\n      }\n    }\n  }\n": types.AdminTasksDocument,
    "\n  subscription AdminTaskEvents {\n    adminTaskEvents {\n      taskId\n      status\n      at\n    }\n  }\n": types.AdminTaskEventsDocument,
    "\n  fragment ActiveTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n": types.ActiveTaskCard_TaskFragmentDoc,
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
    "\n  fragment TaskListItem_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": types.TaskListItem_TaskFragmentDoc,
    "\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n": types.ApplicationCategoriesDocument,
    "\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n": types.ContractCard_ContractFragmentDoc,
    "\n  fragment CurrentTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": types.CurrentTaskCard_TaskFragmentDoc,
    "\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n": types.MasterApplyDocument,
    "\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.ArchiveContractDocument,
    "\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n": types.MasterCancelReasonsDocument,
    "\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.MasterCancelTaskDocument,
    "\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n": types.MasterDashboardDocument,
    "\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n    masterResponse {\n      ...MasterStatsCard_Response @unmask\n    }\n  }\n": types.MasterStatsDocument,
    "\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n": types.MasterFeedDocument,
    "\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.AcceptTaskDocument,
    "\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.DeclineTaskDocument,
    "\n  mutation CompleteTask($id: Int!) {\n    completeTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.CompleteTaskDocument,
    "\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.MasterReviewsDocument,
    "\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n": types.MasterStatsCard_StatsFragmentDoc,
    "\n  fragment MasterStatsCard_Response on MasterResponse {\n    offersClosed\n    medianResponseSeconds\n    acceptanceRate\n  }\n": types.MasterStatsCard_ResponseFragmentDoc,
    "\n  fragment NewTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n": types.NewTaskCard_TaskFragmentDoc,
    "\n  query OfferDistance($taskId: Int!) {\n    myOfferDistance(taskId: $taskId)\n  }\n": types.OfferDistanceDocument,
    "\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n": types.DevLoginDocument,
    "\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.SetRoleDocument,
    "\n  subscription ViewerChanged {\n    viewerChanged {\n      id\n      currentRole\n      isAdmin\n    }\n  }\n": types.ViewerChangedDocument,
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
export function graphql(source: "\n  fragment TaskVersion on Task {\n    version\n  }\n"): (typeof documents)["\n  fragment TaskVersion on Task {\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on MutationCreateApiTokenSuccess {\n        data {\n          token\n          apiToken {\n            id\n            name\n          }\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on MutationCreateApiTokenSuccess {\n        data {\n          token\n          apiToken {\n            id\n            name\n          }\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      __typename\n      ... on MutationRevokeApiTokenSuccess {\n        data {\n          id\n          revokedAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      __typename\n      ... on MutationRevokeApiTokenSuccess {\n        data {\n          id\n          revokedAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($entity: String, $action: String, $page: Int) {\n    auditLog(entity: $entity, action: $action, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        action\n        entity\n        entityId\n        data\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($entity: String, $action: String, $page: Int) {\n    auditLog(entity: $entity, action: $action, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        action\n        entity\n        entityId\n        data\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryRow_Category on Category {\n    id\n    name\n    description\n    isActive\n    sortOrder\n    tasksCount\n    contractsCount\n    keywords\n  }\n"): (typeof documents)["\n  fragment CategoryRow_Category on Category {\n    id\n    name\n    description\n    isActive\n    sortOrder\n    tasksCount\n    contractsCount\n    keywords\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {\n    adminCategories(isActive: $isActive, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...CategoryRow_Category\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {\n    adminCategories(isActive: $isActive, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...CategoryRow_Category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategory($id: Int!) {\n    adminCategory(id: $id) {\n      id\n      name\n      description\n      isActive\n      sortOrder\n      keywords\n      tasksCount\n      contractsCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCategory($id: Int!) {\n    adminCategory(id: $id) {\n      id\n      name\n      description\n      isActive\n      sortOrder\n      keywords\n      tasksCount\n      contractsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on MutationCreateCategorySuccess {\n        data {\n          id\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on MutationCreateCategorySuccess {\n        data {\n          id\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ... on MutationUpdateCategorySuccess {\n        data {\n          id\n          name\n          description\n          isActive\n          sortOrder\n          keywords\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ... on MutationUpdateCategorySuccess {\n        data {\n          id\n          name\n          description\n          isActive\n          sortOrder\n          keywords\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      __typename\n      ... on MutationDeleteCategorySuccess {\n        data {\n          deleted\n          message\n          category {\n            id\n            isActive\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      __typename\n      ... on MutationDeleteCategorySuccess {\n        data {\n          deleted\n          message\n          category {\n            id\n            isActive\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFilterOptions {\n    cities {\n      id\n      name\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminFilterOptions {\n    cities {\n      id\n      name\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractDetails_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    latitude\n    longitude\n    rejectionReason\n    createdAt\n    updatedAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    user {\n      id\n      name\n      username\n      telegramId\n    }\n  }\n"): (typeof documents)["\n  fragment ContractDetails_Contract on Contract {\n    id\n    status\n    name\n    phone\n    description\n    photoPath\n    address\n    latitude\n    longitude\n    rejectionReason\n    createdAt\n    updatedAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    user {\n      id\n      name\n      username\n      telegramId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContract($id: Int!) {\n    adminContract(id: $id) {\n      id\n      ...ContractDetails_Contract\n    }\n  }\n"): (typeof documents)["\n  query AdminContract($id: Int!) {\n    adminContract(id: $id) {\n      id\n      ...ContractDetails_Contract\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveContract($id: Int!) {\n    approveContract(id: $id) {\n      __typename\n      ... on MutationApproveContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveContract($id: Int!) {\n    approveContract(id: $id) {\n      __typename\n      ... on MutationApproveContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyContract($id: Int!) {\n    verifyContract(id: $id) {\n      __typename\n      ... on MutationVerifyContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyContract($id: Int!) {\n    verifyContract(id: $id) {\n      __typename\n      ... on MutationVerifyContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectContract($id: Int!, $reason: String) {\n    rejectContract(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectContract($id: Int!, $reason: String) {\n    rejectContract(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContractEdit($id: Int!) {\n    adminContract(id: $id) {\n      id\n      name\n      phone\n      description\n      address\n      categoryIds\n      cityId\n      districtIds\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query AdminContractEdit($id: Int!) {\n    adminContract(id: $id) {\n      id\n      name\n      phone\n      description\n      address\n      categoryIds\n      cityId\n      districtIds\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateContract($id: Int!, $input: ContractInput!) {\n    adminUpdateContract(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateContract($id: Int!, $input: ContractInput!) {\n    adminUpdateContract(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractRow_Contract on Contract {\n    id\n    name\n    phone\n    status\n    createdAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ContractRow_Contract on Contract {\n    id\n    name\n    phone\n    status\n    createdAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContracts($status: ContractStatus, $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminContracts(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ContractRow_Contract\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminContracts($status: ContractStatus, $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminContracts(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ContractRow_Contract\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewRow_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    contract {\n      id\n      name\n    }\n    client {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewRow_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    contract {\n      id\n      name\n    }\n    client {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviews($state: ReviewState, $rating: Int, $page: Int) {\n    adminReviews(state: $state, rating: $rating, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ReviewRow_Review\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReviews($state: ReviewState, $rating: Int, $page: Int) {\n    adminReviews(state: $state, rating: $rating, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ReviewRow_Review\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewDetails_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    moderatedAt\n    moderatedBy {\n      id\n      name\n    }\n    client {\n      id\n      name\n      username\n    }\n    contract {\n      id\n      name\n      phone\n    }\n    task {\n      id\n      text\n      category {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReviewDetails_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    moderatedAt\n    moderatedBy {\n      id\n      name\n    }\n    client {\n      id\n      name\n      username\n    }\n    contract {\n      id\n      name\n      phone\n    }\n    task {\n      id\n      text\n      category {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReview($id: Int!) {\n    adminReview(id: $id) {\n      id\n      ...ReviewDetails_Review\n    }\n  }\n"): (typeof documents)["\n  query AdminReview($id: Int!) {\n    adminReview(id: $id) {\n      id\n      ...ReviewDetails_Review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveReview($id: Int!) {\n    approveReview(id: $id) {\n      __typename\n      ... on MutationApproveReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveReview($id: Int!) {\n    approveReview(id: $id) {\n      __typename\n      ... on MutationApproveReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectReview($id: Int!) {\n    rejectReview(id: $id) {\n      __typename\n      ... on MutationRejectReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectReview($id: Int!) {\n    rejectReview(id: $id) {\n      __typename\n      ... on MutationRejectReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskDetails_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    createdAt\n    updatedAt\n    dispatchedAt\n    acceptedAt\n    completedAt\n    closedAt\n    phone\n    tgUsername\n    cancelReasonText\n    cancelReason {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    clientUser {\n      id\n      name\n      username\n      telegramId\n    }\n    master {\n      contractId\n      name\n      phone\n    }\n    statusHistory {\n      id\n      fromStatus\n      toStatus\n      reason\n      createdAt\n      actor {\n        id\n        name\n      }\n      cancelReason {\n        id\n        name\n      }\n    }\n    offers {\n      id\n      state\n      createdAt\n      respondedAt\n      wave\n      distanceM\n      contract {\n        id\n        name\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TaskDetails_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    createdAt\n    updatedAt\n    dispatchedAt\n    acceptedAt\n    completedAt\n    closedAt\n    phone\n    tgUsername\n    cancelReasonText\n    cancelReason {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    clientUser {\n      id\n      name\n      username\n      telegramId\n    }\n    master {\n      contractId\n      name\n      phone\n    }\n    statusHistory {\n      id\n      fromStatus\n      toStatus\n      reason\n      createdAt\n      actor {\n        id\n        name\n      }\n      cancelReason {\n        id\n        name\n      }\n    }\n    offers {\n      id\n      state\n      createdAt\n      respondedAt\n      wave\n      distanceM\n      contract {\n        id\n        name\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTask($id: Int!) {\n    adminTask(id: $id) {\n      id\n      status\n      categoryId\n      cityId\n      districtId\n      ...TaskDetails_Task\n    }\n  }\n"): (typeof documents)["\n  query AdminTask($id: Int!) {\n    adminTask(id: $id) {\n      id\n      status\n      categoryId\n      cityId\n      districtId\n      ...TaskDetails_Task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      ...TaskDetails_Task\n    }\n  }\n"): (typeof documents)["\n  subscription AdminTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      ...TaskDetails_Task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectTask($id: Int!, $reason: String) {\n    adminRejectTask(id: $id, reason: $reason) {\n      __typename\n      ... on MutationAdminRejectTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectTask($id: Int!, $reason: String) {\n    adminRejectTask(id: $id, reason: $reason) {\n      __typename\n      ... on MutationAdminRejectTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRedispatchTask($id: Int!) {\n    adminRedispatchTask(id: $id) {\n      __typename\n      ... on MutationAdminRedispatchTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRedispatchTask($id: Int!) {\n    adminRedispatchTask(id: $id) {\n      __typename\n      ... on MutationAdminRedispatchTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignTask($id: Int!, $contractId: Int!) {\n    adminAssignTask(id: $id, contractId: $contractId) {\n      __typename\n      ... on MutationAdminAssignTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAssignTask($id: Int!, $contractId: Int!) {\n    adminAssignTask(id: $id, contractId: $contractId) {\n      __typename\n      ... on MutationAdminAssignTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCloseTask($id: Int!) {\n    adminCloseTask(id: $id) {\n      __typename\n      ... on MutationAdminCloseTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCloseTask($id: Int!) {\n    adminCloseTask(id: $id) {\n      __typename\n      ... on MutationAdminCloseTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EligibleMasters($cityId: Int!, $categoryId: Int) {\n    approved: adminContracts(status: approved, cityId: $cityId, categoryId: $categoryId, perPage: 100) {\n      items {\n        id\n        name\n        phone\n        districtIds\n      }\n    }\n    verified: adminContracts(status: verified, cityId: $cityId, categoryId: $categoryId, perPage: 100) {\n      items {\n        id\n        name\n        phone\n        districtIds\n      }\n    }\n  }\n"): (typeof documents)["\n  query EligibleMasters($cityId: Int!, $categoryId: Int) {\n    approved: adminContracts(status: approved, cityId: $cityId, categoryId: $categoryId, perPage: 100) {\n      items {\n        id\n        name\n        phone\n        districtIds\n      }\n    }\n    verified: adminContracts(status: verified, cityId: $cityId, categoryId: $categoryId, perPage: 100) {\n      items {\n        id\n        name\n        phone\n        districtIds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTaskEdit($id: Int!) {\n    adminTask(id: $id) {\n      id\n      text\n      categoryId\n      cityId\n      districtId\n      phone\n      tgUsername\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query AdminTaskEdit($id: Int!) {\n    adminTask(id: $id) {\n      id\n      text\n      categoryId\n      cityId\n      districtId\n      phone\n      tgUsername\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTask($id: Int!, $input: TaskInput!) {\n    adminUpdateTask(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTask($id: Int!, $input: TaskInput!) {\n    adminUpdateTask(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskRow_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment TaskRow_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTasks($status: [TaskStatus!], $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminTasks(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...TaskRow_Task\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTasks($status: [TaskStatus!], $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminTasks(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...TaskRow_Task\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminTaskEvents {\n    adminTaskEvents {\n      taskId\n      status\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription AdminTaskEvents {\n    adminTaskEvents {\n      taskId\n      status\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActiveTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n"): (typeof documents)["\n  fragment ActiveTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment TaskListItem_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment TaskListItem_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CurrentTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"];
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
export function graphql(source: "\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n    masterResponse {\n      ...MasterStatsCard_Response @unmask\n    }\n  }\n"): (typeof documents)["\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n    masterResponse {\n      ...MasterStatsCard_Response @unmask\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment MasterStatsCard_Response on MasterResponse {\n    offersClosed\n    medianResponseSeconds\n    acceptanceRate\n  }\n"): (typeof documents)["\n  fragment MasterStatsCard_Response on MasterResponse {\n    offersClosed\n    medianResponseSeconds\n    acceptanceRate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment NewTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferDistance($taskId: Int!) {\n    myOfferDistance(taskId: $taskId)\n  }\n"): (typeof documents)["\n  query OfferDistance($taskId: Int!) {\n    myOfferDistance(taskId: $taskId)\n  }\n"];
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
export function graphql(source: "\n  subscription ViewerChanged {\n    viewerChanged {\n      id\n      currentRole\n      isAdmin\n    }\n  }\n"): (typeof documents)["\n  subscription ViewerChanged {\n    viewerChanged {\n      id\n      currentRole\n      isAdmin\n    }\n  }\n"];
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