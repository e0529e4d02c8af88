import { z } from 'zod';
import {
  PATIENT_FIELDS,
  PUBLIC_REFERRAL_MSG,
  buildReferralFormSchema,
  customRows,
  defaultValuesFor,
  publicReferrerSchema,
  type CustomFormAttribute,
  type FormValues,
  type PatientFieldName,
  type PublicReferrerContact,
  type ReferralFormValues,
} from '@app/shared';
import type { ProviderDocumentDto } from '../referrals/wizard/graphql';
import type { Answer, DocumentSection } from '../referrals/wizard/wizardLogic';
import type { PublicProviderDocumentDto, PublicReferrerDto } from './graphql';

/** Spec 2 section 8/9 wording the shared catalogue does not hold yet (public side only). */
export const PUBLIC_FORM_MSG = {
  documentsFailed: 'Failed to submit referral documents.',
  uploadedFiles: 'Successfully uploaded files.',
  confirmationTitle: PUBLIC_REFERRAL_MSG.submittedTitle,
  confirmation: 'Check your e-mail for the access code and the link to follow your referral',
} as const;

/** The public success toast stays 4000 ms (spec 2 section 9). */
export const PUBLIC_SUCCESS_TOAST_MS = 4000;

/** The referrer contact fields, in the form's order. */
export const REFERRER_FIELDS = [
  'contact_email',
  'physician',
  'clinic_name',
  'contact',
  'office_phone',
  'fax',
] as const;
export type ReferrerFieldName = (typeof REFERRER_FIELDS)[number];

/** What the public form holds while typing (masked phones and SSN, MM/DD/YYYY dates). */
export type PublicFormValues = Record<PatientFieldName, string> &
  Record<ReferrerFieldName, string> & {
    provider_uuid: string;
    /** The honeypot: people never see it, so it stays empty; bots fill it. */
    website: string;
    extra_info: FormValues;
  };

export type PublicParsedValues = ReferralFormValues & PublicReferrerContact & { website: string };

/** The shared rules: the referrer contact plus the clinic's external patient form. */
export function publicFormSchema(
  attributes: readonly CustomFormAttribute[],
): z.ZodType<PublicParsedValues, PublicFormValues> {
  const honeypot = z.object({ website: z.string().optional().default('') });
  return z.intersection(
    z.intersection(publicReferrerSchema, honeypot),
    buildReferralFormSchema(attributes),
  ) as never;
}

export function emptyPublicValues(attributes: readonly CustomFormAttribute[]): PublicFormValues {
  const patient = Object.fromEntries(PATIENT_FIELDS.map((f) => [f.field, ''])) as Record<
    PatientFieldName,
    string
  >;
  const referrer = Object.fromEntries(REFERRER_FIELDS.map((f) => [f, ''])) as Record<
    ReferrerFieldName,
    string
  >;
  return {
    ...patient,
    ...referrer,
    provider_uuid: '',
    website: '',
    extra_info: defaultValuesFor(customRows(attributes)),
  };
}

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/** A known referrer's contact as the form shows it (phones masked 3-3-4). */
export function referrerValues(r: PublicReferrerDto): Partial<PublicFormValues> {
  const phone = (v: string | null) => digits(v).replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');
  return {
    physician: r.physician ?? '',
    clinic_name: r.clinic_name ?? '',
    contact: r.contact ?? '',
    office_phone: phone(r.office_phone),
    fax: phone(r.fax),
  };
}

/**
 * The two JSON strings of save_public_referral. "On submit, dashes are removed from phone and
 * ssn" (spec 2 section 5): the patient's phone and SSN and the referrer's phones go as digits.
 */
export function saveVariables(
  values: PublicParsedValues,
  clinicCode: string,
  answers: readonly { name: string; question: string; answer: Answer }[],
): { referral: string; patient: string } {
  const referral: Record<string, unknown> = {
    clinic_code: clinicCode,
    provider_uuid: values.provider_uuid,
    contact_email: values.contact_email,
    physician: values.physician,
    clinic_name: values.clinic_name,
    contact: values.contact,
    office_phone: digits(values.office_phone),
    diagnosis: values.diagnosis,
    comment: values.comment,
    ...values.extra_info,
    website: values.website,
  };
  if (values.fax) referral['fax'] = digits(values.fax);
  if (answers.length > 0) referral['answers'] = answers;
  const patient: Record<string, unknown> = {};
  for (const f of PATIENT_FIELDS) {
    if (f.field === 'diagnosis' || f.field === 'comment') continue;
    const value = values[f.field];
    patient[f.field] = f.field === 'phone' || f.field === 'ssn' ? digits(value) : value;
  }
  return { referral: JSON.stringify(referral), patient: JSON.stringify(patient) };
}

/** A provider's public documents in the shape the wizard's section rules read. */
export function asProviderDocuments(
  docs: readonly PublicProviderDocumentDto[],
): ProviderDocumentDto[] {
  return docs.map((d) => ({
    id: d.id,
    required: d.required,
    document: { id: d.id, name: d.name },
    question: d.question ? { id: d.id, uuid: d.id, question: d.question } : null,
  }));
}

/** A file waiting in the browser for submit; misc files carry the name typed for them. */
export interface HeldFile {
  id: number;
  file: File;
  useFilename?: string;
}

export type HeldFiles = Readonly<Record<string, readonly HeldFile[]>>;

/** Whether every required section holds at least one file. */
export function requiredFilesPresent(sections: readonly DocumentSection[], held: HeldFiles) {
  return sections.every((s) => !s.required || (held[s.key]?.length ?? 0) > 0);
}

/** The form paths server field errors land on: referral./patient. prefixes and custom_ rows. */
export function formPathOf(serverKey: string): string {
  const key = serverKey.replace(/^(referral|patient)\./, '');
  return key.startsWith('custom_') ? `extra_info.${key}` : key;
}
