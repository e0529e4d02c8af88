import { z } from 'zod';
import {
  LAST_STEP,
  PATIENT_FIELDS,
  REFERRAL_MSG,
  REFERRAL_MSG_SERVER,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  isAcceptedExtension,
  buildReferralFormSchema,
  customRows,
  defaultValuesFor,
  formatPhone,
  formatSsn,
  formatUsDate,
  isFullSsn,
  parseExtraInfo,
  optionalSectionTitle,
  requiredSectionTitle,
  MISC_DOCUMENT_NAME,
  MISC_SECTION_TITLE,
  isMiscDocumentName,
  type CustomFormAttribute,
  type FormValues,
  type PatientFieldName,
  type ReferralFormValues,
  type NewDraftPayload,
} from '@app/shared';
import type {
  PatientDto,
  ProviderDocumentDto,
  ReferralDocumentDto,
  WizardReferralDto,
} from './graphql';

/** Steps by index (WIZARD_STEPS holds their titles). */
export const STEP = { provider: 0, patient: 1, documents: 2, send: 3 } as const;

/** What the Patient Demographics form holds while typing (masked text, MM/DD/YYYY dates). */
export type WizardFormValues = Record<PatientFieldName, string> & {
  referrer_provider_id: string;
  extra_info: FormValues;
};

/** What it holds once the shared rules have parsed it (dates YYYY-MM-DD, phones masked). */
export type WizardParsedValues = ReferralFormValues & { referrer_provider_id: string };

// Not worded by the spec (the label carries the star).

/**
 * The rules of the step: the receiving clinic's referral form (patient fields with the spec's
 * messages, custom_ rows in extra_info) plus the referring provider.
 */
export function wizardSchema(
  attributes: readonly CustomFormAttribute[],
): z.ZodType<WizardParsedValues, WizardFormValues> {
  const referrer = z.object({
    referrer_provider_id: z
      .string({ error: REFERRAL_MSG.referrerProviderRequired })
      .trim()
      .min(1, REFERRAL_MSG.referrerProviderRequired),
  });
  return z.intersection(referrer, buildReferralFormSchema(attributes)) as never;
}

/** The custom_ rows under their form path (`extra_info.custom_x`), ready for CustomFormFields. */
export function extraInfoRows(attributes: readonly CustomFormAttribute[]): CustomFormAttribute[] {
  return customRows(attributes).map((a) =>
    a.kind === 'label' ? a : { ...a, field: `extra_info.${a.field.trim()}` },
  );
}

/** The patient fields a clinic's form does not hide, in the spec's order. */
export function visiblePatientFields(attributes: readonly CustomFormAttribute[]) {
  const hidden = new Set(attributes.filter((a) => a.hidden).map((a) => a.field.trim()));
  return PATIENT_FIELDS.filter((f) => !hidden.has(f.field));
}

function emptyPatient(): Record<PatientFieldName, string> {
  return Object.fromEntries(PATIENT_FIELDS.map((f) => [f.field, ''])) as Record<
    PatientFieldName,
    string
  >;
}

export function emptyWizardValues(attributes: readonly CustomFormAttribute[]): WizardFormValues {
  return {
    ...emptyPatient(),
    referrer_provider_id: '',
    extra_info: defaultValuesFor(customRows(attributes)),
  };
}

/**
 * A form's custom_ values in the input's shape: the clinic's current rows get their empty value
 * first, saved dates go back to MM/DD/YYYY.
 */
export function extraInfoValues(
  attributes: readonly CustomFormAttribute[],
  saved: Record<string, unknown>,
): FormValues {
  const rows = customRows(attributes);
  const values: FormValues = { ...defaultValuesFor(rows) };
  for (const row of rows) {
    const key = row.field.trim();
    const value = saved[key];
    if (value === undefined || value === null) continue;
    if (row.kind === 'date' && typeof value === 'string') values[key] = formatUsDate(value);
    else values[key] = value as FormValues[string];
  }
  return values;
}

/** The demographics of a known patient, as the form shows them (SSN left as typed). */
export function patientValues(patient: PatientDto): Partial<WizardFormValues> {
  const d = patient.details;
  return {
    firstname: patient.firstname,
    lastname: patient.lastname,
    birthdate: formatUsDate(d.birthdate),
    phone: formatPhone(d.phone),
    address_line1: d.address_line1 ?? '',
    address_city: d.address_city ?? '',
    address_state: d.address_state ?? '',
    address_zip: d.address_zip ?? '',
    insurance_provider: d.insurance_provider ?? '',
    policy_number: d.policy_number ?? '',
  };
}

/** A saved draft back into the form. A masked SSN (not the drafting clinic's) starts empty. */
export function valuesFromReferral(
  referral: WizardReferralDto,
  attributes: readonly CustomFormAttribute[],
): WizardFormValues {
  const ssn = formatSsn(referral.patient?.details.ssn);
  return {
    ...emptyPatient(),
    ...(referral.patient ? patientValues(referral.patient) : {}),
    ssn: isFullSsn(ssn) && !(referral.patient?.details.ssn ?? '').includes('*') ? ssn : '',
    mrn: referral.mrn ?? '',
    diagnosis: referral.diagnosis ?? '',
    comment: referral.comment ?? '',
    referrer_provider_id: referral.referrer_provider?.id ?? '',
    extra_info: extraInfoValues(attributes, parseExtraInfo(referral.extra_info)),
  };
}

/** Numeric ids go as numbers, like the contract's examples. */
export function idValue(id: string): number | string {
  return /^\d+$/.test(id) ? Number(id) : id;
}

export interface DraftContext {
  providerId: string;
  /** An existing patient picked after the SSN look-up. */
  patientUuid: string | null;
}

/** The draft payload (docs/referrals-api.md) of parsed form values. */
export function draftPayload(values: WizardParsedValues, ctx: DraftContext): NewDraftPayload {
  const payload: NewDraftPayload = {
    provider_id: idValue(ctx.providerId),
    referrer_provider_id: idValue(values.referrer_provider_id),
  };
  for (const f of PATIENT_FIELDS) payload[f.field] = values[f.field];
  payload['extra_info'] = values.extra_info;
  if (ctx.patientUuid) payload['patient_uuid'] = ctx.patientUuid;
  return payload;
}

/** The fields of `next` that differ from the last saved payload (all of them when none was). */
export function changedFields(
  saved: Record<string, unknown> | null,
  next: Record<string, unknown>,
): Record<string, unknown> {
  if (!saved) return { ...next };
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(value)) changes[key] = value;
  }
  return changes;
}

/** Whether an uploaded file belongs to a provider document's section. */
export function belongsTo(file: ReferralDocumentDto, doc: ProviderDocumentDto): boolean {
  if (file.document_id != null && file.document_id !== '')
    return String(file.document_id) === String(doc.document.id);
  return (file.referral_document_name ?? '') === doc.document.name;
}

/** Required documents still without a file (none are enforced inside one organization). */
export function missingRequiredDocuments(
  documents: readonly ProviderDocumentDto[],
  uploaded: readonly ReferralDocumentDto[],
  sameOrganization: boolean,
): ProviderDocumentDto[] {
  if (sameOrganization) return [];
  return documents.filter((d) => d.required && !uploaded.some((f) => belongsTo(f, d)));
}

export interface DocumentSection {
  key: string;
  title: string;
  /** The provider document's id sent with the upload; absent for misc. */
  documentId?: string;
  /** The document's name (answers are keyed by it); 'misc' for the misc section. */
  name: string;
  required: boolean;
  question: string | null;
  misc: boolean;
}

/**
 * The 'misc' optional document every provider carries (spec 1 section 3): the wizard's own
 * 'Misc - Optional' section stands for it, so it gets no section of its own.
 */
const isMiscDocument = (d: ProviderDocumentDto) => isMiscDocumentName(d.document.name);

/** Required sections first, then optional ones, then 'Misc - Optional'. */
export function documentSections(
  documents: readonly ProviderDocumentDto[],
  sameOrganization: boolean,
): DocumentSection[] {
  const section = (d: ProviderDocumentDto): DocumentSection => ({
    key: `doc-${d.id}`,
    title: d.required
      ? requiredSectionTitle(d.document.name, sameOrganization)
      : optionalSectionTitle(d.document.name),
    documentId: d.document.id,
    name: d.document.name,
    required: d.required,
    question: d.required ? null : (d.question?.question ?? null),
    misc: false,
  });
  const listed = documents.filter((d) => !isMiscDocument(d));
  return [
    ...listed.filter((d) => d.required).map(section),
    ...listed.filter((d) => !d.required).map(section),
    {
      key: 'misc',
      title: MISC_SECTION_TITLE,
      name: MISC_DOCUMENT_NAME,
      required: false,
      question: null,
      misc: true,
    },
  ];
}

/** The uploaded files of one section. */
export function filesOf(
  section: DocumentSection,
  uploaded: readonly ReferralDocumentDto[],
  documents: readonly ProviderDocumentDto[],
): ReferralDocumentDto[] {
  if (section.misc)
    return uploaded.filter((f) => !documents.some((d) => !isMiscDocument(d) && belongsTo(f, d)));
  const doc = documents.find((d) => d.document.id === section.documentId);
  return doc ? uploaded.filter((f) => belongsTo(f, doc)) : [];
}

/** Steps after the first need a provider; uploads and sending also need the saved draft. */
export function isStepReachable(
  step: number,
  s: { hasProvider: boolean; hasReferral: boolean },
): boolean {
  if (step <= STEP.provider) return true;
  if (step === STEP.patient) return s.hasProvider;
  return step <= LAST_STEP && s.hasProvider && s.hasReferral;
}

/** Where a reopened draft continues: the first step with something left to do. */
export function resumeStep(s: {
  hasProvider: boolean;
  patientValid: boolean;
  requiredDocumentsMissing: boolean;
  hasDocuments: boolean;
}): number {
  if (!s.hasProvider) return STEP.provider;
  if (!s.patientValid) return STEP.patient;
  if (s.requiredDocumentsMissing || !s.hasDocuments) return STEP.documents;
  return STEP.send;
}

/** The post-send dialog's title: the server's message when it is one of the spec's two. */
export function sentTitle(message: string | undefined, isOrder: boolean): string {
  if (message === REFERRAL_MSG.sentTitle || message === REFERRAL_MSG.orderSavedTitle)
    return message;
  return isOrder ? REFERRAL_MSG.orderSavedTitle : REFERRAL_MSG.sentTitle;
}

/** '1.2 MB' style sizes for the uploaded documents list. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${String(Math.max(0, bytes || 0))} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit] ?? 'GB'}`;
}

/** Adds or replaces files by uuid (the upload answer may hold only the new ones). */
export function mergeDocuments(
  current: readonly ReferralDocumentDto[],
  added: readonly ReferralDocumentDto[],
): ReferralDocumentDto[] {
  const byUuid = new Map(current.map((d) => [d.uuid, d]));
  for (const d of added) byUuid.set(d.uuid, d);
  return [...byUuid.values()];
}

/**
 * Why a drop zone refuses a choice of files, checked before anything is sent (the server checks
 * again, by content): at most 10 files, 50,000,000 bytes each, the accepted extensions.
 */
export function uploadProblems(files: readonly File[]): string[] {
  const problems: string[] = [];
  if (files.length > UPLOAD_MAX_FILES) problems.push(REFERRAL_MSG_SERVER.tooManyFiles);
  const names = (list: readonly File[]) => list.map((f) => f.name).join(', ');
  const wrongType = files.filter((f) => !isAcceptedExtension(f.name));
  if (wrongType.length > 0)
    problems.push(`${REFERRAL_MSG_SERVER.wrongType} Not accepted: ${names(wrongType)}.`);
  const tooLarge = files.filter((f) => f.size > UPLOAD_MAX_BYTES);
  if (tooLarge.length > 0)
    problems.push(`${REFERRAL_MSG_SERVER.fileTooLarge} Too large: ${names(tooLarge)}.`);
  return problems;
}

export type Answer = 'Yes' | 'No';

/** The answers to send with save_referral_answers: optional documents' questions answered. */
export function answersInput(
  documents: readonly ProviderDocumentDto[],
  answers: Readonly<Record<string, Answer>>,
): { name: string; question: string; answer: Answer }[] {
  return documents.flatMap((d) => {
    const answer = answers[d.document.name];
    return !d.required && d.question && answer
      ? [{ name: d.document.name, question: d.question.question, answer }]
      : [];
  });
}

/** Saved answers back into the step's state (keyed by document name). */
export function answersByName(
  saved: readonly { name: string; answer: string }[],
): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  for (const a of saved) if (a.answer === 'Yes' || a.answer === 'No') out[a.name] = a.answer;
  return out;
}

export interface DraftStart {
  values: WizardFormValues;
  saved: Record<string, unknown> | null;
  step: number;
}

/**
 * A reopened draft: its values in the form's shape, the payload the server holds (so later saves
 * send only changes) and the step to continue on.
 */
export function draftStart(
  referral: WizardReferralDto,
  attributes: readonly CustomFormAttribute[] | null,
  sameOrganization: boolean,
): DraftStart {
  const values = valuesFromReferral(referral, attributes ?? []);
  const parsed = wizardSchema(attributes ?? []).safeParse(values);
  const provider = referral.provider;
  const saved =
    parsed.success && provider
      ? draftPayload(parsed.data, { providerId: provider.id, patientUuid: null })
      : null;
  const step = resumeStep({
    hasProvider: provider !== null,
    patientValid: parsed.success && attributes !== null,
    requiredDocumentsMissing:
      provider !== null &&
      missingRequiredDocuments(provider.documents, referral.documents, sameOrganization).length > 0,
    hasDocuments: referral.documents.length > 0,
  });
  return { values, saved, step };
}
