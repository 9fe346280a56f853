"use strict";
// SPEC §5 messenger username: a leading '@' is forced; '@' plus 5 to 32 letters, digits or underscores.
Object.defineProperty(exports, "__esModule", { value: true });
exports.isValidUsername = isValidUsername;
exports.normalizeUsername = normalizeUsername;
exports.maskUsername = maskUsername;
exports.usernameWithoutAt = usernameWithoutAt;
const USERNAME = /^@[A-Za-z0-9_]{5,32}$/;
function isValidUsername(username) {
    return USERNAME.test(username);
}
// A username as sent: surrounding blanks and any leading '@'s go, one '@' is put back. Empty stays empty.
function normalizeUsername(raw) {
    const name = raw.trim().replace(/^@+/, '');
    return name === '' ? '' : `@${name}`;
}
// The input mask of the username field: as normalizeUsername, and a space typed inside is dropped.
function maskUsername(raw) {
    return normalizeUsername(raw.replace(/\s/g, ''));
}
// the API takes the username without its '@'
function usernameWithoutAt(username) {
    return username.replace(/^@/, '');
}
