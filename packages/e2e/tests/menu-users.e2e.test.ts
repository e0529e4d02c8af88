import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS, Stack } from '../support/stack.js';

/**
 * Issue 17 (items 16, 19, 21, 26, 28) in Chromium against the real server: a clinic manager's
 * menu, Update User's permission boxes, the received-fax pane and a provider kept from reports.
 */
describe('menu, clinic users and the received-fax pane', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it("gives a Medical Admin their clinic's screens; Update User disables what they cannot grant", async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'medadmin@lakeside.demo.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('link', { name: 'My Clinic' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Register Clinic' }).getAttribute('href')).toBe(
      '/clinics/non-affiliate',
    );
    await nav.getByRole('link', { name: 'Referral Form Settings' }).click();
    await page.waitForURL(/\/clinic\/\d+\/settings$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Referral Form Settings' }).isVisible())
      .toBe(true);
    // One entry selected: the settings, not 'My Clinic' (/clinic) too.
    await expect
      .poll(() => nav.locator('[aria-current="page"]').allTextContents())
      .toEqual(['Referral Form Settings']);
    await stack.screenshot(page, 'menu-manager-form-settings');

    await nav.getByRole('link', { name: 'My Clinic' }).click();
    await page.waitForURL('**/clinic');
    const users = page.getByRole('table', { name: 'Clinic users' });
    await expect
      .poll(() => users.getByRole('button', { name: /^Edit Maya Singh/ }).isVisible())
      .toBe(true);
    // Nobody removes themselves; other members can be removed.
    expect(await users.getByRole('button', { name: /^Remove Maya Singh/ }).count()).toBe(0);
    expect(await users.getByRole('button', { name: /^Remove / }).count()).toBeGreaterThan(0);

    await users.getByRole('button', { name: /^Edit Maya Singh/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Update User' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // A Medical Admin of Lakeside holds accept and schedule, not send; nobody raises their own.
    expect(await dialog.getByRole('checkbox', { name: 'Send Referral' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Accept Referral' }).isDisabled()).toBe(
      false,
    );
    await stack.screenshot(page, 'update-user-own-permissions');
    await context.close();
  });

  it('shows staff the Referring Clinic chip with its edit icon in the received-fax pane', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'psr@northside.demo.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Received Faxes' }).click();
    await page.waitForURL('**/fax/received');
    await page
      .getByRole('button', { name: /^Fax from/ })
      .first()
      .click();
    const pane = page.getByRole('region', { name: 'Fax details' });
    const picker = pane.getByRole('combobox', { name: 'Referring Clinic' });
    await expect.poll(() => picker.isVisible()).toBe(true);
    await picker.fill('Lakeside Card');
    await page.getByRole('option', { name: 'Lakeside Cardiology' }).click();
    const chosen = pane.getByRole('region', { name: 'Referring Clinic' });
    await expect.poll(() => chosen.getByText('Lakeside Cardiology').isVisible()).toBe(true);
    expect(await chosen.getByRole('button', { name: 'Change referring clinic' }).isVisible()).toBe(
      true,
    );
    await stack.screenshot(page, 'received-fax-referring-clinic-chip');
    await context.close();
  });

  it('sends a provider who opens /export or /analytics to the provider page', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'dr.chen@riverside.demo.test');
    for (const path of ['/export', '/analytics']) {
      await page.goto(path);
      await page.waitForURL('**/provider');
    }
    await expect.poll(() => page.getByText('This action is unauthorized.').count()).toBe(0);
    await context.close();
  });
});
