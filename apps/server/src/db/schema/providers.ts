import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { documentQuestions, documents, specializations } from './catalog.js';
import { clinics } from './clinics.js';
import { ts } from './columns.js';
import { users } from './users.js';

/**
 * A clinician (or the clinic's default 'Any/First Available') who receives referrals at a clinic.
 * A provider user (role provider) may be linked to sign orders.
 */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    /** 'dr' or 'np'; null for the default provider. */
    title: text('title'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname'),
    canReceive: boolean('can_receive').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Orders sent to this provider are approved as they arrive (needs a signature; issue 7). */
    autoApproved: boolean('auto_approved').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('providers_clinic_idx').on(t.clinicId), index('providers_user_idx').on(t.userId)],
);

export const providerSpecializations = pgTable(
  'provider_specializations',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.specializationId] }),
    index('provider_specializations_spec_idx').on(t.specializationId),
  ],
);

/** Documents a provider requires, or accepts optionally with a qualifying question. */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    required: boolean('required').notNull(),
    questionId: integer('question_id').references(() => documentQuestions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('provider_documents_provider_idx').on(t.providerId)],
);
