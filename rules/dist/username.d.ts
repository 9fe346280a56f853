export declare function isValidUsername(username: string): boolean;
export declare function normalizeUsername(raw: string): string;
export declare function maskUsername(raw: string): string;
export declare function usernameWithoutAt(username: string): string;
