// Expected failures. GraphQL lists them on mutations (errors plugin, `... on Error { message }`);
// the REST shim turns them into { success: false, message, errors } with the same SPEC texts.

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number = 400;
  readonly code: string = 'BAD_REQUEST';
}

export class ValidationError extends AppError {
  readonly status = 422;
  readonly code = 'VALIDATION_FAILED';
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }

  // the first message of the first field, or the message itself
  static fromFields(fieldErrors: FieldErrors, message?: string): ValidationError {
    const first = Object.values(fieldErrors).find((messages) => messages.length > 0)?.[0];
    return new ValidationError(message ?? first ?? 'Ошибка валидации', fieldErrors);
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly code = 'NOT_FOUND';
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  readonly code = 'FORBIDDEN';
  constructor(message = 'Недостаточно прав') {
    super(message);
  }
}

// the state changed under the caller: another master accepted first, the task is no longer cancellable...
export class ConflictError extends AppError {
  readonly status = 409;
  readonly code = 'CONFLICT';
}

export const AUTH_TEXTS = {
  missing: { code: 'TELEGRAM_INIT_DATA_MISSING', error: 'Telegram initData not provided' },
  invalid: { code: 'TELEGRAM_DATA_INVALID', error: 'Invalid Telegram data' },
} as const;

export class AuthenticationError extends AppError {
  readonly status = 401;
  readonly code: string;
  constructor(readonly kind: keyof typeof AUTH_TEXTS) {
    super(AUTH_TEXTS[kind].error);
    this.code = AUTH_TEXTS[kind].code;
  }
}
