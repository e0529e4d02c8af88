import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SNIFF_BYTES, kindOfName, sniffKind } from './file-types.js';

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the entries' declared uncompressed sizes. */
  maxUncompressedBytes: number;
}

/**
 * The verdict on an uploaded zip. 'too_large': more entries or more declared data than allowed;
 * 'wrong_type': an entry that is not an accepted document (nested zips, executables, encrypted
 * entries, content that does not match the entry's extension); 'unreadable': not a valid zip.
 */
export type ZipVerdict =
  | { ok: true; entries: number; uncompressedBytes: number }
  | { ok: false; reason: 'too_large' | 'wrong_type' | 'unreadable' };

/** Folders and the Finder's resource-fork copies carry no document; they are not judged. */
const isIgnorable = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.DS_Store$/.test(name);

class Refused extends Error {
  constructor(readonly reason: 'too_large' | 'wrong_type') {
    super(reason);
  }
}

/**
 * Reads a zip's central directory and the first bytes of each entry. Nothing is extracted: the
 * caps apply to the declared sizes, and the server never inflates an entry beyond its head.
 */
export async function inspectZip(source: string | Buffer, limits: ZipLimits): Promise<ZipVerdict> {
  let zip: ZipFile;
  try {
    zip = await openZip(source);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  try {
    if (zip.entryCount > limits.maxEntries) return { ok: false, reason: 'too_large' };
    let entries = 0;
    let uncompressedBytes = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      entries += 1;
      uncompressedBytes += entry.uncompressedSize;
      if (entries > limits.maxEntries || uncompressedBytes > limits.maxUncompressedBytes) {
        throw new Refused('too_large');
      }
      if (isIgnorable(entry.fileName)) continue;
      const kind = kindOfName(entry.fileName);
      if (!kind || kind === 'zip' || entry.isEncrypted()) throw new Refused('wrong_type');
      if (sniffKind(await entryHead(zip, entry)) !== kind) throw new Refused('wrong_type');
    }
    return { ok: true, entries, uncompressedBytes };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, reason: e.reason };
    return { ok: false, reason: 'unreadable' };
  } finally {
    zip.close();
  }
}

function openZip(source: string | Buffer): Promise<ZipFile> {
  const options = { lazyEntries: true, autoClose: false, strictFileNames: false };
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, zip: ZipFile) => (err ? reject(err) : resolve(zip));
    if (typeof source === 'string') yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  });
}

/** The next entry, or null at the end of the central directory. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (e: Entry) => (cleanup(), resolve(e));
    const onEnd = () => (cleanup(), resolve(null));
    const onError = (err: Error) => (cleanup(), reject(err));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/** The first SNIFF_BYTES of an entry's content (inflating only that much). */
function entryHead(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream: Readable) => {
      if (err) return reject(err);
      let head = Buffer.alloc(0);
      const finish = () => {
        stream.off('data', onData);
        resolve(head.subarray(0, SNIFF_BYTES));
        // Destroying yauzl's file slice emits 'stream destroyed': settled above, so ignored.
        stream.destroy();
      };
      const onData = (chunk: Buffer) => {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) finish();
      };
      stream.on('data', onData);
      stream.once('end', finish);
      stream.on('error', reject);
    });
  });
}
