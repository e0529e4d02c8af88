import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Stack } from './stack.js';

/** A phone's viewport (iPhone 12-15), for the narrow screenshots. */
export const PHONE = { width: 390, height: 844 };

/**
 * Runs a GraphQL call as the signed-in browser (cookie session + CSRF header) and answers its
 * data; GraphQL errors fail the test. `endpoint`: '/graphql/public' for the public schema.
 */
export async function gql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
  endpoint = '/graphql',
) {
  const answer = (await page.evaluate(
    async ({ query, variables, endpoint }) => {
      const xsrf = () =>
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length);
      // A page that has not made a state-changing call yet has no CSRF cookie: fetch it first.
      if (xsrf() === undefined) await fetch('/csrf-cookie', { credentials: 'include' });
      const token = decodeURIComponent(xsrf() ?? '');
      const res = await fetch(endpoint, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data: unknown; errors?: unknown };
    },
    { query, variables, endpoint },
  )) as { data: T; errors?: unknown };
  if (answer.errors) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** Waits until the text is visible somewhere on the page (or in the given part of it). */
export async function seeText(scope: Page | Locator, text: string | RegExp) {
  await expect.poll(() => scope.getByText(text).first().isVisible()).toBe(true);
}

/**
 * A full-page picture from the top: scrolled down, the fixed app bar would be drawn across the
 * middle of the page.
 */
export async function shot(stack: Stack, page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await stack.screenshot(page, name);
}

/**
 * Ends every CSS transition and animation on the page at once, so a check that judges colours
 * (axe's contrast rule) sees the final state and never a button half-way through fading in. The
 * style carries the page's own nonce: its Content-Security-Policy refuses any other inline style.
 */
export async function stopMotion(page: Page) {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.nonce =
      document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
    style.textContent =
      '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.appendChild(style);
  });
}

/**
 * A download's content as text. Read as a stream: the run's Chromium is shared over a
 * connection, where `download.path()` is not available.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The cells of a quoted CSV line (every value quoted, quotes doubled). */
export function csvCells(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
}
