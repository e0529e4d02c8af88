import type { z } from 'zod';
import { fieldErrors } from '@app/shared';
import type { FieldErrors } from '../../lib/app-error.js';

/**
 * Parses one part of a composite input (a provider of a clinic, a user of an enrollment) with its
 * shared schema, adding any field errors under `prefix` (e.g. 'providers.0.') to `errors`.
 */
export function parseAt<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix: string,
  errors: FieldErrors,
): z.output<S> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const [key, messages] of Object.entries(fieldErrors(parsed.error))) {
    const path = key === '_' ? prefix.replace(/\.$/, '') || '_' : prefix + key;
    (errors[path] ??= []).push(...messages);
  }
  return undefined;
}

export function addError(errors: FieldErrors, path: string, message: string): void {
  (errors[path] ??= []).push(message);
}
