import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { clinics } from './clinics.js';

export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    /** Always stored lower case; unique. */
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    passwordHash: text('password_hash'),
    activatedAt: ts('activated_at'),
    /** Public id of the one active session (a second sign-in replaces it). */
    lastSessionId: uuid('last_session_id'),
    lastLoginAt: ts('last_login_at'),
    currentClinicId: integer('current_clinic_id').references(() => clinics.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Membership of a user in a clinic, with the per-clinic permission and notification masks. */
export const clinicUsers = pgTable(
  'clinic_users',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: integer('permission').notNull().default(4),
    notification: integer('notification').notNull().default(1),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.userId] }),
    index('clinic_users_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not yield usable sessions. */
    id: text('id').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    twoFactorVerifiedAt: ts('two_factor_verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('two_factor_codes_session_idx').on(t.sessionId)],
);

/** Activation and password-reset tokens: random, stored hashed, single use, expiring. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activation', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.kind)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    /** notifiable_type is always 'User' here; kept for the spec's shape. */
    notifiableType: text('notifiable_type').notNull().default('User'),
    notifiableId: integer('notifiable_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: text('data').notNull(),
    severity: text('severity', { enum: ['info', 'success', 'warning', 'error'] })
      .notNull()
      .default('info'),
    url: text('url'),
    level: smallint('level').notNull().default(1),
    clinicReceiverId: integer('clinic_receiver_id'),
    /**
     * The referral it is about, if any. Who the patient is is read through it when the list is
     * shown, under the reader's own referral visibility; the row never copies patient data. No
     * foreign key (as clinic_receiver_id): a public draft deleted by housekeeping never has one,
     * and a dangling id only names nobody.
     */
    referralId: integer('referral_id'),
    readAt: ts('read_at'),
    notifiedAt: ts('notified_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_list_idx').on(
      t.notifiableId,
      sql`(${t.readAt} IS NULL) DESC`,
      sql`${t.notifiedAt} DESC`,
    ),
  ],
);
