import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, seeText, shot } from '../support/browser.js';
import { daysAhead, referralOf, sendToLakeside, statusOf } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

const SENDER = 'psr@northside.demo.test';
const RECEIVER = 'psr@lakeside.demo.test';

describe('reviewing a received referral', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('opens, accepts and schedules a referral from another clinic', async () => {
    const sender = await stack.newPage();
    await stack.signIn(sender.page, SENDER);
    const uuid = await sendToLakeside(sender.page);
    expect((await referralOf(sender.page, uuid)).status).toBe('sent');
    await sender.context.close();

    const { context, page } = await stack.newPage();
    await stack.signIn(page, RECEIVER);
    await page.goto(`/referrals/${uuid}/review`);
    // Opening it as the receiver puts it under review.
    await expect.poll(() => statusOf(page)).toBe('Under Review');
    await seeText(page, 'Referral: Grace Hopperton');
    await seeText(page, 'Northside Family Medicine');
    // The banner names the patient; the timeline says whose move it is: the receiver's.
    const banner = page.getByRole('region', { name: 'Patient', exact: true });
    expect(await banner.getByText('Grace Hopperton').count()).toBe(1);
    const waiting = page.getByTestId('waiting-on');
    await expect.poll(() => waiting.textContent()).toMatch(/^Waiting on Lakeside/);
    await shot(stack, page, 'review-referral-under-review-wide');

    const actions = page.getByRole('group', { name: 'Referral actions' });
    await actions.getByRole('button', { name: 'Accept', exact: true }).click();
    await seeText(page, 'Referral Accepted.');
    await expect.poll(() => statusOf(page)).toBe('Accepted');

    // Declining needs a reason: Confirm waits for one.
    await actions.getByRole('button', { name: 'Decline', exact: true }).click();
    const decline = page.getByRole('dialog', { name: 'Decline Referral' });
    await expect.poll(() => decline.isVisible()).toBe(true);
    const confirmDecline = decline.getByRole('button', { name: 'Confirm' });
    expect(await confirmDecline.isDisabled()).toBe(true);
    await decline.getByRole('textbox', { name: /^Reason/ }).fill('   ');
    expect(await confirmDecline.isDisabled()).toBe(true);
    await shot(stack, page, 'review-referral-decline-dialog-wide');
    await decline.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => decline.isVisible()).toBe(false);
    expect(await statusOf(page)).toBe('Accepted');

    await actions.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    const appointment = page.getByRole('dialog', { name: 'Referral Appointment' });
    await expect.poll(() => appointment.isVisible()).toBe(true);
    const confirm = appointment.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await appointment.getByLabel(/^Appointment Date/).fill(daysAhead(7));
    await appointment.getByLabel('Appointment Time').selectOption('10:30');
    expect(await confirm.isEnabled()).toBe(true);
    await shot(stack, page, 'review-referral-appointment-dialog-wide');
    await confirm.click();
    await seeText(page, 'Appointment Date Set');
    await expect.poll(() => statusOf(page)).toBe('Scheduled');
    await seeText(page, /^Appointment Date: .+ - 10:30:00$/);
    await shot(stack, page, 'review-referral-scheduled-wide');

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(() => statusOf(page)).toBe('Scheduled');
    await shot(stack, page, 'review-referral-scheduled-phone');
    // Nothing is wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect((await referralOf(page, uuid)).status).toBe('scheduled');
    await context.close();
  });
});
