import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, seeText, shot } from '../support/browser.js';
import {
  daysAhead,
  LAKESIDE_PATIENT,
  openList,
  referralOf,
  rowOf,
  sendToLakeside,
  statusOf,
} from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

const SENDER = 'psr@northside.demo.test';
const RECEIVER = 'psr@lakeside.demo.test';
const ADMIN = 'admin@demo.test';

/** A patient of this test only, so the demo's referrals never match its rows. */
const PATIENT = {
  ...LAKESIDE_PATIENT,
  ssn: '123-45-6911',
  firstname: 'Ingrid',
  lastname: 'Lindqvist',
  mrn: 'NS-44120',
};
const NAME = `${PATIENT.firstname} ${PATIENT.lastname}`;

/** Every list starts with who it is about: the patient's name and birth date (issue 20). */
async function expectPatientFirst(page: Page) {
  await expect
    .poll(async () => (await page.getByRole('columnheader').allInnerTexts()).slice(0, 2))
    .toEqual(['Patient Name', 'Date of Birth']);
}

const rowWithAction = (page: Page, action: string, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `${action}: ${name}` }) });

describe('a referral between two clinics, each in its own browser', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('arrives live, is accepted and scheduled, and the sender sees it and completes it', async () => {
    const sender = await stack.newPage();
    const receiver = await stack.newPage();
    await stack.signIn(sender.page, SENDER);
    await stack.signIn(receiver.page, RECEIVER);

    // The receiving clinic watches its list while the referral is sent.
    await openList(receiver.page, '/referrals/active', 'Active Received Referrals');
    const uuid = await sendToLakeside(sender.page, PATIENT);
    const review = receiver.page.getByRole('button', { name: `Review: ${NAME}` });
    await expect.poll(() => review.isVisible()).toBe(true);
    expect(await rowWithAction(receiver.page, 'Review', NAME).innerText()).toContain('Received');
    await shot(stack, receiver.page, 'lists-active-received-wide');

    // The sender watches the sent list from now on; it changes without a reload.
    await openList(sender.page, '/referrals/active', 'Active Sent Referrals');
    const sentRow = rowOf(sender.page, NAME);
    await expect.poll(() => sentRow.innerText()).toContain('Sent');

    await review.click();
    await receiver.page.waitForURL(`**/referrals/${uuid}/review`);
    await expect.poll(() => statusOf(receiver.page)).toBe('Under Review');
    await expect.poll(() => sentRow.innerText()).toContain('Under Review');

    const actions = receiver.page.getByRole('group', { name: 'Referral actions' });
    await actions.getByRole('button', { name: 'Accept', exact: true }).click();
    await seeText(receiver.page, 'Referral Accepted.');
    await expect.poll(() => sentRow.innerText()).toContain('Accepted');

    await actions.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    const appointment = receiver.page.getByRole('dialog', { name: 'Referral Appointment' });
    await expect.poll(() => appointment.isVisible()).toBe(true);
    await appointment.getByLabel(/^Appointment Date/).fill(daysAhead(7));
    await appointment.getByLabel('Appointment Time').selectOption('10:30');
    await appointment.getByRole('button', { name: 'Confirm' }).click();
    await seeText(receiver.page, 'Appointment Date Set');
    await expect.poll(() => sentRow.innerText()).toContain('Scheduled');
    await shot(stack, sender.page, 'lists-active-sent-wide');

    // The receiver's review page follows what the sender does next.
    await sender.page.getByRole('button', { name: `Complete: ${NAME}` }).click();
    await sender.page.waitForURL(`**/referrals/${uuid}/review*`);
    const wizard = sender.page.getByRole('dialog', { name: 'Complete Referral' });
    await expect.poll(() => wizard.isVisible()).toBe(true);
    await seeText(wizard, 'Did the patient maintain the appointment?');
    await shot(stack, sender.page, 'completion-wizard-question-wide');
    await wizard.getByRole('button', { name: 'Yes', exact: true }).click();
    const confirm = wizard.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await wizard.getByLabel('Confirm Appointment Date').check();
    expect(await confirm.isDisabled()).toBe(true);
    await wizard.getByLabel('Scanned follow-up documents into patient medical record').check();
    expect(await confirm.isEnabled()).toBe(true);
    await shot(stack, sender.page, 'completion-wizard-yes-wide');
    await confirm.click();
    await seeText(sender.page, 'Referral Completed.');
    await sender.page.waitForURL('**/referrals/active');
    expect((await referralOf(sender.page, uuid)).status).toBe('ref_completed');

    // Completed by the sender: the receiver's page shows it at once (its label stays the
    // appointment's), and the receiving clinic may now close its side.
    await expect
      .poll(() =>
        receiver.page
          .getByRole('group', { name: 'Referral actions' })
          .getByRole('button', { name: 'Complete', exact: true })
          .isVisible(),
      )
      .toBe(true);

    await openList(sender.page, '/referrals/completed', 'Completed Sent Referrals');
    const completedRow = rowOf(sender.page, NAME);
    await expect.poll(() => completedRow.innerText()).toContain('Completed');
    expect(await completedRow.innerText()).toContain('Yes');
    await expectPatientFirst(sender.page);
    await shot(stack, sender.page, 'lists-completed-sent-wide');

    await sender.context.close();
    await receiver.context.close();
  });

  it('shows every list, the notes and the detail dialogs with the demo data', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, RECEIVER);

    await openList(page, '/referrals/declined', 'Declined Received Referrals');
    await seeText(page, 'Echo on file shows a functional murmur');
    await expectPatientFirst(page);
    await shot(stack, page, 'lists-declined-received-wide');
    await openList(page, '/referrals/declined', 'Declined Sent Referrals');
    await expect.poll(() => rowOf(page, 'Ivan Sutherland').isVisible()).toBe(true);
    await expectPatientFirst(page);
    await shot(stack, page, 'lists-declined-sent-wide');
    await openList(page, '/referrals/completed', 'Completed Received Referrals');
    await expect
      .poll(() => page.getByRole('button', { name: 'View Notes: Radia Perlman' }).isVisible())
      .toBe(true);
    await expectPatientFirst(page);
    await shot(stack, page, 'lists-completed-received-wide');
    await page.goto('/referrals/faxed');
    await expect.poll(() => rowOf(page, 'Jean Bartik').isVisible()).toBe(true);
    await expectPatientFirst(page);
    await shot(stack, page, 'lists-faxed-sent-wide');

    // The notes open over the list, in a dialog that can be moved.
    await openList(page, '/referrals/active', 'Active Received Referrals');
    await page.getByRole('button', { name: 'View Notes: Hedy Lamarr' }).click();
    const notes = page.getByRole('dialog', { name: 'Referral Notes' });
    await expect.poll(() => notes.isVisible()).toBe(true);
    await notes.getByRole('tab', { name: 'Internal Notes' }).click();
    await seeText(notes, 'Internal');
    const input = notes.getByRole('textbox').first();
    await input.fill('Called the patient; prefers morning slots.');
    await input.press('Enter');
    await seeText(page, 'Created Referral Note');
    await seeText(notes, 'Called the patient; prefers morning slots.');
    await shot(stack, page, 'notes-dialog-wide');
    await notes.getByRole('button', { name: 'Close' }).click();

    // The detail view of a received referral: summary, log, and its edit dialog.
    await page.getByRole('button', { name: 'Review: Hedy Lamarr' }).click();
    await expect.poll(() => statusOf(page)).toBe('Accepted');
    await seeText(page, 'Referral Log');
    // The log opens on the messages between the clinics; the note is internal.
    await page.getByRole('tab', { name: 'Internal Notes' }).click();
    await seeText(page, 'Called the patient; prefers morning slots.');
    await shot(stack, page, 'review-received-with-log-wide');
    await page.getByRole('button', { name: 'Edit Patient Demographics' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Patient Demographics' });
    await expect.poll(() => edit.isVisible()).toBe(true);
    await shot(stack, page, 'edit-patient-dialog-wide');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // A sent referral: the referrer uploads more documents.
    await openList(page, '/referrals/active', 'Active Sent Referrals');
    await page.getByRole('button', { name: 'View: Tony Hoare' }).click();
    await expect.poll(() => statusOf(page)).toBe('Accepted');
    await page
      .getByRole('group', { name: 'Referral actions' })
      .getByRole('button', { name: 'Upload Documents' })
      .click();
    const upload = page.getByRole('dialog', { name: 'Upload Documents' });
    await expect.poll(() => upload.isVisible()).toBe(true);
    await shot(stack, page, 'upload-documents-dialog-wide');
    await upload.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Update Referral Information' }).click();
    const information = page.getByRole('dialog', { name: 'Update Referral Information' });
    await expect.poll(() => information.isVisible()).toBe(true);
    await shot(stack, page, 'update-information-dialog-wide');
    await information.getByRole('button', { name: 'Cancel' }).click();

    // On a phone the patient is what shows before the table scrolls sideways.
    await page.setViewportSize(PHONE);
    for (const [path, tab, name] of [
      ['/referrals/active', 'Active Sent Referrals', 'lists-active-sent-phone'],
      ['/referrals/declined', 'Declined Received Referrals', 'lists-declined-received-phone'],
      ['/referrals/completed', 'Completed Received Referrals', 'lists-completed-received-phone'],
    ] as const) {
      await openList(page, path, tab);
      await expectPatientFirst(page);
      await shot(stack, page, name);
    }
    await context.close();
  });

  it('asks before deleting a draft, and offers a fax referral its status changes', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, SENDER);
    await openList(page, '/referrals/active', 'Active Sent Referrals');
    await page.getByRole('button', { name: 'Delete: Ada Lovelace' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Draft' });
    await seeText(confirm, 'Are you sure?');
    await shot(stack, page, 'lists-delete-draft-confirm-wide');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await rowOf(page, 'Ada Lovelace').count()).toBe(1);

    await page.getByRole('button', { name: 'View: Jean Sammet' }).click();
    await expect.poll(() => statusOf(page)).toBe('Faxed Successfully');
    await page
      .getByRole('group', { name: 'Referral actions' })
      .getByRole('button', { name: 'Change Status' })
      .click();
    const change = page.getByRole('dialog', { name: 'Change Status' });
    await expect.poll(() => change.isVisible()).toBe(true);
    await seeText(change, 'Accepted');
    await shot(stack, page, 'fax-change-status-dialog-wide');
    await context.close();
  });

  it('gives admins every clinic’s referrals and the appointments aged past a week', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, ADMIN);
    await page.goto('/manage/referrals');
    await expect.poll(() => rowOf(page, 'Hedy Lamarr').isVisible()).toBe(true);
    await expectPatientFirst(page);
    await shot(stack, page, 'admin-referrals-wide');
    await page.goto('/manage/appointment-aging');
    await seeText(page, 'Scheduled Referrals Aged 7 Days Past their Appointment Date');
    await expect.poll(() => rowOf(page, 'Frances Allen').isVisible()).toBe(true);
    // An appointment still to come is not aged.
    expect(await rowOf(page, 'Dorothy Vaughan').count()).toBe(0);
    await expectPatientFirst(page);
    await shot(stack, page, 'admin-appointment-aging-wide');
    await rowOf(page, 'Frances Allen').getByRole('button', { name: /^View/ }).click();
    await expect.poll(() => statusOf(page)).toBe('Scheduled');
    await shot(stack, page, 'admin-review-wide');
    await context.close();
  });
});
