import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { clinics } from './clinics.js';
import { documentQuestions, documents } from './catalog.js';
import { providers } from './providers.js';
import { inboundFaxes } from './inbound-faxes.js';
import { providerSignatures } from './provider-signatures.js';
import { users } from './users.js';

/**
 * A patient. The SSN is stored encrypted (AES-256-GCM under a key derived from APP_KEY) with a
 * keyed hash (HMAC-SHA-256) for look-up, so the plain number never sits in the database.
 * `clinic_id` is the clinic that first entered the patient; which clinics "know" a patient is
 * derived from the referrals that carry it.
 */
export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** YYYY-MM-DD, or null when unknown (quick dialog, fax). */
    birthdate: text('birthdate'),
    phone: text('phone'),
    ssnEncrypted: text('ssn_encrypted'),
    ssnHash: text('ssn_hash'),
    /** Last four digits, for display without decrypting. */
    ssnLast4: text('ssn_last4'),
    addressLine1: text('address_line1'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressZip: text('address_zip'),
    fullAddress: text('full_address'),
    insuranceProvider: text('insurance_provider'),
    policyNumber: text('policy_number'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('patients_ssn_hash_idx').on(t.ssnHash),
    index('patients_name_idx').on(sql`lower(${t.lastname})`, sql`lower(${t.firstname})`),
  ],
);

/**
 * A referral or order. `status` has one writer (DESIGN section 4). Visibility: the referring
 * clinic and the receiving clinic (tenant scope), drafts only to the referring clinic.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    status: text('status').notNull().default('draft'),
    /** wizard | manual | public | fax */
    source: text('source').notNull().default('wizard'),
    clinicReferrerId: integer('clinic_referrer_id').references(() => clinics.id),
    clinicReceiverId: integer('clinic_receiver_id').references(() => clinics.id),
    /**
     * The user who sent the referral for the referring clinic ('Sent By' in the export, the
     * 'Sent Referrals by Users' chart). Null when no user of the referring clinic sent it: public
     * and received-fax referrals (issue 17 item 10).
     */
    referrerId: integer('referrer_id').references(() => users.id),
    /**
     * The user who created the row, whichever side (the sender for wizard and manual entries, the
     * receiving clinic's user who turned a received fax into a referral).
     */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The receiving provider. */
    providerId: integer('provider_id').references(() => providers.id),
    /** 'Referrer Provider *': the provider at the referring clinic. */
    referrerProviderId: integer('referrer_provider_id').references(() => providers.id),
    patientId: integer('patient_id').references(() => patients.id),
    isFax: boolean('is_fax').notNull().default(false),
    isOrder: boolean('is_order').notNull().default(false),
    isPublicPatient: boolean('is_public_patient').notNull().default(false),
    mrn: text('mrn'),
    diagnosis: text('diagnosis'),
    comment: text('comment'),
    /** Decline reason. */
    reason: text('reason'),
    /** custom_ fields of the receiving clinic's form: strings or string arrays. */
    extraInfo: jsonb('extra_info').$type<Record<string, unknown>>().notNull().default({}),
    /** Referrer metadata for public and fax referrals (contact, physician, phones...). */
    referrerMetadata: jsonb('referrer_metadata').$type<Record<string, unknown>>(),
    sentAt: ts('sent_at'),
    acceptedAt: ts('accepted_at'),
    /**
     * Who last accepted it and who declined it (the status writer's actor; the System Log says
     * the same): the analytics by user read these instead of joining the log.
     */
    acceptedById: integer('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
    declinedById: integer('declined_by_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: ts('completed_at'),
    approverUserId: integer('approver_user_id').references(() => users.id),
    approvedAt: ts('approved_at'),
    /** The signature the order was approved with (issue 7). */
    approverSignatureId: integer('approver_signature_id').references(() => providerSignatures.id),
    /** The received fax this referral was created from (source 'fax', issue 8). */
    inboundFaxId: integer('inbound_fax_id').references(() => inboundFaxes.id, {
      onDelete: 'set null',
    }),
    updatedById: integer('updated_by_id').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('referrals_created_idx').on(t.createdAt),
    index('referrals_referrer_clinic_idx').on(t.clinicReferrerId, t.createdAt),
    index('referrals_receiver_clinic_idx').on(t.clinicReceiverId, t.createdAt),
    // Keyset pages of the sent and received lists: clinic + status, newest change first.
    index('referrals_referrer_list_idx')
      .on(t.clinicReferrerId, t.status, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('referrals_receiver_list_idx')
      .on(t.clinicReceiverId, t.status, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // Admin lists (manage/referrals, aging) page every clinic's referrals by status, newest first.
    index('referrals_status_list_idx')
      .on(t.status, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    // Clean-up of public drafts that were never submitted (source public, status draft).
    index('referrals_public_draft_idx')
      .on(t.createdAt)
      .where(sql`${t.source} = 'public' and ${t.status} = 'draft'`),
    index('referrals_patient_idx').on(t.patientId),
    index('referrals_provider_idx').on(t.providerId, t.status),
    // Reports (issue 9) filter on sent_at. Export keyset (sent_at, id) of one sending clinic:
    index('referrals_referrer_sent_idx')
      .on(t.clinicReferrerId, t.sentAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // A receiving clinic's analytics.
    index('referrals_receiver_sent_idx')
      .on(t.clinicReceiverId, t.sentAt)
      .where(sql`${t.deletedAt} is null`),
    // Every clinic's (admins, dashboard): the export keyset and, index-only, the counts by
    // status, clinic, sender and source (the label of a referral without a clinic).
    index('referrals_sent_report_idx')
      .on(t.sentAt, t.id, t.status, t.clinicReferrerId, t.clinicReceiverId, t.referrerId, t.source)
      .where(sql`${t.deletedAt} is null`),
    // Analytics by user: who accepted and who declined the counted referrals sent in a range.
    index('referrals_accepted_by_idx')
      .on(t.sentAt, t.acceptedById)
      .where(
        sql`${t.deletedAt} is null and ${t.status} <> 'draft' and ${t.acceptedById} is not null`,
      ),
    index('referrals_declined_by_idx')
      .on(t.sentAt, t.declinedById)
      .where(
        sql`${t.deletedAt} is null and ${t.status} <> 'draft' and ${t.declinedById} is not null`,
      ),
    // Dashboard 'days waiting': the referrals (and approved orders) still waiting for the receiver.
    index('referrals_waiting_idx')
      .on(t.sentAt)
      .where(
        sql`${t.deletedAt} is null and ${t.status} in ('sent', 'order_approved', 'under_review', 'accepted')`,
      ),
  ],
);

/** A file attached to a referral; bytes live in the storage adapter under `storage_key`. */
export const referralDocuments = pgTable(
  'referral_documents',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    /** The provider document it answers; null for misc and generated files. */
    documentId: integer('document_id').references(() => documents.id),
    /** internal (staff) | external (public referrer) | generated (fax document) */
    type: text('type').notNull().default('internal'),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('referral_documents_referral_idx').on(t.referralId, t.createdAt)],
);

/** Yes/No answers to the qualifying questions of optional documents. */
export const referralAnswers = pgTable(
  'referral_answers',
  {
    id: serial('id').primaryKey(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => documentQuestions.id, {
      onDelete: 'set null',
    }),
    /** The document's name. */
    name: text('name').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_answers_unique').on(t.referralId, t.name, t.question)],
);

/**
 * Notes on a referral: internal (shared only with the author's clinic colleagues), external
 * (between the clinics, or with the public referrer) and system (the log; written by the server).
 */
export const referralNotes = pgTable(
  'referral_notes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    group: text('group').notNull(),
    note: text('note').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    /** Who wrote it when there is no user (public referrer, system). */
    authorName: text('author_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('referral_notes_referral_idx').on(t.referralId, t.group, t.createdAt)],
);

/** Appointments of a referral; the newest is the current one. */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    appointmentDate: ts('appointment_date').notNull(),
    scheduledById: integer('scheduled_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    isReschedule: boolean('is_reschedule').notNull().default(false),
    /** yes | no | not_applicable, set on completion. */
    appointmentMaintained: text('appointment_maintained'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('appointments_referral_idx').on(t.referralId, t.createdAt)],
);

/** A user's favorite receiving providers (Find Provider panel). */
export const providerFavorites = pgTable(
  'provider_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.providerId] })],
);

/** Providers a user recently sent to, most recent first (Find Provider panel). */
export const providerRecents = pgTable(
  'provider_recents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    usedAt: ts('used_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.providerId] }),
    index('provider_recents_user_idx').on(t.userId, t.usedAt),
  ],
);

/**
 * An outbound fax (spec 3 section 3): the provider's id and the figures its API reports.
 * status: queued | sending | success | failure.
 */
export const faxes = pgTable(
  'faxes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    referralId: integer('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    clinicSenderId: integer('clinic_sender_id').references(() => clinics.id),
    clinicReceiverId: integer('clinic_receiver_id').references(() => clinics.id),
    provider: text('provider').notNull(),
    providerFaxId: text('provider_fax_id'),
    recipient: text('recipient').notNull(),
    status: text('status').notNull().default('queued'),
    pagesSent: integer('pages_sent').notNull().default(0),
    pageCount: integer('page_count').notNull().default(0),
    units: numeric('units', { precision: 10, scale: 2 }),
    costPerUnit: numeric('cost_per_unit', { precision: 10, scale: 4 }),
    submitTime: ts('submit_time'),
    completionTime: ts('completion_time'),
    attemptsMade: integer('attempts_made').notNull().default(0),
    error: text('error'),
    storageKey: text('storage_key').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('faxes_status_idx').on(t.status),
    index('faxes_sender_idx').on(t.clinicSenderId, t.createdAt),
    index('faxes_referral_idx').on(t.referralId),
    uniqueIndex('faxes_provider_id_unique').on(t.provider, t.providerFaxId),
  ],
);

/** An SMS to a patient. status: queued | sent | delivered | failed (provider callbacks). */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    referralId: integer('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerSid: text('provider_sid'),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_referral_idx').on(t.referralId),
    uniqueIndex('sms_messages_sid_unique').on(t.provider, t.providerSid),
  ],
);
