/**
 * In-app notifications of the lifecycle (issue 5 item 6). The spec names the events, not the
 * texts: these are ours (docs/referrals-api.md "Lifecycle").
 */
export const NOTICES = {
  accepted: (clinic: string) => ({
    type: 'referral_accepted',
    title: 'Referral Accepted',
    content: `${clinic} accepted your referral.`,
  }),
  declined: (clinic: string, reason: string) => ({
    type: 'referral_declined',
    title: 'Referral Declined',
    content: `${clinic} declined your referral: ${reason}`,
  }),
  scheduled: (clinic: string, when: string) => ({
    type: 'referral_scheduled',
    title: 'Referral Scheduled',
    content: `${clinic} set the appointment for ${when}.`,
  }),
  completed: (clinic: string) => ({
    type: 'referral_completed',
    title: 'Referral Completed',
    content: `${clinic} completed the referral.`,
  }),
  endorsed: (who: string) => ({
    type: 'referral_endorsed',
    title: 'Referral Endorsed',
    content: `${who} endorsed a referral for you to review.`,
  }),
} as const;
