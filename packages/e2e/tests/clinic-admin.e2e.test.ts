import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, gql, seeText } from '../support/browser.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

async function clinicIdByName(page: Page, name: string): Promise<string> {
  const data = await gql<{ clinics: { id: string; name: string }[] }>(
    page,
    'query ($k: String) { clinics(keyword: $k) { id name } }',
    { k: name },
  );
  const clinic = data.clinics.find((c) => c.name === name);
  if (!clinic) throw new Error(`no clinic ${name}`);
  return clinic.id;
}

/** Picks an option of an MUI select by its field label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('clinic administration', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('enrolls a clinic through the wizard, going back a step on a taken e-mail', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'admin@demo.test');
    await page.goto('/clinics/enroll');
    await seeText(page, 'Enroll PSR user first, then add clinic details');
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);

    await page.getByLabel('Clinic Name').fill('Harbor Pediatrics');
    // Address suggestions come from the demo clinics' stored addresses; keyboard selection.
    const street = page.getByRole('combobox', { name: /Address Line 1/ });
    await street.fill('1200 N Clark');
    await expect.poll(() => page.getByRole('option').count(), { timeout: 5000 }).toBeGreaterThan(0);
    await stack.screenshot(page, 'clinic-enroll-address-suggestions-wide');
    await street.press('ArrowDown');
    await street.press('Enter');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Chicago');
    expect(await page.getByLabel('State').inputValue()).toBe('IL');
    expect(await page.getByLabel('Zip').inputValue()).toBe('60610');
    expect(await street.inputValue()).toMatch(/^1200 N Clark St/);

    await page.getByLabel('Office Phone').fill('3125550199');
    expect(await page.getByLabel('Office Phone').inputValue()).toBe('312-555-0199');
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill('Pediatrics');
    await tags.press('Enter');
    await seeText(page, 'pediatrics');
    await expect.poll(() => next.isDisabled()).toBe(false);
    await stack.screenshot(page, 'clinic-enroll-step0-wide');
    await next.click();

    // Providers: the default provider first, its details only when it receives.
    await seeText(page, 'Clinic receives to the default provider?');
    const defaultBox = page.getByTestId('default-provider');
    expect(await defaultBox.getByLabel('Specializations').count()).toBe(0);
    await page.getByLabel('Clinic receives to the default provider?').check();
    await expect.poll(() => defaultBox.getByLabel('Specializations').count()).toBe(1);
    await page.getByLabel('Clinic receives to the default provider?').uncheck();

    await page.getByRole('button', { name: 'Add Provider' }).click();
    const box = page.getByTestId('provider-1');
    await expect.poll(() => next.isDisabled()).toBe(true);
    await choose(page, /^Title/, 'Doctor');
    await box.getByLabel('First Name').fill('Hannah');
    await box.getByLabel('Last Name').fill('Lee');
    const spec = box.getByRole('combobox', { name: /Specializations/ });
    await spec.fill('Pediatrics');
    await spec.press('Enter');
    await expect.poll(() => box.getByText('Pediatrics', { exact: true }).isVisible()).toBe(true);
    await box.getByRole('button', { name: 'Create a User for this Provider' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill('hannah.lee@harbor.test');
    await page.getByRole('dialog').getByRole('button', { name: 'Add User' }).click();
    await seeText(page, 'User Added');
    await expect.poll(() => next.isDisabled()).toBe(false);
    await stack.screenshot(page, 'clinic-enroll-providers-wide');
    await next.click();

    // Users: the main PSR user, with an e-mail that is already registered.
    const user = page.getByTestId('user-0');
    await user.getByLabel('Email').fill('psr@northside.demo.test');
    await user.getByLabel('First Name').fill('Paula');
    await user.getByLabel('Last Name').fill('Harbor');
    await expect.poll(() => next.isDisabled()).toBe(false);
    await next.click();
    await seeText(page, 'Hannah Lee');
    await stack.screenshot(page, 'clinic-enroll-review-wide');
    await page.getByRole('button', { name: 'Submit' }).click();

    // The server refuses the e-mail: a dialog, and the wizard is back on the users step.
    await seeText(page, /User 1: The email has already been taken/);
    await stack.screenshot(page, 'clinic-enroll-server-error-wide');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => user.getByLabel('Email').isVisible()).toBe(true);
    await seeText(page, 'The email has already been taken.');
    await user.getByLabel('Email').fill('paula@harbor.test');
    await next.click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/manage/clinics');
    await seeText(page, 'Successfully created a clinic');
    await context.close();
  });

  it('registers a non-affiliated clinic with its providers', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'psr@lakeside.demo.test');
    await page.goto('/clinics/non-affiliate');
    await seeText(page, 'Register Clinic');
    // Three steps: no users.
    expect(await page.getByText('Add Users').count()).toBe(0);
    expect(await page.getByLabel('Clinic Code').count()).toBe(0);
    await page.getByLabel('Clinic Name').fill('Lakeview Sleep Lab');
    await page.getByRole('combobox', { name: /Address Line 1/ }).fill('77 Shore Rd');
    await page.getByLabel('City').fill('Evanston');
    await page.getByLabel('State').fill('IL');
    await page.getByLabel('Zip').fill('60201');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Add Provider' }).click();
    const box = page.getByTestId('provider-1');
    await choose(page, /^Title/, 'Doctor');
    await box.getByLabel('First Name').fill('Ada');
    await box.getByLabel('Last Name').fill('Moss');
    const spec = box.getByRole('combobox', { name: /Specializations/ });
    await spec.fill('Sleep Medicine');
    await spec.press('Enter');
    // The specialization is a chip once committed; only then is the step complete.
    await expect
      .poll(() => box.getByText('Sleep Medicine', { exact: true }).isVisible())
      .toBe(true);
    // Non-affiliated clinics have no users, so providers get none either.
    expect(await box.getByRole('button', { name: 'Create a User for this Provider' }).count()).toBe(
      0,
    );
    // Leave the specializations field as a keyboard user would before going on.
    await spec.press('Escape');
    await spec.press('Tab');
    const next = page.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await seeText(page, 'Ada Moss');
    await page.getByRole('button', { name: 'Submit' }).click();
    // Its registering manager lands on the clinic they registered (issue 17 item 18).
    await page.waitForURL(/\/clinic\/\d+$/);
    await seeText(page, 'Successfully created a clinic');
    await seeText(page, 'Lakeview Sleep Lab');
    await context.close();
  });

  it('shows the wizard on a phone', async () => {
    const { context, page } = await stack.newPage(PHONE);
    await stack.signIn(page, 'admin@demo.test');
    await page.goto('/clinics/enroll');
    await page.getByLabel('Clinic Name').fill('Phone Clinic');
    await page.getByLabel('Clinic Name').blur();
    await page.getByRole('combobox', { name: /Address Line 1/ }).focus();
    await page.getByRole('combobox', { name: /Address Line 1/ }).blur();
    await seeText(page, 'Address Line 1 is required');
    await stack.screenshot(page, 'clinic-enroll-phone');
    await context.close();
  });

  it('edits a clinic, switches its Referral Type, adds a provider with a user and manages users', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'admin@demo.test');
    const id = await clinicIdByName(page, 'Lakeside Cardiology');
    await page.goto(`/manage/clinics/${id}`);
    await seeText(page, 'Edit Clinic');
    await expect
      .poll(() => page.getByLabel('Clinic Name').inputValue())
      .toBe('Lakeside Cardiology');
    await expect.poll(() => page.getByLabel('Clinic Code').isVisible()).toBe(true);
    await page.getByLabel('Fax').fill('3125550222');
    // An organization made on the spot is selected for the clinic.
    await page.getByRole('button', { name: 'Add Organization' }).click();
    const orgDialog = page.getByRole('dialog', { name: 'Add Organization' });
    await orgDialog.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Organization name is required');
    await orgDialog.getByLabel('Organization Name').fill('Lakeshore Heart Partners');
    await orgDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => orgDialog.isVisible()).toBe(false);
    await stack.screenshot(page, 'clinic-edit-details-wide');
    await page.getByRole('button', { name: 'Update Clinic' }).click();
    await seeText(page, 'Successfully updated a clinic');

    await page.getByRole('tab', { name: 'Configure' }).click();
    await choose(page, 'Referral Type', 'Orders');
    // The details save's snackbar may still be up: wait for the stored value, not the text.
    const stored = async () =>
      (
        await gql<{
          clinic: { is_order: boolean; fax: string; organization: { name: string } | null };
        }>(page, 'query ($id: ID!) { clinic(id: $id) { is_order fax organization { name } } }', {
          id,
        })
      ).clinic;
    await expect.poll(stored).toEqual({
      is_order: true,
      fax: '312-555-0222',
      organization: { name: 'Lakeshore Heart Partners' },
    });

    // A provider with an optional document, and a user for it.
    await page.getByRole('button', { name: 'Add Provider', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await seeText(page, 'Add Provider');
    await choose(page, /^Title/, 'Nurse Practitioner');
    await dialog.getByLabel('First Name').fill('Omar');
    await dialog.getByLabel('Last Name').fill('Haddad');
    const spec = dialog.getByRole('combobox', { name: /Specializations/ });
    await spec.fill('Cardiology');
    await spec.press('Enter');
    await expect.poll(() => dialog.getByText('Cardiology', { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Add Optional Document' }).click();
    await dialog.getByRole('combobox', { name: /Optional Document/ }).fill('Echo report');
    await dialog.getByRole('combobox', { name: /Question/ }).fill('Was an echo done this year?');
    await dialog.getByRole('button', { name: 'Create a User for this Provider' }).click();
    await page.getByRole('dialog').last().getByLabel('Email').fill('omar.haddad@lakeside.test');
    await page.getByRole('dialog').last().getByRole('button', { name: 'Add User' }).click();
    await seeText(page, 'User Added');
    await stack.screenshot(page, 'clinic-provider-dialog-wide');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Successfully created a provider');
    await seeText(page, 'Omar Haddad, NP');

    // Import an existing user by registered e-mail, then give them Send Referral.
    await page.getByRole('button', { name: 'Import Existing User' }).click();
    await page.getByLabel('Registered Email').fill('nurse@northside.demo.test');
    await stack.screenshot(page, 'clinic-import-user-wide');
    await page.getByRole('button', { name: 'Import User' }).click();
    await seeText(page, 'Successfully added a user');
    await page.getByRole('button', { name: 'Edit Nina Okafor' }).click();
    await seeText(page, 'Update User');
    await page.getByRole('dialog').getByLabel('Send Referral').check();
    await stack.screenshot(page, 'clinic-update-user-wide');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'User updated successfully!');
    const row = page.getByRole('row', { name: /Nina Okafor/ });
    await expect.poll(() => row.getByText('Send Referral').isVisible()).toBe(true);
    await stack.screenshot(page, 'clinic-configure-wide');

    // Remove asks first.
    await page.getByRole('button', { name: 'Remove Nina Okafor' }).click();
    await seeText(page, 'Click proceed if you want to remove this user from this clinic.');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await seeText(page, 'User is successfully deleted.');
    await context.close();
  });

  it('builds a custom form with every field kind and checks it in the preview', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'psr@northside.demo.test');
    const id = await clinicIdByName(page, 'Northside Family Medicine');
    await page.goto(`/clinic/${id}/settings`);
    await seeText(page, 'New Custom Field');
    const add = page.getByRole('button', { name: 'Add Field' });

    // The spec's messages.
    await add.click();
    await seeText(page, 'The field name and label are required.');
    const newField = page.getByRole('region', { name: 'New Custom Field' });
    const fill = async (field: string, label: string, kind: string, choices: string[] = []) => {
      await newField.getByLabel('Field Name').fill(field);
      await newField.getByLabel('Label').fill(label);
      await newField.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: kind, exact: true }).click();
      for (const c of choices) {
        const input = newField.getByRole('combobox', { name: 'Choices' });
        await input.fill(c);
        await input.press('Enter');
      }
    };
    await fill('visit_reason', 'Visit reason', 'Radio Button');
    await add.click();
    await seeText(page, 'The choices is required for Checkbox and Radio Button.');

    const kinds: [string, string, string, string[]][] = [
      ['intro', 'About the patient', 'Label', []],
      ['nickname', 'Nickname', 'Text', []],
      ['history', 'History', 'Text Area', []],
      ['weight', 'Weight', 'Number', []],
      ['visit_reason', 'Visit reason', 'Radio Button', ['Checkup', 'Follow-up']],
      ['symptoms', 'Symptoms', 'Checkbox', ['Fever', 'Cough']],
      ['last_visit', 'Last visit', 'Date', []],
      ['guardian_phone', 'Guardian phone', 'Phone', []],
      ['home', 'Home address', 'Address', []],
    ];
    for (const [field, label, kind, choices] of kinds) {
      await fill(field, label, kind, choices);
      if (kind !== 'Label') await newField.getByLabel('Required').check();
      await add.click();
      await expect.poll(() => newField.getByLabel('Field Name').inputValue()).toBe('');
    }
    // A repeat is refused with the form's name.
    await fill('nickname', 'Another nickname', 'Text');
    await add.click();
    await seeText(page, 'The field name already exist in Internal Form.');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, 'Successfully saved clinic referral form settings.');

    // Preview of the internal form: required messages, masks.
    const preview = page.getByRole('region', { name: 'Preview' });
    await page.getByRole('tab', { name: 'Intra Organizational Form' }).click();
    await seeText(page, 'About the patient');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await seeText(page, 'Nickname is required');
    await seeText(page, 'Symptoms is required');
    await preview.getByRole('textbox', { name: 'Last visit' }).fill('13452024');
    const guardian = preview.getByRole('textbox', { name: 'Guardian phone' });
    await guardian.fill('3125551234');
    expect(await guardian.inputValue()).toBe('312-555-1234');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await seeText(page, 'Last visit must be a valid date');
    await stack.screenshot(page, 'clinic-form-settings-wide');

    const data = await gql<{
      clinic_custom_form_attributes: { field: string; kind: string }[];
    }>(
      page,
      'query ($id: ID!) { clinic_custom_form_attributes(clinic_id: $id, form_type: "internal") { field kind } }',
      { id },
    );
    // The demo clinic's form had rows already: ours come last, in order.
    const ours = data.clinic_custom_form_attributes.slice(-9);
    expect(ours.map((a) => a.kind)).toEqual([
      'label',
      'text',
      'textarea',
      'numeric',
      'single_choice',
      'multiple_choice',
      'date',
      'phone',
      'address',
    ]);
    expect(ours[1]!.field).toBe('custom_nickname');

    const phone = await stack.newPage(PHONE);
    await stack.signIn(phone.page, 'psr@northside.demo.test');
    await phone.page.goto(`/clinic/${id}/settings`);
    await seeText(phone.page, 'New Custom Field');
    await stack.screenshot(phone.page, 'clinic-form-settings-phone');
    await phone.context.close();
    await context.close();
  });

  it('shows a manager their clinic with an edit button, and others without', async () => {
    // A Medical Admin is a manager too.
    const { context, page } = await stack.newPage(PHONE);
    await stack.signIn(page, 'medadmin@lakeside.demo.test');
    await page.goto('/clinic');
    await seeText(page, 'Lakeside Cardiology');
    await expect.poll(() => page.getByRole('link', { name: 'Edit Clinic' }).isVisible()).toBe(true);
    await stack.screenshot(page, 'clinic-my-clinic-phone');
    // Dialogs fill a phone's screen.
    await page.getByRole('button', { name: 'Add User' }).click();
    await seeText(page, 'Permissions');
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await stack.screenshot(page, 'clinic-add-user-dialog-phone');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Edit Clinic' }).click();
    await page.waitForURL(/\/clinic\/\d+\?edit=1/);
    // Only admins see code, referral group and organization.
    await expect.poll(() => page.getByLabel('Clinic Name').isVisible()).toBe(true);
    expect(await page.getByLabel('Clinic Code').count()).toBe(0);
    await stack.screenshot(page, 'clinic-edit-form-phone');
    await page.getByRole('button', { name: 'Update Clinic' }).click();
    await page.waitForURL(/\/clinic\/\d+$/);
    await seeText(page, 'Successfully updated a clinic');

    // Notification settings per clinic on the profile.
    await page.goto('/user/account-profile');
    await seeText(page, 'Notification Settings');
    const first = page.getByRole('switch').first();
    const was = await first.isChecked();
    await first.click();
    await seeText(page, /Notification settings saved/);
    await expect.poll(() => first.isChecked()).toBe(!was);
    await stack.screenshot(page, 'clinic-notification-settings-phone');
    await context.close();

    const nurse = await stack.newPage();
    await stack.signIn(nurse.page, 'nurse@northside.demo.test');
    await nurse.page.goto('/clinic');
    await seeText(nurse.page, 'Provider Details');
    expect(await nurse.page.getByRole('link', { name: 'Edit Clinic' }).count()).toBe(0);
    await stack.screenshot(nurse.page, 'clinic-my-clinic-nurse-wide');
    await nurse.context.close();
  });
});
