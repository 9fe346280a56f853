export declare const LIMITS: {
    readonly descriptionMin: 10;
    readonly descriptionMax: 500;
    readonly taskPreview: 150;
    readonly cancelTextMax: 100;
    readonly ratingMin: 1;
    readonly ratingMax: 5;
    readonly reviewCommentMax: 1000;
    readonly phoneLength: 13;
    readonly applicationNameMax: 100;
    readonly applicationDescriptionMax: 200;
    readonly applicationAddressMax: 255;
    readonly applicationCategoriesMax: 5;
    readonly photoMaxBytes: number;
    readonly taskPhotosMax: 5;
};
export declare const PHOTO_TYPES: readonly string[];
export declare const TASK_PHOTO_TYPES: readonly string[];
