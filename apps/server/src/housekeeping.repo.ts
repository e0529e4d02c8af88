import { inArray, sql } from 'drizzle-orm';
import { queryRows } from './db/client.js';
import { faxes, inboundFaxes, providerSignatures, referralDocuments } from './db/schema/index.js';
import type { SystemDb } from './deps.js';

/**
 * Deletes, in one transaction, the public drafts saved before `cutoff` (their documents, answers
 * and access rows go by ON DELETE CASCADE) and their patients that no other referral has; answers
 * how many and the storage keys of their files, which the caller deletes after the commit.
 */
export async function deleteExpiredPublicDrafts(
  db: SystemDb,
  cutoff: string,
): Promise<{ count: number; keys: string[] } | null> {
  return db.transaction(async (tx) => {
    const drafts = await queryRows<{ id: number; patient_id: number | null }>(
      tx,
      sql`SELECT id, patient_id FROM referrals
          WHERE source = 'public' AND status = 'draft' AND created_at < ${cutoff}::timestamptz
          FOR UPDATE SKIP LOCKED`,
    );
    if (drafts.length === 0) return null;
    const ids = drafts.map((d) => d.id);
    const files = await tx
      .select({ key: referralDocuments.storageKey })
      .from(referralDocuments)
      .where(inArray(referralDocuments.referralId, ids));
    await tx.execute(sql`DELETE FROM referrals WHERE id IN (${sql.join(ids, sql`, `)})`);
    const patientIds = drafts.flatMap((d) => (d.patient_id === null ? [] : [d.patient_id]));
    if (patientIds.length > 0) {
      await tx.execute(sql`
        DELETE FROM patients p WHERE p.id IN (${sql.join(patientIds, sql`, `)})
          AND NOT EXISTS (SELECT 1 FROM referrals r WHERE r.patient_id = p.id)`);
    }
    return { count: drafts.length, keys: files.map((f) => f.key) };
  });
}

/** Every table whose rows name a stored file (housekeeping.repo.test.ts checks none is missing). */
export const STORED_FILE_TABLES = [referralDocuments, faxes, providerSignatures, inboundFaxes];

/** The keys among `keys` that a row refers to (every table with a storage_key). */
export async function referencedStorageKeys(db: SystemDb, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of STORED_FILE_TABLES) {
    const rows = await db
      .select({ key: table.storageKey })
      .from(table)
      .where(inArray(table.storageKey, keys));
    for (const r of rows) found.add(r.key);
  }
  return found;
}
