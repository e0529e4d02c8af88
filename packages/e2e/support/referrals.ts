import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import pg from 'pg';
import { expect } from 'vitest';
import { gql, seeText } from './browser.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text field by its label, with or without the required asterisk ('Phone' is not 'Referrer phone'). */
export function textField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`) });
}

/** A small real PDF (one page naming what it is), as a file chooser takes it. */
/**
 * The fax referral dialog's Receiving Provider, when the clinic has several to choose from: its
 * first (a clinic with one provider shows no select).
 */
export async function chooseFirstProvider(page: Page, dialog: Locator): Promise<void> {
  const provider = dialog.getByRole('combobox', { name: /^Receiving Provider/ });
  if (await provider.isVisible()) {
    await provider.click();
    await page.getByRole('option').first().click();
  }
}

export async function samplePdf(name: string) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText(`E2E document: ${name}`, { x: 72, y: 700, size: 18, font });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
}

export interface PatientInput {
  referrer: string;
  ssn: string;
  firstname: string;
  lastname: string;
  /** MM/DD/YYYY as typed. */
  birthdate: string;
  phone: string;
  diagnosis: string;
  /** The sending clinic's record number; left empty when not given. */
  mrn?: string;
}

export interface ReferralView {
  status: string;
  is_fax: boolean;
  is_order: boolean;
  extra_info: string;
  patient: { firstname: string; lastname: string; details: { phone: string | null } } | null;
  provider: { display_name: string } | null;
  documents: { name: string; referral_document_name: string | null; content_type: string }[];
}

/** The referral as its sender's browser reads it. */
export async function referralOf(page: Page, uuid: string): Promise<ReferralView> {
  const data = await gql<{ referral: ReferralView }>(
    page,
    `query ($uuid: String!) { referral(uuid: $uuid) {
      status is_fax is_order extra_info
      patient { firstname lastname details { phone } }
      provider { display_name }
      documents { name referral_document_name content_type }
    } }`,
    { uuid },
  );
  return data.referral;
}

/**
 * Rows the server keeps out of the API (outbound faxes, texts) for a referral, read straight from
 * the stack's database; only a PostgreSQL stack can be read from outside (PGlite belongs to the
 * server process), so this answers null there.
 */
export async function rowsOfReferral(
  databaseUrl: string | undefined,
  table: 'faxes' | 'sms_messages',
  columns: string,
  uuid: string,
): Promise<Record<string, unknown>[] | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT ${columns} FROM ${table}
        WHERE referral_id = (SELECT id FROM referrals WHERE uuid = $1) ORDER BY id`,
      [uuid],
    );
    return rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** The draft's uuid from the wizard's address (/referrals/{uuid}). */
export function uuidFromUrl(page: Page): string {
  const m = /\/referrals\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname);
  if (!m) throw new Error(`not a referral address: ${page.url()}`);
  return m[1]!;
}

/** Drives the referral wizard the way a person does: labels, buttons, visible states. */
export class WizardDriver {
  constructor(readonly page: Page) {}

  /** The wizard's own area, below the page title (which reads 'Send Referral' too). */
  get card(): Locator {
    return this.page.locator('.MuiCard-root').first();
  }

  get next(): Locator {
    return this.card.getByRole('button', { name: 'Next', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/referrals/send');
    await seeText(this.page, 'Empty Favorites');
  }

  /** Find Provider: keyword search, then the row's Select action. */
  async chooseProvider(keyword: string, provider: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search providers' }).fill(keyword);
    const select = this.page.getByRole('button', { name: `Select ${provider}`, exact: true });
    await expect.poll(() => select.isVisible()).toBe(true);
    // The search narrows the grid to what was asked for.
    await expect.poll(() => this.page.getByRole('row').count()).toBe(2);
    await select.click();
    await this.waitForForm();
  }

  /** The patient step with the receiving clinic's form loaded. */
  async waitForForm(): Promise<void> {
    await expect.poll(() => textField(this.page, 'First Name').isVisible()).toBe(true);
  }

  async fillPatient(p: PatientInput): Promise<void> {
    const page = this.page;
    await page.getByRole('combobox', { name: /^Referrer Provider/ }).click();
    await page.getByRole('option', { name: p.referrer, exact: true }).click();
    await textField(page, 'SSN').fill(p.ssn.replace(/\D/g, ''));
    await textField(page, 'First Name').fill(p.firstname);
    await textField(page, 'Last Name').fill(p.lastname);
    await textField(page, 'Birthdate').fill(p.birthdate.replace(/\D/g, ''));
    await textField(page, 'Phone').fill(p.phone.replace(/\D/g, ''));
    await textField(page, 'Diagnosis').fill(p.diagnosis);
    if (p.mrn) await textField(page, 'MRN').fill(p.mrn);
  }

  /** The external (public) form's required rows of the demo clinics. */
  async fillExternalForm(): Promise<void> {
    await textField(this.page, 'Referring practice').fill('Northside Family Medicine');
    await textField(this.page, 'Referrer phone').fill('3125550101');
    await textField(this.page, 'Reason for referral').fill('Evaluate for hypertension workup.');
  }

  /** The internal (same organization) form's required row of the demo clinics. */
  async fillInternalForm(): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: /^Urgency/ })
      .getByLabel('Routine')
      .check();
  }

  draftStatus(): Promise<string> {
    return this.page.getByTestId('draft-status').innerText();
  }

  /** Auto-save has stored everything typed and the address names the draft. */
  async waitForSavedDraft(): Promise<string> {
    await expect.poll(() => this.draftStatus()).toBe('Saved as Draft');
    await this.page.waitForURL(/\/referrals\/[0-9a-f-]{36}$/);
    return uuidFromUrl(this.page);
  }

  /** Goes on and waits for the next step's heading. */
  async goNext(heading: string): Promise<void> {
    await expect.poll(() => this.next.isEnabled()).toBe(true);
    await this.next.click();
    await expect
      .poll(() => this.card.getByRole('heading', { name: heading, exact: true }).isVisible())
      .toBe(true);
  }

  /** Uploads a file into a document section and waits until it is listed as uploaded. */
  async upload(section: string, file: Awaited<ReturnType<typeof samplePdf>>): Promise<void> {
    await this.page.getByTestId(`file-input-${section}`).setInputFiles(file);
    await this.waitForUploaded(file.name);
  }

  /** The provider's required documents, uploaded section by section. */
  async uploadRequired(documents: string[]): Promise<void> {
    for (const doc of documents) {
      await this.upload(`${doc.toUpperCase()} - Required *`, await samplePdf(`${doc}.pdf`));
    }
  }

  /** A misc upload: named in 'Rename File' before it goes up. */
  async uploadMisc(file: Awaited<ReturnType<typeof samplePdf>>, typed: string): Promise<string> {
    await this.page.getByTestId('file-input-Misc - Optional').setInputFiles(file);
    const dialog = this.page.getByRole('dialog', { name: 'Rename File' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const filename = textField(dialog, 'Filename');
    expect(await filename.inputValue()).toBe(file.name.replace(/\.pdf$/, ''));
    await filename.fill(typed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const stored = `${typed}.pdf`;
    await this.waitForUploaded(stored);
    return stored;
  }

  private async waitForUploaded(name: string): Promise<void> {
    const table = this.page.getByRole('table', { name: 'Uploaded Documents' });
    await expect.poll(() => table.getByRole('cell', { name, exact: true }).isVisible()).toBe(true);
  }

  /** The Send step's submit button. */
  submit(label: string): Locator {
    return this.card.getByRole('button', { name: label, exact: true });
  }
}

/** A patient for a referral to Lakeside: the demo's Dr. Brooks and her external form. */
export const LAKESIDE_PATIENT: PatientInput = {
  referrer: 'Dr. Emily Carter',
  ssn: '123-45-6900',
  firstname: 'Grace',
  lastname: 'Hopperton',
  birthdate: '03/04/1975',
  phone: '312-555-0177',
  diagnosis: 'I10 Hypertension',
};

/**
 * Northside's PSR sends a referral to Dr. Brooks at Lakeside through the wizard, the way a person
 * does; answers its uuid once the post-send dialog shows.
 */
export async function sendToLakeside(page: Page, patient: PatientInput = LAKESIDE_PATIENT) {
  const wizard = new WizardDriver(page);
  await wizard.open();
  await wizard.chooseProvider('Brooks', 'Dr. Hannah Brooks');
  await wizard.fillPatient(patient);
  await wizard.fillExternalForm();
  const uuid = await wizard.waitForSavedDraft();
  await wizard.goNext('Referral Documents');
  await wizard.uploadRequired(['Insurance Card', 'Clinical Notes']);
  await wizard.goNext('Send Referral');
  await wizard.submit('Send Referral').click();
  await expect
    .poll(() => page.getByRole('dialog', { name: 'Referral Sent' }).isVisible())
    .toBe(true);
  return uuid;
}

/** A list's row for a patient (received tables name the patient in the row's action buttons). */
export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The status line of the review page. */
export const statusOf = (page: Page) => page.getByTestId('referral-status').innerText();

/** A date some days ahead as the date input takes it (YYYY-MM-DD). */
export function daysAhead(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** A referral list page (`/referrals/active` ...) on one of its tabs. */
export async function openList(page: Page, path: string, tab: string) {
  await page.goto(path);
  await expect.poll(() => page.getByRole('tab', { name: tab }).isVisible()).toBe(true);
  await page.getByRole('tab', { name: tab }).click();
  await expect
    .poll(() => page.getByRole('tab', { name: tab }).getAttribute('aria-selected'))
    .toBe('true');
}

/**
 * Northside's PSR submits an order to Dr. Chen at Riverside Imaging (an Orders clinic) through
 * the wizard; answers its uuid once the 'Order saved' dialog shows.
 */
export async function sendOrderToChen(page: Page, patient: PatientInput): Promise<string> {
  const wizard = new WizardDriver(page);
  await wizard.open();
  await wizard.chooseProvider('Chen', 'Dr. Wei Chen');
  await wizard.fillPatient(patient);
  await wizard.fillExternalForm();
  const uuid = await wizard.waitForSavedDraft();
  await wizard.goNext('Referral Documents');
  await wizard.uploadRequired(['Insurance Card', 'Imaging Order']);
  await wizard.goNext('Send Referral');
  const submit = wizard.submit('Submit for Approval');
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Order saved' }).isVisible()).toBe(true);
  return uuid;
}
