import { z } from 'zod';
import { multilineText, singleLineText } from '../text.js';
import { REFERRAL_MSG, REFERRAL_LIFECYCLE_MSG_SERVER } from './messages.js';

/**
 * The REST contract of the referral write calls (docs/referrals-api.md): each request body the
 * server parses and each answer it sends, written once. The server validates with the request
 * schemas and types its answers with the answer types; the web's api.ts files read the same
 * types. Form fields whose rules depend on the receiving clinic's form stay in
 * buildReferralFormSchema (patient.ts): the draft payload here checks only its envelope.
 */

/** Not worded by the spec (docs/referrals-api.md). */
export const REFERRAL_REQUEST_MSG = {
  providerRequired: 'Provider is required',
  referrerProviderRequired: REFERRAL_MSG.referrerProviderRequired,
  patientNotFound: 'Patient not found.',
  noteRequired: 'Note is required',
  noteGroup: 'The note group must be internal or external.',
  noteTooLong: 'A note can have at most 5000 characters.',
} as const;

/** A serial id as a payload carries it (number or digits), or null when it is not one. */
export function toSerialId(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).trim();
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** An id field: a valid serial id, else `message` (absent included; add .optional() to allow it). */
const idField = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const id = toSerialId(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

const draftEnvelope = {
  /** A patient found by patient_by_ssn; the server checks it exists. */
  patient_uuid: singleLineText({ error: REFERRAL_REQUEST_MSG.patientNotFound }).nullish(),
};

/**
 * PUT /api/referrals/:uuid: only the changed fields. The ids, when sent, must be ids; the form
 * fields (firstname, ssn, extra_info, ...) pass through to the receiving clinic's form schema.
 */
export const draftChangesSchema = z.looseObject({
  ...draftEnvelope,
  provider_id: idField(REFERRAL_REQUEST_MSG.providerRequired).optional(),
  referrer_provider_id: idField(REFERRAL_REQUEST_MSG.referrerProviderRequired).optional(),
});
export type DraftChanges = z.input<typeof draftChangesSchema>;

/** POST /api/referrals/: the first save names both providers. */
export const newDraftSchema = z.looseObject({
  ...draftEnvelope,
  provider_id: idField(REFERRAL_REQUEST_MSG.providerRequired),
  referrer_provider_id: idField(REFERRAL_REQUEST_MSG.referrerProviderRequired),
});
export type NewDraftPayload = z.input<typeof newDraftSchema>;

/** Blank or whitespace-only notes cannot be sent (spec 2 section 5); the public send_note too. */
export const noteText = multilineText({ error: REFERRAL_REQUEST_MSG.noteRequired })
  .trim()
  .min(1, REFERRAL_REQUEST_MSG.noteRequired)
  .max(5000, REFERRAL_REQUEST_MSG.noteTooLong);

/** The groups a person can write to; system lines come from the server only. */
export const WRITABLE_NOTE_GROUPS = ['internal', 'external'] as const;
export type WritableNoteGroup = (typeof WRITABLE_NOTE_GROUPS)[number];

/** POST /api/referrals/:uuid/notes. */
export const noteRequestSchema = z.object({
  note: noteText,
  group: z.enum(WRITABLE_NOTE_GROUPS, { error: REFERRAL_REQUEST_MSG.noteGroup }),
});
export type NoteRequest = z.input<typeof noteRequestSchema>;

const MAX_DECLINE_REASON = 2000;

/** PUT /api/referrals/:uuid/decline `{ reason }`: trimmed, cut to 2000 characters, required. */
export const declineRequestSchema = z.object({
  reason: z
    .unknown()
    .transform((v) => (typeof v === 'string' ? v.trim().slice(0, MAX_DECLINE_REASON) : ''))
    .pipe(multilineText().min(1, REFERRAL_LIFECYCLE_MSG_SERVER.declineReasonRequired)),
});
export type DeclineRequest = z.input<typeof declineRequestSchema>;

/** How long a reason the decline dialogs take (the server cuts a longer one to it). */
export const DECLINE_REASON_MAX = MAX_DECLINE_REASON;

/**
 * update_order_status's optional `reason` (issue 20): why the provider declined, kept on the order
 * as its decline reason. Trimmed and cut like a referral's; blank or absent is no reason (null).
 */
export const orderDecisionSchema = z.object({
  reason: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim().slice(0, MAX_DECLINE_REASON))
    .pipe(multilineText())
    .transform((v) => v || null),
});

// ---- Answers ----

/** `ReferralRef` (docs/referrals-api.md): what every write call answers about the referral. */
export const referralRefSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.string(),
  is_order: z.boolean(),
  is_fax: z.boolean(),
});
export type ReferralRef = z.infer<typeof referralRefSchema>;

/** `{ message }`: the SMS send and the clinic administration calls without a payload. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** Draft saves and the detail view's edits (patient, information, source): 'Referral saved!'. */
export const referralSavedAnswerSchema = messageAnswerSchema.extend({
  referral: referralRefSchema,
});
export type ReferralSavedAnswer = z.infer<typeof referralSavedAnswerSchema>;

/** POST /api/referrals/:uuid/send: 'Referral Sent' or 'Order saved', and the default SMS text. */
export const sendAnswerSchema = referralSavedAnswerSchema.extend({ sms_text: z.string() });
export type SendAnswer = z.infer<typeof sendAnswerSchema>;

/** The lifecycle calls: the success message, sometimes a second line, and the referral. */
export const lifecycleAnswerSchema = referralSavedAnswerSchema.extend({
  /** A second line ('This referral has been moved to your Referral History tab'). */
  detail: z.string().optional(),
});
export type LifecycleAnswer = z.infer<typeof lifecycleAnswerSchema>;

/** POST /api/faxes/:uuid/resend: the new fax. */
export const faxResentAnswerSchema = messageAnswerSchema.extend({
  fax: z.object({ uuid: z.string() }),
});
export type FaxResentAnswer = z.infer<typeof faxResentAnswerSchema>;

/** POST /api/referrals/:uuid/fax: a new fax of the referral with its current documents. */
export const referralFaxAnswerSchema = referralSavedAnswerSchema.extend(
  faxResentAnswerSchema.pick({ fax: true }).shape,
);
export type ReferralFaxAnswer = z.infer<typeof referralFaxAnswerSchema>;

/** `ReferralDocument` (docs/referrals-api.md). */
export const referralDocumentSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  /** The provider document's name, 'misc' for misc files. */
  referral_document_name: z.string(),
  document_id: z.string().nullable(),
  type: z.string(),
  size: z.number(),
  content_type: z.string(),
  sha256: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type ReferralDocument = z.infer<typeof referralDocumentSchema>;

/** GET /api/referrals/:uuid/documents. */
export const documentsAnswerSchema = z.object({ documents: z.array(referralDocumentSchema) });
export type DocumentsAnswer = z.infer<typeof documentsAnswerSchema>;

/** POST /api/referrals/:uuid/documents: 'Successfully Uploaded Files'. */
export const uploadAnswerSchema = messageAnswerSchema.extend(documentsAnswerSchema.shape);
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** POST /api/referrals/:uuid/multiple_type/documents: the same with the new documents' uuids. */
export const multipleUploadAnswerSchema = uploadAnswerSchema.extend({
  document_ids: z.array(z.string()),
});
export type MultipleUploadAnswer = z.infer<typeof multipleUploadAnswerSchema>;

/** `ReferralNote` (docs/referrals-api.md "Notes"). */
export const referralNoteSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  note: z.string(),
  group: z.string(),
  created_at: z.string(),
  user: z.object({ firstname: z.string(), lastname: z.string() }).nullable(),
  clinic: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Only on a public referrer's message (no user): '{contact} (public referrer)'. */
  public_author: z.string().optional(),
});
export type ReferralNote = z.infer<typeof referralNoteSchema>;

/** POST /api/referrals/:uuid/notes: the spec's message (also when the note went by fax). */
export const noteCreatedAnswerSchema = messageAnswerSchema.extend({ note: referralNoteSchema });
export type NoteCreatedAnswer = z.infer<typeof noteCreatedAnswerSchema>;
