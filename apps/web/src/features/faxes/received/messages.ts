import { isOcrRunning, INBOUND_FAX_MSG, REFERRAL_LABEL } from '@app/shared';

/** Wording of this screen the spec leaves open (the spec's own is INBOUND_FAX_MSG). */
export const RECEIVED_UI = {
  deleteTitle: 'Delete Fax',
  closeDetails: 'Close fax details',
  backToList: 'Back to the list',
  changeClinic: 'Change clinic',
  assignTitle: 'Assign the fax to a clinic',
  referringClinic: REFERRAL_LABEL.referringClinic,
  changeReferringClinic: 'Change referring clinic',
  receivingProvider: REFERRAL_LABEL.receivingProvider,
  upload: 'Upload Fax',
  uploaded: 'Fax uploaded. Text recognition has started.',
  uploadDuplicate: 'This fax was received before; the existing one is shown.',
  uploadFailed: 'Failed to upload fax.',
  ocrRunning: 'Text recognition is running. The detected referrals appear here when it is done.',
  noText: 'No recognised text.',
  recognisedText: 'Recognised Text',
  createdReferrals: 'Referrals created from this fax',
  noClinicForReferral: INBOUND_FAX_MSG.noClinic,
  showSsn: 'Show SSN',
  hideSsn: 'Hide SSN',
  showingNewest: (shown: number, total: number) => `Showing the newest ${shown} of ${total} faxes`,
  showOlder: 'Show older faxes',
  confidence: (percent: number) => `Confidence ${percent}%`,
  lowConfidence: (percent: number) => `Low confidence (${percent}%): check it against the PDF`,
  noReferralTitle: 'No referral detected',
  noReferralHint:
    'Intake found no referral in this fax. Read its recognised text below (or the PDF) and, if it holds a referral, create it by hand.',
  noTextRecognised:
    'No text was recognised in this fax. Read it in the PDF Content tab and create the referral by hand.',
  createReferralManually: 'Create referral manually',
  pageHeading: (page: number) => `Page ${page}`,
} as const;

/** The detected referrals tab label (spec 3 section 2.2). */
export function detectedTabLabel(
  fax: {
    status: string;
    processed_data: { detected_referrals: unknown[] } | null;
  } | null,
  loading: boolean,
): string {
  if (!fax) return loading ? INBOUND_FAX_MSG.loadingReferrals : INBOUND_FAX_MSG.noReferrals;
  if (isOcrRunning(fax.status)) return INBOUND_FAX_MSG.processingOcr;
  const n = fax.processed_data?.detected_referrals.length ?? 0;
  return n > 0 ? INBOUND_FAX_MSG.detectedReferrals(n) : INBOUND_FAX_MSG.noReferrals;
}
