import { hasControlCharacters, TEXT_MSG } from '@app/shared';
import { AppError, INVALID_DATA } from './app-error.js';

/**
 * The request-wide half of the text rule (packages/shared text.ts, issue 18 item 1): no string
 * anywhere in a request (REST body, query and path; GraphQL variables and literals; upload fields)
 * may hold a control character that not even a multi-line field takes. The shared schemas give
 * each field its own rule and message; this catches what reaches the server without one (search
 * words, ids, keyword arguments, JSON keys), so a NUL never reaches the database as a failed write.
 */

type Path = (string | number)[];

/** The path of the first string (or object key) holding a forbidden character, or null. */
export function controlCharacterPath(value: unknown, path: Path = [], depth = 0): Path | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...path, key];
    const found = controlCharacterPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The validation refusal for a value at `path` (a 422 with the field's message). */
export function controlCharacterError(path: Path): AppError {
  const field = path.join('.') || '_';
  return AppError.validation(INVALID_DATA, { [field]: [TEXT_MSG.controlCharacters] });
}

/** Throws the refusal when any string of `parts` (named request parts) holds one. */
export function assertNoControlCharacters(parts: Record<string, unknown>): void {
  for (const value of Object.values(parts)) {
    const path = controlCharacterPath(value);
    if (path) throw controlCharacterError(path);
  }
}
