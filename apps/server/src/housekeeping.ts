import { inArray, sql } from 'drizzle-orm';
import { queryRows } from './db/client.js';
import { faxes, inboundFaxes, providerSignatures, referralDocuments } from './db/schema/index.js';
import { systemDb, type AppDeps, type SystemDb } from './deps.js';
import { days, hours } from './lib/clock.js';
import { summarizeError } from './lib/error-summary.js';
import { UPLOAD_TOKEN_TTL_MS } from './modules/public-referrals/upload-token.js';

/** A stored file nobody refers to is deleted once it is this old (an upload may still commit before). */
export const ORPHAN_FILE_AGE_MS = days(1);
const EVERY_MS = hours(1);
const KEYS_PER_QUERY = 500;

export type HousekeepingDeps = Pick<
  AppDeps,
  'system' | 'storage' | 'clock' | 'log' | 'queue' | 'limiter'
>;

/**
 * Clean-up that no request does: expired rate-limit windows, jobs given up a week ago, public
 * drafts whose upload token expired (with their files), and files no row refers to (what a crash
 * during an upload leaves: a `.part` file, or a stored file whose row never committed). Each task
 * runs on its own: one failing does not stop the others. Every instance runs it; each task is
 * safe to run twice at once (deletes of what is already gone do nothing).
 */
export async function runHousekeeping(deps: HousekeepingDeps): Promise<void> {
  const db = systemDb(deps, { reason: 'housekeeping deletes expired rows and orphaned files' });
  const tasks: [string, () => Promise<unknown>][] = [
    ['rate limits', () => deps.limiter.purgeExpired()],
    ['failed jobs', () => deps.queue.purgeFailed()],
    ['abandoned public drafts', () => deleteAbandonedPublicDrafts(deps, db)],
    ['orphaned files', () => sweepOrphanFiles(deps, db)],
  ];
  for (const [task, run] of tasks) {
    try {
      const removed = await run();
      if (typeof removed === 'number' && removed > 0) {
        deps.log.info({ task, removed }, 'housekeeping removed');
      }
    } catch (e) {
      deps.log.warn({ task, reason: summarizeError(e) }, 'housekeeping task failed');
    }
  }
}

/** Runs housekeeping now (start-up: a crash may have left files) and every hour; answers stop. */
export function startHousekeeping(deps: HousekeepingDeps): () => void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= runHousekeeping(deps).finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Deletes public drafts (source public, still a draft) saved longer ago than the upload token
 * lives: nobody can upload to or submit them any more. Their documents, answers and access rows
 * go with them (ON DELETE CASCADE), their patient when no other referral has it, and then their
 * files. A crash between the commit and the file deletes leaves files the orphan sweep removes.
 */
export async function deleteAbandonedPublicDrafts(
  deps: Pick<HousekeepingDeps, 'storage' | 'clock'>,
  db: SystemDb,
): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - UPLOAD_TOKEN_TTL_MS).toISOString();
  const keys = await db.transaction(async (tx) => {
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
  if (!keys) return 0;
  for (const key of keys.keys) await deps.storage.delete(key);
  return keys.count;
}

/**
 * Deletes stored files older than a day that no row refers to, and left-over `.part` files of
 * uploads a crash cut off. Younger files are left alone: an upload stores its file before its
 * row commits.
 */
export async function sweepOrphanFiles(
  deps: Pick<HousekeepingDeps, 'storage' | 'clock'>,
  db: SystemDb,
): Promise<number> {
  const before = deps.clock.now().getTime() - ORPHAN_FILE_AGE_MS;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await referencedKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await deps.storage.delete(key);
      removed++;
    }
    batch = [];
  };
  for await (const file of deps.storage.list()) {
    if (file.modifiedAt.getTime() >= before) continue;
    if (file.key.endsWith('.part')) {
      await deps.storage.delete(file.key);
      removed++;
      continue;
    }
    batch.push(file.key);
    if (batch.length >= KEYS_PER_QUERY) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

/** The keys among `keys` that a row refers to (every table with a storage_key). */
async function referencedKeys(db: SystemDb, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of [referralDocuments, faxes, providerSignatures, inboundFaxes]) {
    const rows = await db
      .select({ key: table.storageKey })
      .from(table)
      .where(inArray(table.storageKey, keys));
    for (const r of rows) found.add(r.key);
  }
  return found;
}
