import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { spawnServer } from './server-process.js';
import { SmtpCatcher } from '../../../apps/server/test/smtp-catcher.js';
import { CHROMIUM, E2E_STACKS, SCREENSHOTS, type E2eWorld, type StackWorld } from './world.js';

/**
 * The browser run's one Chromium and, per worker slot, one of everything else: the server (demo
 * data, faxes already recognised, the test-only reset route), its database and the SMTP catcher
 * it sends to. A file reaches its slot's stack through `inject('e2e')` (support/stack.ts) and
 * resets that database before it starts: files running side by side never share data or mail.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const started = await Promise.allSettled(Array.from({ length: E2E_STACKS }, () => startStack()));
  const stacks = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const teardown = async () => {
    await browser.close().catch(() => {});
    await Promise.all(stacks.map((s) => s.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  const world: E2eWorld = {
    browserWsEndpoint: browser.wsEndpoint(),
    stacks: stacks.map((s) => s.world),
  };
  project.provide('e2e', world);
  return teardown;
}

/** One server with its own database, data directory and SMTP catcher. */
async function startStack(): Promise<{ world: StackWorld; stop: () => Promise<void> }> {
  const smtp = new SmtpCatcher();
  const smtpUrl = await smtp.start();
  const mailboxUrl = await smtp.serveMailbox();
  const databaseUrl = await createScratchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const resetToken = randomBytes(32).toString('hex');
  const server = spawnServer({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    DEMO_DATA: 'true',
    DEMO_FAX_OCR: 'precomputed',
    TEST_RESET_TOKEN: resetToken,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'warn',
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    await stopServer(server);
    await smtp.stop();
    if (databaseUrl) await dropScratchDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
    // The server's warnings and errors of the whole run, for a failure's reader.
    if (output.trim()) console.log(`server ${baseUrl} output:\n${output}`);
  };
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (e) {
    await stop();
    throw e;
  }
  return { world: { baseUrl, mailboxUrl, databaseUrl, dataDir, resetToken }, stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** One boot on a busy two-core machine: generous, and it fails at once if the server exits. */
async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string) {
  const timeoutMs = 600_000;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode != null) throw new Error(`server exited early:\n${output()}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${output()}`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode != null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

/** A scratch PostgreSQL database for the run, when TEST_DATABASE_URL names a server. */
async function createScratchDatabase(): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const name = `rp_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropScratchDatabase(url: string): Promise<void> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}
