import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { Mailbox } from './mailbox.js';
import { signInCode } from '../../../apps/server/test/smtp-catcher.js';
import { SCREENSHOTS, type E2eWorld, type StackWorld } from './world.js';

export { SCREENSHOTS } from './world.js';
export const DEMO_PASSWORD = 'demo-password-1';

/** The reset route of the server (apps/server/src/modules/dev/test-reset.routes.ts). */
const RESET_ROUTE = '/__test/reset';
const RESET_HEADER = 'x-test-reset-token';

/**
 * One test file's view of the run's real product (support/global-setup.ts): the server with its
 * database put back to the demo data as loaded, the mail it delivered, and Chromium.
 */
export class Stack {
  private readonly run = inject('e2e');
  private readonly world = stackOfThisWorker(this.run);
  readonly mail = new Mailbox(this.world.mailboxUrl);
  readonly baseUrl = this.world.baseUrl;
  /** Set when the run uses PostgreSQL (TEST_DATABASE_URL): tests may reach the database. */
  readonly databaseUrl = this.world.databaseUrl;
  browser!: Browser;
  /** What Chromium reported as refused by the page's Content-Security-Policy, on every page. */
  readonly cspViolations: string[] = [];
  /** Each page's console errors, the red lines of its developer tools. */
  private readonly errorsOf = new WeakMap<Page, string[]>();

  /** Resets the database (no file sees another's data) and connects to the run's Chromium. */
  async start(): Promise<void> {
    const res = await fetch(`${this.baseUrl}${RESET_ROUTE}`, {
      method: 'POST',
      headers: { [RESET_HEADER]: this.world.resetToken },
    });
    if (res.status !== 204) throw new Error(`database reset answered ${res.status}`);
    this.browser = await chromium.connect(this.run.browserWsEndpoint);
  }

  async newPage(
    viewport = { width: 1366, height: 860 },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await this.browser.newContext({ baseURL: this.baseUrl, viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    this.errorsOf.set(page, errors);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) this.cspViolations.push(message.text());
      // A failed request's line names no address: the location does.
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught ${error.message}`));
    return { context, page };
  }

  /** The console errors `page` logged so far (an answer with an error status is one). */
  consoleErrors(page: Page): string[] {
    return [...(this.errorsOf.get(page) ?? [])];
  }

  /** Signs in through the login and two-factor pages, reading the code from the delivered mail. */
  async signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    const mail = await this.mail.watch(email, /sign-in code/);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/auth/2fa/verify');
    const code = signInCode(await mail.delivered());
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
    const inbox = path.join(this.world.dataDir, 'fax-inbox');
    mkdirSync(inbox, { recursive: true });
    writeFileSync(path.join(inbox, `${name}.json`), JSON.stringify(sidecar));
    writeFileSync(path.join(inbox, `${name}.pdf.part`), pdf);
    renameSync(path.join(inbox, `${name}.pdf.part`), path.join(inbox, `${name}.pdf`));
  }

  /** Waits until the screen has loaded as a person sees it: no region left busy (ui/Placeholder.tsx). */
  async loaded(page: Page): Promise<void> {
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 30_000,
    });
  }

  /**
   * A full-page picture of what a person sees: drawer, menu and snackbar transitions are
   * fast-forwarded to their end instead of waited for.
   */
  async screenshot(page: Page, name: string): Promise<void> {
    await this.loaded(page);
    await page.screenshot({
      path: path.join(SCREENSHOTS, `${name}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }

  /**
   * Leaves the run's Chromium (its contexts of this file close with it) running for the next,
   * and fails the file if the page's Content-Security-Policy refused anything on any of its pages
   * (issue 18 item 10: the app's own styles carry the nonce; anything else is a defect).
   */
  async stop(): Promise<void> {
    await this.browser?.close().catch(() => {});
    if (this.cspViolations.length) {
      throw new Error(`Content-Security-Policy violations:\n${this.cspViolations.join('\n')}`);
    }
  }
}

/** Files in worker slot N (1-based; vitest's VITEST_POOL_ID) use the N-th stack, alone. */
function stackOfThisWorker(run: E2eWorld): StackWorld {
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  const stack = run.stacks[slot - 1];
  if (!stack) throw new Error(`no browser test stack for worker slot ${slot}`);
  return stack;
}
