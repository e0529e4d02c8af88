import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Sent referrals counted per US/Central month and sending clinic, kept by a trigger on
 * referrals (migration 0010) so that the admin dashboard's twelve months of sent referrals read
 * a few thousand rows instead of counting every referral. A referral counts while it is sent
 * (not a draft) and not deleted, as in every report.
 */
export const referralSentMonths = pgTable(
  'referral_sent_months',
  {
    /** 'YYYY-MM' of sent_at in US/Central. */
    month: text('month').notNull(),
    /** The sending clinic, or 0 for a referral whose referrer is not a clinic. */
    clinicReferrerId: integer('clinic_referrer_id').notNull(),
    /** For clinic 0 the referral's source (public, fax) that labels it; '' otherwise. */
    source: text('source').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.clinicReferrerId, t.source] })],
);
