// What an edge parser throws for bad input: the ValidationError (or its errors by field), and a failure
// when it throws nothing.
import { ValidationError, type FieldErrors } from '../../errors';

export function refusal(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('not refused');
}

export const refusedFields = (run: () => unknown): FieldErrors => refusal(run).fieldErrors;
