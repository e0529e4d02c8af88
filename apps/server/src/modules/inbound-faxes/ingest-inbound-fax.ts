import { createHash } from 'node:crypto';
import { faxNumberKey, INBOUND_FAX_MSG, type InboundFaxSource } from '@app/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { newUuid } from '../../lib/ids.js';
import { sniffKind } from '../../lib/file-types.js';
import { publishInboundFaxChanged } from './inbound-events.js';
import { INBOUND_FAX_INTAKE_QUEUE } from './inbound-queues.js';
import type { InboundFaxRow, InboundIntakeRepo } from './inbound-intake.repo.js';
import { tiffToPdf } from './tiff-to-pdf.js';

/** The largest fax taken in, whichever way it arrives (as large as a referral document). */
export const INBOUND_FAX_MAX_BYTES = 50_000_000;

export type { InboundFaxRow };

export interface InboundFaxMetadata {
  uri?: string | null;
  subject?: string | null;
  fromNumber?: string | null;
  fromLocation?: string | null;
  toNumber?: string | null;
  pagesCount?: number | null;
  dateCreated?: Date | null;
}

/** One received fax as a way in hands it over. */
export interface InboundFaxDelivery {
  source: InboundFaxSource;
  /** The provider's id of the fax, or the SHA-256 of the bytes (drop folder, upload). */
  externalId: string;
  /** PDF or TIFF; the content decides, not a name or a claimed type. */
  bytes: Buffer;
  metadata: InboundFaxMetadata;
  clinicId?: number | null;
  createdById?: number | null;
}

export type IngestDeps = Pick<AppDeps, 'storage' | 'queue' | 'events' | 'clock' | 'log'>;

/** A fax that cannot be taken in (too large, not a PDF or TIFF, unreadable); 413 or 422. */
export class InboundFaxRefused extends AppError {
  constructor(
    message: string,
    readonly httpStatus: 413 | 422,
  ) {
    super('VALIDATION', message, { file: [message] });
  }

  override get status(): number {
    return this.httpStatus;
  }
}

const TOO_LARGE = `The fax is larger than ${INBOUND_FAX_MAX_BYTES.toLocaleString('en-US')} bytes.`;

export const inboundRefusals = {
  tooLarge: () => new InboundFaxRefused(TOO_LARGE, 413),
  notPdf: () => new InboundFaxRefused(INBOUND_FAX_MSG.notPdf, 422),
};

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** Metadata from outside, kept to a sane length (it is shown, never interpreted). */
function clip(value: string | null | undefined, max = 500): string | null {
  const v = (value ?? '').trim();
  return v ? v.slice(0, max) : null;
}

/** The content as a PDF (a TIFF converted) and its page count; refusals for anything else. */
async function asPdf(bytes: Buffer): Promise<{ pdf: Uint8Array; pages: number }> {
  if (bytes.length > INBOUND_FAX_MAX_BYTES) throw inboundRefusals.tooLarge();
  const kind = sniffKind(bytes.subarray(0, 8));
  if (kind !== 'pdf' && kind !== 'tiff') throw inboundRefusals.notPdf();
  try {
    const pdf = kind === 'tiff' ? await tiffToPdf(bytes) : new Uint8Array(bytes);
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
    const pages = doc.getPageCount();
    if (pages < 1) throw inboundRefusals.notPdf();
    return { pdf, pages };
  } catch (e) {
    if (e instanceof InboundFaxRefused) throw e;
    // pdf-lib or sharp could not read it: a damaged file is refused like a wrong one.
    throw inboundRefusals.notPdf();
  }
}

/**
 * The inbox a fax belongs to from the number it was sent to: the one live clinic with members
 * whose fax number is that number. None or several: null, an admin assigns it.
 */
export async function clinicForFaxNumber(
  repo: InboundIntakeRepo,
  toNumber: string | null | undefined,
): Promise<number | null> {
  const key = faxNumberKey(toNumber);
  if (!key) return null;
  const ids = await repo.clinicsWithFaxNumber(key);
  return ids.length === 1 ? ids[0]! : null;
}

/**
 * Stores one received fax: the PDF (a TIFF converted) at `inbound-faxes/<uuid>.pdf`, the row with
 * its metadata, and the intake job in the row's transaction. The same fax from the same source
 * is stored once: a second delivery (even a concurrent one: the unique index decides) stores
 * nothing and answers `created: false` with the row already there.
 */
export async function ingestInboundFax(
  deps: IngestDeps,
  repo: InboundIntakeRepo,
  d: InboundFaxDelivery,
): Promise<{ fax: InboundFaxRow; created: boolean }> {
  const externalId = d.externalId.trim().slice(0, 200);
  if (!externalId) throw AppError.validation('The fax has no id.');
  const existing = await repo.find(d.source, externalId);
  if (existing) return { fax: existing, created: false };

  const { pdf, pages } = await asPdf(d.bytes);
  const m = d.metadata;
  const clinicId = d.clinicId ?? (await clinicForFaxNumber(repo, m.toNumber));
  const uuid = newUuid();
  const storageKey = `inbound-faxes/${uuid}.pdf`;
  const stored = await deps.storage.put(storageKey, pdf, { maxBytes: INBOUND_FAX_MAX_BYTES * 2 });

  let row: InboundFaxRow | undefined;
  try {
    row = await repo.transaction(async (tx) => {
      const inserted = await tx.insertIfNew({
        uuid,
        source: d.source,
        externalId,
        status: 'new',
        clinicId,
        uri: clip(m.uri, 2000),
        subject: clip(m.subject),
        fromNumber: clip(m.fromNumber, 40),
        fromLocation: clip(m.fromLocation),
        toNumber: clip(m.toNumber, 40),
        // What the stored PDF holds (what intake reads), not what the provider announced.
        pagesCount: pages,
        dateCreated: m.dateCreated ?? deps.clock.now(),
        storageKey,
        size: stored.size,
        sha256: stored.sha256,
        createdById: d.createdById ?? null,
        createdAt: deps.clock.now(),
        updatedAt: deps.clock.now(),
      });
      if (inserted) {
        await tx.enqueue(deps.queue, INBOUND_FAX_INTAKE_QUEUE, { faxId: inserted.id });
      }
      return inserted;
    });
  } catch (e) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw e;
  }
  if (!row) {
    // A concurrent delivery of the same fax won the insert: ours is not needed.
    await deps.storage.delete(storageKey).catch(() => undefined);
    const winner = await repo.find(d.source, externalId);
    if (!winner) throw new Error('inbound fax vanished after a conflicting insert');
    return { fax: winner, created: false };
  }
  // Ids and counts only: the numbers and the subject may identify a patient's sender.
  deps.log.info(
    { faxId: row.id, source: row.source, pages, assigned: clinicId !== null },
    'fax received',
  );
  await publishInboundFaxChanged(deps.events, {
    uuid: row.uuid,
    status: row.status,
    clinicIds: [row.clinicId],
  });
  return { fax: row, created: true };
}
