import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';
import { ts } from './columns.js';

/**
 * One field of a clinic's custom referral form. Two forms per clinic: 'external' (public and
 * other organizations) and 'internal' (same organization). `position` keeps the admin's order.
 */
export const clinicFormAttributes = pgTable(
  'clinic_form_attributes',
  {
    id: serial('id').primaryKey(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    formType: text('form_type', { enum: ['external', 'internal'] }).notNull(),
    position: integer('position').notNull(),
    field: text('field').notNull(),
    label: text('label').notNull(),
    /** 1 to 12, stored as text as the spec says. */
    size: text('size').notNull().default('12'),
    required: boolean('required').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    kind: text('kind').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    helpText: text('help_text'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('clinic_form_attributes_clinic_idx').on(t.clinicId, t.formType, t.position)],
);
