import { z } from 'zod';
import { textProblem } from '../text.js';
import { CLINIC_MSG } from '../admin/clinic.js';
import { CUSTOM_FIELD_PREFIX, type CustomFormAttribute } from '../admin/custom-form.js';
import { buildFormSchema, parseUsDate } from '../admin/form-schema.js';
import { isZip, normalizePhone, digitsOnly } from '../admin/masks.js';
import { REFERRAL_LABEL } from './labels.js';
import { REFERRAL_MSG } from './messages.js';

/**
 * The patient and referral fields of the wizard's Patient Demographics step (spec 2 section 3, the
 * patient form field set, and section 5). A clinic's custom form may place one of these names to
 * change whether it is required ("required fields from the clinic form override default
 * schemas"); every other row of the form is a custom_ field kept in extra_info. `column` says
 * where a field is stored: on the patient row, or on the referral (the MRN is the sending clinic's).
 */
export const PATIENT_FIELDS = [
  { field: 'ssn', label: 'SSN', size: 6, kind: 'ssn', column: 'patient' },
  { field: 'mrn', label: 'MRN', size: 6, kind: 'text', column: 'referral' },
  { field: 'firstname', label: 'First Name', size: 6, kind: 'text', column: 'patient' },
  { field: 'lastname', label: 'Last Name', size: 6, kind: 'text', column: 'patient' },
  { field: 'birthdate', label: 'Birthdate', size: 6, kind: 'birthdate', column: 'patient' },
  { field: 'phone', label: 'Phone', size: 6, kind: 'phone', column: 'patient' },
  { field: 'address_line1', label: 'Address Line 1', size: 12, kind: 'text', column: 'patient' },
  { field: 'address_city', label: 'City', size: 6, kind: 'text', column: 'patient' },
  { field: 'address_state', label: 'State', size: 3, kind: 'text', column: 'patient' },
  { field: 'address_zip', label: 'Zip', size: 3, kind: 'zip', column: 'patient' },
  {
    field: 'insurance_provider',
    label: REFERRAL_LABEL.insuranceProvider,
    size: 6,
    kind: 'text',
    column: 'patient',
  },
  {
    field: 'policy_number',
    label: REFERRAL_LABEL.policyNumber,
    size: 6,
    kind: 'text',
    column: 'patient',
  },
  {
    field: 'diagnosis',
    label: REFERRAL_LABEL.diagnosis,
    size: 12,
    kind: 'textarea',
    column: 'referral',
  },
  { field: 'comment', label: 'Comment', size: 12, kind: 'textarea', column: 'referral' },
] as const;
export type PatientFieldName = (typeof PATIENT_FIELDS)[number]['field'];

/** Whether a form row names a standard patient field (the rest are custom_ rows and labels). */
export function isPatientFieldName(field: string): field is PatientFieldName {
  return PATIENT_FIELDS.some((p) => p.field === field);
}

/** Required unless the clinic's form says otherwise (our default; docs/decisions.md). */
export const DEFAULT_REQUIRED: readonly PatientFieldName[] = [
  'firstname',
  'lastname',
  'birthdate',
  'ssn',
  'diagnosis',
];

const REQUIRED_MSG: Partial<Record<PatientFieldName, string>> = {
  firstname: REFERRAL_MSG.firstNameRequired,
  lastname: REFERRAL_MSG.lastNameRequired,
  ssn: REFERRAL_MSG.ssnRequired,
  birthdate: REFERRAL_MSG.birthdateRequired,
  phone: REFERRAL_MSG.phoneRequired,
  address_line1: CLINIC_MSG.addressLine1Required,
  address_city: CLINIC_MSG.cityRequired,
  address_state: CLINIC_MSG.stateRequired,
  address_zip: REFERRAL_MSG.zipRequired,
  diagnosis: REFERRAL_MSG.diagnosisRequired,
  comment: REFERRAL_MSG.commentRequired,
  mrn: 'MRN is required',
  insurance_provider: 'Insurance Provider is required',
  policy_number: 'Policy Number is required',
};

const TEXT_MAX = 255;
const LONG_MAX = 2000;

export type PatientValues = Record<PatientFieldName, string>;
export type ReferralFormValues = PatientValues & { extra_info: Record<string, unknown> };

/** Which standard fields are required for a clinic form (form rows override the default). */
export function requiredPatientFields(
  attributes: readonly CustomFormAttribute[],
): Set<PatientFieldName> {
  const req = new Set<PatientFieldName>(DEFAULT_REQUIRED);
  for (const a of attributes) {
    const f = a.field.trim();
    const std = PATIENT_FIELDS.find((p) => p.field === f);
    if (!std) continue;
    if (a.required && !a.hidden) req.add(std.field);
    else req.delete(std.field);
  }
  return req;
}

/** The custom_ rows of a form: the ones the wizard renders after the patient fields. */
export function customRows(attributes: readonly CustomFormAttribute[]): CustomFormAttribute[] {
  return attributes.filter((a) => a.kind === 'label' || a.field.startsWith(CUSTOM_FIELD_PREFIX));
}

/** Today as 'YYYY-MM-DD' in the product's timezone (US/Central), for the birthdate rule. */
export function todayInCentral(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};
const blank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

function fieldParser(
  field: (typeof PATIENT_FIELDS)[number],
  required: boolean,
  today: string,
): (v: unknown, ctx: Ctx) => string {
  const requiredMsg = REQUIRED_MSG[field.field] ?? `${field.label} is required`;
  return (v, ctx) => {
    if (blank(v)) return required ? fail(ctx, requiredMsg) : '';
    if (typeof v !== 'string') return fail(ctx, requiredMsg);
    const t = v.trim();
    const problem = textProblem(t, field.kind === 'textarea' ? 'multi' : 'single');
    if (problem) return fail(ctx, problem);
    switch (field.kind) {
      case 'ssn': {
        // Stored as its 9 digits whichever way it was typed (spec 2 entities: ssn (9 digits)).
        const d = digitsOnly(t);
        return d.length === 9 && /^[\d-]+$/.test(t) ? d : fail(ctx, REFERRAL_MSG.ssnDigits);
      }
      case 'phone': {
        // Stored as 10 digits (spec 2 entities: phone (10 digits)), masked or bare when typed.
        const masked = normalizePhone(t);
        return masked === null ? fail(ctx, REFERRAL_MSG.phoneDigits) : digitsOnly(masked);
      }
      case 'zip':
        return isZip(t) ? t : fail(ctx, REFERRAL_MSG.zipDigits);
      case 'birthdate': {
        const iso = parseUsDate(t);
        if (!iso) return fail(ctx, REFERRAL_MSG.birthdateInvalid);
        return iso > today ? fail(ctx, REFERRAL_MSG.birthdatePast) : iso;
      }
      case 'textarea':
        return t.length > LONG_MAX
          ? fail(ctx, `${field.label} must be at most ${LONG_MAX} characters`)
          : t;
      default:
        return t.length > TEXT_MAX
          ? fail(ctx, `${field.label} must be at most ${TEXT_MAX} characters`)
          : t;
    }
  };
}

/**
 * The zod schema of the Patient Demographics step for a receiving clinic's form: the patient
 * fields (with the spec's messages) plus `extra_info`, the form's custom_ fields. The wizard
 * validates with it; the server validates the merged draft with it before saving.
 */
export function buildReferralFormSchema(
  attributes: readonly CustomFormAttribute[],
  today: string = todayInCentral(),
) {
  const required = requiredPatientFields(attributes);
  const shape: Record<string, z.ZodType> = {};
  for (const f of PATIENT_FIELDS) {
    const parse = fieldParser(f, required.has(f.field), today);
    shape[f.field] = z
      .unknown()
      .optional()
      .transform((v, ctx) => parse(v, ctx));
  }
  shape['extra_info'] = z
    .unknown()
    .optional()
    .transform((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {}))
    .pipe(buildFormSchema(customRows(attributes)));
  return z.object(shape) as unknown as z.ZodType<ReferralFormValues, unknown>;
}

/** A full SSN as typed (11 characters with dashes) triggers the patient look-up. */
export function isFullSsn(value: string | null | undefined): boolean {
  return /^\d{3}-\d{2}-\d{4}$/.test(value ?? '');
}
