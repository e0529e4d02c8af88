import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';
import { ObjectTooLargeError } from './storage.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'local-storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const filesIn = async (dir: string) => (await readdir(dir, { recursive: true })).sort();

describe('createLocalStorage put', () => {
  it('stores the bytes with their size and sha256', async () => {
    const storage = createLocalStorage(root);
    const stored = await storage.put('a/one', Buffer.from('hello'));
    expect(stored).toEqual({
      key: 'a/one',
      size: 5,
      sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    });
    expect((await storage.read('a/one')).toString()).toBe('hello');
    expect(await filesIn(path.join(root, 'a'))).toEqual(['one']);
  });

  it('leaves no temp file when the source fails before any byte', async () => {
    const storage = createLocalStorage(root);
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('a/two', failing)).rejects.toThrow('client went away');
    expect(await filesIn(path.join(root, 'a'))).toEqual([]);
  });

  it('leaves no temp file when the body is over maxBytes', async () => {
    const storage = createLocalStorage(root);
    const body = Readable.from([Buffer.alloc(8), Buffer.alloc(8)]);
    await expect(storage.put('a/three', body, { maxBytes: 10 })).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect(await filesIn(path.join(root, 'a'))).toEqual([]);
  });
});
