"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.trimText = trimText;
exports.visibleText = visibleText;
exports.isDescriptionTooShort = isDescriptionTooShort;
exports.isDescriptionTooLong = isDescriptionTooLong;
exports.isBlankText = isBlankText;
exports.isOtherClientReason = isOtherClientReason;
exports.isCancelTextValid = isCancelTextValid;
exports.isValidRating = isValidRating;
// Texts people type: what counts as blank, and a description's length as a reader sees it.
const limits_ts_1 = require("./limits.js");
// Characters that show nothing: zero-width spaces and joiners, the word joiner, the byte order mark
const INVISIBLE = '\\u200B-\\u200D\\u2060\\uFEFF';
const INVISIBLE_ANYWHERE = new RegExp(`[${INVISIBLE}]`, 'g');
const BLANK_ENDS = new RegExp(`^[\\s${INVISIBLE}]+|[\\s${INVISIBLE}]+$`, 'g');
// blank and invisible characters at the ends go
function trimText(text) {
    return text.replace(BLANK_ENDS, '');
}
// what a reader sees of a text: no invisible characters, no blank ends
function visibleText(text) {
    return trimText(text).replace(INVISIBLE_ANYWHERE, '').trim();
}
// SPEC §5: a description of fewer than 10 visible characters is too short; an empty or blank one is never sent
function isDescriptionTooShort(text) {
    return visibleText(text).length < limits_ts_1.LIMITS.descriptionMin;
}
function isDescriptionTooLong(text) {
    return trimText(text).length > limits_ts_1.LIMITS.descriptionMax;
}
function isBlankText(text) {
    return visibleText(text) === '';
}
// a client's cancellation reason whose code contains 'other' needs free text
function isOtherClientReason(code) {
    return !!code && code.toLowerCase().includes('other');
}
// the free text of a cancellation: present (not blank) and within its limit
function isCancelTextValid(text) {
    return !isBlankText(text) && text.length <= limits_ts_1.LIMITS.cancelTextMax;
}
// SPEC §5: a rating is a whole number of stars from 1 to 5
function isValidRating(rating) {
    return Number.isInteger(rating) && rating >= limits_ts_1.LIMITS.ratingMin && rating <= limits_ts_1.LIMITS.ratingMax;
}
