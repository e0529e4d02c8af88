/** What a generated fax shows and how badly the line treated it. */

export interface SampleClinic {
  name: string;
  /** One line: street, city, state zip. */
  address: string;
  /** Masked like the clinics table: '312-555-0100'. */
  phone: string;
  fax: string;
}

export interface SampleDiagnosis {
  code: string;
  description: string;
}

export interface SamplePatient {
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  /** 3-2-4. */
  ssn: string;
  diagnosis: SampleDiagnosis;
  reason: string;
  /** The referring provider's name without title: 'Susan Patel'. */
  provider: string;
}

/** Degradation kinds the test set is scored by (pages of a fax all share its kind). */
export const FAX_SAMPLE_KINDS = [
  'clean',
  'fine',
  'standard',
  'skewed',
  'speckled',
  'noisy',
  'two-patients',
] as const;
export type FaxSampleKind = (typeof FAX_SAMPLE_KINDS)[number];

/**
 * 'clean': the drawn 200 dpi page, binarised; 'fine': 204x196 dpi; 'standard': 204x98 dpi (every
 * other scan line dropped by the sender and doubled by the receiver).
 */
export type FaxResolution = 'clean' | 'fine' | 'standard';

export interface FaxDegradation {
  resolution: FaxResolution;
  /** Paper fed crooked: each page turned by about this many degrees (either way). */
  skewDegrees?: number;
  /** Random black dots per page (dust on the scanner glass, line noise). */
  speckles?: number;
  /** Grey paper, grain and a streak, thresholded: a poor scan. */
  noisy?: boolean;
}

export interface SampleReferral {
  patient: SamplePatient;
  /** 'Clinical Notes' pages after the referral form. */
  notesPages: number;
  /** Picks the label wording of every field (contract section B variants), rotated per field. */
  labelVariant: number;
}

export interface FaxSampleSpec {
  /** Short id for reports: 'fine-02'. */
  id: string;
  kind: FaxSampleKind;
  seed: number;
  degradation: FaxDegradation;
  /** The sending (referring) clinic: letterhead, cover sheet 'From:'. */
  from: SampleClinic;
  /** The receiving clinic's name ('To:'). */
  to: string;
  /** YYYY-MM-DD printed as the fax and form date. */
  sentOn: string;
  coverSheet: boolean;
  /** Whether referral forms carry the sender's letterhead. */
  letterhead: boolean;
  referrals: SampleReferral[];
}

/** What the intake should read from one referral of a generated fax. */
export interface ExpectedReferral {
  /** 1-based pages of the referral (cover sheet included for the first). */
  pages: number[];
  firstname: string;
  lastname: string;
  /** YYYY-MM-DD. */
  birthdate: string;
  /** 3-2-4. */
  ssn: string;
  /** Code and description as printed: 'I10 Essential (primary) hypertension'. */
  diagnosis: string;
  diagnosisCode: string;
  /** The referring clinic's name as printed. */
  referringClinic: string;
}

export interface FaxSample {
  pdf: Uint8Array;
  pages: number;
  expected: ExpectedReferral[];
}
