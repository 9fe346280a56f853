"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.visibleText = exports.trimText = exports.isValidRating = exports.isOtherClientReason = exports.isDescriptionTooShort = exports.isDescriptionTooLong = exports.isCancelTextValid = exports.isBlankText = exports.usernameWithoutAt = exports.normalizeUsername = exports.maskUsername = exports.isValidUsername = exports.normalizePhone = exports.maskPhone = exports.isValidPhone = exports.PHONE_PREFIX = exports.TASK_PHOTO_TYPES = exports.PHOTO_TYPES = exports.LIMITS = void 0;
// @usta/rules: the pure input rules of SPEC §5 that the API enforces and the web app checks as the user
// types. No dependencies, no texts: each side says a broken rule in its own words.
var limits_ts_1 = require("./limits.js");
Object.defineProperty(exports, "LIMITS", { enumerable: true, get: function () { return limits_ts_1.LIMITS; } });
Object.defineProperty(exports, "PHOTO_TYPES", { enumerable: true, get: function () { return limits_ts_1.PHOTO_TYPES; } });
Object.defineProperty(exports, "TASK_PHOTO_TYPES", { enumerable: true, get: function () { return limits_ts_1.TASK_PHOTO_TYPES; } });
var phone_ts_1 = require("./phone.js");
Object.defineProperty(exports, "PHONE_PREFIX", { enumerable: true, get: function () { return phone_ts_1.PHONE_PREFIX; } });
Object.defineProperty(exports, "isValidPhone", { enumerable: true, get: function () { return phone_ts_1.isValidPhone; } });
Object.defineProperty(exports, "maskPhone", { enumerable: true, get: function () { return phone_ts_1.maskPhone; } });
Object.defineProperty(exports, "normalizePhone", { enumerable: true, get: function () { return phone_ts_1.normalizePhone; } });
var username_ts_1 = require("./username.js");
Object.defineProperty(exports, "isValidUsername", { enumerable: true, get: function () { return username_ts_1.isValidUsername; } });
Object.defineProperty(exports, "maskUsername", { enumerable: true, get: function () { return username_ts_1.maskUsername; } });
Object.defineProperty(exports, "normalizeUsername", { enumerable: true, get: function () { return username_ts_1.normalizeUsername; } });
Object.defineProperty(exports, "usernameWithoutAt", { enumerable: true, get: function () { return username_ts_1.usernameWithoutAt; } });
var text_ts_1 = require("./text.js");
Object.defineProperty(exports, "isBlankText", { enumerable: true, get: function () { return text_ts_1.isBlankText; } });
Object.defineProperty(exports, "isCancelTextValid", { enumerable: true, get: function () { return text_ts_1.isCancelTextValid; } });
Object.defineProperty(exports, "isDescriptionTooLong", { enumerable: true, get: function () { return text_ts_1.isDescriptionTooLong; } });
Object.defineProperty(exports, "isDescriptionTooShort", { enumerable: true, get: function () { return text_ts_1.isDescriptionTooShort; } });
Object.defineProperty(exports, "isOtherClientReason", { enumerable: true, get: function () { return text_ts_1.isOtherClientReason; } });
Object.defineProperty(exports, "isValidRating", { enumerable: true, get: function () { return text_ts_1.isValidRating; } });
Object.defineProperty(exports, "trimText", { enumerable: true, get: function () { return text_ts_1.trimText; } });
Object.defineProperty(exports, "visibleText", { enumerable: true, get: function () { return text_ts_1.visibleText; } });
