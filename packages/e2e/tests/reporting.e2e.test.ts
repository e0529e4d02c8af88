import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCells as cells, downloadedText, seeText, shot } from '../support/browser.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

const SENDER = 'psr@northside.demo.test';
const ADMIN = 'admin@demo.test';

const HEADER = [
  'Referral #',
  'Status',
  'Patient Name',
  'MRN',
  'Date of Birth',
  'Diagnosis',
  'Date Sent',
  'Sent By',
  'Clinic Receiver',
  'Provider',
  'Maintained Appointment',
  'Appointment Date/Decline Reason',
];

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('reporting', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('exports the sent referrals as a CSV that reads back with every row', async () => {
    const { page } = await stack.newPage();
    await stack.signIn(page, SENDER);
    await page.goto('/export');
    await seeText(page, 'Export Sent Referrals');
    // Demo referrals were sent over the last weeks: widen the range to be sure of the quarter's edge.
    await page.getByLabel('Sent Start Date').fill('2020-01-01');
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    await shot(stack, page, 'export-grid');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export File' }).click();
    const file = await download;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
      new Date(),
    );
    expect(file.suggestedFilename()).toBe(`Referrals_${today}.csv`);
    const text = (await downloadedText(file)).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean);
    expect(cells(lines[0]!)).toEqual(HEADER);
    // Every value quoted: as many quoted cells as columns on each row.
    for (const line of lines.slice(1)) expect(cells(line)).toHaveLength(HEADER.length);
    // Every matching row, not just the page on screen: the grid's total.
    const footer = await page
      .getByText(/of \d+/)
      .first()
      .innerText();
    const total = Number(/of (\d+)/.exec(footer)![1]);
    expect(lines.length - 1).toBe(total);
  });

  it('switches analytics presets and tabs', async () => {
    const { page } = await stack.newPage();
    await stack.signIn(page, SENDER);
    await page.goto('/analytics');
    await seeText(page, 'Referral Analytics');
    expect(await page.getByRole('combobox', { name: 'Preset' }).innerText()).toContain(
      'This Quarter',
    );
    await seeText(page, /Showing data from/);
    await shot(stack, page, 'analytics-sent');

    await choose(page, 'Preset', 'Last Quarter');
    await seeText(page, /Showing data from/);
    await choose(page, 'Preset', 'This Quarter');

    await page.getByRole('tab', { name: 'Declined Referrals by Users' }).click();
    await seeText(page, 'Total Referrals Declined by Users');
    await page.getByRole('tab', { name: 'Received Referrals' }).click();
    await seeText(page, /Showing data from/);
    await page.getByLabel('Show table').first().check();
    await expect.poll(() => page.getByRole('table').count()).toBeGreaterThan(0);
    await shot(stack, page, 'analytics-received-table');

    // A date edited by hand makes the range custom; an end before the start is refused.
    await page.getByLabel('End Date').fill('2020-01-01');
    expect(await page.getByRole('combobox', { name: 'Preset' }).innerText()).toContain(
      'Custom Range',
    );
    await page.getByRole('button', { name: 'Apply' }).click();
    await seeText(page, 'End date must be after start date');
  });

  it('shows the admin dashboard with its charts', async () => {
    const { page } = await stack.newPage();
    await stack.signIn(page, ADMIN);
    await page.goto('/dashboard');
    await seeText(page, 'Total Referrals This Month');
    await seeText(page, 'Northside Family Medicine');
    for (const title of [
      'Referrals Received by Month and Year',
      'Referrals Rejected by Month and Year',
      'Sent Referrals by Month and Year',
    ]) {
      await seeText(page, title);
    }
    await shot(stack, page, 'dashboard-admin');
  });
});
