/** The outbound fax list (spec 3 section 2.1; issue 8). */

export const OUTBOUND_FAX_MSG = {
  title: 'Faxes',
  resendConfirm: 'Are you sure you want to resend this fax?',
  resent: 'Successfully re-sent fax.',
  empty: 'No faxes sent yet.',
} as const;

/** The list refreshes this long after a successful resend. */
export const FAX_LIST_REFRESH_AFTER_RESEND_MS = 30_000;

export const OUTBOUND_FAX_COLUMNS = [
  'Fax ID',
  'Clinic Sender',
  'Clinic Receiver',
  'Status',
  'Pages Sent',
  'Submit Time',
  'Last Update Time',
  'Attempts Made',
] as const;
