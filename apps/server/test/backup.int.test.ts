import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { TEST_APP_KEY } from './config.js';
import { uploadPdf } from './documents-kit.js';
import { pdfWithPages } from './fixtures/files.js';
import { PERSONAS } from './personas.js';
import { demoIds, newDraft } from './referrals-kit.js';
import { ROOT, ServerProcess, signInOver } from './server-process.js';
import { SmtpCatcher } from './smtp-catcher.js';

/** `npm run backup` / `npm run restore` as the built scripts run it (apps/server/src/backup-main.ts). */
function backupCommand(args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/backup-main.ts', ...args],
    { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

/**
 * Issue 18 item 18: a backup of the embedded default (PGlite data directory, stored files) taken
 * with the server stopped, restored into a fresh data directory that a server then runs on.
 */
describe('backup and restore of the embedded data directory', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rp-backup-'));
  const original = path.join(root, 'original');
  const restored = path.join(root, 'restored');
  const backup = path.join(root, 'backup');
  const smtp = new SmtpCatcher();
  let smtpUrl: string;
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    APP_KEY: TEST_APP_KEY,
    DEMO_DATA: 'false',
    SMTP_URL: smtpUrl,
  });
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    smtpUrl = await smtp.start();
    // The run's migrated demo data as a server's data directory.
    mkdirSync(path.join(original, 'db'), { recursive: true });
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const pglite = await PGlite.create(path.join(original, 'db'), { loadDataDir: template });
    await pglite.close();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores a backup into a fresh data directory that serves sign-in and the stored files', async () => {
    const handle = await openDatabase({ pgliteDir: path.join(original, 'db') });
    const ids = await demoIds({ db: handle.db });
    await handle.close();

    const first = await ServerProcess.start(env(original));
    servers.push(first);
    const psr = await signInOver(first, smtp, PERSONAS.northsidePsr);
    const pdf = await pdfWithPages(2);
    const url = await uploadPdf(psr, await newDraft(psr, ids), pdf, 'Card');

    // While the server runs the database and the files may change apart: refused.
    const busy = await backupCommand(['backup', backup], env(original));
    expect(busy.code).toBe(1);
    expect(busy.output).toContain('Stop the server first');
    expect(existsSync(path.join(backup, 'database.tar.gz'))).toBe(false);

    await first.stop();
    const taken = await backupCommand(['backup', backup], env(original));
    expect(taken.output).toContain('Backed up');
    expect(taken.code).toBe(0);

    const back = await backupCommand(['restore', backup], env(restored));
    expect(back.output).toContain('Restored the backup');
    expect(back.code).toBe(0);
    // A second restore over it would merge two states: refused.
    const again = await backupCommand(['restore', backup], env(restored));
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds a database');

    const second = await ServerProcess.start(env(restored));
    servers.push(second);
    const signedIn = await signInOver(second, smtp, PERSONAS.northsidePsr);
    const file = await signedIn.download(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  }, 180_000);
});
