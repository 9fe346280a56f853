
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ActiveTaskExistsError",
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAcceptTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAcceptTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminAssignTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminAssignTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminCloseTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminCloseTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminRedispatchTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminRedispatchTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminRejectTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminRejectTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminUpdateContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminUpdateContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminUpdateTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminUpdateTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationApproveContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationApproveContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationApproveReviewResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationApproveReviewSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationArchiveMyContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationArchiveMyContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCancelTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCancelTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCompleteTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCompleteTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmPhoneFromTelegramResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationConfirmPhoneFromTelegramSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateApiTokenResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateApiTokenSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateCategoryResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateCityResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateCitySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateDistrictResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateDistrictSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateReviewResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateReviewSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateTaskResult": [
      "ActiveTaskExistsError",
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeclineTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationDeclineTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteCategoryResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationDeleteCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteCityResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationDeleteCitySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteDistrictResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationDeleteDistrictSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMasterCancelTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationMasterCancelTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRejectContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationRejectContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRejectReviewResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationRejectReviewSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRevokeApiTokenResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationRevokeApiTokenSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSetLanguageResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationSetLanguageSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSetRoleResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationSetRoleSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSubmitContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationSubmitContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateCategoryResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationUpdateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateCityResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationUpdateCitySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateDistrictResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationUpdateDistrictSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationVerifyContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationVerifyContractSuccess",
      "NotFoundError",
      "ValidationError"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ActiveTaskExistsError",
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAcceptTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAcceptTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminAssignTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminAssignTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminCloseTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminCloseTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminRedispatchTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminRedispatchTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminRejectTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminRejectTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminUpdateContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminUpdateContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationAdminUpdateTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationAdminUpdateTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationApproveContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationApproveContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationApproveReviewResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationApproveReviewSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationArchiveMyContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationArchiveMyContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCancelTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCancelTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCompleteTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCompleteTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmPhoneFromTelegramResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationConfirmPhoneFromTelegramSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateApiTokenResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateApiTokenSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateCategoryResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateCityResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateCitySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateDistrictResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateDistrictSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateReviewResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateReviewSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateTaskResult": [
      "ActiveTaskExistsError",
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationCreateTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeclineTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationDeclineTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteCategoryResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationDeleteCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteCityResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationDeleteCitySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteDistrictResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationDeleteDistrictSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMasterCancelTaskResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationMasterCancelTaskSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRejectContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationRejectContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRejectReviewResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationRejectReviewSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRevokeApiTokenResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationRevokeApiTokenSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSetLanguageResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationSetLanguageSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSetRoleResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationSetRoleSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSubmitContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationSubmitContractSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateCategoryResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationUpdateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateCityResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationUpdateCitySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateDistrictResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationUpdateDistrictSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationVerifyContractResult": [
      "BaseError",
      "ConflictError",
      "ForbiddenError",
      "MutationVerifyContractSuccess",
      "NotFoundError",
      "ValidationError"
    ]
  }
};
      export default result;
    