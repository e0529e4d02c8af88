import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3TestServer } from '../../../test/fakes/s3-server.js';
import { createS3Storage } from './s3-storage.js';
import { ObjectNotFoundError, ObjectTooLargeError, type StorageAdapter } from './storage.js';

let server: S3TestServer;
beforeAll(async () => {
  server = await S3TestServer.start();
});
afterAll(async () => server?.close());

const keysOf = async (storage: StorageAdapter) => {
  const keys: string[] = [];
  for await (const entry of storage.list()) keys.push(entry.key);
  return keys;
};
/** `mb` megabytes in 64 kB chunks, as an upload arrives. */
const chunked = (mb: number) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < mb * 16; i++) yield Buffer.alloc(65_536, i % 251);
    })(),
  );

describe('createS3Storage', () => {
  it('stores the bytes under its prefix with their size and sha256, and reads them back', async () => {
    const storage = await createS3Storage(server.options('one'));
    const hello = Buffer.from('hello');
    const sha256 = createHash('sha256').update(hello).digest('hex');
    expect(await storage.put('a/one', hello)).toEqual({ key: 'a/one', size: 5, sha256 });
    expect(await storage.read('a/one')).toEqual(hello);
    expect(Buffer.concat(await (await storage.get('a/one')).toArray())).toEqual(hello);
    expect(await keysOf(await createS3Storage(server.options()))).toContain('one/a/one');
  });

  it('streams an object larger than a part through a multipart upload', async () => {
    const storage = await createS3Storage(server.options('multi'));
    const expected = createHash('sha256');
    for await (const chunk of chunked(12)) expected.update(chunk as Buffer);
    const stored = await storage.put('big', chunked(12));
    expect(stored).toMatchObject({ size: 12 * 1_048_576, sha256: expected.digest('hex') });
    const back = createHash('sha256');
    for await (const chunk of await storage.get('big')) back.update(chunk as Buffer);
    expect(back.digest('hex')).toBe(stored.sha256);
  });

  it('answers a missing object as not found and deletes it without complaint', async () => {
    const storage = await createS3Storage(server.options('missing'));
    await expect(storage.get('nothing/here')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.read('nothing/here')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await storage.put('gone', Buffer.from('x'));
    await storage.delete('gone');
    await storage.delete('gone');
    await expect(storage.get('gone')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('refuses a body over maxBytes, within one part or after several, leaving nothing', async () => {
    const storage = await createS3Storage(server.options('limit'));
    const small = Readable.from([Buffer.alloc(8), Buffer.alloc(8)]);
    await expect(storage.put('small', small, { maxBytes: 10 })).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    // Two parts are sent before the limit is crossed: the multipart upload is abandoned.
    await expect(
      storage.put('large', chunked(12), { maxBytes: 11 * 1_048_576 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await keysOf(storage)).toEqual([]);
  });

  it('fails with the source when it fails, leaving nothing', async () => {
    const storage = await createS3Storage(server.options('failing'));
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('a/two', failing)).rejects.toThrow('client went away');
    expect(await keysOf(storage)).toEqual([]);
  });

  it('lists every object under its prefix, page by page, with when it was written', async () => {
    const storage = await createS3Storage({ ...server.options('listed'), pageSize: 2 });
    const before = Date.now() - 2_000;
    for (const key of ['c', 'a/1', 'a/2', 'b/x.pdf', 'd']) await storage.put(key, Buffer.from(key));
    await (await createS3Storage(server.options('listed-not'))).put('e', Buffer.from('e'));
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed.map((e) => e.key)).toEqual(['a/1', 'a/2', 'b/x.pdf', 'c', 'd']);
    for (const { modifiedAt } of listed) {
      expect(modifiedAt.getTime()).toBeGreaterThan(before);
      expect(modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }
  });

  it('refuses a key that is not one the server makes', async () => {
    const storage = await createS3Storage(server.options('keys'));
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('invalid storage key');
    await expect(storage.get('/absolute')).rejects.toThrow('invalid storage key');
  });
});
