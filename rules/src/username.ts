// docs/product.md §5 messenger username: a leading '@' is forced; '@' plus 5 to 32 letters, digits or underscores.

const USERNAME = /^@[A-Za-z0-9_]{5,32}$/;

export function isValidUsername(username: string): boolean {
  return USERNAME.test(username);
}

// A username as sent: surrounding blanks and any leading '@'s go, one '@' is put back. Empty stays empty.
export function normalizeUsername(raw: string): string {
  const name = raw.trim().replace(/^@+/, '');
  return name === '' ? '' : `@${name}`;
}

// The input mask of the username field: as normalizeUsername, and a space typed inside is dropped.
export function maskUsername(raw: string): string {
  return normalizeUsername(raw.replace(/\s/g, ''));
}

// the API takes the username without its '@'
export function usernameWithoutAt(username: string): string {
  return username.replace(/^@/, '');
}
