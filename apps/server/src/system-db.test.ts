import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
