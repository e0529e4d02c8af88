import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { referrals } from './referrals.js';

/**
 * The access code of a public referral (one per referral): the referrer types it with their e-mail
 * on the public review page. Only an HMAC of the code is stored (key derived from APP_KEY), so a
 * database read does not open any review page.
 */
export const referralAccessCodes = pgTable('referral_access_codes', {
  id: serial('id').primaryKey(),
  referralId: integer('referral_id')
    .notNull()
    .unique()
    .references(() => referrals.id, { onDelete: 'cascade' }),
  /** The referrer's contact e-mail, lower-cased. */
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
