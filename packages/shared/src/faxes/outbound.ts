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

/** An outbound fax's status as the provider reports it (`faxes.status`). */
export const OUTBOUND_FAX_STATUSES = ['queued', 'sending', 'success', 'failure'] as const;
export type OutboundFaxStatus = (typeof OUTBOUND_FAX_STATUSES)[number];

/**
 * The words for a referral's fax where the referrer reads them (the public review page; ours,
 * docs/decisions.md): whether it is still on its way, went through or failed.
 */
export const OUTBOUND_FAX_STATUS_LABELS: Record<OutboundFaxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  success: 'Delivered',
  failure: 'Failed',
};

export function outboundFaxStatusLabel(status: string): string {
  return (OUTBOUND_FAX_STATUS_LABELS as Record<string, string>)[status] ?? status;
}
