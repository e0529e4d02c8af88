import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/** The unique index on a live referral group's name (its violation is the 'name taken' answer). */
export const REFERRAL_NETWORK_LIVE_NAME = 'referral_networks_live_name_idx';

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const referralNetworks = pgTable(
  'referral_networks',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  // One live group per name, ignoring case and outer spaces: two admins saving the same new
  // name at once cannot both pass the check in save-network.ts.
  (t) => [
    uniqueIndex(REFERRAL_NETWORK_LIVE_NAME)
      .on(sql`lower(btrim(${t.name}))`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const clinics = pgTable(
  'clinics',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isOrder: boolean('is_order').notNull().default(false),
    canReceive: boolean('can_receive').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(false),
    officePhone: text('office_phone'),
    fax: text('fax'),
    addressLine1: text('address_line1'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressZip: text('address_zip'),
    fullAddress: text('full_address'),
    referralNetworkId: integer('referral_network_id').references(() => referralNetworks.id, {
      onDelete: 'set null',
    }),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    creatorId: integer('creator_id'),
    creatorClinicId: integer('creator_clinic_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('clinics_code_unique').on(t.code),
    index('clinics_network_idx').on(t.referralNetworkId),
    index('clinics_organization_idx').on(t.organizationId),
    // Every request's session read lists the live clinics its user registered (Register Clinic).
    index('clinics_creator_idx')
      .on(t.creatorId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Free-text tags of a clinic, stored lower case; immutable ones cannot be removed by users. */
export const clinicTags = pgTable(
  'clinic_tags',
  {
    id: serial('id').primaryKey(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    immutable: boolean('immutable').notNull().default(false),
  },
  (t) => [uniqueIndex('clinic_tags_unique').on(t.clinicId, t.tag)],
);
