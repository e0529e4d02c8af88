import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../../config.js';
import {
  INBOUND_FAX_MAX_BYTES,
  InboundFaxRefused,
  inboundRefusals,
  ingestInboundFax,
  sha256Hex,
  type IngestDeps,
} from './ingest-inbound-fax.js';
import type { InboundIntakeRepo } from './inbound-intake.repo.js';

/** Sub-folders of the drop folder: claimed files, stored ones, refused ones. */
export const INBOX_DIRS = { claimed: 'processing', processed: 'processed', failed: 'failed' };

const FAX_FILE = /\.(pdf|tiff?)$/i;
/** A claim older than this was left by a server that stopped mid-way: the file goes back. */
const STALE_CLAIM_MS = 10 * 60_000;
const SIDECAR_MAX_BYTES = 64 * 1024;

const text = z.string().max(500).nullish();
const sidecarSchema = z.object({
  from_number: text,
  from_location: text,
  subject: text,
  to_number: text,
  clinic_code: text,
});
type Sidecar = z.infer<typeof sidecarSchema>;

const SIDECAR_INVALID = 'The sidecar file is not a JSON object of fax details.';

export type InboxDeps = IngestDeps & { config: Pick<Config, 'inboundFax'> };

export interface InboxScan {
  stored: number;
  duplicates: number;
  failed: number;
}

/** A file taken from the drop folder: where it lies now and what it was called. */
interface Claim {
  file: string;
  name: string;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** `name` in `dir`, or a variant of it when a file of that name is there already. */
async function freeName(dir: string, name: string): Promise<string> {
  if (!(await exists(path.join(dir, name)))) return path.join(dir, name);
  const ext = path.extname(name);
  const stem = name.slice(0, name.length - ext.length);
  return path.join(dir, `${stem}-${Date.now()}-${randomBytes(3).toString('hex')}${ext}`);
}

/**
 * Takes a file by renaming it into the claims folder under a name of its own: a rename is atomic,
 * so of two servers scanning the same folder exactly one gets it; the other sees it gone.
 */
async function claim(dir: string, name: string): Promise<Claim | null> {
  const file = path.join(dir, INBOX_DIRS.claimed, `${randomBytes(6).toString('hex')}__${name}`);
  try {
    await rename(path.join(dir, name), file);
    return { file, name };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** The optional details file dropped next to a fax: `<stem>.json` or `<name>.json`. */
async function claimSidecar(dir: string, name: string): Promise<Claim | null> {
  const stem = name.slice(0, name.length - path.extname(name).length);
  for (const candidate of [`${stem}.json`, `${name}.json`]) {
    const claimed = await claim(dir, candidate);
    if (claimed) return claimed;
  }
  return null;
}

async function readSidecar(c: Claim | null): Promise<Sidecar> {
  if (!c) return {};
  if ((await stat(c.file)).size > SIDECAR_MAX_BYTES)
    throw new InboundFaxRefused(SIDECAR_INVALID, 422);
  try {
    return sidecarSchema.parse(JSON.parse(await readFile(c.file, 'utf8')));
  } catch {
    throw new InboundFaxRefused(SIDECAR_INVALID, 422);
  }
}

async function clinicByCode(
  repo: InboundIntakeRepo,
  code: string | null | undefined,
): Promise<number | null> {
  return code ? repo.clinicByCode(code.trim().toUpperCase()) : null;
}

/** Moves claimed files into `sub` under their own names. */
async function settle(dir: string, sub: string, claims: (Claim | null)[]): Promise<void> {
  for (const c of claims) {
    if (c) await rename(c.file, await freeName(path.join(dir, sub), c.name));
  }
}

/** Claims left behind by a server that stopped while holding them go back into the folder. */
async function releaseStaleClaims(dir: string): Promise<void> {
  const claimsDir = path.join(dir, INBOX_DIRS.claimed);
  for (const entry of await readdir(claimsDir)) {
    const file = path.join(claimsDir, entry);
    const info = await stat(file).catch(() => null);
    // A rename sets ctime: it says when the file was claimed.
    if (!info || Date.now() - info.ctimeMs < STALE_CLAIM_MS) continue;
    const name = entry.slice(entry.indexOf('__') + 2);
    await rename(file, await freeName(dir, name)).catch(() => undefined);
  }
}

/** Stores one claimed fax; refusals are the caller's to file under failed/. */
async function ingestClaim(
  deps: InboxDeps,
  repo: InboundIntakeRepo,
  fax: Claim,
  sidecar: Claim | null,
): Promise<boolean> {
  const details = await readSidecar(sidecar);
  const info = await stat(fax.file);
  if (info.size > INBOUND_FAX_MAX_BYTES) throw inboundRefusals.tooLarge();
  const bytes = await readFile(fax.file);
  const { created } = await ingestInboundFax(deps, repo, {
    source: 'folder',
    externalId: sha256Hex(bytes),
    bytes,
    metadata: {
      fromNumber: details.from_number,
      fromLocation: details.from_location,
      subject: details.subject,
      toNumber: details.to_number,
      dateCreated: info.mtime,
    },
    clinicId: await clinicByCode(repo, details.clinic_code),
  });
  return created;
}

/**
 * One look at the drop folder (config.inboundFax.dropDir): every *.pdf / *.tif / *.tiff is
 * claimed, stored with the details of its sidecar, and moved to processed/ (stored, or the same
 * bytes were stored before) or failed/ (not a fax document, or a bad sidecar; the reason in
 * `<name>.error.txt`). A failure of our own (database down) puts the file back for the next look.
 * Writers should copy a fax in under another name and rename it: a half-written file is refused.
 */
export async function scanFaxInbox(deps: InboxDeps, repo: InboundIntakeRepo): Promise<InboxScan> {
  const dir = deps.config.inboundFax.dropDir;
  for (const sub of Object.values(INBOX_DIRS))
    await mkdir(path.join(dir, sub), { recursive: true });
  await releaseStaleClaims(dir);
  const scan: InboxScan = { stored: 0, duplicates: 0, failed: 0 };
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.') || !FAX_FILE.test(entry.name)) continue;
    const fax = await claim(dir, entry.name);
    if (!fax) continue;
    const sidecar = await claimSidecar(dir, entry.name);
    try {
      if (await ingestClaim(deps, repo, fax, sidecar)) scan.stored++;
      else scan.duplicates++;
      await settle(dir, INBOX_DIRS.processed, [fax, sidecar]);
    } catch (e) {
      if (!(e instanceof InboundFaxRefused)) {
        await settle(dir, '.', [fax, sidecar]);
        throw e;
      }
      scan.failed++;
      const failedDir = path.join(dir, INBOX_DIRS.failed);
      await writeFile(await freeName(failedDir, `${fax.name}.error.txt`), `${e.message}\n`);
      await settle(dir, INBOX_DIRS.failed, [fax, sidecar]);
      // No file name in the log: names of scanned faxes often carry the patient's.
      deps.log.warn({ reason: e.message }, 'fax in the drop folder refused');
    }
  }
  return scan;
}
