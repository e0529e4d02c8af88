import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeText, shot } from '../support/browser.js';
import {
  daysAhead,
  LAKESIDE_PATIENT,
  openList,
  rowOf,
  sendToLakeside,
  statusOf,
} from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

/**
 * Issue 17 journey: a user of two clinics acts for the clinic they work as. Northside's PSR sends
 * a referral to Lakeside; the coordinator (a member of both) works as Lakeside, reviews, accepts
 * and schedules it while Northside's PSR watches the status change live in the sent list; then the
 * coordinator switches to Northside and reads the same referral as its sender.
 */
const SENDER = 'psr@northside.demo.test';
const COORDINATOR = 'coordinator@demo.test';

/** A patient of this test only, so the demo's referrals never match its rows. */
const PATIENT = {
  ...LAKESIDE_PATIENT,
  ssn: '123-45-6933',
  firstname: 'Margit',
  lastname: 'Twoclinic',
  mrn: 'NS-55190',
};
const NAME = `${PATIENT.firstname} ${PATIENT.lastname}`;

const actionsOf = (page: Page) => page.getByRole('group', { name: 'Referral actions' });

/** The clinic selector of the app bar, the way a person switches clinic. */
async function workAs(page: Page, clinic: string) {
  const selector = page.getByTestId('clinic-selector');
  await expect.poll(() => selector.isVisible()).toBe(true);
  if ((await selector.textContent())?.includes(clinic)) return;
  await selector.getByRole('combobox').click();
  await page.getByRole('option', { name: clinic }).click();
  await page.waitForURL('**/referrals/active');
  await expect.poll(() => page.getByTestId('clinic-selector').textContent()).toContain(clinic);
}

describe('a user of two clinics, on both sides of one referral', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('accepts and schedules as Lakeside, then reads it as its sender as Northside', async () => {
    const sender = await stack.newPage();
    const coordinator = await stack.newPage();
    await stack.signIn(sender.page, SENDER);
    await stack.signIn(coordinator.page, COORDINATOR);

    const uuid = await sendToLakeside(sender.page, PATIENT);
    // Northside's PSR watches the sent list from now on; it changes without a reload.
    await openList(sender.page, '/referrals/active', 'Active Sent Referrals');
    const sentRow = rowOf(sender.page, NAME);
    await expect.poll(() => sentRow.innerText()).toContain('Sent');

    // Working as Lakeside, the referral is received: in the list and on the detail view.
    await workAs(coordinator.page, 'Lakeside Cardiology');
    await openList(coordinator.page, '/referrals/active', 'Active Received Referrals');
    const review = coordinator.page.getByRole('button', { name: `Review: ${NAME}` });
    await expect.poll(() => review.isVisible()).toBe(true);
    expect(await coordinator.page.getByRole('row').filter({ has: review }).innerText()).toContain(
      'Received',
    );
    await review.click();
    await coordinator.page.waitForURL(`**/referrals/${uuid}/review`);
    await expect.poll(() => statusOf(coordinator.page)).toBe('Under Review');
    await expect.poll(() => sentRow.innerText()).toContain('Under Review');

    // The receiver's buttons, not the sender's.
    const actions = actionsOf(coordinator.page);
    const accept = actions.getByRole('button', { name: 'Accept', exact: true });
    await expect.poll(() => accept.isVisible()).toBe(true);
    expect(await actions.getByRole('button', { name: 'Upload Documents' }).count()).toBe(0);
    expect(
      await coordinator.page.getByRole('button', { name: 'Update Referral Information' }).count(),
    ).toBe(0);
    await shot(stack, coordinator.page, 'journey-two-clinics-as-receiver-wide');
    await accept.click();
    await seeText(coordinator.page, 'Referral Accepted.');
    await expect.poll(() => sentRow.innerText()).toContain('Accepted');

    await actions.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    const appointment = coordinator.page.getByRole('dialog', { name: 'Referral Appointment' });
    await expect.poll(() => appointment.isVisible()).toBe(true);
    await appointment.getByLabel(/^Appointment Date/).fill(daysAhead(9));
    await appointment.getByLabel('Appointment Time').selectOption('10:30');
    await appointment.getByRole('button', { name: 'Confirm' }).click();
    await seeText(coordinator.page, 'Appointment Date Set');
    await expect.poll(() => statusOf(coordinator.page)).toBe('Scheduled');
    await expect.poll(() => sentRow.innerText()).toContain('Scheduled');
    await expect
      .poll(() => actions.getByRole('button', { name: 'Reschedule', exact: true }).isVisible())
      .toBe(true);

    // Switched to Northside: the same user is its sender, in the list and on the detail view.
    await workAs(coordinator.page, 'Northside Family Medicine');
    await openList(coordinator.page, '/referrals/active', 'Active Sent Referrals');
    const ownRow = rowOf(coordinator.page, NAME);
    await expect.poll(() => ownRow.innerText()).toContain('Scheduled');
    expect(await ownRow.innerText()).toContain('Lakeside Cardiology');
    await coordinator.page.getByRole('button', { name: `View: ${NAME}` }).click();
    await coordinator.page.waitForURL(`**/referrals/${uuid}/review`);
    await expect.poll(() => statusOf(coordinator.page)).toBe('Scheduled');
    const senderActions = actionsOf(coordinator.page);
    await expect
      .poll(() => senderActions.getByRole('button', { name: 'Upload Documents' }).isVisible())
      .toBe(true);
    // The referrer's edit of the referral's information; no receiver's decision.
    await expect
      .poll(() =>
        coordinator.page.getByRole('button', { name: 'Update Referral Information' }).isVisible(),
      )
      .toBe(true);
    expect(await senderActions.getByRole('button', { name: 'Decline' }).count()).toBe(0);
    await shot(stack, coordinator.page, 'journey-two-clinics-as-sender-wide');

    await sender.context.close();
    await coordinator.context.close();
  });
});
