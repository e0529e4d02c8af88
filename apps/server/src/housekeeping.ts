import { deleteExpiredPublicDrafts, referencedStorageKeys } from './housekeeping.repo.js';
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
  const keys = await deleteExpiredPublicDrafts(db, cutoff);
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
    const referenced = await referencedStorageKeys(db, batch);
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
