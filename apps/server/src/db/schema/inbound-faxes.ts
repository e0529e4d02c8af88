import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { ts } from './columns.js';
import { users } from './users.js';

/**
 * A received fax (spec 3 section 3, issue 8). The PDF lives in the storage adapter under
 * `storage_key`; the recognised text and the detected referrals hold PHI (names, birth dates,
 * SSNs), so they are stored sealed with the field key (`ocr_data`, `detected_referrals`: JSON text
 * encrypted by FieldCrypto) and never logged.
 *
 * source: webhook | interfax | folder | upload. status: new | processing | processed | reviewed.
 * The same provider fax delivered twice is stored once: (source, external_id) is unique.
 * clinic_id is the clinic whose inbox it is (members of that clinic and admins see it; an
 * unassigned fax only admins); detected_clinic_id is the referring clinic the intake matched.
 */
export const inboundFaxes = pgTable(
  'inbound_faxes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    status: text('status').notNull().default('new'),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    detectedClinicId: integer('detected_clinic_id').references(() => clinics.id, {
      onDelete: 'set null',
    }),
    uri: text('uri'),
    subject: text('subject'),
    fromNumber: text('from_number'),
    fromLocation: text('from_location'),
    toNumber: text('to_number'),
    pagesCount: integer('pages_count').notNull().default(0),
    /** When the provider received it (metadata date_created). */
    dateCreated: ts('date_created').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Sealed JSON text of OcrData (per page text, word confidences, timings). */
    ocrData: text('ocr_data'),
    /** Sealed JSON text of DetectedReferral[]. */
    detectedReferrals: text('detected_referrals'),
    /** Why intake failed (no PHI); null when it ran. */
    error: text('error'),
    reviewedAt: ts('reviewed_at'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbound_faxes_external_unique').on(t.source, t.externalId),
    index('inbound_faxes_clinic_idx').on(t.clinicId, t.dateCreated),
    index('inbound_faxes_status_idx').on(t.status),
  ],
);
