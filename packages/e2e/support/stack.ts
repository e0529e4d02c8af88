import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import pg from 'pg';
import { SmtpCatcher, signInCode } from '../../../apps/server/test/smtp-catcher.js';

const ROOT = path.resolve(new URL('../../..', import.meta.url).pathname);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.join(ROOT, 'packages/e2e/screenshots');
export const DEMO_PASSWORD = 'demo-password-1';

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

/**
 * The real product for a browser test: the server process on a free port with a fresh
 * database (demo data), real SMTP to a catcher, and Debian's Chromium.
 */
export class Stack {
  readonly smtp = new SmtpCatcher();
  baseUrl = '';
  browser!: Browser;
  private server?: ChildProcess;
  private dataDir = '';
  private output = '';

  /** Set when the stack runs on PostgreSQL (TEST_DATABASE_URL): tests may reach the database. */
  databaseUrl: string | undefined;

  async start(): Promise<void> {
    const smtpUrl = await this.smtp.start();
    this.databaseUrl = await createScratchDatabase();
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'rp-e2e-'));
    this.server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: this.baseUrl,
        DATA_DIR: this.dataDir,
        SMTP_URL: smtpUrl,
        DEMO_DATA: 'true',
        ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl } : {}),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.server.stdout?.on('data', (d) => (this.output += d));
    this.server.stderr?.on('data', (d) => (this.output += d));
    await this.waitForHealth();
    this.browser = await chromium.launch({
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
  }

  private async waitForHealth(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.server?.exitCode != null) {
        throw new Error(`server exited early:\n${this.output}`);
      }
      try {
        const res = await fetch(`${this.baseUrl}/healthz`);
        if (res.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server not healthy within ${timeoutMs} ms:\n${this.output}`);
  }

  async newPage(
    viewport = { width: 1366, height: 860 },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await this.browser.newContext({ baseURL: this.baseUrl, viewport });
    const page = await context.newPage();
    return { context, page };
  }

  /** Signs in through the login and two-factor pages, reading the code from the delivered mail. */
  async signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    const mail = this.smtp.waitFor(email, /sign-in code/);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/auth/2fa/verify');
    const code = signInCode(await mail);
    await page.getByLabel('Two factor code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  }

  /**
   * Delivers a received fax the way a scanner or fax gateway does on the local default: the PDF
   * and its sidecar into the server's drop folder, written under another name and renamed, so the
   * server never reads half a file.
   */
  dropFax(name: string, pdf: Uint8Array, sidecar: Record<string, string>): void {
    const inbox = path.join(this.dataDir, 'fax-inbox');
    mkdirSync(inbox, { recursive: true });
    writeFileSync(path.join(inbox, `${name}.json`), JSON.stringify(sidecar));
    writeFileSync(path.join(inbox, `${name}.pdf.part`), pdf);
    renameSync(path.join(inbox, `${name}.pdf.part`), path.join(inbox, `${name}.pdf`));
  }

  async screenshot(page: Page, name: string): Promise<void> {
    // Let drawer, menu and snackbar transitions finish so the picture shows what a person sees.
    await page.waitForTimeout(450);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }

  async stop(): Promise<void> {
    await this.browser?.close().catch(() => {});
    if (this.server && this.server.exitCode == null) {
      const exited = new Promise((r) => this.server!.once('exit', r));
      this.server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await this.smtp.stop();
    if (this.databaseUrl) await dropScratchDatabase(this.databaseUrl);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A scratch PostgreSQL database for one stack, when TEST_DATABASE_URL names a server. */
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
