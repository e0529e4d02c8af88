import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from './db/client.js';
import { systemDb, systemGate } from './deps.js';
import type { Logger } from './lib/logger.js';

const SRC = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The unscoped database path is used only where there is no actor (sign-in, jobs, webhooks,
 * seeding, session lookup). Every call site and its reason is listed here: a new one is a
 * security review.
 */
describe('systemDb call sites', () => {
  it('are the reviewed ones', async () => {
    const sites: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/systemDb\([^,]+,\s*\{\s*reason:\s*'([^']+)'/g)) {
        sites.push(`${path.relative(SRC, file)}: ${m[1]}`);
      }
    }
    await expect(sites.sort().join('\n') + '\n').toMatchFileSnapshot(
      '__snapshots__/system-db-call-sites.txt',
    );
  });

  it('request modules never import the database client directly', () => {
    const offenders = sourceFiles(path.join(SRC, 'modules')).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /import\s+\{[^}]*\b(openDatabase|migrateDatabase)\b/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});

describe('systemDb', () => {
  it('opens only its own gate and logs the reason at debug level', () => {
    const db = {} as Database;
    const debug = vi.fn();
    const gate = systemGate(db, { debug } as unknown as Logger);
    expect(systemDb({ system: gate }, { reason: 'a reviewed reason' })).toBe(db);
    expect(debug).toHaveBeenCalledWith({ reason: 'a reviewed reason' }, 'system database access');
    expect(Object.keys(gate)).toEqual([]);
    expect(() => systemDb({ system: {} as typeof gate }, { reason: 'forged' })).toThrow();
  });
});
