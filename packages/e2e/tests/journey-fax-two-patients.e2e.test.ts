import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCells, downloadedText, gql, seeText, shot } from '../support/browser.js';
import { chooseFirstProvider } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

/**
 * Journey (issue 17): a received fax with two patients, faxes -> clinic picker -> referral lists
 * -> export -> analytics. Lakeside's PSR turns one of the two patients of the demo fax Northside
 * sent (demo-folder-3001) into a referral, picking the referring clinic by typing part of its name
 * (item 9: the picker searches every clinic, not only the user's own). Northside, the referring
 * clinic, finds it in its export with nobody as 'Sent By', and no Lakeside user in its 'Sent
 * Referrals by Users'; Lakeside's 'Received Referrals' credits Northside; the admins' by-user
 * chart does not count the receiving PSR as its sender (item 10).
 */

const RECEIVER = 'psr@lakeside.demo.test';
const REFERRER = 'psr@northside.demo.test';
const ADMIN = 'admin@demo.test';
const REFERRING = 'Northside Family Medicine';
const RECEIVING = 'Lakeside Cardiology';
const CANT_FIND = "Can't find clinic? Click here to add";

type ChartRow = { name: string; referrals: number };

/** This quarter in US/Central, as the analytics page's default preset reads it. */
function thisQuarter() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(),
  );
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = String(Math.floor((m - 1) / 3) * 3 + 1).padStart(2, '0');
  return { start_date: `${y}-${first}-01`, end_date: today };
}

async function chart(page: Page, field: string, type: string): Promise<ChartRow[]> {
  const data = await gql<Record<string, ChartRow[]>>(
    page,
    `query ($s: String!, $e: String!, $t: String!) {
      ${field}(start_date: $s, end_date: $e, type: $t) { name referrals } }`,
    { s: thisQuarter().start_date, e: thisQuarter().end_date, t: type },
  );
  return data[field]!;
}
const countOf = (rows: ChartRow[], name: string) =>
  rows.find((r) => r.name === name)?.referrals ?? 0;

/** Opens an analytics tab with its table shown; answers the table's rows as text. */
async function analyticsTable(page: Page, tab: string): Promise<string[]> {
  await page.goto('/analytics');
  await seeText(page, 'Referral Analytics');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const panel = page.getByRole('tabpanel');
  const toggle = panel.getByRole('switch', { name: 'Show table' });
  await expect.poll(() => toggle.isEnabled()).toBe(true);
  await toggle.check();
  const rows = panel.getByRole('table').getByRole('row');
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
  return rows.allInnerTexts();
}

describe('journey: a received fax with two patients', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('becomes one referral from a clinic picked by search, credited to that clinic, sent by nobody', async () => {
    const lake = (await stack.newPage()).page;
    const north = (await stack.newPage()).page;
    const admin = (await stack.newPage()).page;
    await stack.signIn(lake, RECEIVER);
    await stack.signIn(north, REFERRER);
    await stack.signIn(admin, ADMIN);
    const me = await gql<{ me: { firstname: string; lastname: string } }>(
      lake,
      '{ me { firstname lastname } }',
    );
    const receivingPsr = `${me.me.firstname} ${me.me.lastname}`;

    // The figures before, each as its clinic (or the admins) sees them.
    const before = {
      lakeReceived: countOf(await chart(lake, 'referral_list', 'received'), REFERRING),
      northSent: countOf(await chart(north, 'referral_list', 'sent'), RECEIVING),
      adminByUser: countOf(await chart(admin, 'referral_list_by_user', 'sent'), receivingPsr),
    };
    expect(countOf(await chart(north, 'referral_list_by_user', 'sent'), receivingPsr)).toBe(0);

    // Lakeside's inbox: the demo fax from Northside's number, two patients detected.
    await lake.goto('/fax/received');
    await seeText(lake, 'Received Faxes');
    const card = lake.getByRole('button', { name: /^Fax from .*555-0101/ });
    await expect.poll(() => card.count()).toBe(1);
    await card.click();
    const detectedTab = lake.getByRole('tab', { name: 'Detected Referrals (2)' });
    await expect.poll(() => detectedTab.isVisible()).toBe(true);
    await detectedTab.click();
    const detected = lake.getByLabel(/^Detected referral \d/);
    await expect.poll(() => detected.count()).toBe(2);
    await shot(stack, lake, 'journey-fax-two-patients-detected');

    await lake
      .getByLabel(/^Detected referral 1/)
      .getByRole('button', { name: 'Create Referral' })
      .click();
    const dialog = lake.getByRole('dialog');
    await seeText(dialog, 'Referral Information');
    const firstname = await dialog.getByLabel('First Name').inputValue();
    const lastname = await dialog.getByLabel('Last Name').inputValue();
    const patient = `${firstname} ${lastname}`;
    expect(firstname).not.toBe('');
    expect(lastname).not.toBe('');

    // The referring clinic by search: part of another clinic's name, from every clinic.
    const picker = dialog.getByRole('combobox', { name: /^Referring Clinic/ });
    await picker.fill('');
    await picker.fill('northside fam');
    const options = lake.getByRole('option');
    await expect
      .poll(() => options.allInnerTexts())
      .toEqual([REFERRING, CANT_FIND, 'Add "northside fam"']);
    await shot(stack, lake, 'journey-fax-two-patients-picker');
    await lake.getByRole('option', { name: REFERRING, exact: true }).click();
    expect(await picker.inputValue()).toBe(REFERRING);
    await chooseFirstProvider(lake, dialog);
    await dialog.getByRole('button', { name: 'Create Referral' }).click();
    await seeText(lake, 'Referral created successfully!');

    // In Lakeside's received list, from Northside.
    await lake.goto('/referrals/active');
    const received = lake.getByRole('tab', { name: 'Active Received Referrals' });
    await expect.poll(() => received.isVisible()).toBe(true);
    await received.click();
    const row = lake
      .getByRole('row')
      .filter({ has: lake.getByRole('button', { name: `Review: ${patient}` }) });
    await expect.poll(() => row.count()).toBe(1);

    // Northside's export: the referral is Northside's, sent to Lakeside, 'Sent By' nobody.
    await north.goto('/export');
    await seeText(north, 'Export Sent Referrals');
    const exported = north.getByRole('row').filter({ hasText: patient });
    await expect.poll(() => exported.count()).toBe(1);
    await shot(stack, north, 'journey-fax-two-patients-export');
    const download = north.waitForEvent('download');
    await north.getByRole('button', { name: 'Export File' }).click();
    const lines = (await downloadedText(await download))
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map(csvCells);
    const header = lines[0]!;
    const records = lines
      .slice(1)
      .map((l) => Object.fromEntries(header.map((h, i) => [h, l[i]])))
      .filter((r) => r['Patient Name'] === patient);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ 'Sent By': '', 'Clinic Receiver': RECEIVING });

    // Analytics: the clinics get the credit; no receiving user is anyone's sender.
    expect(countOf(await chart(north, 'referral_list', 'sent'), RECEIVING)).toBe(
      before.northSent + 1,
    );
    expect(countOf(await chart(lake, 'referral_list', 'received'), REFERRING)).toBe(
      before.lakeReceived + 1,
    );
    expect(countOf(await chart(admin, 'referral_list_by_user', 'sent'), receivingPsr)).toBe(
      before.adminByUser,
    );
    const byUser = await analyticsTable(north, 'Sent Referrals by Users');
    expect(byUser.join('\n')).not.toContain(receivingPsr);
    await shot(stack, north, 'journey-fax-two-patients-sent-by-users');
    const receivedTable = await analyticsTable(lake, 'Received Referrals');
    expect(receivedTable.some((r) => r.includes(REFERRING))).toBe(true);
    await shot(stack, lake, 'journey-fax-two-patients-received-analytics');
  });
});
