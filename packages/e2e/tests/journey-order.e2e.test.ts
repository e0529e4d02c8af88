import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedText, gql, PHONE, seeText, shot } from '../support/browser.js';
import { LAKESIDE_PATIENT, referralOf, sendOrderToChen } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

/**
 * Journey (issue 17): an order from Northside to Riverside Imaging, across the wizard, the
 * provider portal, both clinics' lists, the receiving clinic's lifecycle, the export and the
 * analytics. Each person in a browser context of their own.
 */
const SENDER = 'psr@northside.demo.test';
const PROVIDER = 'dr.chen@riverside.demo.test';
const RECEIVER = 'psr@riverside.demo.test';

const PATIENT = {
  ...LAKESIDE_PATIENT,
  ssn: '123-45-6978',
  firstname: 'Octavia',
  lastname: 'Ordway',
  diagnosis: 'M54.5 Low back pain',
};
const NAME = `${PATIENT.firstname} ${PATIENT.lastname}`;
/** The laptop screen the confirmation is pictured on. */
const WIDE = { width: 1366, height: 800 };

/** A date some days ahead as the date input takes it (YYYY-MM-DD). */
const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The cells of a quoted CSV line (every value quoted, quotes doubled). */
const csvCells = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));

async function openList(page: Page, path: string, tab: string) {
  await page.goto(path);
  const tabButton = page.getByRole('tab', { name: tab });
  await expect.poll(() => tabButton.isVisible()).toBe(true);
  await tabButton.click();
  await expect.poll(() => tabButton.getAttribute('aria-selected')).toBe('true');
}

/** The hour, minute and second of an instant as the browser shows local times ('HH:mm:ss'). */
const localTime = (page: Page, iso: string) =>
  page.evaluate((at) => new Date(at).toLocaleTimeString('en-GB', { hour12: false }), iso);

/** 'Sent Referrals' of this quarter to Riverside Imaging, read from the chart's table. */
async function sentToRiverside(page: Page): Promise<number> {
  await page.goto('/analytics');
  await seeText(page, /Showing data from/);
  const toggle = page.getByRole('switch', { name: 'Show table' }).first();
  await expect.poll(() => toggle.isEnabled()).toBe(true);
  await toggle.check();
  await expect.poll(() => page.getByRole('table').count()).toBeGreaterThan(0);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Riverside Imaging', exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').last().innerText()).replace(/,/g, ''));
}

describe('journey: an order from Northside to Riverside', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('is approved by Dr. Chen, listed on both sides, scheduled and completed, and reported', async () => {
    const north = await stack.newPage();
    await stack.signIn(north.page, SENDER);
    const sentBefore = await sentToRiverside(north.page);

    const uuid = await sendOrderToChen(north.page, PATIENT);
    expect((await referralOf(north.page, uuid)).status).toBe('pending_approval');

    // Dr. Chen signs in to his pending orders and approves it with his signature.
    const chen = await stack.newPage();
    await stack.signIn(chen.page, PROVIDER);
    await chen.page.waitForURL('**/provider');
    await chen.page.getByRole('searchbox', { name: 'Filter by patient name' }).fill('ordway');
    const approve = chen.page.getByRole('button', { name: `Approve order for ${NAME}` });
    await expect.poll(() => approve.isEnabled()).toBe(true);
    const approvedFrom = Date.now();
    await approve.click();
    await expect.poll(() => approve.count()).toBe(0);
    // Closing the Undo snackbar sends the approval without waiting out its 10 s.
    await chen.page
      .getByRole('alert')
      .filter({ hasText: `Approving the order for ${NAME}…` })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await seeText(chen.page, 'Order approved successfully');

    // Sent when approved: that is when Riverside gets it.
    const { referral } = await gql<{ referral: { status: string; sent_at: string | null } }>(
      north.page,
      'query ($u: String!) { referral(uuid: $u) { status sent_at } }',
      { u: uuid },
    );
    expect(referral.status).toBe('order_approved');
    expect(new Date(referral.sent_at!).getTime()).toBeGreaterThanOrEqual(approvedFrom - 1000);
    const sentTime = await localTime(north.page, referral.sent_at!);

    // Northside finds it among its active sent referrals, with the approval as 'Date Sent'.
    await openList(north.page, '/referrals/active', 'Active Sent Referrals');
    const sentRow = north.page.getByRole('row').filter({ hasText: NAME });
    await expect.poll(() => sentRow.innerText()).toContain('Order Approved');
    expect(await sentRow.innerText()).toContain(sentTime);
    await shot(stack, north.page, 'journey-order-active-sent-wide');

    // Riverside finds it among its active received referrals, received at the same time.
    const river = await stack.newPage();
    await stack.signIn(river.page, RECEIVER);
    await openList(river.page, '/referrals/active', 'Active Received Referrals');
    const review = river.page.getByRole('button', { name: `Review: ${NAME}` });
    await expect.poll(() => review.isVisible()).toBe(true);
    const receivedRow = river.page
      .getByRole('row')
      .filter({ has: river.page.getByRole('button', { name: `Review: ${NAME}` }) });
    expect(await receivedRow.innerText()).toContain('Order Approved');
    expect(await receivedRow.innerText()).toContain(sentTime);
    await shot(stack, river.page, 'journey-order-active-received-wide');

    // Riverside schedules it and completes its side.
    await review.click();
    await river.page.waitForURL(`**/referrals/${uuid}/review`);
    await expect
      .poll(() => river.page.getByTestId('referral-status').innerText())
      .toBe('Order Approved');
    const actions = river.page.getByRole('group', { name: 'Referral actions' });
    await actions.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    const appointment = river.page.getByRole('dialog', { name: 'Referral Appointment' });
    await expect.poll(() => appointment.isVisible()).toBe(true);
    await appointment.getByLabel(/^Appointment Date/).fill(daysAhead(5));
    await appointment.getByLabel('Appointment Time').selectOption('10:30');
    await appointment.getByRole('button', { name: 'Confirm' }).click();
    await seeText(river.page, 'Appointment Date Set');
    await expect
      .poll(() => river.page.getByTestId('referral-status').innerText())
      .toBe('Scheduled');
    // Completing cannot be undone: it asks first.
    await actions.getByRole('button', { name: 'Complete', exact: true }).click();
    const confirm = river.page.getByRole('dialog', { name: 'Are you sure?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await river.page.setViewportSize(WIDE);
    await shot(stack, river.page, 'complete-confirm-wide');
    await river.page.setViewportSize(PHONE);
    await shot(stack, river.page, 'complete-confirm-phone');
    await river.page.setViewportSize(WIDE);
    await confirm.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect
      .poll(async () => (await referralOf(river.page, uuid)).status)
      .toBe('rec_completed');
    await openList(river.page, '/referrals/completed', 'Completed Received Referrals');
    await expect
      .poll(() => river.page.getByRole('button', { name: `Review: ${NAME}` }).isVisible())
      .toBe(true);

    // Northside's export: the grid shows it, and the file writes what the grid shows.
    await north.page.goto('/export');
    await seeText(north.page, 'Export Sent Referrals');
    const gridRow = north.page.getByRole('row').filter({ hasText: NAME });
    await expect.poll(() => gridRow.count()).toBe(1);
    const gridCells = (await gridRow.getByRole('gridcell').allInnerTexts()).map((c) => c.trim());
    const chicagoTime = new Date(referral.sent_at!).toLocaleTimeString('en-GB', {
      hour12: false,
      timeZone: 'America/Chicago',
    });
    expect(gridCells.some((c) => c.endsWith(` - ${chicagoTime}`))).toBe(true);
    await shot(stack, north.page, 'journey-order-export-wide');
    const download = north.page.waitForEvent('download');
    await north.page.getByRole('button', { name: 'Export File' }).click();
    const text = (await downloadedText(await download)).replace(/^\uFEFF/, '');
    const line = text.split('\r\n').find((l) => l.includes(NAME));
    expect(line).toBeDefined();
    expect(csvCells(line!)).toEqual(gridCells);

    // Analytics: one more referral sent to Riverside Imaging this quarter.
    expect(await sentToRiverside(north.page)).toBe(sentBefore + 1);
    await shot(stack, north.page, 'journey-order-analytics-wide');

    await river.context.close();
    await chen.context.close();
    await north.context.close();
  });
});
