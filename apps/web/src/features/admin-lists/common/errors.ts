import { CombinedGraphQLErrors } from '@apollo/client';
import { errorMessage } from '../../../app/http';

type FieldErrors = Record<string, string[]>;

/** The server's field errors (`extensions.validation`), if the failure carries any. */
export function validationErrors(error: unknown): FieldErrors | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const e of error.errors) {
    const validation = e.extensions?.validation;
    if (validation && typeof validation === 'object') return validation as FieldErrors;
  }
  return undefined;
}

/** The server's own words: every GraphQL error message, else the generic banner text. */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    return error.errors.map((e) => e.message).join(' ');
  }
  return errorMessage(error);
}

/**
 * The spec's save-error text (spec 1 section 8, question save and clinic update): validation
 * details that mention 'user' are shown as they are (JSON); otherwise 'Error Message: ' and the
 * message.
 */
export function saveErrorText(error: unknown): string {
  const validation = validationErrors(error);
  if (validation && Object.keys(validation).some((key) => key.includes('user'))) {
    return JSON.stringify(validation, null, 2);
  }
  return `Error Message: ${serverMessage(error)}`;
}
