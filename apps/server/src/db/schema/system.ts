import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/**
 * Append-only record of sign-in events and of reads and changes of protected data.
 * A trigger (migration 0001) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/** The local mail adapter's outbox, shown at /dev/mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Postgres-backed job queue (see jobs/queue.ts). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    runAt: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: ts('locked_until'),
    /** Why the last run failed: error class, code, SQLSTATE, never a message (lib/error-summary.ts). */
    lastError: text('last_error'),
    /** A handler's marker that its side effect happened (the sent mail's id): see JobCheckpoint. */
    checkpoint: text('checkpoint'),
    failedAt: ts('failed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.failedAt} IS NULL`),
  ],
);

/** Fixed-window counters for rate limits, shared by every server instance. Keys are hashed. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
