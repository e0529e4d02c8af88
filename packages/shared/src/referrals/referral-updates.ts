import { z } from 'zod';
import type { CustomFormAttribute } from '../admin/custom-form.js';
import {
  buildReferralFormSchema,
  DEFAULT_REQUIRED,
  PATIENT_FIELDS,
  todayInCentral,
  type PatientFieldName,
} from './patient.js';
import type { ReferralStatus } from './status.js';

/**
 * The detail view's edits of a sent referral (spec 2 "Referral detail view" and "Dialogs"):
 * 'Edit Patient Demographics', 'Update Referral Information' and 'Update Referral Source'. Both
 * sides validate with these rules; the server is the judge (docs/referrals-api.md).
 */

/** What 'Update Referral Information' changes: the referring clinic's MRN, diagnosis and comment. */
export const INFORMATION_FIELDS = [
  'mrn',
  'diagnosis',
  'comment',
] as const satisfies readonly PatientFieldName[];
export type ReferralInformation = Record<(typeof INFORMATION_FIELDS)[number], string>;

/** What 'Edit Patient Demographics' changes: the patient row and the MRN. */
export const PATIENT_EDIT_FIELD_NAMES: readonly PatientFieldName[] = PATIENT_FIELDS.filter(
  (f) => f.column === 'patient' || f.field === 'mrn',
).map((f) => f.field);

/** A form row that makes a standard field optional (a clinic form row overrides the default). */
function optionalRow(field: string): CustomFormAttribute {
  return {
    field,
    label: field,
    size: '12',
    required: false,
    hidden: false,
    kind: 'text',
    choices: [],
    helpText: '',
  };
}

/**
 * A clinic form reduced to some standard fields: their rows are kept (so the clinic still decides
 * what is required), custom_ rows dropped, and every other field made optional, so that an edit
 * of a few fields is never refused over fields it does not show.
 */
export function formReducedTo(
  attributes: readonly CustomFormAttribute[],
  fields: readonly PatientFieldName[],
  alsoOptional: readonly PatientFieldName[] = [],
): CustomFormAttribute[] {
  const kept = attributes.filter(
    (a) =>
      (fields as readonly string[]).includes(a.field.trim()) &&
      !(alsoOptional as readonly string[]).includes(a.field.trim()),
  );
  const others = DEFAULT_REQUIRED.filter((f) => !fields.includes(f) || alsoOptional.includes(f));
  return [...kept, ...others.map(optionalRow)];
}

/**
 * 'Update Referral Information' `{ mrn, diagnosis, comment }`, with the receiving clinic's rules
 * for those three (diagnosis required unless the form says otherwise; the spec's messages).
 */
export function buildReferralInformationSchema(
  attributes: readonly CustomFormAttribute[] = [],
  today: string = todayInCentral(),
): z.ZodType<ReferralInformation, unknown> {
  return buildReferralFormSchema(formReducedTo(attributes, INFORMATION_FIELDS), today).transform(
    (v) => ({ mrn: v.mrn, diagnosis: v.diagnosis, comment: v.comment }),
  );
}

/**
 * Statuses in which the referring clinic may update the referral's information: sent and still
 * open (a draft changes in the wizard; completed, declined and refused orders are closed).
 */
export const INFORMATION_UPDATABLE_STATUSES: readonly ReferralStatus[] = [
  'pending_approval',
  'order_approved',
  'sent',
  'under_review',
  'accepted',
  'scheduled',
  'sent_fax',
  'faxed_successfully',
];

export function canUpdateInformationIn(status: string): boolean {
  return (INFORMATION_UPDATABLE_STATUSES as readonly string[]).includes(status);
}

/** Orders show their approver once past these statuses, else 'Order not yet approved'. */
export const ORDER_UNAPPROVED_STATUSES: readonly ReferralStatus[] = ['draft', 'pending_approval'];

export function isOrderApprovalShown(r: { is_order: boolean; status: string }): boolean {
  return r.is_order && !(ORDER_UNAPPROVED_STATUSES as readonly string[]).includes(r.status);
}

/** Not worded by the spec (docs/referrals-api.md "Detail view edits"). */
export const REFERRAL_UPDATE_MSG = {
  clinicRequired: 'Referring Clinic is required',
  clinicNotFound: 'Clinic not found.',
  notUpdatable: 'This referral can no longer be updated.',
  hasReferringClinic: 'This referral was sent by a clinic; its source cannot be changed.',
  informationLog: 'Referral information updated.',
  sourceLog: (clinic: string) => `Referral source set to ${clinic}.`,
} as const;

/** 'Update Referral Source' `{ clinic_id }`: the clinic the referral came from. */
export const referralSourceSchema = z.object({
  clinic_id: z.coerce
    .number({ error: REFERRAL_UPDATE_MSG.clinicRequired })
    .int(REFERRAL_UPDATE_MSG.clinicRequired)
    .positive(REFERRAL_UPDATE_MSG.clinicRequired),
});
export type ReferralSourceInput = z.infer<typeof referralSourceSchema>;
