import type { z } from 'zod';
import { fieldErrors } from '@app/shared';
import { AppError, INVALID_DATA } from './app-error.js';

/** Parses input with a shared schema; invalid input is a 422 with the spec's field messages. */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw AppError.validation(INVALID_DATA, fieldErrors(parsed.error));
  }
  return parsed.data;
}
