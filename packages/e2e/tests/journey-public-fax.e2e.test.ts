import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, seeText, shot } from '../support/browser.js';
import { samplePdf, textField } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

/**
 * Issue 17 item 3, as a referrer without an account lives it: the directory offers Valley
 * Orthopedics, a fax clinic (a fax number, no users); the referral goes out by fax, and the
 * referrer follows the fax on the review page until it is delivered. Crosses the public
 * directory and form, the status machine, the outbound fax job and its polls, and the review page.
 */

const REFERRER_EMAIL = 'referrals@harborview-e2e.example';

async function fillValleyForm(page: Page) {
  await textField(page, 'Contact E-mail').fill(REFERRER_EMAIL);
  await textField(page, 'Physician').fill('Dr. Iris Harborview');
  await textField(page, 'Clinic Name').fill('Harborview Family Practice');
  await textField(page, 'Contact').fill('Lee Park');
  await textField(page, 'Office Phone').fill('3125550144');
  await page.getByRole('combobox', { name: /^Provider/ }).click();
  await page.getByRole('option', { name: 'Dr. Olivia Grant' }).click();
  await textField(page, 'SSN').fill('123456977');
  await textField(page, 'First Name').fill('Tove');
  await textField(page, 'Last Name').fill('Lindqvist');
  await textField(page, 'Birthdate').fill('09021958');
  await textField(page, 'Phone').fill('3125550122');
  await textField(page, 'Diagnosis').fill('M17.11 Osteoarthritis of the right knee');
  await textField(page, 'Referring practice').fill('Harborview Family Practice');
  await textField(page, 'Referrer phone').fill('3125550144');
  await textField(page, 'Reason for referral').fill('Knee pain for a year, please evaluate.');
  for (const doc of ['Insurance Card', 'Clinical Notes']) {
    await page
      .getByTestId(`file-input-${doc.toUpperCase()} - Required *`)
      .setInputFiles(await samplePdf(`${doc}.pdf`));
  }
}

/** The review page's sign-in with the e-mail and the access code. */
async function openReview(page: Page, link: string, code: string) {
  await page.goto(new URL(link).pathname);
  await page.getByRole('textbox', { name: /^Email/ }).fill(REFERRER_EMAIL);
  await page.getByRole('textbox', { name: /^Access Code/ }).fill(code);
  await page.getByRole('button', { name: 'View Referral' }).click();
  await seeText(page, 'Tove');
}

describe('journey: a public referral to a fax clinic', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('goes out by fax, and the referrer follows the fax on the review page', async () => {
    const { context, page } = await stack.newPage();
    await page.goto('/directory');
    await page.getByLabel('Search clinics').fill('valley');
    await page.getByRole('link', { name: 'View Referral Form: Valley Orthopedics' }).click();
    await page.waitForURL('**/directory/VALLEYFAX');
    // The form says how the referral will travel.
    await seeText(page, 'This clinic receives referrals by fax.');
    await fillValleyForm(page);
    const submit = page.getByRole('button', { name: 'Submit Referral' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await shot(stack, page, 'journey-public-fax-form-wide');
    const mail = await stack.mail.watch(REFERRER_EMAIL, /Your referral to Valley Orthopedics/);
    await submit.click();
    await seeText(page, 'Successfully submitted a referral.');
    await seeText(page, 'Your referral was sent by fax to Valley Orthopedics.');

    const { text } = await mail.delivered();
    const link = /http:\/\/\S+\/public\/[0-9a-f-]{36}\/referral\/review\/VALLEYFAX/.exec(text)![0];
    const code = /\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b/.exec(text)![0];
    const uuid = /public\/([0-9a-f-]{36})\//.exec(link)![1]!;

    // Right after: the referral went out by fax ('Faxed'), its fax on its way.
    await openReview(page, link, code);
    const status = page.getByRole('group', { name: 'Referral status' });
    await seeText(status, 'Faxed');
    const fax = page.getByRole('status', { name: 'Fax Status' });
    await seeText(fax, 'This clinic receives referrals by fax.');
    await seeText(fax, /^Fax Status: /);
    await shot(stack, page, 'journey-public-fax-review-sent-wide');

    // The simulated fax provider delivers it and the status poll records it: wait for that.
    const statusNow = async () =>
      (
        await gql<{ verify_referral_access_code: { status: string } }>(
          page,
          `mutation($u: String!, $e: String!, $c: String!) {
            verify_referral_access_code(referral_uuid: $u, email: $e, access_code: $c) { status } }`,
          { u: uuid, e: REFERRER_EMAIL, c: code },
          '/graphql/public',
        )
      ).verify_referral_access_code.status;
    await expect.poll(statusNow, { timeout: 90_000, interval: 2_000 }).toBe('faxed_successfully');

    // Seen again, the page says it was delivered.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await openReview(page, link, code);
    await seeText(status, 'Faxed Successfully');
    await seeText(fax, 'Fax Status: Delivered');
    await shot(stack, page, 'journey-public-fax-review-delivered-wide');

    // The admin's fax list shows the fax the public referral sent.
    const admin = await stack.newPage();
    await stack.signIn(admin.page, 'admin@demo.test');
    await admin.page.goto('/manage/fax');
    const row = admin.page.getByRole('row').filter({ hasText: 'Valley Orthopedics' }).first();
    await expect.poll(() => row.isVisible()).toBe(true);
    await admin.context.close();
    await context.close();
  });
});
