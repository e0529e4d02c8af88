import { z } from 'zod';
import { textProblem, type TextLines } from '../text.js';
import { CLINIC_MSG } from './clinic.js';
import type { CustomFormAttribute } from './custom-form.js';
import { fieldDisplayLabel } from './field-display.js';
import { isZip, normalizePhone } from './masks.js';

/**
 * Turns a clinic's custom form rows into the zod object that validates what a person filled in.
 * The referral wizard, the public form and the server all build it from the same rows, so a form
 * and its check cannot drift apart.
 */

export const TEXT_MAX_LENGTH = 255;
export const TEXTAREA_MAX_LENGTH = 2000;

export interface AddressValue {
  line1: string;
  city: string;
  state: string;
  zip: string;
}
const ADDRESS_PARTS = ['line1', 'city', 'state', 'zip'] as const;

/** Message text for a row: its label as every screen shows it (field-display.ts). */
const labelOf = fieldDisplayLabel;

export const formFieldMessages = (label: string) => ({
  required: `${label} is required`,
  date: `${label} must be a valid date`,
  phone: `${label} must have 10 digits`,
  // Not worded by the spec.
  numeric: `${label} must be a number`,
  choice: `${label} must be one of the choices`,
  tooLong: (max: number) => `${label} must be at most ${max} characters`,
});

const isBlank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * 'MM/DD/YYYY' (what the date input shows; single-digit month and day allowed) or 'YYYY-MM-DD'
 * (what is stored, so a saved value parses again) -> 'YYYY-MM-DD'; null unless a real calendar day.
 */
export function parseUsDate(value: string): string | null {
  const t = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  let y: number, m: number, d: number;
  if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1) return null;
  if (date.getUTCDate() !== d) return null;
  return `${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY' for putting a saved date back into the input; else ''. */
export function formatUsDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec((iso ?? '').trim());
  return m ? `${m[2] ?? ''}/${m[3] ?? ''}/${m[1] ?? ''}` : '';
}

type Ctx = z.RefinementCtx;
type FieldParser = (value: unknown, ctx: Ctx) => unknown;

const fail = (ctx: Ctx, value: unknown, message: string, path: (string | number)[] = []) => {
  ctx.addIssue({ code: 'custom', message, input: value, path });
  return z.NEVER;
};

/**
 * One parser per kind. Values of the referral's extra_info are strings or arrays (spec 2 section
 * 3), so scalars come out as strings, an empty optional scalar as '', an empty optional checkbox
 * as [] and an empty optional address as null.
 */
function parserFor(a: CustomFormAttribute): FieldParser {
  const msg = formFieldMessages(labelOf(a));
  const text =
    (max: number, lines: TextLines = 'single'): FieldParser =>
    (v, ctx) => {
      if (isBlank(v)) return a.required ? fail(ctx, v, msg.required) : '';
      if (typeof v !== 'string') return fail(ctx, v, msg.required);
      const t = v.trim();
      const problem = textProblem(t, lines);
      if (problem) return fail(ctx, v, problem);
      return t.length > max ? fail(ctx, v, msg.tooLong(max)) : t;
    };

  switch (a.kind) {
    case 'label':
      return () => undefined;
    case 'text':
      return text(TEXT_MAX_LENGTH);
    case 'textarea':
      return text(TEXTAREA_MAX_LENGTH, 'multi');
    case 'numeric':
      return (v, ctx) => {
        if (isBlank(v)) return a.required ? fail(ctx, v, msg.required) : '';
        if (typeof v === 'number')
          return Number.isFinite(v) ? String(v) : fail(ctx, v, msg.numeric);
        if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return v.trim();
        return fail(ctx, v, msg.numeric);
      };
    case 'date':
      return (v, ctx) => {
        if (isBlank(v)) return a.required ? fail(ctx, v, msg.required) : '';
        const iso = typeof v === 'string' ? parseUsDate(v) : null;
        return iso ?? fail(ctx, v, msg.date);
      };
    case 'phone':
      return (v, ctx) => {
        if (isBlank(v)) return a.required ? fail(ctx, v, msg.required) : '';
        const masked = typeof v === 'string' ? normalizePhone(v) : null;
        return masked ?? fail(ctx, v, msg.phone);
      };
    case 'single_choice':
      return (v, ctx) => {
        if (isBlank(v)) return a.required ? fail(ctx, v, msg.required) : '';
        return typeof v === 'string' && a.choices.includes(v.trim())
          ? v.trim()
          : fail(ctx, v, msg.choice);
      };
    case 'multiple_choice':
      return (v, ctx) => {
        const list = v === null || v === undefined ? [] : v;
        if (!Array.isArray(list) || list.some((c) => typeof c !== 'string'))
          return fail(ctx, v, msg.choice);
        const picked = [...new Set((list as string[]).map((c) => c.trim()))];
        if (picked.some((c) => !a.choices.includes(c))) return fail(ctx, v, msg.choice);
        // Required means at least one box ticked (spec 2 section 5), same message.
        if (a.required && picked.length === 0) return fail(ctx, v, msg.required);
        return picked;
      };
    case 'address':
      return (v, ctx) => {
        const o = v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};
        if (v !== null && v !== undefined && typeof v !== 'object')
          return fail(ctx, v, msg.required);
        const part = (k: keyof AddressValue) => {
          const p = o[k];
          return typeof p === 'string' ? p.trim() : '';
        };
        const parts: AddressValue = {
          line1: part('line1'),
          city: part('city'),
          state: part('state'),
          zip: part('zip'),
        };
        const empty = ADDRESS_PARTS.every((k) => parts[k] === '');
        if (empty && !a.required) return null;
        // A started address must be complete, with the spec's wording for patient addresses.
        const missing: Record<keyof AddressValue, string> = {
          line1: CLINIC_MSG.addressLine1Required,
          city: CLINIC_MSG.cityRequired,
          state: CLINIC_MSG.stateRequired,
          zip: CLINIC_MSG.zipRequired,
        };
        let ok = true;
        for (const k of ADDRESS_PARTS) {
          const problem = textProblem(parts[k]);
          if (problem) {
            ctx.addIssue({ code: 'custom', message: problem, input: v, path: [k] });
            ok = false;
          } else if (parts[k] === '') {
            ctx.addIssue({ code: 'custom', message: missing[k], input: v, path: [k] });
            ok = false;
          }
        }
        if (parts.zip !== '' && !isZip(parts.zip)) {
          ctx.addIssue({ code: 'custom', message: CLINIC_MSG.zipDigits, input: v, path: ['zip'] });
          ok = false;
        }
        return ok ? parts : z.NEVER;
      };
  }
}

/** Rows that take a value: not hidden, not a label, and named. */
const valueRows = (attributes: readonly CustomFormAttribute[]) =>
  attributes.filter((a) => !a.hidden && a.kind !== 'label' && a.field.trim() !== '');

/**
 * The zod object for a form's values, keyed by field name. Hidden and label rows are left out
 * (and so stripped from the values).
 */
export function buildFormSchema(attributes: readonly CustomFormAttribute[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const a of valueRows(attributes)) {
    const parse = parserFor(a);
    // optional() lets a missing key reach the parser, which decides whether it is required.
    shape[a.field.trim()] = z
      .unknown()
      .optional()
      .transform((v, ctx) => parse(v, ctx));
  }
  return z.object(shape);
}

export type FormFieldValue = string | string[] | AddressValue | null;
export type FormValues = Record<string, FormFieldValue>;

/** Empty starting values for a form, in the input's shape ('' for dates and numbers). */
export function defaultValuesFor(attributes: readonly CustomFormAttribute[]): FormValues {
  const values: FormValues = {};
  for (const a of valueRows(attributes)) {
    values[a.field.trim()] =
      a.kind === 'multiple_choice'
        ? []
        : a.kind === 'address'
          ? { line1: '', city: '', state: '', zip: '' }
          : '';
  }
  return values;
}
