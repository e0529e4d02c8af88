import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ts } from './columns.js';

/** Specializations offered by providers; names are unique regardless of case. */
export const specializations = pgTable(
  'specializations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [uniqueIndex('specializations_name_unique').on(sql`lower(${t.name})`)],
);

/** Referral documents a provider may require or accept (archived, never hard-deleted). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [uniqueIndex('documents_name_unique').on(sql`lower(${t.name})`)],
);

/** Yes/no qualifying questions attached to a document. */
export const documentQuestions = pgTable(
  'document_questions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('document_questions_document_idx').on(t.documentId)],
);
