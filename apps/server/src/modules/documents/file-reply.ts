import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ObjectNotFoundError, type StorageAdapter } from '../../adapters/storage/storage.js';
import { AppError } from '../../lib/app-error.js';
import { DOCUMENTS_MSG } from './documents.policy.js';

/**
 * A Content-Disposition value that is safe for any name: a plain ASCII fallback (no quotes,
 * backslashes or control characters) and the exact name in RFC 5987 form for browsers.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_').trim() || 'document';
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** Sends a file that carries patient data: never sniffed, never cached. */
export function sendFile(
  reply: FastifyReply,
  file: {
    body: Readable | Uint8Array;
    contentType: string;
    name: string;
    disposition: 'attachment' | 'inline';
    size?: number;
  },
) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body instanceof Uint8Array ? Buffer.from(file.body) : file.body);
}

/** Sends a stored referral document as an attachment; a file missing from storage is a 404. */
export async function sendStoredDocument(
  reply: FastifyReply,
  storage: Pick<StorageAdapter, 'get'>,
  doc: { storageKey: string; contentType: string; name: string; size: number },
) {
  let body;
  try {
    body = await storage.get(doc.storageKey);
  } catch (e) {
    if (e instanceof ObjectNotFoundError) throw AppError.notFound(DOCUMENTS_MSG.notFound);
    throw e;
  }
  return sendFile(reply, {
    body,
    contentType: doc.contentType,
    name: doc.name,
    disposition: 'attachment',
    size: doc.size,
  });
}
