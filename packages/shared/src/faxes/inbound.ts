import { z } from 'zod';
import { multilineText, singleLineText } from '../text.js';
import { digitsOnly, formatSsn, SSN_DIGITS, SSN_MASKED_LENGTH } from '../admin/masks.js';

/** Received faxes (spec 3 sections 2.2, 3, 4, 5, 8; issue 8). */

export const INBOUND_FAX_STATUSES = ['new', 'processing', 'processed', 'reviewed'] as const;
export type InboundFaxStatus = (typeof INBOUND_FAX_STATUSES)[number];

/** Where a received fax came from: provider webhook, InterFAX polling, drop folder, admin upload. */
export const INBOUND_FAX_SOURCES = ['webhook', 'interfax', 'folder', 'upload'] as const;
export type InboundFaxSource = (typeof INBOUND_FAX_SOURCES)[number];

/** Statuses in which text recognition has not finished yet ('Processing OCR...'). */
export function isOcrRunning(status: string): boolean {
  return status === 'new' || status === 'processing';
}

/**
 * Chip of a status (spec 3 section 2.2): processed and reviewed in the primary colour; reviewed
 * is the complete one, marked with success styling (a success check beside its label). Takes the
 * status as GraphQL types it (a string); one this build does not know shows as is.
 */
export function inboundFaxChip(status: string): {
  label: string;
  color: 'default' | 'primary' | 'warning';
  complete: boolean;
} {
  switch (status) {
    case 'new':
      return { label: 'New', color: 'default', complete: false };
    case 'processing':
      return { label: 'Processing', color: 'warning', complete: false };
    case 'processed':
      return { label: 'Processed', color: 'primary', complete: false };
    case 'reviewed':
      return { label: 'Reviewed', color: 'primary', complete: true };
    default:
      return { label: status, color: 'default', complete: false };
  }
}

/** Spec 3 wording, exactly. */
export const INBOUND_FAX_MSG = {
  listTitle: 'Received Faxes',
  listHint: 'Click any fax to view details',
  empty: 'No faxes available',
  unidentifiedClinic: 'Unidentified clinic',
  fetchFailed: 'Encountered error while fetching inbound faxes',
  selectTitle: 'Select a Fax',
  selectHint: 'Choose a fax from the list to view details and process referrals',
  clinicTab: 'Clinic',
  detailsTab: 'Fax Details',
  pdfTab: 'PDF Content',
  processingOcr: 'Processing OCR...',
  loadingReferrals: 'Loading Referrals...',
  noReferrals: 'No Referrals Detected',
  detectedReferrals: (n: number) => `Detected Referrals (${n})`,
  createManually: 'Click here to create referral',
  createReferral: 'Create Referral',
  aiDetectedClinic: 'AI Detected Clinic',
  useThisClinic: 'USE THIS CLINIC',
  noPdf: 'No pdf loaded',
  deleteConfirm: 'Are you sure? This will permanently delete the fax.',
  deleteConfirmButton: 'Yes, delete it!',
  deletedTitle: 'Deleted!',
  deleted: 'The fax has been deleted.',
  deleteFailed: 'Failed to delete fax.',
  associated: 'Successfully associated the fax to clinic.',
  clinicRequired: 'Clinic is required',
  referralCreated: 'Referral created successfully!',
  saveNoId: 'Error sending referral.',
  saveNoIdFallback: 'Error sending referral!',
  formTitle: 'Referral Information',
  formHint: 'Fill out the form using the reference document on the left',
  invalidPageRange: (pages: number) => `Invalid page range: PDF has ${pages} pages`,
  /** Not worded by the spec. */
  notFound: 'Fax not found.',
  notPdf: 'The fax must be a PDF or TIFF file.',
  noClinic: 'Assign the fax to a clinic before creating a referral from it.',
} as const;

/** Fax referral form messages (spec 3 section 5), exactly. */
export const FAX_REFERRAL_MSG = {
  firstnameRequired: 'First name is required',
  lastnameRequired: 'Last name is required',
  birthdateRequired: 'Birth date is required',
  birthdateFuture: 'Birth date cannot be in the future',
  ssnRequired: 'SSN is required',
  diagnosisRequired: 'Diagnosis is required',
  referringClinicRequired: 'Referring clinic is required',
  providerRequired: 'Provider to receive referral is required',
} as const;

export const FAX_PAGE_SLIDER_DEBOUNCE_MS = 300;

/** The received list grows by this many faxes at a time ('Show older faxes'), up to the max. */
export const INBOUND_FAX_LIST_STEP = 100;
export const INBOUND_FAX_LIST_MAX = 500;
/** Fuse.js threshold of the referring clinic match on letterhead and cover-sheet names. */
export const FUZZY_CLINIC_THRESHOLD = 0.3;

/** The slider's range check: 1 <= start <= end <= pages, else the spec's message. */
export function pageRangeError(start: number, end: number, pages: number): string | null {
  const ok =
    Number.isInteger(start) && Number.isInteger(end) && start >= 1 && end <= pages && start <= end;
  return ok ? null : INBOUND_FAX_MSG.invalidPageRange(pages);
}

/** One recognised field of a detected referral (spec 3 section 3). */
export interface DetectedField {
  value: string;
  /** 0-100, the mean word confidence of the words the value was read from (100 for a text layer). */
  avg_confidence: number;
  /**
   * 0-100, how sure the detector is of the value (issue 24): the word confidence, lowered where
   * the value was repaired by its grammar, found without a label, or matched fuzzily. Absent on
   * reads stored before it existed: use avg_confidence.
   */
  confidence?: number;
  /** 1-based pages the value was read on. */
  pages: number[];
}

export interface DetectedReferral {
  /** Suggested pages of this referral (1-based, ascending). */
  pdf_pages: number[];
  patient_name: DetectedField | null;
  firstname: DetectedField | null;
  lastname: DetectedField | null;
  /** YYYY-MM-DD. */
  birthdate: DetectedField | null;
  /** 9 digits shown 3-2-4. */
  ssn: DetectedField | null;
  diagnosis: DetectedField | null;
  /** The referring clinic's name as read (letterhead, cover sheet, 'Referring Clinic:'). */
  referring_clinic: DetectedField | null;
  form_suggestion: FaxReferralSuggestion;
}

/** Prefill values of the Create Referral form. */
export interface FaxReferralSuggestion {
  firstname: string;
  lastname: string;
  birthdate: string;
  ssn: string;
  diagnosis: string;
  referring_clinic: number | null;
  /** The matched clinic's name, so the form shows it without another look-up. */
  referring_clinic_name?: string | null;
  /** First and last suggested page. */
  page_start: number;
  page_end: number;
}

/** Per page result of intake (kept sealed; shown in the Fax Details tab). */
export interface OcrPage {
  page: number;
  /** 'text-layer' when the PDF page carried text, else 'ocr'. */
  method: 'ocr' | 'text-layer';
  text: string;
  /** Mean word confidence 0-100. */
  confidence: number;
  words: { text: string; confidence: number }[];
  /** Degrees the page was turned to be level (OCR only). */
  deskew_degrees?: number;
}

export interface OcrData {
  pages: OcrPage[];
  duration_ms: number;
  engine: string;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The Create Referral form of a received fax (spec 3 section 5). SSN is typed masked (11
 * characters) and leaves as 9 digits; the provider is required only when the fax lets the user
 * choose one, otherwise an empty choice is null.
 */
export function faxReferralSchema(opts: { requireProvider: boolean }) {
  const id = (msg: string) =>
    z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.coerce.number({ error: msg }).int(msg).positive(msg).nullable(),
    );
  return z
    .object({
      firstname: singleLineText({ error: FAX_REFERRAL_MSG.firstnameRequired })
        .trim()
        .min(1, FAX_REFERRAL_MSG.firstnameRequired)
        .max(255),
      lastname: singleLineText({ error: FAX_REFERRAL_MSG.lastnameRequired })
        .trim()
        .min(1, FAX_REFERRAL_MSG.lastnameRequired)
        .max(255),
      birthdate: singleLineText({ error: FAX_REFERRAL_MSG.birthdateRequired })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, FAX_REFERRAL_MSG.birthdateRequired)
        .refine((v) => v <= todayIso(), FAX_REFERRAL_MSG.birthdateFuture),
      ssn: singleLineText({ error: FAX_REFERRAL_MSG.ssnRequired })
        .trim()
        .refine(
          (v) => v.length === SSN_MASKED_LENGTH || digitsOnly(v).length === SSN_DIGITS,
          FAX_REFERRAL_MSG.ssnRequired,
        )
        .transform((v) => digitsOnly(v))
        .refine((d) => d.length === SSN_DIGITS, FAX_REFERRAL_MSG.ssnRequired),
      diagnosis: multilineText({ error: FAX_REFERRAL_MSG.diagnosisRequired })
        .trim()
        .min(1, FAX_REFERRAL_MSG.diagnosisRequired)
        .max(2000),
      referring_clinic: id(FAX_REFERRAL_MSG.referringClinicRequired).refine(
        (v) => v !== null,
        FAX_REFERRAL_MSG.referringClinicRequired,
      ),
      receiving_provider: id(FAX_REFERRAL_MSG.providerRequired),
    })
    .superRefine((v, ctx) => {
      if (opts.requireProvider && v.receiving_provider === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['receiving_provider'],
          message: FAX_REFERRAL_MSG.providerRequired,
        });
      }
    });
}
export type FaxReferralInput = z.input<ReturnType<typeof faxReferralSchema>>;
export type FaxReferral = z.output<ReturnType<typeof faxReferralSchema>>;

/** The SSN as the masked input shows it. */
export const maskedSsn = (digits: string): string => formatSsn(digits);

/**
 * Phone numbers compare by their last 10 digits: providers send '+13125550201', clinics store
 * '312-555-0201'. Null when the number has fewer digits.
 */
export function faxNumberKey(value: string | null | undefined): string | null {
  const digits = digitsOnly(value);
  return digits.length >= 10 ? digits.slice(-10) : null;
}
