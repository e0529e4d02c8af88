import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../apps/server/src/db/schema/index.js';
import type { Database } from '../../../apps/server/src/db/client.js';
import { createPostgresEventBus } from '../../../apps/server/src/lib/events.js';
import { createNotification } from '../../../apps/server/src/modules/notifications/create-notification.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

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

  // The notification is created by another process (this test) and reaches the browser through
  // PostgreSQL NOTIFY, the server's subscription and the bell: needs the PostgreSQL stack.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'shows a new notification live in the bell, marks it read and follows its link',
    async () => {
      const { context, page } = await stack.newPage();
      await stack.signIn(page, 'psr@lakeside.demo.test');
      await page.waitForURL('**/referrals/active');
      const badge = page.getByTestId('notification-badge');
      // The demo's unread notifications: the welcome notes and the referral events of the last
      // two weeks (seed/demo-received-referrals.ts).
      await expect.poll(async () => Number(await badge.textContent())).toBeGreaterThan(2);
      const before = Number(await badge.textContent());
      await stack.screenshot(page, '31-bell-before');

      const pool = new pg.Pool({ connectionString: stack.databaseUrl });
      const db = drizzle({ client: pool, schema }) as unknown as Database;
      const events = await createPostgresEventBus(pool, pino({ level: 'silent' }));
      const [user] = await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, 'psr@lakeside.demo.test'));
      await createNotification(db, events, {
        userId: user!.id,
        type: 'referral',
        title: 'Referral Received',
        content: 'Northside Family Medicine sent a referral to Lakeside Cardiology.',
        url: '/user/account-profile',
        severity: 'info',
      });
      await events.close();
      await pool.end();

      await expect.poll(() => badge.textContent()).toBe(String(before + 1));
      // A snackbar announces it too.
      await expect.poll(() => page.getByText('Referral Received').first().isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Notifications' }).first().click();
      await stack.screenshot(page, '32-bell-open');
      await page
        .getByRole('button', { name: /Unread: Referral Received/ })
        .first()
        .click();
      await page.waitForURL('**/user/account-profile');
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
    },
  );
});
