import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAKESIDE_PATIENT, openList, rowOf, sendToLakeside } from '../support/referrals.js';
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
  // referral to Lakeside, and the receiving staff's bell hears of it over its subscription. Their
  // received lists show it arrive, highlighted (a laptop and a phone; reduced motion, so the
  // pictures show the highlight held rather than half faded).
  it('shows a new referral live in the list, the bell and a toast, each naming the patient', async () => {
    const { context, page } = await stack.newPage({ width: 1366, height: 800 });
    await stack.signIn(page, 'psr@lakeside.demo.test');
    await page.waitForURL('**/referrals/active');
    await openList(page, '/referrals/active', 'Active Received Referrals');
    const phone = await stack.newPage({ width: 390, height: 844 });
    await stack.signIn(phone.page, 'medadmin@lakeside.demo.test');
    await phone.page.waitForURL('**/referrals/active');
    for (const p of [page, phone.page]) {
      await p.emulateMedia({ reducedMotion: 'reduce' });
      await p.getByRole('grid', { name: 'Active Received Referrals' }).waitFor();
    }
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

    // Both received lists show it arrive: highlighted for a few seconds (pictured at once), first
    // the patient and birth date, and said to screen readers.
    const lists = [
      { p: phone.page, shot: '35-received-arrived-phone' },
      { p: page, shot: '34-received-arrived-wide' },
    ];
    await Promise.all(
      lists.map(({ p }) =>
        expect.poll(() => rowOf(p, 'Lise Meitner').getAttribute('data-arrived')).toBe('true'),
      ),
    );
    for (const { p, shot } of lists) await stack.screenshot(p, shot);
    for (const { p } of lists) {
      const cells = await rowOf(p, 'Lise Meitner').getByRole('gridcell').allInnerTexts();
      expect(cells.slice(0, 2).map((c) => c.trim())).toEqual(['Lise Meitner', '04 Mar 1975']);
      await expect
        .poll(() => p.getByRole('status').filter({ hasText: 'Referral arrived' }).textContent())
        .toBe('Referral arrived: Lise Meitner');
    }

    await expect.poll(() => badge.textContent()).toBe(String(before + 1));
    // A toast announces it too, naming the patient; its View opens the referral.
    const toast = phone.page
      .getByRole('alert')
      .filter({ hasText: 'Referral Received: Lise Meitner' });
    await toast.getByRole('button', { name: 'View' }).click();
    await phone.page.waitForURL(`**/referrals/${uuid}/review`);
    await phone.context.close();
    await expect
      .poll(() => page.getByText('Referral Received: Lise Meitner').first().isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Notifications' }).first().click();
    await stack.screenshot(page, '32-bell-open');
    await page.getByRole('button', { name: 'Unread: Referral Received: Lise Meitner' }).click();
    await page.waitForURL(`**/referrals/${uuid}/review`);
    await expect.poll(() => badge.textContent()).toBe(String(before));

    await page.goto('/notifications');
    await expect
      .poll(() => page.getByRole('heading', { name: 'All Notifications' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText('Showing all your notifications').isVisible())
      .toBe(true);
    // Read now, it still names the patient.
    await page.getByRole('button', { name: 'Referral Received: Lise Meitner' }).waitFor();
    await stack.screenshot(page, '33-all-notifications');
    await page.getByRole('button', { name: 'Mark all read' }).first().click();
    await expect.poll(() => badge.isVisible()).toBe(false);
    await context.close();
  });
});
