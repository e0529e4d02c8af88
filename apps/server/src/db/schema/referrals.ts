import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { clinics } from './clinics.js';
import { users } from './users.js';

/**
 * The referral core the dashboard counts. The sending issue extends this table (patient,
 * provider, documents...) through its own migrations.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    status: text('status').notNull().default('draft'),
    clinicReferrerId: integer('clinic_referrer_id').references(() => clinics.id),
    clinicReceiverId: integer('clinic_receiver_id').references(() => clinics.id),
    referrerId: integer('referrer_id').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('referrals_created_idx').on(t.createdAt),
    index('referrals_referrer_clinic_idx').on(t.clinicReferrerId, t.createdAt),
    index('referrals_receiver_clinic_idx').on(t.clinicReceiverId, t.createdAt),
  ],
);
