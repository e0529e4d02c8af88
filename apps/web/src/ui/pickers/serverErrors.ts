import { CombinedGraphQLErrors } from '@apollo/client';
import { ApiError, errorMessage } from '../../app/http';

/** Field errors as `{ path: [messages] }`, from a GraphQL error's extensions.validation or a REST body. */
export type FieldErrors = Record<string, string[]>;

/**
 * The server's field errors of a failed call (docs/admin-api.md): GraphQL puts them in
 * extensions.validation, REST in the body's `errors`. Keys keep the server's paths
 * (e.g. 'clinic.providers.0.lastname'); an empty object when there are none.
 */
export function validationErrors(error: unknown): FieldErrors {
  if (error instanceof ApiError) return error.body.errors ?? {};
  if (CombinedGraphQLErrors.is(error)) {
    const out: FieldErrors = {};
    for (const e of error.errors) {
      const v = e.extensions?.['validation'];
      if (v && typeof v === 'object') {
        for (const [key, messages] of Object.entries(v as Record<string, unknown>)) {
          const list = Array.isArray(messages) ? messages.map(String) : [String(messages)];
          out[key] = [...(out[key] ?? []), ...list];
        }
      }
    }
    return out;
  }
  return {};
}

/** The text to show for a failed call: the server's message, or the generic one. */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? errorMessage(error);
  return errorMessage(error);
}

/** Drops a prefix such as 'clinic.' from the keys (keys without it are kept as they are). */
export function stripPrefix(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k.startsWith(prefix) ? k.slice(prefix.length) : k, v]),
  );
}

/**
 * Puts each field error under the matching field of a react-hook-form form; returns the errors
 * no field took (to show in a banner).
 */
export function applyFieldErrors(
  errors: FieldErrors,
  setError: (name: never, error: { type: string; message: string }) => void,
  /** The form's field paths; without it every error is set on the form. */
  fields?: readonly string[],
): FieldErrors {
  const rest: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    if ((!fields || fields.includes(key)) && messages[0])
      setError(key as never, { type: 'server', message: messages[0] });
    else rest[key] = messages;
  }
  return rest;
}
