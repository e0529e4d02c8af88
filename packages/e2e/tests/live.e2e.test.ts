import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAKESIDE_PATIENT, sendToLakeside } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

/** A patient of this test only, so the demo's referrals never match its rows. */
const PATIENT = {
  ...LAKESIDE_PATIENT,
  ssn: '123-45-6923',
  firstname: 'Lise',
  lastname: 'Meitner',
};

describe('live session and notifications', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('signs the first browser out when the same user signs in in a second browser', async () => {
    const first = await stack.newPage();
    await stack.signIn(first.page, 'nurse@northside.demo.test');
    await first.page.waitForURL('**/referrals/active');

    const second = await stack.newPage();
    await stack.signIn(second.page, 'nurse@northside.demo.test');
    await second.page.waitForURL('**/referrals/active');

    // The first tab learns it over the current-user subscription, without reloading.
    await first.page.waitForURL('**/login');
    await expect
      .poll(() => first.page.getByRole('alert').textContent())
      .toMatch(/signed in elsewhere/i);
    await stack.screenshot(first.page, '30-signed-out-elsewhere');
    await first.context.close();
    await second.context.close();
  });

  // The notification follows another user's action in another browser: Northside's PSR sends a
  // referral to Lakeside, and the receiving staff's bell hears of it over its subscription.
  it('shows a new notification live in the bell, marks it read and follows its link', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'psr@lakeside.demo.test');
    await page.waitForURL('**/referrals/active');
    const badge = page.getByTestId('notification-badge');
    // The demo's unread notifications: the welcome notes and the referral events of the last
    // two weeks (seed/demo-received-referrals.ts).
    await expect.poll(async () => Number(await badge.textContent())).toBeGreaterThan(2);
    const before = Number(await badge.textContent());
    await stack.screenshot(page, '31-bell-before');

    const sender = await stack.newPage();
    await stack.signIn(sender.page, 'psr@northside.demo.test');
    const uuid = await sendToLakeside(sender.page, PATIENT);
    await sender.context.close();

    await expect.poll(() => badge.textContent()).toBe(String(before + 1));
    // A snackbar announces it too.
    await expect.poll(() => page.getByText('Referral Received').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Notifications' }).first().click();
    await stack.screenshot(page, '32-bell-open');
    await page
      .getByRole('button', { name: /Unread: Referral Received/ })
      .first()
      .click();
    await page.waitForURL(`**/referrals/${uuid}/review`);
    await expect.poll(() => badge.textContent()).toBe(String(before));

    await page.goto('/notifications');
    await expect
      .poll(() => page.getByRole('heading', { name: 'All Notifications' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText('Showing all your notifications').isVisible())
      .toBe(true);
    await stack.screenshot(page, '33-all-notifications');
    await page.getByRole('button', { name: 'Mark all read' }).first().click();
    await expect.poll(() => badge.isVisible()).toBe(false);
    await context.close();
  });
});
