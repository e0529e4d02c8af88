import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, gql, seeText, shot } from '../support/browser.js';
import {
  WizardDriver,
  referralOf,
  sendOrderToChen,
  rowsOfReferral,
  samplePdf,
  textField,
  type PatientInput,
} from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

const SENDER = 'psr@northside.demo.test';

/** A patient per test: distinct SSNs keep the SSN look-up from offering an earlier one. */
function patient(n: number, overrides: Partial<PatientInput> = {}): PatientInput {
  return {
    referrer: 'Dr. Emily Carter',
    ssn: `123-45-${String(6780 + n)}`,
    firstname: 'Ada',
    lastname: `Byron${String(n)}`,
    birthdate: '02/01/1980',
    phone: '312-555-0100',
    diagnosis: 'I10 Hypertension',
    ...overrides,
  };
}

/** The post-send dialog, by its title. */
function sentDialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title });
}

describe('sending a referral', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('sends a referral with documents to Lakeside Cardiology', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, SENDER);
    const wizard = new WizardDriver(page);
    await wizard.open();
    await shot(stack, page, 'send-referral-step1-find-provider-wide');
    await wizard.chooseProvider('Brooks', 'Dr. Hannah Brooks');

    // Patient Demographics: nothing is saved until the form is valid.
    expect(await wizard.draftStatus()).toBe('Unsaved');
    expect(page.url()).toMatch(/\/referrals\/send$/);
    await wizard.fillPatient(patient(1));
    await wizard.fillExternalForm();
    const uuid = await wizard.waitForSavedDraft();
    await shot(stack, page, 'send-referral-step2-patient-wide');
    expect((await referralOf(page, uuid)).status).toBe('draft');

    await wizard.goNext('Referral Documents');
    // Required documents first: Next waits for them.
    expect(await wizard.next.isEnabled()).toBe(false);
    await wizard.uploadRequired(['Insurance Card', 'Clinical Notes']);
    await seeText(page, 'Successfully Uploaded Files');
    // An optional document's qualifying question.
    await page.getByRole('button', { name: /ECG - Optional/ }).click();
    await page
      .getByRole('radiogroup', { name: 'Does the patient have an ECG from the last 6 months?' })
      .getByLabel('No')
      .check();
    // The provider's own 'misc' document is the one 'Misc - Optional' section, not a second one.
    expect(await wizard.card.getByRole('button', { name: /^misc - optional/i }).count()).toBe(1);
    const misc = await wizard.uploadMisc(await samplePdf('scan-0042.pdf'), 'Referral letter');
    await shot(stack, page, 'send-referral-step3-documents-wide');

    await wizard.goNext('Send Referral');
    const card = wizard.card;
    await seeText(card, 'Dr. Hannah Brooks');
    await seeText(card, 'Ada Byron1');
    await seeText(card, misc);
    await shot(stack, page, 'send-referral-step4-send-wide');
    await wizard.submit('Send Referral').click();

    const dialog = sentDialog(page, 'Referral Sent');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await seeText(dialog, 'The referral was sent.');
    await shot(stack, page, 'send-referral-sent-dialog-wide');

    const sent = await referralOf(page, uuid);
    expect(sent.status).toBe('sent');
    expect(sent.patient?.lastname).toBe('Byron1');
    expect(sent.provider?.display_name).toBe('Dr. Hannah Brooks');
    expect(
      sent.documents.map((d) => [d.name, d.referral_document_name, d.content_type]).sort(),
    ).toEqual([
      ['Clinical Notes.pdf', 'Clinical Notes', 'application/pdf'],
      ['Insurance Card.pdf', 'Insurance Card', 'application/pdf'],
      [misc, 'misc', 'application/pdf'],
    ]);
    expect(Object.values(JSON.parse(sent.extra_info) as Record<string, unknown>)).toEqual(
      expect.arrayContaining(['Northside Family Medicine', 'Evaluate for hypertension workup.']),
    );
    const { referral_answers } = await gql<{ referral_answers: { answer: string }[] }>(
      page,
      'query ($u: String!) { referral_answers(referral_uuid: $u) { name answer } }',
      { u: uuid },
    );
    expect(referral_answers).toEqual([expect.objectContaining({ name: 'ECG', answer: 'No' })]);

    // Closing the dialog leads to the active referrals.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/referrals/active');
    await context.close();
  });

  it('keeps the draft across a reload', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, SENDER);
    const wizard = new WizardDriver(page);
    await wizard.open();
    await wizard.chooseProvider('Patel', 'Dr. Raj Patel');
    const typed = patient(2, { referrer: 'Jordan Lee, NP', phone: '773-555-0123' });
    await wizard.fillPatient(typed);
    await wizard.fillExternalForm();
    const uuid = await wizard.waitForSavedDraft();

    await page.reload();
    // The reopened draft continues where there is work left: the documents.
    await expect
      .poll(() => wizard.card.getByRole('heading', { name: 'Referral Documents' }).isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/referrals/${uuid}`);
    await page.getByRole('tab', { name: 'Patient Demographics' }).click();
    await wizard.waitForForm();
    await expect.poll(() => wizard.draftStatus()).toBe('Saved as Draft');
    // The select names its choice once the clinic's providers have loaded.
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Referrer Provider/ }).innerText())
      .toBe('Jordan Lee, NP');
    const values = {
      SSN: typed.ssn,
      'First Name': typed.firstname,
      'Last Name': typed.lastname,
      Birthdate: typed.birthdate,
      Phone: typed.phone,
      Diagnosis: typed.diagnosis,
      'Referring practice': 'Northside Family Medicine',
      'Referrer phone': '312-555-0101',
      'Reason for referral': 'Evaluate for hypertension workup.',
    };
    for (const [label, value] of Object.entries(values)) {
      expect(await textField(page, label).inputValue(), label).toBe(value);
    }
    await shot(stack, page, 'send-referral-draft-reloaded-wide');
    const draft = await referralOf(page, uuid);
    expect(draft.status).toBe('draft');
    // Stored as digits, as the public form stores it (issue 17 item 13).
    expect(draft.patient?.details.phone).toBe('7735550123');
    await context.close();
  });

  it('submits an order to Riverside Imaging for approval', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, SENDER);
    const uuid = await sendOrderToChen(page, patient(3));

    const dialog = sentDialog(page, 'Order saved');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await seeText(dialog, 'The order was saved and waits for the provider’s approval.');
    await shot(stack, page, 'send-referral-order-saved-wide');
    const order = await referralOf(page, uuid);
    expect(order.status).toBe('pending_approval');
    expect(order.is_order).toBe(true);
    await context.close();
  });

  it('faxes a referral to Valley Orthopedics', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, SENDER);
    const wizard = new WizardDriver(page);
    await wizard.open();
    await wizard.chooseProvider('Grant', 'Dr. Olivia Grant');
    await wizard.fillPatient(patient(4));
    await wizard.fillExternalForm();
    const uuid = await wizard.waitForSavedDraft();
    await wizard.goNext('Referral Documents');
    await wizard.uploadRequired(['Insurance Card', 'Clinical Notes']);
    await wizard.goNext('Send Referral');
    await wizard.submit('Send Referral Fax').click();

    const validating = page.getByRole('dialog', {
      name: 'Validating Files for Faxing - Please Wait',
    });
    await expect.poll(() => validating.isVisible()).toBe(true);
    await shot(stack, page, 'send-referral-fax-validating-wide');
    const dialog = sentDialog(page, 'Referral Sent');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await validating.isVisible()).toBe(false);
    const faxed = await referralOf(page, uuid);
    expect(faxed.status).toBe('sent_fax');
    expect(faxed.is_fax).toBe(true);

    // The server's fax job sends it through the local simulated fax, which reports success
    // about 13 s after submission; the first status poll comes 15 s after it.
    await expect
      .poll(async () => (await referralOf(page, uuid)).status, { timeout: 30_000, interval: 1000 })
      .toBe('faxed_successfully');
    // On PostgreSQL the fax itself can be read: one, delivered, to 001 + the clinic's fax digits.
    const faxes = await rowsOfReferral(stack.databaseUrl, 'faxes', 'status, recipient', uuid);
    if (faxes) expect(faxes).toEqual([{ status: 'success', recipient: '0016305550401' }]);
    await context.close();
  });

  it('texts the patient from the post-send dialog, on a phone', async () => {
    const { context, page } = await stack.newPage(PHONE);
    await stack.signIn(page, SENDER);
    const wizard = new WizardDriver(page);
    await wizard.open();
    await shot(stack, page, 'send-referral-step1-find-provider-phone');
    // Same organization (Northside Health): the internal form, no document is required.
    await wizard.chooseProvider('Alvarez', 'Dr. Sofia Alvarez');
    await wizard.fillPatient(patient(5, { phone: '312-555-0177' }));
    await wizard.fillInternalForm();
    const uuid = await wizard.waitForSavedDraft();
    await shot(stack, page, 'send-referral-step2-patient-phone');
    await wizard.goNext('Referral Documents');
    await seeText(wizard.card, 'INSURANCE CARD');
    await shot(stack, page, 'send-referral-step3-documents-phone');
    await wizard.goNext('Send Referral');
    await shot(stack, page, 'send-referral-step4-send-phone');
    await wizard.submit('Send Referral').click();

    const dialog = sentDialog(page, 'Referral Sent');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('switch', { name: 'Send SMS to patient' }).check();
    const phone = textField(dialog, 'Phone');
    const message = textField(dialog, 'Message');
    expect(await phone.inputValue()).toBe('312-555-0177');
    expect(await message.inputValue()).toMatch(
      /^From Northside Family Medicine: This is confirmation that we sent your referral to Northside Pediatrics\./,
    );
    // The spec's template is the text: nobody writes their own (issue 18 item 11).
    expect(await message.getAttribute('readonly')).not.toBeNull();
    await phone.fill('');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await seeText(dialog, 'Phone number is required');
    await shot(stack, page, 'send-referral-sms-required-phone');

    await phone.fill('3125550188');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/sms/send'));
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const answer = await posted;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      phone: '3125550188',
      referral_uuid: uuid,
    });
    await seeText(dialog, 'SMS Sent!');
    await shot(stack, page, 'send-referral-sms-sent-phone');
    // The stack mails through SMTP, so there is no /dev/mailbox; on PostgreSQL the local SMS
    // adapter's outbox row is read instead.
    const texts = await rowsOfReferral(
      stack.databaseUrl,
      'sms_messages',
      'provider, to_phone, status, body',
      uuid,
    );
    if (texts) {
      expect(texts).toEqual([
        expect.objectContaining({ provider: 'local', to_phone: '3125550188', status: 'delivered' }),
      ]);
      expect(texts[0]!.body).toMatch(/^From Northside Family Medicine: This is confirmation/);
    }
    await context.close();
  });
});
