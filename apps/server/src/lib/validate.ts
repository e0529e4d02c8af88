import type { z } from 'zod';
import { fieldErrors } from '@app/shared';
import { AppError, INVALID_DATA } from './app-error.js';

type FieldErrors = Record<string, string[]>;

/**
 * Parses input with a shared schema; invalid input is a 422 with the spec's field messages.
 * `message` is the answer's top-level message when a call words it (default 'The given data
 * was invalid.'), or a function choosing it from the field errors.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  body: unknown,
  message: string | ((errors: FieldErrors) => string) = INVALID_DATA,
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw AppError.validation(typeof message === 'string' ? message : message(errors), errors);
  }
  return parsed.data;
}
