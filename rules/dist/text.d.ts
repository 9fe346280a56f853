export declare function trimText(text: string): string;
export declare function visibleText(text: string): string;
export declare function isDescriptionTooShort(text: string): boolean;
export declare function isDescriptionTooLong(text: string): boolean;
export declare function isBlankText(text: string): boolean;
export declare function isOtherClientReason(code: string | null | undefined): boolean;
export declare function isCancelTextValid(text: string): boolean;
export declare function isValidRating(rating: number): boolean;
