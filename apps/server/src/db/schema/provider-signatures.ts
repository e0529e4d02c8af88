import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { providers } from './providers.js';

/**
 * A provider's digital signature image (issue 7); bytes live in the storage adapter under
 * `storage_key`. Saving a new signature marks the current one `replaced_at` and never deletes it,
 * so an order approved earlier still shows the signature it was approved with.
 */
export const providerSignatures = pgTable(
  'provider_signatures',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Set when a newer signature takes over; null for the current one. */
    replacedAt: ts('replaced_at'),
  },
  (t) => [index('provider_signatures_provider_idx').on(t.providerId)],
);
