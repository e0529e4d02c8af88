import { z } from 'zod';
import { multilineText, singleLineText, type TextLines } from '../text.js';
import { normalizePhone, ZIP_LENGTH } from './masks.js';

/**
 * Field builders shared by the admin schemas (and reusable by the referral ones). Inputs accept
 * null and undefined as "empty" because forms and GraphQL variables send either for a blank field.
 */

export const INVALID_ID = 'Invalid id';

/** Wording for a length cap the spec does not mention (it only bounds what we store). */
export const tooLong = (max: number) => `Must be at most ${max} characters`;

/** `singleLineText` or `multilineText` (packages/shared text.ts), by the kind of field. */
export const textOf = (lines: TextLines) => (lines === 'multi' ? multilineText : singleLineText);

/**
 * A required, trimmed text. The required check does not abort, so cross-field refinements on the
 * surrounding object still run and the form shows every message at once.
 */
export const requiredText = (message: string, max = 255, lines: TextLines = 'single') =>
  textOf(lines)({ error: message })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().min(1, message).max(max, tooLong(max)));

/** Optional trimmed text; empty input gives ''. */
export const optionalText = (max = 255) =>
  singleLineText()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, tooLong(max)));

/**
 * Empty, or a complete phone/fax number. Masked input (000-000-0000) is the norm; 10 bare digits
 * are accepted too and stored masked, so imports and API clients land in the same shape.
 */
export const optionalMaskedPhone = (message: string) =>
  singleLineText({ error: message })
    .nullish()
    .transform((v, ctx) => {
      const t = (v ?? '').trim();
      if (t === '') return '';
      const masked = normalizePhone(t);
      if (masked === null) {
        ctx.addIssue({ code: 'custom', message, input: v });
        return z.NEVER;
      }
      return masked;
    });

/** A required 5-digit zip: the required message alone when empty, the format message otherwise. */
export const zipCode = (requiredMessage: string, formatMessage: string) =>
  singleLineText({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(new RegExp(`^\\d{${ZIP_LENGTH}}$`), formatMessage);

const toId = (v: number | string): number | null => {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0 ? v : null;
  const t = v.trim();
  return /^\d+$/.test(t) && Number(t) > 0 && Number.isSafeInteger(Number(t)) ? Number(t) : null;
};

const isBlank = (v: unknown): v is null | undefined | '' =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * An optional database id. Selects hand ids over as strings, the API as numbers: both give a
 * number, and a blank choice gives null ("no referral group").
 */
export const optionalId = z
  .union([z.number(), z.string()], { error: INVALID_ID })
  .nullish()
  .transform((v, ctx) => {
    if (isBlank(v)) return null;
    const id = toId(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_ID, input: v });
      return z.NEVER;
    }
    return id;
  });

/** A required database id; a blank or malformed value gives `message` (e.g. 'Please select role'). */
export const requiredId = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      const id = isBlank(v) ? null : toId(v);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message, input: v });
        return z.NEVER;
      }
      return id;
    });

/** A list of ids, each given as a number or a numeric string. */
export const idList = z.array(
  z.union([z.number(), z.string()], { error: INVALID_ID }).transform((v, ctx) => {
    const id = toId(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_ID, input: v });
      return z.NEVER;
    }
    return id;
  }),
);

/**
 * Case-insensitive de-duplication keeping the first spelling: 'Cardiology' and 'cardiology' name
 * the same specialization or document.
 */
export function uniqueNames(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of list) {
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** Trimmed, non-empty, de-duplicated names (specializations, documents); blanks are dropped. */
export const nameList = (max = 255) =>
  z
    .array(singleLineText().transform((s) => s.trim()))
    .nullish()
    .transform((list) => uniqueNames(list ?? []))
    .pipe(z.array(z.string().max(max, tooLong(max))));
