import { AppError } from '../../../lib/app-error.js';

/**
 * An opaque keyset cursor: the row's sort key (updated_at as PostgreSQL prints it, so the
 * microseconds survive, and the id). Clients only hand it back; a forged one is refused.
 */
export interface ListKey {
  updatedAt: string;
  id: number;
}

export function encodeCursor(k: ListKey): string {
  return Buffer.from(JSON.stringify([k.updatedAt, k.id])).toString('base64url');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export function decodeCursor(cursor: string, field: 'after' | 'before'): ListKey {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(v) &&
      v.length === 2 &&
      typeof v[0] === 'string' &&
      TIMESTAMP.test(v[0]) &&
      Number.isSafeInteger(v[1]) &&
      (v[1] as number) > 0
    ) {
      return { updatedAt: v[0], id: v[1] as number };
    }
  } catch {
    // falls through to the refusal
  }
  const msg = 'The page cursor is invalid.';
  throw AppError.validation(msg, { [field]: [msg] });
}
