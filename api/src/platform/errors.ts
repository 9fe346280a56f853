// Expected failures, each with a stable code and its parameters (never a sentence): the message
// catalogue (api/src/messages) says them in the viewer's language. GraphQL lists them on mutations
// (errors plugin, `... on Error { code message }`) and puts the code in `extensions.code` elsewhere;
// the REST shim turns them into { success: false, message, errors } with docs/product.md's texts.
import type { MessageCode, MessageRef, Params, PlainCode } from './i18n/catalogue';

export type { MessageCode, MessageRef, Params, PlainCode };

// field -> the messages about it, in the order found
export type FieldErrors = Record<string, MessageRef[]>;

function codeAndParams(ref: MessageRef): { code: MessageCode; params: Params } {
  return typeof ref === 'string' ? { code: ref, params: {} } : { code: ref.code, params: ref.params };
}

// One refusal more for `field`.
export function addError(errors: FieldErrors, field: string, message: MessageRef) {
  (errors[field] ??= []).push(message);
}

// every refusal collected, said in one answer (the first field's first message is its `message`)
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw ValidationError.fromFields(errors);
}

// A form as the edge parsed it (api/src/input `parseFields`): each field its typed value, null where the
// edge refused it, and those refusals by field. The domain adds its own (a name taken, a city that does not
// exist) and says them all together.
export interface ParsedForm<T> {
  value: { [K in keyof T]: T[K] | null };
  errors: FieldErrors;
}

// the form's values once neither the edge nor the domain refused a field (`errors`: the form's and the
// domain's)
export function accepted<T>(form: ParsedForm<T>, errors: FieldErrors): T {
  throwIfAny(errors);
  // no refusal: no field is null
  return form.value as T;
}

export class AppError extends Error {
  readonly status: number = 400;
  readonly code: MessageCode;
  readonly params: Params;
  constructor(message: MessageRef) {
    const { code, params } = codeAndParams(message);
    // the code stands in for the text in logs; the faces translate it
    super(code);
    this.code = code;
    this.params = params;
  }
}

export class ValidationError extends AppError {
  readonly status = 422;
  constructor(
    message: MessageRef,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }

  // the first message of the first field, or the given one
  static fromFields(fieldErrors: FieldErrors, message?: MessageRef): ValidationError {
    const first = Object.values(fieldErrors).find((messages) => messages.length > 0)?.[0];
    return new ValidationError(message ?? first ?? 'VALIDATION_FAILED', fieldErrors);
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message: MessageRef = 'FORBIDDEN') {
    super(message);
  }
}

// the state changed under the caller: another master accepted first, the task is no longer cancellable...
export class ConflictError extends AppError {
  readonly status = 409;
}

// docs/product.md's two sign-in failures (their texts are docs/product.md's English ones, in the catalogue)
export class AuthenticationError extends AppError {
  readonly status = 401;
  // token: an analyst's API token where only a person's session counts (the Mini App's routes)
  constructor(readonly kind: 'missing' | 'invalid' | 'token') {
    super(
      kind === 'missing'
        ? 'TELEGRAM_INIT_DATA_MISSING'
        : kind === 'token'
          ? 'API_TOKEN_NOT_A_SESSION'
          : 'TELEGRAM_DATA_INVALID',
    );
  }
}
