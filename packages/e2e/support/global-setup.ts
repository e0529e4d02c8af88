import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { spawnServer } from './server-process.js';
import { freePort } from '../../../apps/server/test/free-port.js';
import { SmtpCatcher } from '../../../apps/server/test/smtp-catcher.js';
import { CHROMIUM, E2E_STACKS, SCREENSHOTS, type E2eWorld, type StackWorld } from './world.js';

/**
 * The browser run's one Chromium, the demo data loaded once (`seedOnce`) and, per worker slot,
 * one of everything else: the server (on its own copy of the demo data, faxes already
 * recognised, the test-only reset route), its database and the SMTP catcher it sends to. A file reaches its slot's stack through `inject('e2e')` (support/stack.ts) and
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
  let template: SeededData;
  try {
    template = await seedOnce();
  } catch (e) {
    await browser.close().catch(() => {});
    throw e;
  }
  const started = await Promise.allSettled(
    Array.from({ length: E2E_STACKS }, () => startStack(template)),
  );
  const stacks = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const teardown = async () => {
    await browser.close().catch(() => {});
    await Promise.all(stacks.map((s) => s.stop()));
    await template.drop();
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

/** The demo data as the server loads it on first start: a data directory and, on PostgreSQL, a database. */
interface SeededData {
  dataDir: string;
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * Loads the demo data once for the run: a server starts on an empty database, seeds it and stops.
 * Each stack then starts on a copy (the data directory with its files, and the database cloned
 * as a template), so the run pays for the seed once rather than once per stack.
 */
async function seedOnce(): Promise<SeededData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-e2e-seed-'));
  const databaseUrl = await createScratchDatabase();
  const drop = async () => {
    if (databaseUrl) await dropScratchDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const { server, baseUrl, output } = await bootServer({ dataDir, databaseUrl });
  try {
    await waitForHealth(baseUrl, server, output);
  } catch (e) {
    await stopServer(server);
    await drop();
    throw e;
  }
  // A clean stop: the database is closed (and PGlite's files complete) before anything copies it.
  if (!(await stopServer(server, 120_000))) {
    await drop();
    throw new Error(`the seeding server did not stop:\n${output()}`);
  }
  return { dataDir, databaseUrl, drop };
}

/**
 * Starts the built server in test mode on a data directory and database (demo data on, faxes
 * already recognised, the test-only reset route); without an SMTP catcher mail stays local.
 */
async function bootServer(opts: {
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl?: string;
}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const resetToken = randomBytes(32).toString('hex');
  const server = spawnServer({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: opts.dataDir,
    ...(opts.smtpUrl ? { SMTP_URL: opts.smtpUrl } : {}),
    DEMO_DATA: 'true',
    DEMO_FAX_OCR: 'precomputed',
    TEST_RESET_TOKEN: resetToken,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    LOG_LEVEL: 'warn',
  });
  let text = '';
  server.stdout?.on('data', (d) => (text += d));
  server.stderr?.on('data', (d) => (text += d));
  return { server, baseUrl, resetToken, output: () => text };
}

/** One server with its own copy of the demo data and its own SMTP catcher. */
async function startStack(
  seeded: SeededData,
): Promise<{ world: StackWorld; stop: () => Promise<void> }> {
  const smtp = new SmtpCatcher();
  const smtpUrl = await smtp.start();
  const mailboxUrl = await smtp.serveMailbox();
  const databaseUrl = seeded.databaseUrl
    ? await cloneScratchDatabase(seeded.databaseUrl)
    : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-e2e-'));
  cpSync(seeded.dataDir, dataDir, { recursive: true });
  const { server, baseUrl, resetToken, output } = await bootServer({
    dataDir,
    databaseUrl,
    smtpUrl,
  });
  const stop = async () => {
    await stopServer(server);
    await smtp.stop();
    if (databaseUrl) await dropScratchDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
    // The server's warnings and errors of the whole run, for a failure's reader.
    if (output().trim()) console.log(`server ${baseUrl} output:\n${output()}`);
  };
  try {
    await waitForHealth(baseUrl, server, output);
  } catch (e) {
    await stop();
    throw e;
  }
  return { world: { baseUrl, mailboxUrl, databaseUrl, dataDir, resetToken }, stop };
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

/** Asks the server to stop; answers whether it exited within `timeoutMs`. */
async function stopServer(server: ChildProcess, timeoutMs = 10_000): Promise<boolean> {
  if (server.exitCode != null || server.signalCode != null) return true;
  let timer: NodeJS.Timeout | undefined;
  const exited = new Promise<boolean>((r) => server.once('exit', () => r(true)));
  const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs)));
  server.kill('SIGTERM');
  // The timer must not outlive the answer: it would keep the test run from exiting.
  return Promise.race([exited, late]).finally(() => clearTimeout(timer));
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

/** A new scratch database with the contents of `url`'s (which nobody may be connected to). */
async function cloneScratchDatabase(url: string): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL!;
  const source = new URL(url).pathname.slice(1);
  const name = `${source}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  } finally {
    await client.end();
  }
  const copy = new URL(admin);
  copy.pathname = `/${name}`;
  return copy.toString();
}

async function dropScratchDatabase(url: string): Promise<void> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}
