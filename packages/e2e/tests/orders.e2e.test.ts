import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, seeText, shot } from '../support/browser.js';
import { LAKESIDE_PATIENT, referralOf, sendOrderToChen } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

const SENDER = 'psr@northside.demo.test';
const PROVIDER = 'dr.chen@riverside.demo.test';
const PATIENT = {
  ...LAKESIDE_PATIENT,
  ssn: '123-45-6977',
  firstname: 'Orla',
  lastname: 'Quinlan',
  diagnosis: 'M54.5 Low back pain',
};
const NAME = `${PATIENT.firstname} ${PATIENT.lastname}`;
/** The laptop screen the dialogs are pictured on. */
const WIDE = { width: 1366, height: 800 };

/** Draws a stroke across the signature canvas with the mouse, as a person signs. */
async function drawSignature(page: Page) {
  const canvas = page.getByRole('img', { name: 'Signature drawing area' });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 20 + i * 25, box.y + box.height * (i % 2 ? 0.35 : 0.65), {
      steps: 3,
    });
  }
  await page.mouse.up();
}

describe('an order approved by the provider', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('is signed and approved by Dr. Chen, and the sender sees the approver and signature', async () => {
    const sender = await stack.newPage();
    await stack.signIn(sender.page, SENDER);
    const uuid = await sendOrderToChen(sender.page, PATIENT);
    expect((await referralOf(sender.page, uuid)).status).toBe('pending_approval');
    await sender.page.goto(`/referrals/${uuid}/review`);
    await seeText(sender.page, 'Order not yet approved');

    const provider = await stack.newPage(WIDE);
    let page = provider.page;
    await stack.signIn(page, PROVIDER);
    await page.waitForURL('**/provider');
    await seeText(page, 'Signature Management');

    // A new signature, drawn; Save does nothing while the canvas is empty.
    await page.getByRole('button', { name: 'Create Signature' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Digital Signature' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.isVisible()).toBe(true);
    await drawSignature(page);
    await shot(stack, page, 'provider-signature-dialog-wide');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('img', { name: /^Your signature/ }).isVisible())
      .toBe(true);

    await page.getByRole('searchbox', { name: 'Filter by patient name' }).fill('orla');
    const approve = page.getByRole('button', { name: `Approve order for ${NAME}` });
    await expect.poll(() => approve.isEnabled()).toBe(true);
    await shot(stack, page, 'provider-portal-wide');

    // Decline asks first, with an optional reason; Cancel leaves the order as it was.
    await page.getByRole('button', { name: `Decline order for ${NAME}` }).click();
    const decline = page.getByRole('dialog', { name: 'Decline Order' });
    await expect.poll(() => decline.isVisible()).toBe(true);
    await seeText(
      decline,
      `The order for ${NAME} from Northside Family Medicine will not be approved.`,
    );
    await decline.getByLabel('Reason (optional)').fill('The imaging code does not match.');
    await shot(stack, page, 'provider-decline-order-wide');
    await decline.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => decline.isVisible()).toBe(false);
    expect(await approve.isVisible()).toBe(true);

    // Approve waits 10 s for an Undo before anything is sent; Undo brings the order back.
    await approve.click();
    await expect.poll(() => approve.count()).toBe(0);
    await seeText(page, `Approving the order for ${NAME}…`);
    await shot(stack, page, 'provider-approve-undo-wide');
    await page.getByRole('button', { name: 'Undo' }).click();
    await seeText(page, `The order for ${NAME} is still pending.`);
    await expect.poll(() => approve.isVisible()).toBe(true);
    expect((await referralOf(sender.page, uuid)).status).toBe('pending_approval');

    // The name opens the order's detail view, where the provider decides after reading it.
    await page.getByRole('link', { name: NAME }).click();
    await page.waitForURL(`**/referrals/${uuid}/review`);
    await expect
      .poll(() => page.getByTestId('referral-status').innerText())
      .toBe('Pending Approval');
    const decision = page.getByRole('group', { name: 'Order decision' });
    await expect.poll(() => decision.isVisible()).toBe(true);
    await shot(stack, page, 'provider-order-detail-wide');
    await decision.getByRole('button', { name: `Approve order for ${NAME}` }).click();
    await seeText(page, `Approving the order for ${NAME}…`);
    // Closing the tab within the Undo window does not lose the approval: it goes out at once.
    await page.close();
    await expect
      .poll(async () => (await referralOf(sender.page, uuid)).status)
      .toBe('order_approved');
    page = await provider.context.newPage();

    // The sender's open page follows: the approver and the signature the order was signed with.
    await seeText(sender.page, 'Dr. Wei Chen');
    const signature = sender.page.getByRole('img', { name: /^Signature of/ });
    await expect.poll(() => signature.isVisible()).toBe(true);
    expect(
      await signature.evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    expect((await referralOf(sender.page, uuid)).status).toBe('order_approved');
    await shot(stack, sender.page, 'order-approved-review-wide');

    // Switching automatic approval on would approve the orders still waiting: it asks first.
    await page.goto('/provider');
    await seeText(page, 'Signature Management');
    await page.getByRole('checkbox', { name: 'Automatically approve all pending orders' }).click();
    const confirm = page.getByRole('dialog', { name: 'Automatically approve all pending orders?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await seeText(confirm, /^\d+ pending orders? will be approved\.$/);
    await shot(stack, page, 'provider-auto-approve-confirm-wide');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(
      await page
        .getByRole('checkbox', { name: 'Automatically approve all pending orders' })
        .isChecked(),
    ).toBe(false);

    await page.setViewportSize(PHONE);
    await page.reload();
    await seeText(page, 'Signature Management');
    await shot(stack, page, 'provider-portal-phone');
    // The demo's other orders still wait: the decline confirmation on a phone.
    await page
      .getByRole('button', { name: /^Decline order for / })
      .first()
      .click();
    const declineOnPhone = page.getByRole('dialog', { name: 'Decline Order' });
    await expect.poll(() => declineOnPhone.isVisible()).toBe(true);
    await shot(stack, page, 'provider-decline-order-phone');
    await declineOnPhone.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => declineOnPhone.isVisible()).toBe(false);
    await provider.context.close();
    await sender.context.close();
  });
});
