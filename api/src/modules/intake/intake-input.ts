// A group reply's token as the faces receive it (a path parameter, a form field, GraphQL's argument): the
// token itself, or null for anything that cannot be one (intake.ts makes them).
const INTAKE_TOKEN_PATTERN = /^in_[A-Za-z0-9_-]{22}$/;

export function parseIntakeToken(value: unknown): string | null {
  return typeof value === 'string' && INTAKE_TOKEN_PATTERN.test(value) ? value : null;
}
