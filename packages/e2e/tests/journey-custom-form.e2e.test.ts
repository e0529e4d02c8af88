import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedText, seeText, shot } from '../support/browser.js';
import { WizardDriver, referralOf, samplePdf, textField } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';
import { pdfText } from '../../../apps/server/test/fixtures/pdf-text.js';

/**
 * A clinic's custom form read the same way from end to end (issue 17, items 4, 5, 13): Northside's
 * PSR fills Lakeside's public form, whose demo rows cover every field kind (seed/demo-forms.ts,
 * made with the form builder's own rules), answers a qualifying question and sends; Lakeside's
 * PSR reads the answers on the detail view under the form's labels and in the printed PDF; the
 * sender finds the referral in the export.
 */

const SENDER = 'psr@northside.demo.test';
const RECEIVER = 'psr@lakeside.demo.test';
const PATIENT = {
  referrer: 'Dr. Emily Carter',
  ssn: '123-45-7311',
  firstname: 'Katherine',
  lastname: 'Customform',
  birthdate: '08/26/1968',
  phone: '312-555-0142',
  diagnosis: 'R07.9 Chest pain',
};
const ECG_QUESTION = 'Does the patient have an ECG from the last 6 months?';

/** What each custom row of Lakeside's public form is filled with, and how it reads back. */
const READ_BACK: [label: string, text: string][] = [
  ['Referring practice', 'Northside Family Medicine'],
  ['Referrer phone', '312-555-0101'],
  ['Preferred contact method', 'Fax'],
  ['Date symptoms started', '03/09/2026'],
  ['Reason for referral', 'Exertional chest pain for two weeks.'],
  ['Patient home address', '12 Oak St, Springfield, IL 62704'],
  ['Accommodations needed', 'Interpreter, Wheelchair access'],
  ['Patient weight (lb)', '182'],
];

async function fillEveryKind(page: Page) {
  await textField(page, 'Referring practice').fill('Northside Family Medicine');
  await textField(page, 'Referrer phone').fill('3125550101');
  await page
    .getByRole('radiogroup', { name: 'Preferred contact method' })
    .getByLabel('Fax')
    .check();
  await textField(page, 'Date symptoms started').fill('03092026');
  await textField(page, 'Reason for referral').fill('Exertional chest pain for two weeks.');
  const address = page.getByRole('group', { name: 'Patient home address' });
  await address.getByRole('combobox', { name: 'Street' }).fill('12 Oak St');
  await address.getByRole('combobox', { name: 'Street' }).press('Escape');
  await address.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await address.getByRole('textbox', { name: 'State' }).fill('IL');
  await address.getByRole('textbox', { name: 'Zip' }).fill('62704');
  const accommodations = page.getByRole('group', { name: 'Accommodations needed' });
  await accommodations.getByLabel('Interpreter').check();
  await accommodations.getByLabel('Wheelchair access').check();
  await textField(page, 'Patient weight (lb)').fill('182');
}

/** A file the signed-in browser fetches (its session cookie), as bytes. */
async function fetchBytes(page: Page, url: string): Promise<{ status: number; bytes: Uint8Array }> {
  const { status, base64 } = await page.evaluate(async (u) => {
    const res = await fetch(u, { credentials: 'include' });
    const buf = new Uint8Array(await res.arrayBuffer());
    let bin = '';
    for (let i = 0; i < buf.length; i += 0x8000)
      bin += String.fromCharCode(...buf.subarray(i, i + 0x8000));
    return { status: res.status, base64: btoa(bin) };
  }, url);
  return { status, bytes: new Uint8Array(Buffer.from(base64, 'base64')) };
}

describe('journey: a custom form from the wizard to the detail view, the print and the export', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('reads every field kind and the qualifying answer back as the sender filled them', async () => {
    // Northside fills Lakeside's public form with every kind and answers the ECG question.
    const sender = await stack.newPage();
    await stack.signIn(sender.page, SENDER);
    const wizard = new WizardDriver(sender.page);
    await wizard.open();
    await wizard.chooseProvider('Brooks', 'Dr. Hannah Brooks');
    await wizard.fillPatient(PATIENT);
    await fillEveryKind(sender.page);
    const uuid = await wizard.waitForSavedDraft();
    await shot(stack, sender.page, 'journey-custom-form-wizard-wide');
    await wizard.goNext('Referral Documents');
    await wizard.uploadRequired(['Insurance Card', 'Clinical Notes']);
    await sender.page.getByRole('button', { name: /ECG - Optional/ }).click();
    await sender.page.getByRole('radiogroup', { name: ECG_QUESTION }).getByLabel('Yes').check();
    await wizard.upload('ECG - Optional', await samplePdf('ecg-2026.pdf'));
    await wizard.goNext('Send Referral');
    await wizard.submit('Send Referral').click();
    await expect
      .poll(() => sender.page.getByRole('dialog', { name: 'Referral Sent' }).isVisible())
      .toBe(true);
    const sent = await referralOf(sender.page, uuid);
    expect(sent.status).toBe('sent');
    // The wizard's masked phone is stored as the public form stores it: digits only.
    expect(sent.patient?.details.phone).toBe('3125550142');

    // Lakeside reads it under its own labels, dates and addresses as they were typed.
    const receiver = await stack.newPage();
    await stack.signIn(receiver.page, RECEIVER);
    const page = receiver.page;
    await page.goto(`/referrals/${uuid}/review`);
    await seeText(page, `Referral: ${PATIENT.firstname} ${PATIENT.lastname}`);
    const details = page.getByRole('region', { name: 'Referral Details' });
    for (const [label, text] of READ_BACK) {
      const item = details.getByText(label, { exact: true });
      await expect.poll(() => item.isVisible()).toBe(true);
      expect(await item.locator('..').innerText(), label).toContain(text);
    }
    const detailText = await details.innerText();
    expect(detailText).not.toContain('[object Object]');
    expect(detailText).not.toContain('2026-03-09');
    const documents = page.getByRole('region', { name: 'Uploaded Documents' });
    await seeText(documents, 'ecg-2026.pdf');
    await seeText(documents, `ECG: ${ECG_QUESTION} Yes`);
    await shot(stack, page, 'journey-custom-form-detail-wide');

    // The printed PDF says the same.
    const print = await fetchBytes(page, `/api/referrals/${uuid}/print`);
    expect(print.status).toBe(200);
    const text = await pdfText(print.bytes);
    for (const [label, value] of READ_BACK) expect(text, label).toContain(`${label} ${value}`);
    expect(text).toContain(`ECG ${ECG_QUESTION} Yes`);
    expect(text).toContain('Phone 312-555-0142');
    expect(text).not.toContain('[object Object]');

    // The sender's export lists it (its columns are the spec's; no custom field is exported).
    await sender.page.goto('/export');
    await seeText(sender.page, 'Export Sent Referrals');
    const download = sender.page.waitForEvent('download');
    await sender.page.getByRole('button', { name: 'Export File' }).click();
    const csv = await downloadedText(await download);
    const row = csv
      .split('\r\n')
      .find((l) => l.includes(`${PATIENT.firstname} ${PATIENT.lastname}`));
    expect(row).toBeDefined();
    expect(row).toContain('"R07.9 Chest pain"');
    // The export writes the birth date as its grid shows it (DD MMM YYYY, issue 17 item 25).
    expect(row).toContain('"26 Aug 1968"');
    await receiver.context.close();
    await sender.context.close();
  });
});
