import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeText, shot } from '../support/browser.js';
import { LAKESIDE_PATIENT, WizardDriver } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

/**
 * Issue 17 item 18, as a clinic network lives it: a PSR of Lakeside registers a clinic that is not
 * on the platform yet (Register Clinic), opens it and adds its first staff user; a Northside PSR
 * sends it a referral through the wizard; the new clinic's staff activate their account, sign in
 * and find the referral in their received list. Crosses clinic registration, clinic
 * administration, account activation, sign-in, the referral wizard and the lists.
 */

const REGISTRAR = 'psr@lakeside.demo.test';
const SENDER = 'psr@northside.demo.test';
const STAFF = 'front.desk@harbor-pt-e2e.example';
const STAFF_PASSWORD = 'harbor-desk-password-7';
const CLINIC = 'Harbor Physical Therapy';

describe('journey: a clinic registered by a PSR receives its first referral', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('is registered, staffed, referred to, and its staff see the referral', async () => {
    // 1. Lakeside's PSR registers the clinic with only its default provider.
    const registrar = await stack.newPage();
    const page = registrar.page;
    await stack.signIn(page, REGISTRAR);
    await page.goto('/clinics/non-affiliate');
    await seeText(page, 'Register Clinic');
    await page.getByLabel('Clinic Name').fill(CLINIC);
    await page.getByRole('combobox', { name: /Address Line 1/ }).fill('40 Harbor Way');
    await page.getByLabel('City').fill('Waukegan');
    await page.getByLabel('State').fill('IL');
    await page.getByLabel('Zip').fill('60085');
    const next = page.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    // The default provider's switch stays off; no other provider receives.
    await seeText(page, 'Clinic receives to the default provider?');
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    // The review says what will be saved: the clinic receives, through its default provider.
    await seeText(page, /Receives referrals$/);
    const defaultRow = page.getByText('Any/First Available', { exact: true }).locator('..');
    await seeText(defaultRow, 'Receives referrals');
    await shot(stack, page, 'journey-new-clinic-review-wide');
    await page.getByRole('button', { name: 'Submit' }).click();

    // 2. Its registrar lands on it (it was 'Clinic not found.') and adds its first staff user.
    await page.waitForURL(/\/clinic\/\d+$/);
    await seeText(page, 'Successfully created a clinic');
    await seeText(page, CLINIC);
    const providers = page.getByRole('table', { name: 'Clinic providers' });
    const anyFirst = providers.getByRole('row').filter({ hasText: 'Any/First Available' });
    await expect.poll(() => anyFirst.innerText()).toMatch(/Yes$/);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Email').fill(STAFF);
    await dialog.getByLabel('First Name').fill('Hana');
    await dialog.getByLabel('Last Name').fill('Reyes');
    await dialog.getByLabel('Accept Referral').check();
    const activation = await stack.mail.watch(STAFF, /Activate your/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Successfully created a user');
    await seeText(page, STAFF);
    await shot(stack, page, 'journey-new-clinic-staffed-wide');
    await registrar.context.close();

    // 3. The new staff member activates the account.
    const staff = await stack.newPage();
    const { text } = await activation.delivered();
    const link = /http:\/\/\S+\/account\/activate\?\S+/.exec(text)![0];
    await staff.page.goto(new URL(link).pathname + new URL(link).search);
    await staff.page.getByLabel('Password Confirmation').fill(STAFF_PASSWORD);
    // 'Password' alone also names the confirmation field: the first one is the password.
    await staff.page.getByLabel('Password').first().fill(STAFF_PASSWORD);
    await staff.page.getByRole('button', { name: 'Activate' }).click();
    await staff.page.waitForURL('**/login');

    // 4. Northside's PSR sends it a referral through the wizard: its default provider.
    const sender = await stack.newPage();
    await stack.signIn(sender.page, SENDER);
    const wizard = new WizardDriver(sender.page);
    await wizard.open();
    await wizard.chooseProvider('Harbor', 'Any/First Available');
    await wizard.fillPatient({ ...LAKESIDE_PATIENT, firstname: 'Mira', lastname: 'Okafor' });
    await wizard.waitForSavedDraft();
    await wizard.goNext('Referral Documents');
    await wizard.goNext('Send Referral');
    await wizard.submit('Send Referral').click();
    await expect
      .poll(() => sender.page.getByRole('dialog', { name: 'Referral Sent' }).isVisible())
      .toBe(true);
    await sender.context.close();

    // 5. Its staff sign in and find it in their received list.
    await stack.signIn(staff.page, STAFF, STAFF_PASSWORD);
    await staff.page.goto('/referrals/active');
    const tab = staff.page.getByRole('tab', { name: 'Active Received Referrals' });
    await expect.poll(() => tab.isVisible()).toBe(true);
    await tab.click();
    const review = staff.page.getByRole('button', { name: 'Review: Mira Okafor' });
    await expect.poll(() => review.isVisible()).toBe(true);
    await shot(stack, staff.page, 'journey-new-clinic-received-wide');
    await staff.context.close();
  });
});
