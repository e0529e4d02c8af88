import { randomBytes } from 'node:crypto';
import { createReadStream, type WriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkedKey, meteredBody } from './metered-body.js';
import {
  ObjectNotFoundError,
  type PutOptions,
  type StorageAdapter,
  type StoredObject,
} from './storage.js';

/** Files under a directory (default DATA_DIR/files); written to a temp name, then renamed. */
export function createLocalStorage(root: string): StorageAdapter {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    kind: 'local',
    async put(
      key: string,
      body: Readable | Uint8Array,
      opts: PutOptions = {},
    ): Promise<StoredObject> {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.part`;
      const bytes = meteredBody(body, opts.maxBytes);
      // The temp file exists before anything streams, so no late open can recreate it after the
      // clean-up below; the clean-up waits for the stream to release it.
      let out: WriteStream | undefined;
      try {
        out = (await open(tmp, 'wx', 0o600)).createWriteStream();
        await pipeline(bytes.stream, out);
        await rename(tmp, file);
      } catch (e) {
        const stream = out;
        // Not events.once: it rejects on the 'error' the failed stream emits before 'close'.
        if (stream && !stream.closed)
          await new Promise<void>((done) => stream.once('close', () => done()));
        await rm(tmp, { force: true });
        // Drain what is left so the request can finish.
        if (!(body instanceof Uint8Array)) body.resume();
        throw e;
      }
      return bytes.stored(key);
    },
    async get(key: string) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        throw new ObjectNotFoundError(key);
      }
      return createReadStream(file);
    },
    async read(key: string) {
      try {
        return await readFile(fileOf(key));
      } catch {
        throw new ObjectNotFoundError(key);
      }
    },
    async delete(key: string) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch {
        return; // nothing stored yet
      }
      for (const name of names.sort()) {
        const info = await stat(path.join(root, name)).catch(() => null);
        if (!info?.isFile()) continue;
        yield { key: name.split(path.sep).join('/'), modifiedAt: info.mtime };
      }
    },
  };
}

/** A fresh, unguessable key under a prefix ('referrals/<uuid>'). */
export function newStorageKey(prefix: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}`;
}
