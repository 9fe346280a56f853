export declare const PHONE_PREFIX = "+998";
export declare function isValidPhone(phone: string): boolean;
export declare function normalizePhone(raw: string): string;
export declare function maskPhone(raw: string): string;
