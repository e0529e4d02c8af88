import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  REFERRAL_MSG_SERVER,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  ZIP_MAX_ENTRIES,
  ZIP_MAX_UNCOMPRESSED_BYTES,
  miscFileName,
} from '@app/shared';
import { ObjectTooLargeError, type StoredObject } from '../../adapters/storage/storage.js';
import { newStorageKey } from '../../adapters/storage/local-storage.js';
import type { ActionContext, ActionDeps } from '../../action-context.js';
import type { ScopedData } from '../../scoped-data/scoped.js';
import { AppError } from '../../lib/app-error.js';
import {
  CONTENT_TYPES,
  WrongFileTypeError,
  checkedContent,
  kindOfName,
  type FileKind,
} from '../../lib/file-types.js';
import { inspectZip } from '../../lib/zip-inspect.js';
import { parseId } from '../catalog/sql.js';
import type { ReferralDocumentView } from './document-rows.js';
import { isMiscDocument, type NewReferralDocument, type UploadTarget } from './documents.repo.js';
import { DOCUMENTS_MSG } from './documents.policy.js';
import { publishReferralChanged } from '../referrals/referral-events.js';

/** One part of the multipart body, in arrival order. */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; filename: string; stream: Readable };

/**
 * What an upload reads of the action context. The public referrer's upload (public-referrals)
 * passes a public referral's documents in place of a member's scoped data.
 */
type Uploading = Pick<ActionContext, 'now'> & {
  data: { documents: Pick<ScopedData['documents'], 'record'> };
  deps: Pick<ActionDeps, 'storage' | 'events' | 'config'>;
};

/** A refusal with the status the upload routes answer (413 for size, 422 otherwise). */
export class UploadRefused extends AppError {
  constructor(
    message: string,
    readonly httpStatus: 413 | 422,
  ) {
    super('VALIDATION', message, { files: [message] });
  }
}

export const refusals = {
  tooManyFiles: () => new UploadRefused(REFERRAL_MSG_SERVER.tooManyFiles, 422),
  fileTooLarge: () => new UploadRefused(REFERRAL_MSG_SERVER.fileTooLarge, 413),
  wrongType: () => new UploadRefused(REFERRAL_MSG_SERVER.wrongType, 422),
  zipTooLarge: () => new UploadRefused(REFERRAL_MSG_SERVER.zipTooLarge, 413),
  unreadableZip: () => new UploadRefused(DOCUMENTS_MSG.unreadableZip, 422),
  noFiles: () => new UploadRefused(DOCUMENTS_MSG.noFiles, 422),
};

interface StoredFile extends StoredObject {
  kind: FileKind;
  originalName: string;
}

/** A display name from what the browser sent: no folders, no control characters, bounded. */
export function cleanFileName(name: string, kind: FileKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return base || `document.${kind === 'jpeg' ? 'jpg' : kind}`;
}

/**
 * Streams one file into storage: the name must carry an accepted extension and the first bytes
 * must agree with it; more than UPLOAD_MAX_BYTES is refused while it arrives. Zip files are then
 * inspected. Nothing of a refused file stays in storage.
 */
async function storeFile(
  ctx: Uploading,
  target: UploadTarget,
  part: Extract<UploadPart, { kind: 'file' }>,
): Promise<StoredFile> {
  const kind = kindOfName(part.filename);
  if (!kind) {
    part.stream.resume();
    throw refusals.wrongType();
  }
  const key = newStorageKey(`referrals/${target.referral.uuid}`);
  let stored: StoredObject;
  try {
    const content = await checkedContent(part.stream, part.filename, kind);
    // A byte stream: what waits for a slow store is bounded in bytes, not in chunks of any size.
    stored = await ctx.deps.storage.put(key, Readable.from(content, { objectMode: false }), {
      maxBytes: UPLOAD_MAX_BYTES,
    });
  } catch (e) {
    if (e instanceof ObjectTooLargeError) throw refusals.fileTooLarge();
    if (e instanceof WrongFileTypeError) throw refusals.wrongType();
    throw e;
  }
  if (kind === 'zip') {
    try {
      await checkZip(ctx, key);
    } catch (e) {
      await ctx.deps.storage.delete(key);
      throw e;
    }
  }
  return { ...stored, kind, originalName: cleanFileName(part.filename, kind) };
}

/** Copies the stored zip to a scratch file (zip directories are read from the end) and judges it. */
async function checkZip(ctx: Uploading, key: string): Promise<void> {
  // Inside the data directory: the copy holds patient data.
  const scratchDir = path.join(ctx.deps.config.dataDir, 'tmp');
  await mkdir(scratchDir, { recursive: true });
  const dir = await mkdtemp(path.join(scratchDir, 'zip-'));
  try {
    const file = path.join(dir, 'upload.zip');
    await pipeline(await ctx.deps.storage.get(key), createWriteStream(file, { mode: 0o600 }));
    const verdict = await inspectZip(file, {
      maxEntries: ZIP_MAX_ENTRIES,
      maxUncompressedBytes: ZIP_MAX_UNCOMPRESSED_BYTES,
    });
    if (verdict.ok) return;
    if (verdict.reason === 'too_large') throw refusals.zipTooLarge();
    if (verdict.reason === 'wrong_type') throw refusals.wrongType();
    throw refusals.unreadableZip();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `document_id`: a document the referral's provider asks for; empty, absent or -1 (the spec's
 * generated PDF) means misc.
 */
function resolveDocument(target: UploadTarget, raw: string | undefined) {
  const value = (raw ?? '').trim();
  if (value === '' || value === '-1') return { documentId: null, misc: true };
  const id = parseId(value);
  const name = id === null ? undefined : target.providerDocuments.get(id);
  if (id === null || name === undefined) {
    throw AppError.validation(DOCUMENTS_MSG.unknownDocument, {
      document_id: [DOCUMENTS_MSG.unknownDocument],
    });
  }
  return { documentId: id, misc: isMiscDocument(name) };
}

/**
 * Uploads files to a referral (POST /api/referrals/:uuid/documents and .../multiple_type/...).
 * Who may is settled before a byte is read, by the caller that found `target`: the referrer
 * holding SEND_REFERRAL while its documents may change (changeableUploadTarget), or the public
 * referrer (public-uploads.routes.ts). Fields may come before or after the files. On any refusal
 * every file of the request is removed again.
 */
export async function uploadDocuments(
  ctx: Uploading,
  target: UploadTarget,
  parts: AsyncIterable<UploadPart>,
): Promise<ReferralDocumentView[]> {
  const stored: StoredFile[] = [];
  const fields = new Map<string, string>();
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        if (!fields.has(part.name)) fields.set(part.name, part.value);
        continue;
      }
      if (stored.length >= UPLOAD_MAX_FILES) {
        part.stream.resume();
        throw refusals.tooManyFiles();
      }
      stored.push(await storeFile(ctx, target, part));
    }
    if (!stored.length) throw refusals.noFiles();
    const { documentId, misc } = resolveDocument(target, fields.get('document_id'));
    const typed = (fields.get('use_filename') ?? '').trim();
    const rows: NewReferralDocument[] = stored.map((f) => ({
      documentId,
      // The typed misc name applies to every file of the request (the wizard sends one).
      name:
        misc && typed ? cleanFileName(miscFileName(typed, f.originalName), f.kind) : f.originalName,
      originalName: f.originalName,
      contentType: CONTENT_TYPES[f.kind],
      size: f.size,
      sha256: f.sha256,
      storageKey: f.key,
    }));
    const recorded = await ctx.data.documents.record(target.referral, rows, ctx.now);
    await publishReferralChanged(ctx.deps.events, target.referral);
    return recorded;
  } catch (e) {
    await Promise.all(stored.map((f) => ctx.deps.storage.delete(f.key).catch(() => undefined)));
    throw e;
  }
}
