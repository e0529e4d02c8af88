import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, seeText, shot } from '../support/browser.js';
import { samplePdf, textField } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

const REFERRER_EMAIL = 'referrals@bayview-e2e.example';
const STAFF = 'psr@lakeside.demo.test';

/** The public form of Lakeside Cardiology, filled the way an outside referrer does. */
async function fillLakesideForm(page: Page) {
  await textField(page, 'Contact E-mail').fill(REFERRER_EMAIL);
  await textField(page, 'Physician').fill('Dr. Nora Bayview');
  await textField(page, 'Clinic Name').fill('Bayview Family Practice');
  await textField(page, 'Contact').fill('Sam Ortega');
  await textField(page, 'Office Phone').fill('3125550188');
  await page.getByRole('combobox', { name: /^Provider/ }).click();
  await page.getByRole('option', { name: 'Dr. Hannah Brooks' }).click();
  await textField(page, 'SSN').fill('123456955');
  await textField(page, 'First Name').fill('Maren');
  await textField(page, 'Last Name').fill('Solberg');
  await textField(page, 'Birthdate').fill('07141969');
  await textField(page, 'Phone').fill('3125550166');
  await textField(page, 'Diagnosis').fill('I48.91 Atrial fibrillation');
  await textField(page, 'Referring practice').fill('Bayview Family Practice');
  await textField(page, 'Referrer phone').fill('3125550188');
  await textField(page, 'Reason for referral').fill('New atrial fibrillation, please evaluate.');
  for (const doc of ['Insurance Card', 'Clinical Notes']) {
    await page
      .getByTestId(`file-input-${doc.toUpperCase()} - Required *`)
      .setInputFiles(await samplePdf(`${doc}.pdf`));
  }
}

describe('a referral from someone without an account', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('is submitted from the directory, followed with the access code, and answered live', async () => {
    const referrer = await stack.newPage();
    const page = referrer.page;
    await page.goto('/directory');
    await seeText(page, 'Clinics Directory');
    // Only public clinics: Northside Pediatrics is not listed.
    await seeText(page, 'Lakeside Cardiology');
    expect(await page.getByText('Northside Pediatrics').count()).toBe(0);
    await page.getByLabel('Search clinics').fill('lake');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await shot(stack, page, 'public-directory-wide');
    await page.getByRole('link', { name: 'View Referral Form: Lakeside Cardiology' }).click();
    await page.waitForURL('**/directory/LAKESIDE');

    const submit = page.getByRole('button', {
      name: 'Please complete all required items to enable submission',
    });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await fillLakesideForm(page);
    const ready = page.getByRole('button', { name: 'Submit Referral' });
    await expect.poll(() => ready.isEnabled()).toBe(true);
    await shot(stack, page, 'public-form-filled-wide');
    const mail = await stack.mail.watch(REFERRER_EMAIL, /Your referral to Lakeside Cardiology/);
    await ready.click();
    await seeText(page, 'Successfully submitted a referral.');
    await shot(stack, page, 'public-form-submitted-wide');

    // The e-mail carries the review link and the access code, nothing about the patient.
    const { text } = await mail.delivered();
    expect(text).not.toContain('Solberg');
    const link = /http:\/\/\S+\/public\/[0-9a-f-]{36}\/referral\/review\/LAKESIDE/.exec(text)![0];
    const code = /\b[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\b/.exec(text)![0];
    const uuid = /public\/([0-9a-f-]{36})\//.exec(link)![1]!;

    await page.goto(new URL(link).pathname);
    await page.getByRole('textbox', { name: /^Email/ }).fill(REFERRER_EMAIL);
    await page.getByRole('textbox', { name: /^Access Code/ }).fill('WRNG-WRNG-WRNG');
    await page.getByRole('button', { name: 'View Referral' }).click();
    await seeText(page, 'Invalid email or access code.');
    await page.getByRole('textbox', { name: /^Access Code/ }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'View Referral' }).click();
    await seeText(page, 'Maren');
    await seeText(page, 'Lakeside Cardiology');
    const message = page.getByRole('textbox', { name: 'Message to the clinic' });
    await message.fill('Patient can come in any afternoon.');
    await message.press('Enter');
    const messages = page.getByRole('list', { name: 'Messages' });
    await seeText(messages, 'Patient can come in any afternoon.');
    await shot(stack, page, 'public-review-wide');

    // The receiving clinic finds it in its received list, marked as a public-form referral.
    const staff = await stack.newPage();
    await stack.signIn(staff.page, STAFF);
    await staff.page.goto('/referrals/active?tab=received');
    const row = staff.page
      .getByRole('row')
      .filter({ has: staff.page.getByRole('button', { name: 'Review: Maren Solberg' }) });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.innerText()).toContain('Submitted via Public Form');
    expect(await row.innerText()).toContain('★');
    await row.getByRole('button', { name: 'Review: Maren Solberg' }).click();
    await staff.page.waitForURL(`**/referrals/${uuid}/review`);
    await seeText(staff.page, 'Patient can come in any afternoon.');
    const reply = staff.page.getByRole('textbox', { name: 'Message' });
    await reply.fill('Thanks, we will call to book Thursday 2 pm.');
    await reply.press('Enter');
    await seeText(staff.page, 'Created Referral Note');

    // The referrer sees the answer without reloading.
    await seeText(messages, 'Thanks, we will call to book Thursday 2 pm.');
    await shot(stack, page, 'public-review-answered-wide');

    await page.setViewportSize(PHONE);
    await shot(stack, page, 'public-review-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await staff.context.close();
    await referrer.context.close();
  });

  it('reads well on a phone: the directory and the form', async () => {
    const { context, page } = await stack.newPage();
    await page.setViewportSize(PHONE);
    await page.goto('/directory');
    await seeText(page, 'Lakeside Cardiology');
    await shot(stack, page, 'public-directory-phone');
    await page.goto('/directory/LAKESIDE');
    await expect.poll(() => textField(page, 'Contact E-mail').isVisible()).toBe(true);
    await shot(stack, page, 'public-form-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.goto('/directory/NORTHPEDS');
    await seeText(page, 'Cannot load clinic referral form for Clinic NORTHPEDS');
    await seeText(page, 'Please contact the system administrator');
    await context.close();
  });
});
