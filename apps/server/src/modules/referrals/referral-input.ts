import {
  buildReferralFormSchema,
  fieldErrors,
  formatClinicAddress,
  PATIENT_FIELDS,
  todayInCentral,
  type CustomFormAttribute,
  type PatientFieldName,
  type ReferralFormValues,
} from '@app/shared';
import { AppError, INVALID_DATA } from '../../lib/app-error.js';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import { openSsn } from './patient-ssn.js';
import type { ReferralRow } from './referral-access.js';
import type { PatientRow } from './referrals.repo.js';

type ReferralFields = Pick<ReferralRow, 'mrn' | 'diagnosis' | 'comment' | 'extraInfo'>;

/** Form fields kept on the patient row (the rest of the form belongs to the referral). */
export const PATIENT_COLUMNS: readonly PatientFieldName[] = PATIENT_FIELDS.filter(
  (f) => f.column === 'patient',
).map((f) => f.field);

/** What 'Edit Patient Demographics' may change: the patient and the sending clinic's MRN. */
export const PATIENT_EDIT_FIELDS: readonly PatientFieldName[] = [...PATIENT_COLUMNS, 'mrn'];

const ALL_FIELDS: readonly PatientFieldName[] = PATIENT_FIELDS.map((f) => f.field);

/** The form values a saved draft holds, as the wizard would send them. */
export function storedValues(
  crypto: FieldCrypto,
  referral: ReferralFields | null,
  patient: PatientRow | null,
): Record<string, unknown> {
  return {
    firstname: patient?.firstname ?? '',
    lastname: patient?.lastname ?? '',
    birthdate: patient?.birthdate ?? '',
    ssn: patient ? openSsn(crypto, patient.ssnEncrypted) : '',
    phone: patient?.phone ?? '',
    address_line1: patient?.addressLine1 ?? '',
    address_city: patient?.addressCity ?? '',
    address_state: patient?.addressState ?? '',
    address_zip: patient?.addressZip ?? '',
    insurance_provider: patient?.insuranceProvider ?? '',
    policy_number: patient?.policyNumber ?? '',
    mrn: referral?.mrn ?? '',
    diagnosis: referral?.diagnosis ?? '',
    comment: referral?.comment ?? '',
    extra_info: referral?.extraInfo ?? {},
  };
}

/** extra_info as an object: sent as one, or as the JSON text the spec stores. */
function extraInfoOf(v: unknown): Record<string, unknown> {
  if (typeof v === 'string') {
    try {
      return extraInfoOf(JSON.parse(v));
    } catch {
      return {};
    }
  }
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : {};
}

/**
 * The stored values with the sent ones on top: the wizard sends only changed fields, and custom
 * fields one by one inside extra_info. Only `fields` (and extra_info when listed) are taken.
 */
export function mergeValues(
  stored: Record<string, unknown>,
  sent: Record<string, unknown>,
  opts: { fields?: readonly PatientFieldName[]; extraInfo?: boolean } = {},
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const f of opts.fields ?? ALL_FIELDS) {
    if (Object.hasOwn(sent, f)) merged[f] = sent[f];
  }
  if ((opts.extraInfo ?? true) && Object.hasOwn(sent, 'extra_info')) {
    merged['extra_info'] = {
      ...extraInfoOf(stored['extra_info']),
      ...extraInfoOf(sent['extra_info']),
    };
  }
  return merged;
}

/** Validates the whole form with the receiving clinic's rules; field errors by payload name. */
export function validateForm(
  attributes: readonly CustomFormAttribute[],
  values: Record<string, unknown>,
  now: Date,
): ReferralFormValues {
  const parsed = buildReferralFormSchema(attributes, todayInCentral(now)).safeParse(values);
  if (!parsed.success) throw AppError.validation(INVALID_DATA, fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * The form reduced to the patient fields: the custom rows are left out and diagnosis and comment
 * are optional, so a patient edit is not refused over referral details it does not show.
 */
export function patientOnlyAttributes(
  attributes: readonly CustomFormAttribute[],
): CustomFormAttribute[] {
  const optional = (field: string): CustomFormAttribute => ({
    field,
    label: field,
    size: '12',
    required: false,
    hidden: false,
    kind: 'textarea',
    choices: [],
    helpText: '',
  });
  return [
    ...attributes.filter((a) =>
      (PATIENT_EDIT_FIELDS as readonly string[]).includes(a.field.trim()),
    ),
    optional('diagnosis'),
    optional('comment'),
  ];
}

const orNull = (v: string) => (v === '' ? null : v);

/** The patient columns of validated values (the SSN is sealed separately). */
export function patientColumns(v: ReferralFormValues) {
  return {
    firstname: v.firstname,
    lastname: v.lastname,
    birthdate: orNull(v.birthdate),
    phone: orNull(v.phone),
    addressLine1: orNull(v.address_line1),
    addressCity: orNull(v.address_city),
    addressState: orNull(v.address_state),
    addressZip: orNull(v.address_zip),
    fullAddress: orNull(formatClinicAddress(v)),
    insuranceProvider: orNull(v.insurance_provider),
    policyNumber: orNull(v.policy_number),
  };
}

/** The referral columns of validated values. */
export function referralColumns(v: ReferralFormValues) {
  return {
    mrn: orNull(v.mrn),
    diagnosis: orNull(v.diagnosis),
    comment: orNull(v.comment),
    extraInfo: v.extra_info,
  };
}
