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
  '\n  fragment TaskVersion on Task {\n    version\n  }\n': typeof types.TaskVersionFragmentDoc;
  '\n  fragment AcceptTimeSection_Point on AnalyticsSeriesPoint {\n    start\n    funnel {\n      created\n      accepted\n    }\n    timeToAccept {\n      count\n      p50\n      p90\n    }\n  }\n': typeof types.AcceptTimeSection_PointFragmentDoc;
  '\n  query AnalyticsFilterOptions {\n    cities {\n      id\n      name\n      districts {\n        id\n        name\n      }\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.AnalyticsFilterOptionsDocument;
  '\n  query AdminAnalytics($filter: AnalyticsFilter, $interval: AnalyticsInterval!, $masters: Int!) {\n    analytics(filter: $filter) {\n      funnel {\n        ...FunnelSection_Funnel @unmask\n      }\n      timeToAccept {\n        ...FunnelSection_Durations @unmask\n      }\n      series(interval: $interval) {\n        ...AcceptTimeSection_Point @unmask\n      }\n      byDistrict {\n        ...DemandSection_District @unmask\n      }\n      byCategory {\n        ...DemandSection_Category @unmask\n      }\n      intake {\n        ...IntakeSection_Intake @unmask\n      }\n      masters(first: $masters, orderBy: { field: UNANSWERED, direction: DESC }) {\n        edges {\n          node {\n            ...UnansweredMasters_Master @unmask\n          }\n        }\n      }\n    }\n  }\n': typeof types.AdminAnalyticsDocument;
  '\n  fragment DemandSection_District on AnalyticsDistrictDemand {\n    district {\n      id\n      name\n      city {\n        id\n        name\n      }\n    }\n    created\n    accepted\n    unserved\n    masters\n    medianSecondsToAccept\n  }\n': typeof types.DemandSection_DistrictFragmentDoc;
  '\n  fragment DemandSection_Category on AnalyticsCategoryDemand {\n    category {\n      id\n      name\n    }\n    created\n    accepted\n    unserved\n    masters\n    medianSecondsToAccept\n  }\n': typeof types.DemandSection_CategoryFragmentDoc;
  '\n  fragment FunnelSection_Funnel on AnalyticsFunnel {\n    created\n    offered\n    accepted\n    completed\n    reviewed\n    cancelled\n    expired\n    rejected\n  }\n': typeof types.FunnelSection_FunnelFragmentDoc;
  '\n  fragment FunnelSection_Durations on AnalyticsDurations {\n    count\n    p50\n    p90\n  }\n': typeof types.FunnelSection_DurationsFragmentDoc;
  '\n  fragment IntakeSection_Intake on AnalyticsIntake {\n    groups\n    messagesRead\n    replies\n    tasksCreated\n  }\n': typeof types.IntakeSection_IntakeFragmentDoc;
  '\n  fragment UnansweredMasters_Master on AnalyticsMaster {\n    contract {\n      id\n      name\n    }\n    offersReceived\n    unanswered\n    medianResponseSeconds\n    topUsta\n  }\n': typeof types.UnansweredMasters_MasterFragmentDoc;
  '\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n': typeof types.ApiTokensDocument;
  '\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on MutationCreateApiTokenSuccess {\n        data {\n          token\n          apiToken {\n            id\n            name\n          }\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.CreateApiTokenDocument;
  '\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      __typename\n      ... on MutationRevokeApiTokenSuccess {\n        data {\n          id\n          revokedAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.RevokeApiTokenDocument;
  '\n  query AuditLog($entity: String, $action: String, $page: Int) {\n    auditLog(entity: $entity, action: $action, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        action\n        entity\n        entityId\n        data\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.AuditLogDocument;
  '\n  fragment CategoryRow_Category on Category {\n    id\n    name\n    description\n    isActive\n    sortOrder\n    tasksCount\n    contractsCount\n    keywords\n  }\n': typeof types.CategoryRow_CategoryFragmentDoc;
  '\n  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {\n    adminCategories(isActive: $isActive, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...CategoryRow_Category\n      }\n    }\n  }\n': typeof types.AdminCategoriesDocument;
  '\n  query AdminCategory($id: Int!) {\n    adminCategory(id: $id) {\n      id\n      name\n      description\n      nameRu\n      descriptionRu\n      nameUz\n      descriptionUz\n      isActive\n      sortOrder\n      keywords\n      tasksCount\n      contractsCount\n    }\n  }\n': typeof types.AdminCategoryDocument;
  '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on MutationCreateCategorySuccess {\n        data {\n          id\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.CreateCategoryDocument;
  '\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ... on MutationUpdateCategorySuccess {\n        data {\n          id\n          name\n          description\n          isActive\n          sortOrder\n          keywords\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.UpdateCategoryDocument;
  '\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      __typename\n      ... on MutationDeleteCategorySuccess {\n        data {\n          deleted\n          message\n          category {\n            id\n            isActive\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.DeleteCategoryDocument;
  '\n  query AdminFilterOptions {\n    cities {\n      id\n      name\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n': typeof types.AdminFilterOptionsDocument;
  '\n  query AdminPlaceNames {\n    cities {\n      id\n      nameUz\n      districts {\n        id\n        nameUz\n      }\n    }\n  }\n': typeof types.AdminPlaceNamesDocument;
  '\n  fragment ContractDetails_Contract on Contract {\n    id\n    status\n    statusLabel\n    name\n    phone\n    description\n    photoPath\n    address\n    latitude\n    longitude\n    rejectionReason\n    createdAt\n    updatedAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    user {\n      id\n      name\n      username\n      telegramId\n    }\n  }\n': typeof types.ContractDetails_ContractFragmentDoc;
  '\n  query AdminContract($id: Int!) {\n    adminContract(id: $id) {\n      id\n      ...ContractDetails_Contract\n    }\n  }\n': typeof types.AdminContractDocument;
  '\n  mutation ApproveContract($id: Int!) {\n    approveContract(id: $id) {\n      __typename\n      ... on MutationApproveContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.ApproveContractDocument;
  '\n  mutation VerifyContract($id: Int!) {\n    verifyContract(id: $id) {\n      __typename\n      ... on MutationVerifyContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.VerifyContractDocument;
  '\n  mutation RejectContract($id: Int!, $reason: String) {\n    rejectContract(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.RejectContractDocument;
  '\n  query AdminContractEdit($id: Int!) {\n    adminContract(id: $id) {\n      id\n      name\n      phone\n      description\n      address\n      categoryIds\n      cityId\n      districtIds\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n': typeof types.AdminContractEditDocument;
  '\n  mutation AdminUpdateContract($id: Int!, $input: ContractInput!) {\n    adminUpdateContract(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.AdminUpdateContractDocument;
  '\n  fragment ContractRow_Contract on Contract {\n    id\n    name\n    phone\n    status\n    statusLabel\n    createdAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n': typeof types.ContractRow_ContractFragmentDoc;
  '\n  query AdminContracts($status: ContractStatus, $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminContracts(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ContractRow_Contract\n      }\n    }\n  }\n': typeof types.AdminContractsDocument;
  '\n  query ContractStatuses {\n    contractStatuses {\n      status\n      label\n    }\n  }\n': typeof types.ContractStatusesDocument;
  '\n  fragment ReviewRow_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    contract {\n      id\n      name\n    }\n    client {\n      id\n      name\n    }\n  }\n': typeof types.ReviewRow_ReviewFragmentDoc;
  '\n  query AdminReviews($state: ReviewState, $rating: Int, $page: Int) {\n    adminReviews(state: $state, rating: $rating, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ReviewRow_Review\n      }\n    }\n  }\n': typeof types.AdminReviewsDocument;
  '\n  fragment ReviewDetails_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    moderatedAt\n    moderatedBy {\n      id\n      name\n    }\n    client {\n      id\n      name\n      username\n    }\n    contract {\n      id\n      name\n      phone\n    }\n    task {\n      id\n      text\n      category {\n        id\n        name\n      }\n    }\n  }\n': typeof types.ReviewDetails_ReviewFragmentDoc;
  '\n  query AdminReview($id: Int!) {\n    adminReview(id: $id) {\n      id\n      ...ReviewDetails_Review\n    }\n  }\n': typeof types.AdminReviewDocument;
  '\n  mutation ApproveReview($id: Int!) {\n    approveReview(id: $id) {\n      __typename\n      ... on MutationApproveReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.ApproveReviewDocument;
  '\n  mutation RejectReview($id: Int!) {\n    rejectReview(id: $id) {\n      __typename\n      ... on MutationRejectReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.RejectReviewDocument;
  '\n  fragment TaskDetails_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    createdAt\n    updatedAt\n    dispatchedAt\n    acceptedAt\n    completedAt\n    closedAt\n    phone\n    tgUsername\n    cancelReasonText\n    cancelReason {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n    clientUser {\n      id\n      name\n      username\n      telegramId\n    }\n    master {\n      contractId\n      name\n      phone\n    }\n    statusHistory {\n      id\n      fromStatusLabel\n      toStatusLabel\n      reason\n      createdAt\n      actor {\n        id\n        name\n      }\n      cancelReason {\n        id\n        name\n      }\n    }\n    offers {\n      id\n      state\n      createdAt\n      respondedAt\n      wave\n      distanceM\n      contract {\n        id\n        name\n        phone\n      }\n    }\n  }\n': typeof types.TaskDetails_TaskFragmentDoc;
  '\n  query AdminTask($id: Int!) {\n    adminTask(id: $id) {\n      id\n      status\n      availableActions\n      categoryId\n      cityId\n      districtId\n      ...TaskDetails_Task\n    }\n  }\n': typeof types.AdminTaskDocument;
  '\n  subscription AdminTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      availableActions\n      ...TaskDetails_Task\n    }\n  }\n': typeof types.AdminTaskUpdatedDocument;
  '\n  mutation AdminRejectTask($id: Int!, $reason: String) {\n    adminRejectTask(id: $id, reason: $reason) {\n      __typename\n      ... on MutationAdminRejectTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.AdminRejectTaskDocument;
  '\n  mutation AdminRedispatchTask($id: Int!) {\n    adminRedispatchTask(id: $id) {\n      __typename\n      ... on MutationAdminRedispatchTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.AdminRedispatchTaskDocument;
  '\n  mutation AdminAssignTask($id: Int!, $contractId: Int!) {\n    adminAssignTask(id: $id, contractId: $contractId) {\n      __typename\n      ... on MutationAdminAssignTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.AdminAssignTaskDocument;
  '\n  mutation AdminCloseTask($id: Int!) {\n    adminCloseTask(id: $id) {\n      __typename\n      ... on MutationAdminCloseTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.AdminCloseTaskDocument;
  '\n  query EligibleMasters($id: Int!) {\n    adminTask(id: $id) {\n      id\n      eligibleMasters {\n        contractId\n        name\n        phone\n        distanceM\n      }\n    }\n  }\n': typeof types.EligibleMastersDocument;
  '\n  query AdminTaskEdit($id: Int!) {\n    adminTask(id: $id) {\n      id\n      text\n      categoryId\n      cityId\n      districtId\n      phone\n      tgUsername\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n': typeof types.AdminTaskEditDocument;
  '\n  mutation AdminUpdateTask($id: Int!, $input: TaskInput!) {\n    adminUpdateTask(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.AdminUpdateTaskDocument;
  '\n  fragment TaskRow_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n': typeof types.TaskRow_TaskFragmentDoc;
  '\n  query AdminTasks(\n    $status: [TaskStatus!]\n    $active: Boolean\n    $cityId: Int\n    $categoryId: Int\n    $search: String\n    $page: Int\n  ) {\n    adminTasks(\n      status: $status\n      active: $active\n      cityId: $cityId\n      categoryId: $categoryId\n      search: $search\n      page: $page\n    ) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...TaskRow_Task\n      }\n    }\n  }\n': typeof types.AdminTasksDocument;
  '\n  query TaskStatuses {\n    taskStatuses {\n      status\n      label\n    }\n  }\n': typeof types.TaskStatusesDocument;
  '\n  subscription AdminTaskEvents {\n    adminTaskEvents {\n      taskId\n      status\n      at\n    }\n  }\n': typeof types.AdminTaskEventsDocument;
  "\n  fragment ActiveTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    # where the task stands and what its client may do now: the server's (domain/task-actions.ts)\n    phase\n    availableActions\n    active\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n": typeof types.ActiveTaskCard_TaskFragmentDoc;
  '\n  query ClientCancelReasons($step: Int!) {\n    cancelReasons(audience: client, step: $step) {\n      id\n      name\n      code\n    }\n  }\n': typeof types.ClientCancelReasonsDocument;
  '\n  mutation CancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on MutationCancelTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.CancelTaskDocument;
  '\n  query ClientReviews {\n    myReviews {\n      id\n      rating\n      comment\n      stateLabel\n      createdAt\n      task {\n        id\n        text\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.ClientReviewsDocument;
  '\n  query ClientHome {\n    activeTask {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      ...ActiveTaskCard_Task\n    }\n    activeTaskCount\n    clientStats {\n      ...StatisticsCard_Stats @unmask\n    }\n  }\n': typeof types.ClientHomeDocument;
  '\n  query ClientTask($id: Int!) {\n    task(id: $id) {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n': typeof types.ClientTaskDocument;
  '\n  query ClientTasks {\n    myTasks {\n      id\n      status\n      active\n      ...TaskListItem_Task\n    }\n  }\n': typeof types.ClientTasksDocument;
  '\n  query TaskCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n': typeof types.TaskCategoriesDocument;
  '\n  query LastAddress {\n    lastAddress {\n      cityId\n      districtId\n      phone\n    }\n  }\n': typeof types.LastAddressDocument;
  '\n  mutation CreateTask($input: TaskInput!, $intakeToken: String) {\n    createTask(input: $input, intakeToken: $intakeToken) {\n      __typename\n      ... on MutationCreateTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on ActiveTaskExistsError {\n        task {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.CreateTaskDocument;
  '\n  mutation ConfirmPhoneFromTelegram($contact: String!) {\n    confirmPhoneFromTelegram(contact: $contact) {\n      __typename\n      ... on MutationConfirmPhoneFromTelegramSuccess {\n        data {\n          id\n          phone\n          phoneVerified\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.ConfirmPhoneFromTelegramDocument;
  '\n  query DetectCategory($text: String!) {\n    detectCategory(text: $text) {\n      categoryId\n      notARequest\n      category {\n        id\n        name\n      }\n      alternatives {\n        category {\n          id\n          name\n        }\n      }\n      popular {\n        id\n        name\n      }\n      emergency {\n        kind\n        numbers\n        steps\n      }\n    }\n  }\n': typeof types.DetectCategoryDocument;
  '\n  query IntakeRequest($token: String!) {\n    intakeRequest(token: $token) {\n      text\n      categoryId\n    }\n  }\n': typeof types.IntakeRequestDocument;
  '\n  mutation SetTaskPrice($taskId: Int!, $pricePaid: Int!) {\n    setTaskPrice(taskId: $taskId, pricePaid: $pricePaid) {\n      __typename\n      ... on MutationSetTaskPriceSuccess {\n        data {\n          id\n          price\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.SetTaskPriceDocument;
  '\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      __typename\n      ... on MutationCreateReviewSuccess {\n        data {\n          id\n          taskId\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.CreateReviewDocument;
  '\n  fragment StatisticsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n': typeof types.StatisticsCard_StatsFragmentDoc;
  '\n  fragment TaskJourney_Task on Task {\n    id\n    version\n    status\n    latitude\n    longitude\n    journey {\n      stage\n      mastersNotified\n      wave\n      radiusMeters\n      master {\n        firstName\n        rating\n        completedCount\n        topUsta\n      }\n      preferredMaster {\n        firstName\n        state\n      }\n      distanceMeters\n      etaMinutes\n      etaSource\n      masterPosition {\n        latitude\n        longitude\n      }\n      updatedAt\n    }\n  }\n': typeof types.TaskJourney_TaskFragmentDoc;
  '\n  query ClientTaskJourney($id: Int!) {\n    task(id: $id) {\n      id\n      ...TaskJourney_Task\n      ...TaskRecap_Task\n    }\n  }\n': typeof types.ClientTaskJourneyDocument;
  '\n  subscription ClientTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n      ...TaskJourney_Task\n    }\n  }\n': typeof types.ClientTaskUpdatedDocument;
  '\n  fragment TaskListItem_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    active\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    master {\n      contractId\n      name\n    }\n  }\n': typeof types.TaskListItem_TaskFragmentDoc;
  '\n  fragment TaskRecap_Task on Task {\n    id\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n  }\n': typeof types.TaskRecap_TaskFragmentDoc;
  '\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n': typeof types.ApplicationCategoriesDocument;
  '\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    statusLabel\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n': typeof types.ContractCard_ContractFragmentDoc;
  '\n  fragment CurrentTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    phoneVerified\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n  }\n': typeof types.CurrentTaskCard_TaskFragmentDoc;
  '\n  query MyDuty {\n    myDuty {\n      onDuty\n      offReason\n      hours {\n        weekday\n        from\n        to\n      }\n    }\n  }\n': typeof types.MyDutyDocument;
  '\n  mutation SetMyDuty($onDuty: Boolean!) {\n    setMyDuty(onDuty: $onDuty) {\n      __typename\n      ... on MutationSetMyDutySuccess {\n        data {\n          onDuty\n          offReason\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.SetMyDutyDocument;
  '\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n': typeof types.MasterApplyDocument;
  '\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.ArchiveContractDocument;
  '\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n': typeof types.MasterCancelReasonsDocument;
  '\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.MasterCancelTaskDocument;
  '\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n': typeof types.MasterDashboardDocument;
  '\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n    masterResponse {\n      ...MasterStatsCard_Response @unmask\n    }\n  }\n': typeof types.MasterStatsDocument;
  "\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      # why the task left this master's screen (issue 28), said at once\n      ending {\n        ...TaskEndingNotice_Ending @unmask\n      }\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n": typeof types.MasterFeedDocument;
  "\n  fragment MasterJourney_Task on Task {\n    id\n    status\n    latitude\n    longitude\n    # the door in the client's words, given to the master once he accepted\n    address\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    journey {\n      stage\n      etaMinutes\n      etaSource\n      updatedAt\n    }\n  }\n": typeof types.MasterJourney_TaskFragmentDoc;
  '\n  query MasterJourney($id: Int!) {\n    task(id: $id) {\n      id\n      ...MasterJourney_Task\n    }\n  }\n': typeof types.MasterJourneyDocument;
  '\n  mutation MasterOnTheWay($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {\n    masterOnTheWay(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {\n      __typename\n      ... on MutationMasterOnTheWaySuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.MasterOnTheWayDocument;
  '\n  mutation MasterLocation($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {\n    masterLocation(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {\n      __typename\n      ... on MutationMasterLocationSuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.MasterLocationDocument;
  '\n  mutation MasterArrived($id: Int!) {\n    masterArrived(id: $id) {\n      __typename\n      ... on MutationMasterArrivedSuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.MasterArrivedDocument;
  '\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.MasterReviewsDocument;
  '\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n': typeof types.MasterStatsCard_StatsFragmentDoc;
  '\n  fragment MasterStatsCard_Response on MasterResponse {\n    offersClosed\n    medianResponseSeconds\n    acceptanceRate\n  }\n': typeof types.MasterStatsCard_ResponseFragmentDoc;
  '\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.AcceptTaskDocument;
  '\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.DeclineTaskDocument;
  '\n  # price: what the client paid (docs/product.md "Prices"), sent only when the master gave one\n  mutation CompleteTask($id: Int!, $price: Int) {\n    completeTask(id: $id, price: $price) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.CompleteTaskDocument;
  '\n  fragment NewTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    emergency\n    formerClient\n    photos {\n      id\n      url\n    }\n  }\n': typeof types.NewTaskCard_TaskFragmentDoc;
  '\n  query OfferDistance($taskId: Int!) {\n    myOfferDistanceBand(taskId: $taskId) {\n      code\n      label\n    }\n  }\n': typeof types.OfferDistanceDocument;
  '\n  query MyStandard {\n    myStandard {\n      offersCount\n      answeredInTimeShare\n      acceptedShare\n      cancelledByMasterShare\n      rating\n      reviewsCount\n      topUsta\n      missing\n    }\n  }\n': typeof types.MyStandardDocument;
  '\n  fragment TaskEndingNotice_Ending on TaskEnding {\n    taskId\n    kind\n    message\n    reason\n  }\n': typeof types.TaskEndingNotice_EndingFragmentDoc;
  '\n  query MasterTaskEnding($taskId: Int!) {\n    masterTaskEnding(taskId: $taskId) {\n      ...TaskEndingNotice_Ending @unmask\n    }\n  }\n': typeof types.MasterTaskEndingDocument;
  '\n  mutation SetMyWorkingHours($hours: [WorkingHoursInput!]!) {\n    setMyWorkingHours(hours: $hours) {\n      __typename\n      ... on MutationSetMyWorkingHoursSuccess {\n        data {\n          onDuty\n          offReason\n          hours {\n            weekday\n            from\n            to\n          }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.SetMyWorkingHoursDocument;
  '\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n': typeof types.DevLoginDocument;
  '\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n      language\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n': typeof types.ViewerDocument;
  '\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.SetRoleDocument;
  '\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      __typename\n      ... on MutationSetLanguageSuccess {\n        data {\n          id\n          language\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n': typeof types.SetLanguageDocument;
  '\n  subscription ViewerChanged {\n    viewerChanged {\n      id\n      currentRole\n      isAdmin\n    }\n  }\n': typeof types.ViewerChangedDocument;
  '\n  query AddressCities {\n    cities {\n      id\n      name\n    }\n  }\n': typeof types.AddressCitiesDocument;
  '\n  query AddressDistricts($cityId: Int!) {\n    districts(cityId: $cityId) {\n      id\n      name\n    }\n  }\n': typeof types.AddressDistrictsDocument;
  '\n  query PriceRange($categoryId: Int!, $cityId: Int!, $districtId: Int) {\n    priceRange(categoryId: $categoryId, cityId: $cityId, districtId: $districtId) {\n      low\n      median\n      high\n      jobs\n      scope\n      place\n    }\n  }\n': typeof types.PriceRangeDocument;
};
const documents: Documents = {
  '\n  fragment TaskVersion on Task {\n    version\n  }\n': types.TaskVersionFragmentDoc,
  '\n  fragment AcceptTimeSection_Point on AnalyticsSeriesPoint {\n    start\n    funnel {\n      created\n      accepted\n    }\n    timeToAccept {\n      count\n      p50\n      p90\n    }\n  }\n':
    types.AcceptTimeSection_PointFragmentDoc,
  '\n  query AnalyticsFilterOptions {\n    cities {\n      id\n      name\n      districts {\n        id\n        name\n      }\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.AnalyticsFilterOptionsDocument,
  '\n  query AdminAnalytics($filter: AnalyticsFilter, $interval: AnalyticsInterval!, $masters: Int!) {\n    analytics(filter: $filter) {\n      funnel {\n        ...FunnelSection_Funnel @unmask\n      }\n      timeToAccept {\n        ...FunnelSection_Durations @unmask\n      }\n      series(interval: $interval) {\n        ...AcceptTimeSection_Point @unmask\n      }\n      byDistrict {\n        ...DemandSection_District @unmask\n      }\n      byCategory {\n        ...DemandSection_Category @unmask\n      }\n      intake {\n        ...IntakeSection_Intake @unmask\n      }\n      masters(first: $masters, orderBy: { field: UNANSWERED, direction: DESC }) {\n        edges {\n          node {\n            ...UnansweredMasters_Master @unmask\n          }\n        }\n      }\n    }\n  }\n':
    types.AdminAnalyticsDocument,
  '\n  fragment DemandSection_District on AnalyticsDistrictDemand {\n    district {\n      id\n      name\n      city {\n        id\n        name\n      }\n    }\n    created\n    accepted\n    unserved\n    masters\n    medianSecondsToAccept\n  }\n':
    types.DemandSection_DistrictFragmentDoc,
  '\n  fragment DemandSection_Category on AnalyticsCategoryDemand {\n    category {\n      id\n      name\n    }\n    created\n    accepted\n    unserved\n    masters\n    medianSecondsToAccept\n  }\n':
    types.DemandSection_CategoryFragmentDoc,
  '\n  fragment FunnelSection_Funnel on AnalyticsFunnel {\n    created\n    offered\n    accepted\n    completed\n    reviewed\n    cancelled\n    expired\n    rejected\n  }\n':
    types.FunnelSection_FunnelFragmentDoc,
  '\n  fragment FunnelSection_Durations on AnalyticsDurations {\n    count\n    p50\n    p90\n  }\n':
    types.FunnelSection_DurationsFragmentDoc,
  '\n  fragment IntakeSection_Intake on AnalyticsIntake {\n    groups\n    messagesRead\n    replies\n    tasksCreated\n  }\n':
    types.IntakeSection_IntakeFragmentDoc,
  '\n  fragment UnansweredMasters_Master on AnalyticsMaster {\n    contract {\n      id\n      name\n    }\n    offersReceived\n    unanswered\n    medianResponseSeconds\n    topUsta\n  }\n':
    types.UnansweredMasters_MasterFragmentDoc,
  '\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n':
    types.ApiTokensDocument,
  '\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on MutationCreateApiTokenSuccess {\n        data {\n          token\n          apiToken {\n            id\n            name\n          }\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.CreateApiTokenDocument,
  '\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      __typename\n      ... on MutationRevokeApiTokenSuccess {\n        data {\n          id\n          revokedAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.RevokeApiTokenDocument,
  '\n  query AuditLog($entity: String, $action: String, $page: Int) {\n    auditLog(entity: $entity, action: $action, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        action\n        entity\n        entityId\n        data\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.AuditLogDocument,
  '\n  fragment CategoryRow_Category on Category {\n    id\n    name\n    description\n    isActive\n    sortOrder\n    tasksCount\n    contractsCount\n    keywords\n  }\n':
    types.CategoryRow_CategoryFragmentDoc,
  '\n  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {\n    adminCategories(isActive: $isActive, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...CategoryRow_Category\n      }\n    }\n  }\n':
    types.AdminCategoriesDocument,
  '\n  query AdminCategory($id: Int!) {\n    adminCategory(id: $id) {\n      id\n      name\n      description\n      nameRu\n      descriptionRu\n      nameUz\n      descriptionUz\n      isActive\n      sortOrder\n      keywords\n      tasksCount\n      contractsCount\n    }\n  }\n':
    types.AdminCategoryDocument,
  '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on MutationCreateCategorySuccess {\n        data {\n          id\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.CreateCategoryDocument,
  '\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ... on MutationUpdateCategorySuccess {\n        data {\n          id\n          name\n          description\n          isActive\n          sortOrder\n          keywords\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.UpdateCategoryDocument,
  '\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      __typename\n      ... on MutationDeleteCategorySuccess {\n        data {\n          deleted\n          message\n          category {\n            id\n            isActive\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.DeleteCategoryDocument,
  '\n  query AdminFilterOptions {\n    cities {\n      id\n      name\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n':
    types.AdminFilterOptionsDocument,
  '\n  query AdminPlaceNames {\n    cities {\n      id\n      nameUz\n      districts {\n        id\n        nameUz\n      }\n    }\n  }\n':
    types.AdminPlaceNamesDocument,
  '\n  fragment ContractDetails_Contract on Contract {\n    id\n    status\n    statusLabel\n    name\n    phone\n    description\n    photoPath\n    address\n    latitude\n    longitude\n    rejectionReason\n    createdAt\n    updatedAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    user {\n      id\n      name\n      username\n      telegramId\n    }\n  }\n':
    types.ContractDetails_ContractFragmentDoc,
  '\n  query AdminContract($id: Int!) {\n    adminContract(id: $id) {\n      id\n      ...ContractDetails_Contract\n    }\n  }\n':
    types.AdminContractDocument,
  '\n  mutation ApproveContract($id: Int!) {\n    approveContract(id: $id) {\n      __typename\n      ... on MutationApproveContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.ApproveContractDocument,
  '\n  mutation VerifyContract($id: Int!) {\n    verifyContract(id: $id) {\n      __typename\n      ... on MutationVerifyContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.VerifyContractDocument,
  '\n  mutation RejectContract($id: Int!, $reason: String) {\n    rejectContract(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.RejectContractDocument,
  '\n  query AdminContractEdit($id: Int!) {\n    adminContract(id: $id) {\n      id\n      name\n      phone\n      description\n      address\n      categoryIds\n      cityId\n      districtIds\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n':
    types.AdminContractEditDocument,
  '\n  mutation AdminUpdateContract($id: Int!, $input: ContractInput!) {\n    adminUpdateContract(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.AdminUpdateContractDocument,
  '\n  fragment ContractRow_Contract on Contract {\n    id\n    name\n    phone\n    status\n    statusLabel\n    createdAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n':
    types.ContractRow_ContractFragmentDoc,
  '\n  query AdminContracts($status: ContractStatus, $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminContracts(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ContractRow_Contract\n      }\n    }\n  }\n':
    types.AdminContractsDocument,
  '\n  query ContractStatuses {\n    contractStatuses {\n      status\n      label\n    }\n  }\n':
    types.ContractStatusesDocument,
  '\n  fragment ReviewRow_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    contract {\n      id\n      name\n    }\n    client {\n      id\n      name\n    }\n  }\n':
    types.ReviewRow_ReviewFragmentDoc,
  '\n  query AdminReviews($state: ReviewState, $rating: Int, $page: Int) {\n    adminReviews(state: $state, rating: $rating, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ReviewRow_Review\n      }\n    }\n  }\n':
    types.AdminReviewsDocument,
  '\n  fragment ReviewDetails_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    moderatedAt\n    moderatedBy {\n      id\n      name\n    }\n    client {\n      id\n      name\n      username\n    }\n    contract {\n      id\n      name\n      phone\n    }\n    task {\n      id\n      text\n      category {\n        id\n        name\n      }\n    }\n  }\n':
    types.ReviewDetails_ReviewFragmentDoc,
  '\n  query AdminReview($id: Int!) {\n    adminReview(id: $id) {\n      id\n      ...ReviewDetails_Review\n    }\n  }\n':
    types.AdminReviewDocument,
  '\n  mutation ApproveReview($id: Int!) {\n    approveReview(id: $id) {\n      __typename\n      ... on MutationApproveReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.ApproveReviewDocument,
  '\n  mutation RejectReview($id: Int!) {\n    rejectReview(id: $id) {\n      __typename\n      ... on MutationRejectReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.RejectReviewDocument,
  '\n  fragment TaskDetails_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    createdAt\n    updatedAt\n    dispatchedAt\n    acceptedAt\n    completedAt\n    closedAt\n    phone\n    tgUsername\n    cancelReasonText\n    cancelReason {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n    clientUser {\n      id\n      name\n      username\n      telegramId\n    }\n    master {\n      contractId\n      name\n      phone\n    }\n    statusHistory {\n      id\n      fromStatusLabel\n      toStatusLabel\n      reason\n      createdAt\n      actor {\n        id\n        name\n      }\n      cancelReason {\n        id\n        name\n      }\n    }\n    offers {\n      id\n      state\n      createdAt\n      respondedAt\n      wave\n      distanceM\n      contract {\n        id\n        name\n        phone\n      }\n    }\n  }\n':
    types.TaskDetails_TaskFragmentDoc,
  '\n  query AdminTask($id: Int!) {\n    adminTask(id: $id) {\n      id\n      status\n      availableActions\n      categoryId\n      cityId\n      districtId\n      ...TaskDetails_Task\n    }\n  }\n':
    types.AdminTaskDocument,
  '\n  subscription AdminTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      availableActions\n      ...TaskDetails_Task\n    }\n  }\n':
    types.AdminTaskUpdatedDocument,
  '\n  mutation AdminRejectTask($id: Int!, $reason: String) {\n    adminRejectTask(id: $id, reason: $reason) {\n      __typename\n      ... on MutationAdminRejectTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.AdminRejectTaskDocument,
  '\n  mutation AdminRedispatchTask($id: Int!) {\n    adminRedispatchTask(id: $id) {\n      __typename\n      ... on MutationAdminRedispatchTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.AdminRedispatchTaskDocument,
  '\n  mutation AdminAssignTask($id: Int!, $contractId: Int!) {\n    adminAssignTask(id: $id, contractId: $contractId) {\n      __typename\n      ... on MutationAdminAssignTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.AdminAssignTaskDocument,
  '\n  mutation AdminCloseTask($id: Int!) {\n    adminCloseTask(id: $id) {\n      __typename\n      ... on MutationAdminCloseTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.AdminCloseTaskDocument,
  '\n  query EligibleMasters($id: Int!) {\n    adminTask(id: $id) {\n      id\n      eligibleMasters {\n        contractId\n        name\n        phone\n        distanceM\n      }\n    }\n  }\n':
    types.EligibleMastersDocument,
  '\n  query AdminTaskEdit($id: Int!) {\n    adminTask(id: $id) {\n      id\n      text\n      categoryId\n      cityId\n      districtId\n      phone\n      tgUsername\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n':
    types.AdminTaskEditDocument,
  '\n  mutation AdminUpdateTask($id: Int!, $input: TaskInput!) {\n    adminUpdateTask(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.AdminUpdateTaskDocument,
  '\n  fragment TaskRow_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n':
    types.TaskRow_TaskFragmentDoc,
  '\n  query AdminTasks(\n    $status: [TaskStatus!]\n    $active: Boolean\n    $cityId: Int\n    $categoryId: Int\n    $search: String\n    $page: Int\n  ) {\n    adminTasks(\n      status: $status\n      active: $active\n      cityId: $cityId\n      categoryId: $categoryId\n      search: $search\n      page: $page\n    ) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...TaskRow_Task\n      }\n    }\n  }\n':
    types.AdminTasksDocument,
  '\n  query TaskStatuses {\n    taskStatuses {\n      status\n      label\n    }\n  }\n': types.TaskStatusesDocument,
  '\n  subscription AdminTaskEvents {\n    adminTaskEvents {\n      taskId\n      status\n      at\n    }\n  }\n':
    types.AdminTaskEventsDocument,
  "\n  fragment ActiveTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    # where the task stands and what its client may do now: the server's (domain/task-actions.ts)\n    phase\n    availableActions\n    active\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n":
    types.ActiveTaskCard_TaskFragmentDoc,
  '\n  query ClientCancelReasons($step: Int!) {\n    cancelReasons(audience: client, step: $step) {\n      id\n      name\n      code\n    }\n  }\n':
    types.ClientCancelReasonsDocument,
  '\n  mutation CancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on MutationCancelTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.CancelTaskDocument,
  '\n  query ClientReviews {\n    myReviews {\n      id\n      rating\n      comment\n      stateLabel\n      createdAt\n      task {\n        id\n        text\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.ClientReviewsDocument,
  '\n  query ClientHome {\n    activeTask {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      ...ActiveTaskCard_Task\n    }\n    activeTaskCount\n    clientStats {\n      ...StatisticsCard_Stats @unmask\n    }\n  }\n':
    types.ClientHomeDocument,
  '\n  query ClientTask($id: Int!) {\n    task(id: $id) {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n':
    types.ClientTaskDocument,
  '\n  query ClientTasks {\n    myTasks {\n      id\n      status\n      active\n      ...TaskListItem_Task\n    }\n  }\n':
    types.ClientTasksDocument,
  '\n  query TaskCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n':
    types.TaskCategoriesDocument,
  '\n  query LastAddress {\n    lastAddress {\n      cityId\n      districtId\n      phone\n    }\n  }\n':
    types.LastAddressDocument,
  '\n  mutation CreateTask($input: TaskInput!, $intakeToken: String) {\n    createTask(input: $input, intakeToken: $intakeToken) {\n      __typename\n      ... on MutationCreateTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on ActiveTaskExistsError {\n        task {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.CreateTaskDocument,
  '\n  mutation ConfirmPhoneFromTelegram($contact: String!) {\n    confirmPhoneFromTelegram(contact: $contact) {\n      __typename\n      ... on MutationConfirmPhoneFromTelegramSuccess {\n        data {\n          id\n          phone\n          phoneVerified\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.ConfirmPhoneFromTelegramDocument,
  '\n  query DetectCategory($text: String!) {\n    detectCategory(text: $text) {\n      categoryId\n      notARequest\n      category {\n        id\n        name\n      }\n      alternatives {\n        category {\n          id\n          name\n        }\n      }\n      popular {\n        id\n        name\n      }\n      emergency {\n        kind\n        numbers\n        steps\n      }\n    }\n  }\n':
    types.DetectCategoryDocument,
  '\n  query IntakeRequest($token: String!) {\n    intakeRequest(token: $token) {\n      text\n      categoryId\n    }\n  }\n':
    types.IntakeRequestDocument,
  '\n  mutation SetTaskPrice($taskId: Int!, $pricePaid: Int!) {\n    setTaskPrice(taskId: $taskId, pricePaid: $pricePaid) {\n      __typename\n      ... on MutationSetTaskPriceSuccess {\n        data {\n          id\n          price\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.SetTaskPriceDocument,
  '\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      __typename\n      ... on MutationCreateReviewSuccess {\n        data {\n          id\n          taskId\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.CreateReviewDocument,
  '\n  fragment StatisticsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n':
    types.StatisticsCard_StatsFragmentDoc,
  '\n  fragment TaskJourney_Task on Task {\n    id\n    version\n    status\n    latitude\n    longitude\n    journey {\n      stage\n      mastersNotified\n      wave\n      radiusMeters\n      master {\n        firstName\n        rating\n        completedCount\n        topUsta\n      }\n      preferredMaster {\n        firstName\n        state\n      }\n      distanceMeters\n      etaMinutes\n      etaSource\n      masterPosition {\n        latitude\n        longitude\n      }\n      updatedAt\n    }\n  }\n':
    types.TaskJourney_TaskFragmentDoc,
  '\n  query ClientTaskJourney($id: Int!) {\n    task(id: $id) {\n      id\n      ...TaskJourney_Task\n      ...TaskRecap_Task\n    }\n  }\n':
    types.ClientTaskJourneyDocument,
  '\n  subscription ClientTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n      ...TaskJourney_Task\n    }\n  }\n':
    types.ClientTaskUpdatedDocument,
  '\n  fragment TaskListItem_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    active\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    master {\n      contractId\n      name\n    }\n  }\n':
    types.TaskListItem_TaskFragmentDoc,
  '\n  fragment TaskRecap_Task on Task {\n    id\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n  }\n':
    types.TaskRecap_TaskFragmentDoc,
  '\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n':
    types.ApplicationCategoriesDocument,
  '\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    statusLabel\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n':
    types.ContractCard_ContractFragmentDoc,
  '\n  fragment CurrentTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    phoneVerified\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n  }\n':
    types.CurrentTaskCard_TaskFragmentDoc,
  '\n  query MyDuty {\n    myDuty {\n      onDuty\n      offReason\n      hours {\n        weekday\n        from\n        to\n      }\n    }\n  }\n':
    types.MyDutyDocument,
  '\n  mutation SetMyDuty($onDuty: Boolean!) {\n    setMyDuty(onDuty: $onDuty) {\n      __typename\n      ... on MutationSetMyDutySuccess {\n        data {\n          onDuty\n          offReason\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.SetMyDutyDocument,
  '\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n':
    types.MasterApplyDocument,
  '\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.ArchiveContractDocument,
  '\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n':
    types.MasterCancelReasonsDocument,
  '\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.MasterCancelTaskDocument,
  '\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n':
    types.MasterDashboardDocument,
  '\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n    masterResponse {\n      ...MasterStatsCard_Response @unmask\n    }\n  }\n':
    types.MasterStatsDocument,
  "\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      # why the task left this master's screen (issue 28), said at once\n      ending {\n        ...TaskEndingNotice_Ending @unmask\n      }\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n":
    types.MasterFeedDocument,
  "\n  fragment MasterJourney_Task on Task {\n    id\n    status\n    latitude\n    longitude\n    # the door in the client's words, given to the master once he accepted\n    address\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    journey {\n      stage\n      etaMinutes\n      etaSource\n      updatedAt\n    }\n  }\n":
    types.MasterJourney_TaskFragmentDoc,
  '\n  query MasterJourney($id: Int!) {\n    task(id: $id) {\n      id\n      ...MasterJourney_Task\n    }\n  }\n':
    types.MasterJourneyDocument,
  '\n  mutation MasterOnTheWay($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {\n    masterOnTheWay(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {\n      __typename\n      ... on MutationMasterOnTheWaySuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.MasterOnTheWayDocument,
  '\n  mutation MasterLocation($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {\n    masterLocation(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {\n      __typename\n      ... on MutationMasterLocationSuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.MasterLocationDocument,
  '\n  mutation MasterArrived($id: Int!) {\n    masterArrived(id: $id) {\n      __typename\n      ... on MutationMasterArrivedSuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.MasterArrivedDocument,
  '\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.MasterReviewsDocument,
  '\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n':
    types.MasterStatsCard_StatsFragmentDoc,
  '\n  fragment MasterStatsCard_Response on MasterResponse {\n    offersClosed\n    medianResponseSeconds\n    acceptanceRate\n  }\n':
    types.MasterStatsCard_ResponseFragmentDoc,
  '\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.AcceptTaskDocument,
  '\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.DeclineTaskDocument,
  '\n  # price: what the client paid (docs/product.md "Prices"), sent only when the master gave one\n  mutation CompleteTask($id: Int!, $price: Int) {\n    completeTask(id: $id, price: $price) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.CompleteTaskDocument,
  '\n  fragment NewTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    emergency\n    formerClient\n    photos {\n      id\n      url\n    }\n  }\n':
    types.NewTaskCard_TaskFragmentDoc,
  '\n  query OfferDistance($taskId: Int!) {\n    myOfferDistanceBand(taskId: $taskId) {\n      code\n      label\n    }\n  }\n':
    types.OfferDistanceDocument,
  '\n  query MyStandard {\n    myStandard {\n      offersCount\n      answeredInTimeShare\n      acceptedShare\n      cancelledByMasterShare\n      rating\n      reviewsCount\n      topUsta\n      missing\n    }\n  }\n':
    types.MyStandardDocument,
  '\n  fragment TaskEndingNotice_Ending on TaskEnding {\n    taskId\n    kind\n    message\n    reason\n  }\n':
    types.TaskEndingNotice_EndingFragmentDoc,
  '\n  query MasterTaskEnding($taskId: Int!) {\n    masterTaskEnding(taskId: $taskId) {\n      ...TaskEndingNotice_Ending @unmask\n    }\n  }\n':
    types.MasterTaskEndingDocument,
  '\n  mutation SetMyWorkingHours($hours: [WorkingHoursInput!]!) {\n    setMyWorkingHours(hours: $hours) {\n      __typename\n      ... on MutationSetMyWorkingHoursSuccess {\n        data {\n          onDuty\n          offReason\n          hours {\n            weekday\n            from\n            to\n          }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.SetMyWorkingHoursDocument,
  '\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n': types.DevLoginDocument,
  '\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n      language\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n':
    types.ViewerDocument,
  '\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.SetRoleDocument,
  '\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      __typename\n      ... on MutationSetLanguageSuccess {\n        data {\n          id\n          language\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n':
    types.SetLanguageDocument,
  '\n  subscription ViewerChanged {\n    viewerChanged {\n      id\n      currentRole\n      isAdmin\n    }\n  }\n':
    types.ViewerChangedDocument,
  '\n  query AddressCities {\n    cities {\n      id\n      name\n    }\n  }\n': types.AddressCitiesDocument,
  '\n  query AddressDistricts($cityId: Int!) {\n    districts(cityId: $cityId) {\n      id\n      name\n    }\n  }\n':
    types.AddressDistrictsDocument,
  '\n  query PriceRange($categoryId: Int!, $cityId: Int!, $districtId: Int) {\n    priceRange(categoryId: $categoryId, cityId: $cityId, districtId: $districtId) {\n      low\n      median\n      high\n      jobs\n      scope\n      place\n    }\n  }\n':
    types.PriceRangeDocument,
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
export function graphql(
  source: '\n  fragment TaskVersion on Task {\n    version\n  }\n',
): (typeof documents)['\n  fragment TaskVersion on Task {\n    version\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AcceptTimeSection_Point on AnalyticsSeriesPoint {\n    start\n    funnel {\n      created\n      accepted\n    }\n    timeToAccept {\n      count\n      p50\n      p90\n    }\n  }\n',
): (typeof documents)['\n  fragment AcceptTimeSection_Point on AnalyticsSeriesPoint {\n    start\n    funnel {\n      created\n      accepted\n    }\n    timeToAccept {\n      count\n      p50\n      p90\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AnalyticsFilterOptions {\n    cities {\n      id\n      name\n      districts {\n        id\n        name\n      }\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AnalyticsFilterOptions {\n    cities {\n      id\n      name\n      districts {\n        id\n        name\n      }\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminAnalytics($filter: AnalyticsFilter, $interval: AnalyticsInterval!, $masters: Int!) {\n    analytics(filter: $filter) {\n      funnel {\n        ...FunnelSection_Funnel @unmask\n      }\n      timeToAccept {\n        ...FunnelSection_Durations @unmask\n      }\n      series(interval: $interval) {\n        ...AcceptTimeSection_Point @unmask\n      }\n      byDistrict {\n        ...DemandSection_District @unmask\n      }\n      byCategory {\n        ...DemandSection_Category @unmask\n      }\n      intake {\n        ...IntakeSection_Intake @unmask\n      }\n      masters(first: $masters, orderBy: { field: UNANSWERED, direction: DESC }) {\n        edges {\n          node {\n            ...UnansweredMasters_Master @unmask\n          }\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminAnalytics($filter: AnalyticsFilter, $interval: AnalyticsInterval!, $masters: Int!) {\n    analytics(filter: $filter) {\n      funnel {\n        ...FunnelSection_Funnel @unmask\n      }\n      timeToAccept {\n        ...FunnelSection_Durations @unmask\n      }\n      series(interval: $interval) {\n        ...AcceptTimeSection_Point @unmask\n      }\n      byDistrict {\n        ...DemandSection_District @unmask\n      }\n      byCategory {\n        ...DemandSection_Category @unmask\n      }\n      intake {\n        ...IntakeSection_Intake @unmask\n      }\n      masters(first: $masters, orderBy: { field: UNANSWERED, direction: DESC }) {\n        edges {\n          node {\n            ...UnansweredMasters_Master @unmask\n          }\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DemandSection_District on AnalyticsDistrictDemand {\n    district {\n      id\n      name\n      city {\n        id\n        name\n      }\n    }\n    created\n    accepted\n    unserved\n    masters\n    medianSecondsToAccept\n  }\n',
): (typeof documents)['\n  fragment DemandSection_District on AnalyticsDistrictDemand {\n    district {\n      id\n      name\n      city {\n        id\n        name\n      }\n    }\n    created\n    accepted\n    unserved\n    masters\n    medianSecondsToAccept\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DemandSection_Category on AnalyticsCategoryDemand {\n    category {\n      id\n      name\n    }\n    created\n    accepted\n    unserved\n    masters\n    medianSecondsToAccept\n  }\n',
): (typeof documents)['\n  fragment DemandSection_Category on AnalyticsCategoryDemand {\n    category {\n      id\n      name\n    }\n    created\n    accepted\n    unserved\n    masters\n    medianSecondsToAccept\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FunnelSection_Funnel on AnalyticsFunnel {\n    created\n    offered\n    accepted\n    completed\n    reviewed\n    cancelled\n    expired\n    rejected\n  }\n',
): (typeof documents)['\n  fragment FunnelSection_Funnel on AnalyticsFunnel {\n    created\n    offered\n    accepted\n    completed\n    reviewed\n    cancelled\n    expired\n    rejected\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FunnelSection_Durations on AnalyticsDurations {\n    count\n    p50\n    p90\n  }\n',
): (typeof documents)['\n  fragment FunnelSection_Durations on AnalyticsDurations {\n    count\n    p50\n    p90\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment IntakeSection_Intake on AnalyticsIntake {\n    groups\n    messagesRead\n    replies\n    tasksCreated\n  }\n',
): (typeof documents)['\n  fragment IntakeSection_Intake on AnalyticsIntake {\n    groups\n    messagesRead\n    replies\n    tasksCreated\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UnansweredMasters_Master on AnalyticsMaster {\n    contract {\n      id\n      name\n    }\n    offersReceived\n    unanswered\n    medianResponseSeconds\n    topUsta\n  }\n',
): (typeof documents)['\n  fragment UnansweredMasters_Master on AnalyticsMaster {\n    contract {\n      id\n      name\n    }\n    offersReceived\n    unanswered\n    medianResponseSeconds\n    topUsta\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      createdAt\n      lastUsedAt\n      revokedAt\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on MutationCreateApiTokenSuccess {\n        data {\n          token\n          apiToken {\n            id\n            name\n          }\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      __typename\n      ... on MutationCreateApiTokenSuccess {\n        data {\n          token\n          apiToken {\n            id\n            name\n          }\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      __typename\n      ... on MutationRevokeApiTokenSuccess {\n        data {\n          id\n          revokedAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      __typename\n      ... on MutationRevokeApiTokenSuccess {\n        data {\n          id\n          revokedAt\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AuditLog($entity: String, $action: String, $page: Int) {\n    auditLog(entity: $entity, action: $action, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        action\n        entity\n        entityId\n        data\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AuditLog($entity: String, $action: String, $page: Int) {\n    auditLog(entity: $entity, action: $action, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        action\n        entity\n        entityId\n        data\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CategoryRow_Category on Category {\n    id\n    name\n    description\n    isActive\n    sortOrder\n    tasksCount\n    contractsCount\n    keywords\n  }\n',
): (typeof documents)['\n  fragment CategoryRow_Category on Category {\n    id\n    name\n    description\n    isActive\n    sortOrder\n    tasksCount\n    contractsCount\n    keywords\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {\n    adminCategories(isActive: $isActive, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...CategoryRow_Category\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminCategories($isActive: Boolean, $search: String, $page: Int) {\n    adminCategories(isActive: $isActive, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...CategoryRow_Category\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminCategory($id: Int!) {\n    adminCategory(id: $id) {\n      id\n      name\n      description\n      nameRu\n      descriptionRu\n      nameUz\n      descriptionUz\n      isActive\n      sortOrder\n      keywords\n      tasksCount\n      contractsCount\n    }\n  }\n',
): (typeof documents)['\n  query AdminCategory($id: Int!) {\n    adminCategory(id: $id) {\n      id\n      name\n      description\n      nameRu\n      descriptionRu\n      nameUz\n      descriptionUz\n      isActive\n      sortOrder\n      keywords\n      tasksCount\n      contractsCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on MutationCreateCategorySuccess {\n        data {\n          id\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      __typename\n      ... on MutationCreateCategorySuccess {\n        data {\n          id\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ... on MutationUpdateCategorySuccess {\n        data {\n          id\n          name\n          description\n          isActive\n          sortOrder\n          keywords\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      __typename\n      ... on MutationUpdateCategorySuccess {\n        data {\n          id\n          name\n          description\n          isActive\n          sortOrder\n          keywords\n          ...CategoryRow_Category\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      __typename\n      ... on MutationDeleteCategorySuccess {\n        data {\n          deleted\n          message\n          category {\n            id\n            isActive\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      __typename\n      ... on MutationDeleteCategorySuccess {\n        data {\n          deleted\n          message\n          category {\n            id\n            isActive\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminFilterOptions {\n    cities {\n      id\n      name\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminFilterOptions {\n    cities {\n      id\n      name\n    }\n    adminCategories(perPage: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminPlaceNames {\n    cities {\n      id\n      nameUz\n      districts {\n        id\n        nameUz\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminPlaceNames {\n    cities {\n      id\n      nameUz\n      districts {\n        id\n        nameUz\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ContractDetails_Contract on Contract {\n    id\n    status\n    statusLabel\n    name\n    phone\n    description\n    photoPath\n    address\n    latitude\n    longitude\n    rejectionReason\n    createdAt\n    updatedAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    user {\n      id\n      name\n      username\n      telegramId\n    }\n  }\n',
): (typeof documents)['\n  fragment ContractDetails_Contract on Contract {\n    id\n    status\n    statusLabel\n    name\n    phone\n    description\n    photoPath\n    address\n    latitude\n    longitude\n    rejectionReason\n    createdAt\n    updatedAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    user {\n      id\n      name\n      username\n      telegramId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminContract($id: Int!) {\n    adminContract(id: $id) {\n      id\n      ...ContractDetails_Contract\n    }\n  }\n',
): (typeof documents)['\n  query AdminContract($id: Int!) {\n    adminContract(id: $id) {\n      id\n      ...ContractDetails_Contract\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveContract($id: Int!) {\n    approveContract(id: $id) {\n      __typename\n      ... on MutationApproveContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ApproveContract($id: Int!) {\n    approveContract(id: $id) {\n      __typename\n      ... on MutationApproveContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VerifyContract($id: Int!) {\n    verifyContract(id: $id) {\n      __typename\n      ... on MutationVerifyContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation VerifyContract($id: Int!) {\n    verifyContract(id: $id) {\n      __typename\n      ... on MutationVerifyContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RejectContract($id: Int!, $reason: String) {\n    rejectContract(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RejectContract($id: Int!, $reason: String) {\n    rejectContract(id: $id, reason: $reason) {\n      __typename\n      ... on MutationRejectContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminContractEdit($id: Int!) {\n    adminContract(id: $id) {\n      id\n      name\n      phone\n      description\n      address\n      categoryIds\n      cityId\n      districtIds\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n',
): (typeof documents)['\n  query AdminContractEdit($id: Int!) {\n    adminContract(id: $id) {\n      id\n      name\n      phone\n      description\n      address\n      categoryIds\n      cityId\n      districtIds\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminUpdateContract($id: Int!, $input: ContractInput!) {\n    adminUpdateContract(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminUpdateContract($id: Int!, $input: ContractInput!) {\n    adminUpdateContract(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateContractSuccess {\n        data {\n          id\n          ...ContractDetails_Contract\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ContractRow_Contract on Contract {\n    id\n    name\n    phone\n    status\n    statusLabel\n    createdAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ContractRow_Contract on Contract {\n    id\n    name\n    phone\n    status\n    statusLabel\n    createdAt\n    archivedAt\n    city {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminContracts($status: ContractStatus, $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminContracts(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ContractRow_Contract\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminContracts($status: ContractStatus, $cityId: Int, $categoryId: Int, $search: String, $page: Int) {\n    adminContracts(status: $status, cityId: $cityId, categoryId: $categoryId, search: $search, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ContractRow_Contract\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContractStatuses {\n    contractStatuses {\n      status\n      label\n    }\n  }\n',
): (typeof documents)['\n  query ContractStatuses {\n    contractStatuses {\n      status\n      label\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReviewRow_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    contract {\n      id\n      name\n    }\n    client {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ReviewRow_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    contract {\n      id\n      name\n    }\n    client {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminReviews($state: ReviewState, $rating: Int, $page: Int) {\n    adminReviews(state: $state, rating: $rating, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ReviewRow_Review\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminReviews($state: ReviewState, $rating: Int, $page: Int) {\n    adminReviews(state: $state, rating: $rating, page: $page) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...ReviewRow_Review\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReviewDetails_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    moderatedAt\n    moderatedBy {\n      id\n      name\n    }\n    client {\n      id\n      name\n      username\n    }\n    contract {\n      id\n      name\n      phone\n    }\n    task {\n      id\n      text\n      category {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ReviewDetails_Review on Review {\n    id\n    rating\n    comment\n    state\n    createdAt\n    moderatedAt\n    moderatedBy {\n      id\n      name\n    }\n    client {\n      id\n      name\n      username\n    }\n    contract {\n      id\n      name\n      phone\n    }\n    task {\n      id\n      text\n      category {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminReview($id: Int!) {\n    adminReview(id: $id) {\n      id\n      ...ReviewDetails_Review\n    }\n  }\n',
): (typeof documents)['\n  query AdminReview($id: Int!) {\n    adminReview(id: $id) {\n      id\n      ...ReviewDetails_Review\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveReview($id: Int!) {\n    approveReview(id: $id) {\n      __typename\n      ... on MutationApproveReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ApproveReview($id: Int!) {\n    approveReview(id: $id) {\n      __typename\n      ... on MutationApproveReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RejectReview($id: Int!) {\n    rejectReview(id: $id) {\n      __typename\n      ... on MutationRejectReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation RejectReview($id: Int!) {\n    rejectReview(id: $id) {\n      __typename\n      ... on MutationRejectReviewSuccess {\n        data {\n          id\n          ...ReviewDetails_Review\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TaskDetails_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    createdAt\n    updatedAt\n    dispatchedAt\n    acceptedAt\n    completedAt\n    closedAt\n    phone\n    tgUsername\n    cancelReasonText\n    cancelReason {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n    clientUser {\n      id\n      name\n      username\n      telegramId\n    }\n    master {\n      contractId\n      name\n      phone\n    }\n    statusHistory {\n      id\n      fromStatusLabel\n      toStatusLabel\n      reason\n      createdAt\n      actor {\n        id\n        name\n      }\n      cancelReason {\n        id\n        name\n      }\n    }\n    offers {\n      id\n      state\n      createdAt\n      respondedAt\n      wave\n      distanceM\n      contract {\n        id\n        name\n        phone\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment TaskDetails_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    createdAt\n    updatedAt\n    dispatchedAt\n    acceptedAt\n    completedAt\n    closedAt\n    phone\n    tgUsername\n    cancelReasonText\n    cancelReason {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n    clientUser {\n      id\n      name\n      username\n      telegramId\n    }\n    master {\n      contractId\n      name\n      phone\n    }\n    statusHistory {\n      id\n      fromStatusLabel\n      toStatusLabel\n      reason\n      createdAt\n      actor {\n        id\n        name\n      }\n      cancelReason {\n        id\n        name\n      }\n    }\n    offers {\n      id\n      state\n      createdAt\n      respondedAt\n      wave\n      distanceM\n      contract {\n        id\n        name\n        phone\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminTask($id: Int!) {\n    adminTask(id: $id) {\n      id\n      status\n      availableActions\n      categoryId\n      cityId\n      districtId\n      ...TaskDetails_Task\n    }\n  }\n',
): (typeof documents)['\n  query AdminTask($id: Int!) {\n    adminTask(id: $id) {\n      id\n      status\n      availableActions\n      categoryId\n      cityId\n      districtId\n      ...TaskDetails_Task\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription AdminTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      availableActions\n      ...TaskDetails_Task\n    }\n  }\n',
): (typeof documents)['\n  subscription AdminTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      availableActions\n      ...TaskDetails_Task\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminRejectTask($id: Int!, $reason: String) {\n    adminRejectTask(id: $id, reason: $reason) {\n      __typename\n      ... on MutationAdminRejectTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminRejectTask($id: Int!, $reason: String) {\n    adminRejectTask(id: $id, reason: $reason) {\n      __typename\n      ... on MutationAdminRejectTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminRedispatchTask($id: Int!) {\n    adminRedispatchTask(id: $id) {\n      __typename\n      ... on MutationAdminRedispatchTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminRedispatchTask($id: Int!) {\n    adminRedispatchTask(id: $id) {\n      __typename\n      ... on MutationAdminRedispatchTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminAssignTask($id: Int!, $contractId: Int!) {\n    adminAssignTask(id: $id, contractId: $contractId) {\n      __typename\n      ... on MutationAdminAssignTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminAssignTask($id: Int!, $contractId: Int!) {\n    adminAssignTask(id: $id, contractId: $contractId) {\n      __typename\n      ... on MutationAdminAssignTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminCloseTask($id: Int!) {\n    adminCloseTask(id: $id) {\n      __typename\n      ... on MutationAdminCloseTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminCloseTask($id: Int!) {\n    adminCloseTask(id: $id) {\n      __typename\n      ... on MutationAdminCloseTaskSuccess {\n        data {\n          id\n          status\n          availableActions\n          ...TaskDetails_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EligibleMasters($id: Int!) {\n    adminTask(id: $id) {\n      id\n      eligibleMasters {\n        contractId\n        name\n        phone\n        distanceM\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EligibleMasters($id: Int!) {\n    adminTask(id: $id) {\n      id\n      eligibleMasters {\n        contractId\n        name\n        phone\n        distanceM\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminTaskEdit($id: Int!) {\n    adminTask(id: $id) {\n      id\n      text\n      categoryId\n      cityId\n      districtId\n      phone\n      tgUsername\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n',
): (typeof documents)['\n  query AdminTaskEdit($id: Int!) {\n    adminTask(id: $id) {\n      id\n      text\n      categoryId\n      cityId\n      districtId\n      phone\n      tgUsername\n    }\n    categories {\n      id\n      name\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdminUpdateTask($id: Int!, $input: TaskInput!) {\n    adminUpdateTask(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AdminUpdateTask($id: Int!, $input: TaskInput!) {\n    adminUpdateTask(id: $id, input: $input) {\n      __typename\n      ... on MutationAdminUpdateTaskSuccess {\n        data {\n          id\n          status\n          ...TaskDetails_Task\n        }\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TaskRow_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment TaskRow_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminTasks(\n    $status: [TaskStatus!]\n    $active: Boolean\n    $cityId: Int\n    $categoryId: Int\n    $search: String\n    $page: Int\n  ) {\n    adminTasks(\n      status: $status\n      active: $active\n      cityId: $cityId\n      categoryId: $categoryId\n      search: $search\n      page: $page\n    ) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...TaskRow_Task\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AdminTasks(\n    $status: [TaskStatus!]\n    $active: Boolean\n    $cityId: Int\n    $categoryId: Int\n    $search: String\n    $page: Int\n  ) {\n    adminTasks(\n      status: $status\n      active: $active\n      cityId: $cityId\n      categoryId: $categoryId\n      search: $search\n      page: $page\n    ) {\n      total\n      page\n      perPage\n      items {\n        id\n        ...TaskRow_Task\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TaskStatuses {\n    taskStatuses {\n      status\n      label\n    }\n  }\n',
): (typeof documents)['\n  query TaskStatuses {\n    taskStatuses {\n      status\n      label\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription AdminTaskEvents {\n    adminTaskEvents {\n      taskId\n      status\n      at\n    }\n  }\n',
): (typeof documents)['\n  subscription AdminTaskEvents {\n    adminTaskEvents {\n      taskId\n      status\n      at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment ActiveTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    # where the task stands and what its client may do now: the server's (domain/task-actions.ts)\n    phase\n    availableActions\n    active\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n",
): (typeof documents)["\n  fragment ActiveTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    # where the task stands and what its client may do now: the server's (domain/task-actions.ts)\n    phase\n    availableActions\n    active\n    hasReview\n    master {\n      name\n      photoPath\n      telegramUsername\n      phone\n      reviewsCount\n      averageRating\n      contractId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientCancelReasons($step: Int!) {\n    cancelReasons(audience: client, step: $step) {\n      id\n      name\n      code\n    }\n  }\n',
): (typeof documents)['\n  query ClientCancelReasons($step: Int!) {\n    cancelReasons(audience: client, step: $step) {\n      id\n      name\n      code\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on MutationCancelTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    cancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on MutationCancelTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientReviews {\n    myReviews {\n      id\n      rating\n      comment\n      stateLabel\n      createdAt\n      task {\n        id\n        text\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ClientReviews {\n    myReviews {\n      id\n      rating\n      comment\n      stateLabel\n      createdAt\n      task {\n        id\n        text\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientHome {\n    activeTask {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      ...ActiveTaskCard_Task\n    }\n    activeTaskCount\n    clientStats {\n      ...StatisticsCard_Stats @unmask\n    }\n  }\n',
): (typeof documents)['\n  query ClientHome {\n    activeTask {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      ...ActiveTaskCard_Task\n    }\n    activeTaskCount\n    clientStats {\n      ...StatisticsCard_Stats @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientTask($id: Int!) {\n    task(id: $id) {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n',
): (typeof documents)['\n  query ClientTask($id: Int!) {\n    task(id: $id) {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientTasks {\n    myTasks {\n      id\n      status\n      active\n      ...TaskListItem_Task\n    }\n  }\n',
): (typeof documents)['\n  query ClientTasks {\n    myTasks {\n      id\n      status\n      active\n      ...TaskListItem_Task\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TaskCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n',
): (typeof documents)['\n  query TaskCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LastAddress {\n    lastAddress {\n      cityId\n      districtId\n      phone\n    }\n  }\n',
): (typeof documents)['\n  query LastAddress {\n    lastAddress {\n      cityId\n      districtId\n      phone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateTask($input: TaskInput!, $intakeToken: String) {\n    createTask(input: $input, intakeToken: $intakeToken) {\n      __typename\n      ... on MutationCreateTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on ActiveTaskExistsError {\n        task {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateTask($input: TaskInput!, $intakeToken: String) {\n    createTask(input: $input, intakeToken: $intakeToken) {\n      __typename\n      ... on MutationCreateTaskSuccess {\n        data {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on ActiveTaskExistsError {\n        task {\n          id\n          status\n          hasReview\n          cancelStep\n          active\n          ...ActiveTaskCard_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmPhoneFromTelegram($contact: String!) {\n    confirmPhoneFromTelegram(contact: $contact) {\n      __typename\n      ... on MutationConfirmPhoneFromTelegramSuccess {\n        data {\n          id\n          phone\n          phoneVerified\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ConfirmPhoneFromTelegram($contact: String!) {\n    confirmPhoneFromTelegram(contact: $contact) {\n      __typename\n      ... on MutationConfirmPhoneFromTelegramSuccess {\n        data {\n          id\n          phone\n          phoneVerified\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DetectCategory($text: String!) {\n    detectCategory(text: $text) {\n      categoryId\n      notARequest\n      category {\n        id\n        name\n      }\n      alternatives {\n        category {\n          id\n          name\n        }\n      }\n      popular {\n        id\n        name\n      }\n      emergency {\n        kind\n        numbers\n        steps\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DetectCategory($text: String!) {\n    detectCategory(text: $text) {\n      categoryId\n      notARequest\n      category {\n        id\n        name\n      }\n      alternatives {\n        category {\n          id\n          name\n        }\n      }\n      popular {\n        id\n        name\n      }\n      emergency {\n        kind\n        numbers\n        steps\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IntakeRequest($token: String!) {\n    intakeRequest(token: $token) {\n      text\n      categoryId\n    }\n  }\n',
): (typeof documents)['\n  query IntakeRequest($token: String!) {\n    intakeRequest(token: $token) {\n      text\n      categoryId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetTaskPrice($taskId: Int!, $pricePaid: Int!) {\n    setTaskPrice(taskId: $taskId, pricePaid: $pricePaid) {\n      __typename\n      ... on MutationSetTaskPriceSuccess {\n        data {\n          id\n          price\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetTaskPrice($taskId: Int!, $pricePaid: Int!) {\n    setTaskPrice(taskId: $taskId, pricePaid: $pricePaid) {\n      __typename\n      ... on MutationSetTaskPriceSuccess {\n        data {\n          id\n          price\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      __typename\n      ... on MutationCreateReviewSuccess {\n        data {\n          id\n          taskId\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateReview($input: ReviewInput!) {\n    createReview(input: $input) {\n      __typename\n      ... on MutationCreateReviewSuccess {\n        data {\n          id\n          taskId\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StatisticsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n',
): (typeof documents)['\n  fragment StatisticsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TaskJourney_Task on Task {\n    id\n    version\n    status\n    latitude\n    longitude\n    journey {\n      stage\n      mastersNotified\n      wave\n      radiusMeters\n      master {\n        firstName\n        rating\n        completedCount\n        topUsta\n      }\n      preferredMaster {\n        firstName\n        state\n      }\n      distanceMeters\n      etaMinutes\n      etaSource\n      masterPosition {\n        latitude\n        longitude\n      }\n      updatedAt\n    }\n  }\n',
): (typeof documents)['\n  fragment TaskJourney_Task on Task {\n    id\n    version\n    status\n    latitude\n    longitude\n    journey {\n      stage\n      mastersNotified\n      wave\n      radiusMeters\n      master {\n        firstName\n        rating\n        completedCount\n        topUsta\n      }\n      preferredMaster {\n        firstName\n        state\n      }\n      distanceMeters\n      etaMinutes\n      etaSource\n      masterPosition {\n        latitude\n        longitude\n      }\n      updatedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ClientTaskJourney($id: Int!) {\n    task(id: $id) {\n      id\n      ...TaskJourney_Task\n      ...TaskRecap_Task\n    }\n  }\n',
): (typeof documents)['\n  query ClientTaskJourney($id: Int!) {\n    task(id: $id) {\n      id\n      ...TaskJourney_Task\n      ...TaskRecap_Task\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription ClientTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n      ...TaskJourney_Task\n    }\n  }\n',
): (typeof documents)['\n  subscription ClientTaskUpdated($id: Int!) {\n    taskUpdated(id: $id) {\n      id\n      status\n      active\n      hasReview\n      cancelStep\n      master {\n        contractId\n      }\n      ...ActiveTaskCard_Task\n      ...TaskJourney_Task\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TaskListItem_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    active\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    master {\n      contractId\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment TaskListItem_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    text\n    status\n    statusLabel\n    phase\n    active\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    master {\n      contractId\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TaskRecap_Task on Task {\n    id\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n  }\n',
): (typeof documents)['\n  fragment TaskRecap_Task on Task {\n    id\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n',
): (typeof documents)['\n  query ApplicationCategories {\n    categories {\n      id\n      name\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    statusLabel\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment ContractCard_Contract on Contract {\n    id\n    status\n    statusLabel\n    name\n    phone\n    description\n    photoPath\n    address\n    categories {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    districts {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CurrentTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    phoneVerified\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n  }\n',
): (typeof documents)['\n  fragment CurrentTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    tgUsername\n    phone\n    phoneVerified\n    client {\n      name\n    }\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    photos {\n      id\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyDuty {\n    myDuty {\n      onDuty\n      offReason\n      hours {\n        weekday\n        from\n        to\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyDuty {\n    myDuty {\n      onDuty\n      offReason\n      hours {\n        weekday\n        from\n        to\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetMyDuty($onDuty: Boolean!) {\n    setMyDuty(onDuty: $onDuty) {\n      __typename\n      ... on MutationSetMyDutySuccess {\n        data {\n          onDuty\n          offReason\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetMyDuty($onDuty: Boolean!) {\n    setMyDuty(onDuty: $onDuty) {\n      __typename\n      ... on MutationSetMyDutySuccess {\n        data {\n          onDuty\n          offReason\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n',
): (typeof documents)['\n  query MasterApply {\n    myContract {\n      id\n      status\n      ...ContractCard_Contract\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ArchiveContract {\n    archiveMyContract {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n',
): (typeof documents)['\n  query MasterCancelReasons {\n    cancelReasons(audience: master) {\n      id\n      name\n      code\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MasterCancelTask($id: Int!, $cancelReasonId: Int!, $cancelReasonText: String) {\n    masterCancelTask(id: $id, cancelReasonId: $cancelReasonId, cancelReasonText: $cancelReasonText) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n',
): (typeof documents)['\n  query MasterDashboard {\n    myContract {\n      id\n      status\n    }\n    masterCurrentTask {\n      id\n      status\n      ...CurrentTaskCard_Task\n      ...NewTaskCard_Task\n    }\n    masterPendingTask {\n      id\n      status\n      ...NewTaskCard_Task\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n    masterResponse {\n      ...MasterStatsCard_Response @unmask\n    }\n  }\n',
): (typeof documents)['\n  query MasterStats {\n    masterStats {\n      ...MasterStatsCard_Stats @unmask\n    }\n    masterResponse {\n      ...MasterStatsCard_Response @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      # why the task left this master's screen (issue 28), said at once\n      ending {\n        ...TaskEndingNotice_Ending @unmask\n      }\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n",
): (typeof documents)["\n  subscription MasterFeed {\n    masterFeed {\n      kind\n      taskId\n      # why the task left this master's screen (issue 28), said at once\n      ending {\n        ...TaskEndingNotice_Ending @unmask\n      }\n      currentTask {\n        id\n        status\n        ...CurrentTaskCard_Task\n        ...NewTaskCard_Task\n      }\n      offeredTask {\n        id\n        status\n        ...NewTaskCard_Task\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  fragment MasterJourney_Task on Task {\n    id\n    status\n    latitude\n    longitude\n    # the door in the client's words, given to the master once he accepted\n    address\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    journey {\n      stage\n      etaMinutes\n      etaSource\n      updatedAt\n    }\n  }\n",
): (typeof documents)["\n  fragment MasterJourney_Task on Task {\n    id\n    status\n    latitude\n    longitude\n    # the door in the client's words, given to the master once he accepted\n    address\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    journey {\n      stage\n      etaMinutes\n      etaSource\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MasterJourney($id: Int!) {\n    task(id: $id) {\n      id\n      ...MasterJourney_Task\n    }\n  }\n',
): (typeof documents)['\n  query MasterJourney($id: Int!) {\n    task(id: $id) {\n      id\n      ...MasterJourney_Task\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MasterOnTheWay($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {\n    masterOnTheWay(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {\n      __typename\n      ... on MutationMasterOnTheWaySuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MasterOnTheWay($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {\n    masterOnTheWay(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {\n      __typename\n      ... on MutationMasterOnTheWaySuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MasterLocation($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {\n    masterLocation(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {\n      __typename\n      ... on MutationMasterLocationSuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MasterLocation($id: Int!, $latitude: Float, $longitude: Float, $accuracy: Float, $etaMin: Int) {\n    masterLocation(id: $id, latitude: $latitude, longitude: $longitude, accuracy: $accuracy, etaMin: $etaMin) {\n      __typename\n      ... on MutationMasterLocationSuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MasterArrived($id: Int!) {\n    masterArrived(id: $id) {\n      __typename\n      ... on MutationMasterArrivedSuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MasterArrived($id: Int!) {\n    masterArrived(id: $id) {\n      __typename\n      ... on MutationMasterArrivedSuccess {\n        data {\n          id\n          ...MasterJourney_Task\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MasterReviews {\n    masterReviews {\n      id\n      rating\n      comment\n      createdAt\n      task {\n        id\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n',
): (typeof documents)['\n  fragment MasterStatsCard_Stats on Stats {\n    completedTasksCount\n    averageRating\n    reviewsCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MasterStatsCard_Response on MasterResponse {\n    offersClosed\n    medianResponseSeconds\n    acceptanceRate\n  }\n',
): (typeof documents)['\n  fragment MasterStatsCard_Response on MasterResponse {\n    offersClosed\n    medianResponseSeconds\n    acceptanceRate\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation AcceptTask($id: Int!) {\n    acceptTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DeclineTask($id: Int!) {\n    declineTask(id: $id) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  # price: what the client paid (docs/product.md "Prices"), sent only when the master gave one\n  mutation CompleteTask($id: Int!, $price: Int) {\n    completeTask(id: $id, price: $price) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  # price: what the client paid (docs/product.md "Prices"), sent only when the master gave one\n  mutation CompleteTask($id: Int!, $price: Int) {\n    completeTask(id: $id, price: $price) {\n      __typename\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NewTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    emergency\n    formerClient\n    photos {\n      id\n      url\n    }\n  }\n',
): (typeof documents)['\n  fragment NewTaskCard_Task on Task {\n    id\n    # the cache keeps the newer of two answers about a task (app/apollo.ts)\n    version\n    status\n    text\n    createdAt\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    district {\n      id\n      name\n    }\n    when\n    scheduledFrom\n    scheduledTo\n    emergency\n    formerClient\n    photos {\n      id\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferDistance($taskId: Int!) {\n    myOfferDistanceBand(taskId: $taskId) {\n      code\n      label\n    }\n  }\n',
): (typeof documents)['\n  query OfferDistance($taskId: Int!) {\n    myOfferDistanceBand(taskId: $taskId) {\n      code\n      label\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyStandard {\n    myStandard {\n      offersCount\n      answeredInTimeShare\n      acceptedShare\n      cancelledByMasterShare\n      rating\n      reviewsCount\n      topUsta\n      missing\n    }\n  }\n',
): (typeof documents)['\n  query MyStandard {\n    myStandard {\n      offersCount\n      answeredInTimeShare\n      acceptedShare\n      cancelledByMasterShare\n      rating\n      reviewsCount\n      topUsta\n      missing\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TaskEndingNotice_Ending on TaskEnding {\n    taskId\n    kind\n    message\n    reason\n  }\n',
): (typeof documents)['\n  fragment TaskEndingNotice_Ending on TaskEnding {\n    taskId\n    kind\n    message\n    reason\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MasterTaskEnding($taskId: Int!) {\n    masterTaskEnding(taskId: $taskId) {\n      ...TaskEndingNotice_Ending @unmask\n    }\n  }\n',
): (typeof documents)['\n  query MasterTaskEnding($taskId: Int!) {\n    masterTaskEnding(taskId: $taskId) {\n      ...TaskEndingNotice_Ending @unmask\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetMyWorkingHours($hours: [WorkingHoursInput!]!) {\n    setMyWorkingHours(hours: $hours) {\n      __typename\n      ... on MutationSetMyWorkingHoursSuccess {\n        data {\n          onDuty\n          offReason\n          hours {\n            weekday\n            from\n            to\n          }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetMyWorkingHours($hours: [WorkingHoursInput!]!) {\n    setMyWorkingHours(hours: $hours) {\n      __typename\n      ... on MutationSetMyWorkingHoursSuccess {\n        data {\n          onDuty\n          offReason\n          hours {\n            weekday\n            from\n            to\n          }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          field\n          messages\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n',
): (typeof documents)['\n  query DevLogin {\n    appInfo {\n      name\n      devLogin\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n      language\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  query Viewer {\n    me {\n      id\n      name\n      firstName\n      photoUrl\n      currentRole\n      isAdmin\n      language\n    }\n    appInfo {\n      name\n      supportUrl\n      devLogin\n    }\n    myContract {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetRole($role: Role!) {\n    setRole(role: $role) {\n      __typename\n      ... on MutationSetRoleSuccess {\n        data {\n          id\n          currentRole\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      __typename\n      ... on MutationSetLanguageSuccess {\n        data {\n          id\n          language\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      __typename\n      ... on MutationSetLanguageSuccess {\n        data {\n          id\n          language\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription ViewerChanged {\n    viewerChanged {\n      id\n      currentRole\n      isAdmin\n    }\n  }\n',
): (typeof documents)['\n  subscription ViewerChanged {\n    viewerChanged {\n      id\n      currentRole\n      isAdmin\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AddressCities {\n    cities {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AddressCities {\n    cities {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AddressDistricts($cityId: Int!) {\n    districts(cityId: $cityId) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AddressDistricts($cityId: Int!) {\n    districts(cityId: $cityId) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PriceRange($categoryId: Int!, $cityId: Int!, $districtId: Int) {\n    priceRange(categoryId: $categoryId, cityId: $cityId, districtId: $districtId) {\n      low\n      median\n      high\n      jobs\n      scope\n      place\n    }\n  }\n',
): (typeof documents)['\n  query PriceRange($categoryId: Int!, $cityId: Int!, $districtId: Int) {\n    priceRange(categoryId: $categoryId, cityId: $cityId, districtId: $districtId) {\n      low\n      median\n      high\n      jobs\n      scope\n      place\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
