import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock.js';

describe('data directory lock', () => {
  it('refuses a second holder while the first is alive, and frees the lock on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rp-lock-'));
    try {
      const release = acquireDataDirLock(dir);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
      release();
      expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
      acquireDataDirLock(dir)();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rp-lock-'));
    try {
      writeFileSync(path.join(dir, 'server.lock'), '999999999');
      const release = acquireDataDirLock(dir);
      release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
