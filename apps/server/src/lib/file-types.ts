import { extensionOf } from '@app/shared';

/**
 * The file types a referral may carry, decided by content (magic bytes), never by the name or
 * the browser's claimed type (DESIGN section 8). The extension must agree with the content.
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'zip';

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  zip: 'application/zip',
};

/** How many leading bytes `sniffKind` needs. */
export const SNIFF_BYTES = 8;

const SIGNATURES: { kind: FileKind; bytes: number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] }, // II*\0 (little endian)
  { kind: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] }, // MM\0* (big endian)
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK\3\4: a local file header
];

/** The kind the first bytes announce, or null for anything else (text, executables, empty). */
export function sniffKind(head: Uint8Array): FileKind | null {
  for (const s of SIGNATURES) {
    if (head.length >= s.bytes.length && s.bytes.every((b, i) => head[i] === b)) return s.kind;
  }
  return null;
}

const BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  tif: 'tiff',
  tiff: 'tiff',
  zip: 'zip',
};

/** The kind a file name claims through its extension, or null when it is not an accepted one. */
export function kindOfName(name: string): FileKind | null {
  return BY_EXTENSION[extensionOf(name)] ?? null;
}

/** Thrown when a file's content is not an accepted type or does not match its extension. */
export class WrongFileTypeError extends Error {
  constructor(readonly fileName: string) {
    super('file type not accepted');
  }
}

/**
 * Reads a file's first bytes and checks them against the kind its name claims, before anything
 * is stored; returns the whole content (those bytes first) as a stream of chunks to store.
 */
export async function checkedContent(
  chunks: AsyncIterable<Buffer>,
  fileName: string,
  expected: FileKind,
): Promise<AsyncGenerator<Buffer>> {
  const source = chunks[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  // Shorter than SNIFF_BYTES: still judged by what there is (an empty file is no type).
  if (sniffKind(head) !== expected) {
    if (!ended) await source.return?.();
    throw new WrongFileTypeError(fileName);
  }
  return (async function* () {
    try {
      yield head;
      while (!ended) {
        const next = await source.next();
        if (next.done) ended = true;
        else yield next.value;
      }
    } finally {
      // Stopped early (the storage refused it): release the source.
      if (!ended) await source.return?.();
    }
  })();
}
