import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.js';
import { PHONE, seeText, shot } from '../support/browser.js';
import { chooseFirstProvider } from '../support/referrals.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

const RECEIVER = 'psr@lakeside.demo.test';
const REFERRER = 'psr@northside.demo.test';
const ADMIN = 'admin@demo.test';

/** A patient of this test only, so the demo's faxes and referrals never match. */
const PATIENT = {
  firstname: 'Harriet',
  lastname: 'Quinlan',
  birthdate: '1958-07-19',
  ssn: '482-31-5096',
  diagnosis: { code: 'I10', description: 'Essential (primary) hypertension' },
  reason: 'Evaluation of resistant hypertension',
  provider: 'Susan Patel',
};

/**
 * The server's fax sample generator, loaded at run time: its module graph reaches the server's
 * own type setup, which this package does not compile.
 */
const SAMPLES = '../../../apps/server/src/seed/fax-samples/index.js';
async function generateFax(spec: object): Promise<Uint8Array> {
  const { generateFaxSample } = (await import(SAMPLES)) as {
    generateFaxSample(spec: object): Promise<{ pdf: Uint8Array }>;
  };
  return (await generateFaxSample(spec)).pdf;
}

/** Northside faxes Lakeside a referral: cover sheet, letterhead form, one page of notes. */
const FAX = {
  id: 'e2e-northside',
  kind: 'fine',
  seed: 8080,
  degradation: { resolution: 'fine' },
  from: {
    name: 'Northside Family Medicine',
    address: '1200 N Clark St, Chicago, IL 60610',
    phone: '312-555-0100',
    fax: '312-555-0101',
  },
  to: 'Lakeside Cardiology',
  sentOn: '2026-11-20',
  coverSheet: true,
  letterhead: true,
  referrals: [{ patient: PATIENT, notesPages: 1, labelVariant: 0 }],
};

/** A fax that names no patient: a cover sheet and a notice, typed (the intake reads their text). */
const NO_REFERRAL_PAGES = [
  ['FAX COVER SHEET', 'To: Lakeside Cardiology', 'From: Northside Family Medicine', 'Pages: 3'],
  ['Office notice', 'Our office is closed on Thanksgiving Day.', 'Regular hours resume Friday.'],
  ['Please update our fax number in your records.', 'Thank you.'],
];

async function noReferralFax(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Courier);
  for (const lines of NO_REFERRAL_PAGES) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, i) => page.drawText(line, { x: 72, y: 700 - i * 24, size: 14, font }));
  }
  return pdf.save();
}

/** OCR of a few pages on a busy 2-core machine, with the demo faxes recognised beside it. */
const OCR_TIMEOUT_MS = 150_000;

/** The right pane, for an accessibility check of what this file adds to it. */
const DETAIL_PANE = 'section[aria-label="Fax details"]';

const faxCards = (page: Page) => page.getByRole('button', { name: /^Fax from / });

async function openReceivedFaxes(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Received Faxes' }).isVisible())
    .toBe(true);
}

/**
 * Drops a fax sent to Lakeside's number from Northside's (the inbox and the referring clinic
 * follow) and opens it once it appears live at the top of the open list.
 */
async function receiveFromNorthside(stack: Stack, page: Page, name: string, pdf: Uint8Array) {
  const before = await faxCards(page).count();
  stack.dropFax(name, pdf, {
    from_number: '+1 312-555-0101',
    to_number: '312-555-0201',
    subject: 'Patient referral',
  });
  await expect.poll(() => faxCards(page).count(), { timeout: 30_000 }).toBe(before + 1);
  await faxCards(page).first().click();
}

describe('received faxes', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('turns a fax that arrives into a referral in the receiving clinic’s list', async () => {
    const { page } = await stack.newPage();
    await stack.signIn(page, RECEIVER);
    await openReceivedFaxes(page, '/fax/received');
    await seeText(page, 'Select a Fax');
    await expect.poll(() => faxCards(page).count()).toBeGreaterThan(0);
    await receiveFromNorthside(stack, page, 'northside-referral', await generateFax(FAX));
    // Its recognition finishes live too.
    await expect
      .poll(() => page.getByRole('tab', { name: 'Detected Referrals (1)' }).isVisible(), {
        timeout: OCR_TIMEOUT_MS,
        interval: 1000,
      })
      .toBe(true);
    await page.getByRole('tab', { name: 'Detected Referrals (1)' }).click();
    const detected = page
      .getByRole('article', { name: /^Detected referral 1/ })
      .or(page.getByLabel(/^Detected referral 1/));
    await expect.poll(() => detected.first().innerText()).toContain('Quinlan');
    await seeText(page, 'AI Detected Clinic');
    await shot(stack, page, 'fax-received-detected');
    // Every value read (name, birth date, SSN, clinic, diagnosis) says how sure intake is of it.
    const confidences = detected.first().getByRole('img', { name: /^(Low c|C)onfidence \(?\d+%/ });
    await expect.poll(() => confidences.count()).toBe(5);
    await detected.first().screenshot({
      path: path.join(SCREENSHOTS, 'fax-detected-card-confidence.png'),
      animations: 'disabled',
    });

    await detected.first().getByRole('button', { name: 'Create Referral' }).click();
    const dialog = page.getByRole('dialog');
    await seeText(dialog, 'Referral Information');
    await seeText(dialog, 'Fill out the form using the reference document on the left');
    expect(await dialog.getByLabel('First Name').inputValue()).toBe('Harriet');
    expect(await dialog.getByLabel('Last Name').inputValue()).toBe('Quinlan');
    expect(await dialog.getByLabel('Birth Date').inputValue()).toBe('1958-07-19');
    expect(await dialog.getByLabel('SSN').inputValue()).toBe('482-31-5096');
    expect(await dialog.getByLabel('Diagnosis').inputValue()).toContain('I10');
    // Matched by the sending fax number.
    await expect
      .poll(() => dialog.getByLabel('Referring Clinic').inputValue())
      .toBe('Northside Family Medicine');
    await chooseFirstProvider(page, dialog);
    await shot(stack, page, 'fax-create-referral-dialog');
    await dialog.getByRole('button', { name: 'Create Referral' }).click();
    await seeText(page, 'Referral created successfully!');
    await expect.poll(() => faxCards(page).first().innerText()).toContain('Reviewed');

    // The referral is in Lakeside's received list, from Northside.
    await page.goto('/referrals/active');
    const tab = page.getByRole('tab', { name: 'Active Received Referrals' });
    await expect.poll(() => tab.isVisible()).toBe(true);
    await tab.click();
    // Received tables name the patient in the row's action buttons.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Review: Harriet Quinlan' }) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('★ Referral From Fax');
    await shot(stack, page, 'fax-referral-in-received-list');
  });

  it('shows the recognised text of a fax with no referral and creates one by hand', async () => {
    const { page } = await stack.newPage();
    await stack.signIn(page, RECEIVER);
    // Northside, the clinic the fax came from, watches its sent referrals as it is typed in.
    const north = (await stack.newPage()).page;
    await stack.signIn(north, REFERRER);
    await north.goto('/referrals/active');
    const sentTab = north.getByRole('tab', { name: 'Active Sent Referrals' });
    await expect.poll(() => sentTab.isVisible()).toBe(true);
    await sentTab.click();
    const northRow = north.getByRole('row').filter({ hasText: 'Wendell Okafor' });
    expect(await northRow.count()).toBe(0);
    await openReceivedFaxes(page, '/fax/received');
    await expect.poll(() => faxCards(page).count()).toBeGreaterThan(0);

    // A demo fax from a poor scan: the values read less surely are highlighted for checking.
    await faxCards(page).filter({ hasText: '630-555-0401' }).first().click();
    const card = page.getByRole('article', { name: /^Detected referral 1/ });
    await expect
      .poll(() => card.getByRole('img', { name: /onfidence/ }).count(), {
        timeout: OCR_TIMEOUT_MS,
      })
      .toBeGreaterThan(0);
    await card.screenshot({
      path: path.join(SCREENSHOTS, 'fax-detected-card-low-confidence.png'),
      animations: 'disabled',
    });
    // The warning colours still read (contrast), and the markers are named.
    expect(await seriousViolations(page, DETAIL_PANE)).toEqual([]);

    await receiveFromNorthside(stack, page, 'no-referral', await noReferralFax());
    await expect
      .poll(() => page.getByText('No referral detected').isVisible(), {
        timeout: OCR_TIMEOUT_MS,
        interval: 1000,
      })
      .toBe(true);
    expect(await page.getByRole('tab', { name: 'No Referrals Detected' }).isVisible()).toBe(true);
    // Not the empty dashed card: the text of each page, under its heading.
    expect(await page.getByText('Click here to create referral').count()).toBe(0);
    const text = page.getByRole('region', { name: 'Recognised Text' });
    for (const [i, lines] of NO_REFERRAL_PAGES.entries()) {
      const pageText = text.getByRole('region', { name: `Page ${i + 1}` });
      await expect.poll(() => pageText.innerText()).toContain(lines[1]!);
    }
    // The pane scrolls on its own: bring the text into the picture.
    await text.scrollIntoViewIfNeeded();
    await shot(stack, page, 'fax-received-no-referral');
    expect(await seriousViolations(page, DETAIL_PANE)).toEqual([]);

    await page.getByRole('button', { name: 'Create referral manually' }).click();
    const dialog = page.getByRole('dialog');
    await seeText(dialog, 'Referral Information');
    // The whole fax is the referral's pages; nothing guessed but the sender's clinic.
    expect(await dialog.getByRole('spinbutton', { name: 'Start page' }).inputValue()).toBe('1');
    expect(await dialog.getByRole('spinbutton', { name: 'End page' }).inputValue()).toBe('3');
    expect(await dialog.getByLabel('First Name').inputValue()).toBe('');
    await expect
      .poll(() => dialog.getByLabel('Referring Clinic').inputValue())
      .toBe('Northside Family Medicine');
    // The cut pages drawn (the viewer paints each page on a canvas) before the picture.
    await expect.poll(() => dialog.locator('canvas').first().isVisible()).toBe(true);
    await shot(stack, page, 'fax-no-referral-create-dialog');

    // Typed in by hand, it is a referral like any other: in the fax's card, both clinics' lists
    // (Northside's at once, live) and its own page.
    await dialog.getByLabel('First Name').fill('Wendell');
    await dialog.getByLabel('Last Name').fill('Okafor');
    await dialog.getByLabel('Birth Date').fill('1949-03-02');
    await dialog.getByLabel('SSN').fill('517-22-6408');
    await dialog
      .getByLabel('Diagnosis')
      .fill('M17.11 Unilateral primary osteoarthritis, right knee');
    await chooseFirstProvider(page, dialog);
    await dialog.getByRole('button', { name: 'Create Referral' }).click();
    await seeText(page, 'Referral created successfully!');
    await expect.poll(() => faxCards(page).first().innerText()).toContain('Reviewed');

    await expect.poll(() => northRow.count()).toBe(1);
    expect(await northRow.innerText()).toContain('Lakeside Cardiology');

    await page.goto('/referrals/active');
    const tab = page.getByRole('tab', { name: 'Active Received Referrals' });
    await expect.poll(() => tab.isVisible()).toBe(true);
    await tab.click();
    const review = page.getByRole('button', { name: 'Review: Wendell Okafor' });
    await expect.poll(() => review.count()).toBe(1);
    await review.click();
    await seeText(page, 'Wendell Okafor');
    await seeText(page, 'M17.11');
    await shot(stack, page, 'fax-manual-referral-review');
  });

  it('gives admins every inbox, the outbound fax grid, and a phone layout', async () => {
    const { page } = await stack.newPage();
    await stack.signIn(page, ADMIN);
    await openReceivedFaxes(page, '/manage/fax/received');
    await seeText(page, 'Unidentified clinic');
    const unassigned = faxCards(page).filter({ hasText: 'Unidentified clinic' }).first();
    await unassigned.click();
    // No clinic yet: the assign form is open by itself.
    await seeText(page, 'Assign the fax to a clinic');
    await shot(stack, page, 'fax-received-admin-assign');

    await page.goto('/manage/fax');
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Fax ID' }).isVisible())
      .toBe(true);
    for (const column of ['Clinic Sender', 'Clinic Receiver', 'Pages Sent', 'Attempts Made']) {
      expect(await page.getByRole('columnheader', { name: column }).isVisible()).toBe(true);
    }
    await shot(stack, page, 'fax-outbound-grid');

    const phone = await stack.newPage(PHONE);
    await stack.signIn(phone.page, RECEIVER);
    await openReceivedFaxes(phone.page, '/fax/received');
    await expect.poll(() => faxCards(phone.page).count()).toBeGreaterThan(0);
    await shot(stack, phone.page, 'fax-received-phone');
    await faxCards(phone.page).first().click();
    await shot(stack, phone.page, 'fax-received-phone-detail');
  });
});
