import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, gql, stopMotion } from '../support/browser.js';
import { SCREENSHOTS, Stack } from '../support/stack.js';

const ADMIN = 'admin@demo.test';
/** The data rows the grid shows (not the header row, nor an empty state's or skeleton's). */
function gridRows(page: Page) {
  return page.getByRole('grid').locator('tbody tr[aria-rowindex]');
}

async function snackbar(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

describe('administration lists', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('shows the admin menu and pages, searches and archives in the clinics grid', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, ADMIN);
    await page.waitForURL('**/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const title of ['Clinics', 'Users', 'Roles', 'Referral Groups', 'Documents']) {
      await expect.poll(() => nav.getByRole('link', { name: title }).isVisible()).toBe(true);
    }

    // The test's own clinics, found by their own name: 17 rows are two pages of 15 whatever
    // else the list holds.
    for (let i = 1; i <= 17; i++) {
      await gql(
        page,
        `
          mutation Add($clinic: ClinicMinimalInput!) {
            save_clinic_minimal(clinic: $clinic) {
              id
            }
          }
        `,
        { clinic: { name: `Paging Clinic ${String(i).padStart(2, '0')}`, extra_info: '{}' } },
      );
    }

    await nav.getByRole('link', { name: 'Clinics' }).click();
    await page.waitForURL('**/manage/clinics');
    await page.getByRole('heading', { name: 'Clinics', exact: true }).waitFor();
    for (const header of ['Clinic Name', 'Clinic Code', 'Referral Group', 'Organization']) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    await page.getByRole('columnheader', { name: 'Address' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search clinics' }).fill('Paging Clinic');
    await expect.poll(() => gridRows(page).count()).toBe(17);
    await expect.poll(() => page.getByText('1–17 of 17').isVisible()).toBe(true);

    // On a loaded machine the first click can land before the menu is ready: open it until the
    // option shows.
    const fifteen = page.getByRole('option', { name: '15' });
    await expect
      .poll(async () => {
        if (!(await fifteen.isVisible())) {
          await page
            .getByRole('combobox', { name: /Rows per page/ })
            .click({ timeout: 5000 })
            .catch(() => undefined);
        }
        return fifteen.isVisible();
      })
      .toBe(true);
    await fifteen.click();
    await expect.poll(() => page.getByText('1–15 of 17').isVisible()).toBe(true);
    await expect.poll(() => gridRows(page).count()).toBe(15);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => page.getByText('16–17 of 17').isVisible()).toBe(true);
    await expect.poll(() => gridRows(page).count()).toBe(2);
    const params = new URL(page.url()).searchParams;
    expect([params.get('q'), params.get('page'), params.get('size')]).toEqual([
      'Paging Clinic',
      '2',
      '15',
    ]);
    await stack.screenshot(page, 'admin-clinics-page2-wide');
    // A reload (or a shared link) shows the same page.
    await page.reload();
    await expect.poll(() => page.getByText('16–17 of 17').isVisible()).toBe(true);
    await expect.poll(() => gridRows(page).count()).toBe(2);

    // A keyword goes to the server and starts again at the first page.
    await page.getByRole('searchbox', { name: 'Search clinics' }).fill('lakeside');
    await expect.poll(() => gridRows(page).count()).toBe(1);
    await expect
      .poll(() =>
        page.getByRole('gridcell', { name: 'Lakeside Cardiology', exact: true }).isVisible(),
      )
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.getByRole('searchbox', { name: 'Search clinics' }).fill('no such clinic');
    await expect.poll(() => page.getByText(/Nothing matches/).isVisible()).toBe(true);
    await stack.screenshot(page, 'admin-clinics-no-match-wide');

    await page.getByRole('searchbox', { name: 'Search clinics' }).fill('Paging Clinic 12');
    await expect.poll(() => gridRows(page).count()).toBe(1);
    await stack.screenshot(page, 'admin-clinics-search-wide');
    await page.getByRole('button', { name: 'Delete Paging Clinic 12' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByText('You are about to archive this clinic record.').isVisible())
      .toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    await stack.screenshot(page, 'admin-clinics-archive-dialog-wide');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await snackbar(page, 'Clinic archived');
    await expect.poll(() => page.getByText(/Nothing matches/).isVisible()).toBe(true);

    // Edit opens the clinic's page; Enroll Clinic goes to the enrollment wizard.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('button', { name: 'Edit Lakeside Cardiology' }).click();
    await page.waitForURL(/\/manage\/clinics\/\d+$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Enroll Clinic' }).click();
    await page.waitForURL('**/clinics/enroll');
    await context.close();
  });

  it('shows users with their clinics, and the roles', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, ADMIN);
    await page.goto('/manage/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(5);
    await stack.screenshot(page, 'admin-users-wide');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('psr@northside');
    await expect.poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: 'View Paula Reyes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paula Reyes' });
    await expect
      .poll(() => dialog.getByRole('cell', { name: /Northside Family Medicine/ }).isVisible())
      .toBe(true);
    await expect
      .poll(() => dialog.getByRole('cell', { name: 'PSR' }).first().isVisible())
      .toBe(true);
    await stack.screenshot(page, 'admin-user-dialog-wide');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A user of two clinics: make the second one primary.
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('coordinator@');
    await expect.poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: 'View Carlos Mendez' }).click();
    const coordinator = page.getByRole('dialog', { name: 'Carlos Mendez' });
    await coordinator
      .getByRole('button', { name: 'Make Lakeside Cardiology the primary clinic' })
      .click();
    await snackbar(page, 'Primary clinic updated');
    await expect
      .poll(() =>
        coordinator
          .getByRole('button', { name: 'Make Northside Family Medicine the primary clinic' })
          .isVisible(),
      )
      .toBe(true);
    await coordinator.getByRole('button', { name: 'Close' }).click();

    await page.goto('/manage/roles');
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    for (const label of [
      'Admin',
      'PSR',
      'Medical Admin',
      'Nurse',
      'Medical Assistant',
      'Provider',
    ]) {
      await expect
        .poll(() => page.getByRole('gridcell', { name: label, exact: true }).isVisible())
        .toBe(true);
    }
    await stack.screenshot(page, 'admin-roles-wide');
    await context.close();
  });

  it('creates, edits, views and deletes a referral group', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, ADMIN);
    await page.goto('/manage/referral-networks');
    await page.getByRole('heading', { name: 'Referral Groups' }).waitFor();
    await expect
      .poll(() =>
        page.getByRole('gridcell', { name: 'Metro Referral Network', exact: true }).isVisible(),
      )
      .toBe(true);
    await stack.screenshot(page, 'admin-referral-groups-wide');

    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/manage/referral-networks/enroll');
    await page.getByRole('heading', { name: 'Create Referral Group', level: 1 }).waitFor();
    const name = page.getByLabel('Group Name');
    const submit = page.getByRole('button', { name: 'Create' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await name.fill('x');
    await name.fill('');
    await expect.poll(() => page.getByText('Group name is required').isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await stack.screenshot(page, 'admin-referral-group-create-wide');
    await name.fill('E2E Referral Group');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await snackbar(page, 'Successfully created a referral group');
    await page.waitForURL('**/manage/referral-networks');
    await expect
      .poll(() =>
        page.getByRole('gridcell', { name: 'E2E Referral Group', exact: true }).isVisible(),
      )
      .toBe(true);

    // The keyword filter narrows the list.
    await page.getByRole('searchbox', { name: 'Filter referral groups' }).fill('E2E');
    await expect.poll(() => gridRows(page).count()).toBe(1);

    await page.getByRole('button', { name: 'Edit E2E Referral Group' }).click();
    await page.waitForURL(/\/details\/[^/]+\?edit=1$/);
    await page.getByLabel('Group Name').fill('E2E Group Renamed');
    await page.getByRole('button', { name: 'Update' }).click();
    await snackbar(page, 'Successfully updated a referral group');
    await page.getByRole('heading', { name: 'E2E Group Renamed' }).waitFor();

    // The demo network lists its member clinics.
    await page.goto('/manage/referral-networks');
    await page.getByRole('button', { name: 'View Metro Referral Network' }).click();
    await page.waitForURL(/\/manage\/referral-networks\/details\/[^/?]+$/);
    await page.getByRole('heading', { name: 'Member Clinics' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: /Northside/ }).count())
      .toBeGreaterThan(0);
    await stack.screenshot(page, 'admin-referral-group-details-wide');

    await page.goto('/manage/referral-networks');
    await page.getByRole('button', { name: 'Delete E2E Group Renamed' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByText('You are about to delete the referral group.').isVisible())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, 'Referral Group is Deleted');
    await expect
      .poll(() => page.getByRole('gridcell', { name: 'E2E Group Renamed', exact: true }).count())
      .toBe(0);
    await context.close();
  });

  it('adds a document with questions, edits and deletes a question, archives the document', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, ADMIN);
    await page.goto('/manage/documents');
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await page.getByRole('columnheader', { name: 'Name' }).waitFor();
    await stack.screenshot(page, 'admin-documents-wide');

    await page.getByRole('button', { name: 'New Document' }).click();
    const docDialog = page.getByRole('dialog', { name: 'New Document' });
    await docDialog.getByLabel('Document Name').fill('E2E Consent Form');
    await docDialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/manage\/documents\/\d+$/);
    await page.getByRole('heading', { name: 'E2E Consent Form', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Qualifying Questions' }).waitFor();

    await page.getByRole('button', { name: 'Add Question' }).click();
    let dialog = page.getByRole('dialog');
    const question = dialog.getByRole('textbox', { name: /^Question/ });
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await question.fill('x');
    await question.fill('');
    await expect.poll(() => dialog.getByText('Question is required').isVisible()).toBe(true);
    await stack.screenshot(page, 'admin-question-dialog-wide');
    await question.fill('Is the consent signed?');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, 'Successfully created a question');
    await expect.poll(() => page.getByText('Is the consent signed?').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Add Question' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Question/ }).fill('Is a witness named?');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Is a witness named?').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Edit question: Is the consent signed?' }).click();
    dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: /^Question/ })
      .fill('Is the consent signed and dated?');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await snackbar(page, 'Successfully updated a question');
    await expect
      .poll(() => page.getByText('Is the consent signed and dated?').isVisible())
      .toBe(true);
    await stack.screenshot(page, 'admin-document-details-wide');

    await page.getByRole('button', { name: 'Delete question: Is a witness named?' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Is a witness named?').count()).toBe(0);
    // Saved on the server: a reload shows the same questions.
    await page.reload();
    await expect
      .poll(() => page.getByText('Is the consent signed and dated?').isVisible())
      .toBe(true);
    expect(await page.getByText('Is a witness named?').count()).toBe(0);

    await page.goto('/manage/documents');
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('E2E Consent');
    await expect.poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete E2E Consent Form' }).click();
    dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByText('You are about to archive this document.').isVisible())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect.poll(() => page.getByText(/Nothing matches/).isVisible()).toBe(true);
    await context.close();
  });

  it('works from the keyboard and has no serious accessibility problems', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, ADMIN);
    await page.goto('/manage/clinics');
    await page.getByRole('gridcell', { name: 'Lakeside Cardiology', exact: true }).waitFor();
    await stopMotion(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);

    // Search box, add button, then into the grid; arrows move, Enter opens the row.
    await page.getByRole('searchbox', { name: 'Search clinics' }).focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Enroll Clinic');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('columnheader');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Lakeside Cardiology');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/manage\/clinics\/\d+$/);
    await context.close();
  });

  it('keeps other roles out of the administration screens', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'psr@northside.demo.test');
    await page.waitForURL('**/referrals/active');
    for (const path of ['/manage/clinics', '/manage/users', '/manage/documents']) {
      await page.goto(path);
      await page.waitForURL('**/referrals/active');
    }
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Notifications' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Clinics' }).count()).toBe(0);
    await context.close();
  });

  it('fits the administration screens on a phone', async () => {
    const { context, page } = await stack.newPage(PHONE);
    await stack.signIn(page, ADMIN);
    const screens: [string, string, string][] = [
      ['/manage/clinics', 'Clinics', 'admin-clinics-phone'],
      ['/manage/users', 'Users', 'admin-users-phone'],
      ['/manage/roles', 'Roles', 'admin-roles-phone'],
      ['/manage/referral-networks', 'Referral Groups', 'admin-referral-groups-phone'],
      [
        '/manage/referral-networks/enroll',
        'Create Referral Group',
        'admin-referral-group-create-phone',
      ],
      ['/manage/documents', 'Documents', 'admin-documents-phone'],
    ];
    for (const [path, heading, shot] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // Nothing wider than the screen except inside the grid's own scroller.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, path).toBeLessThanOrEqual(390);
      await stack.screenshot(page, shot);
    }
    // The actions column stays in view on a narrow screen.
    await page.goto('/manage/clinics');
    await expect
      .poll(() => page.getByRole('button', { name: 'Edit Lakeside Cardiology' }).isVisible())
      .toBe(true);
    const box = await page.getByRole('button', { name: 'Edit Lakeside Cardiology' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    await page.goto('/manage/referral-networks');
    await page.getByRole('button', { name: 'View Metro Referral Network' }).click();
    await page.getByRole('heading', { name: 'Member Clinics' }).waitFor();
    await stack.screenshot(page, 'admin-referral-group-details-phone');

    await page.goto('/manage/documents');
    await page.getByRole('button', { name: 'Edit Lab Results' }).click();
    await page.waitForURL(/\/manage\/documents\/\d+$/);
    await page.getByRole('heading', { name: 'Qualifying Questions' }).waitFor();
    await stack.screenshot(page, 'admin-document-details-phone');

    await page.goto('/manage/users?q=psr%40northside');
    await page.getByRole('button', { name: 'View Paula Reyes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paula Reyes' });
    await expect.poll(() => dialog.getByText('Northside Family Medicine').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('PSR · Activated').isVisible()).toBe(true);
    await stack.screenshot(page, 'admin-user-dialog-phone');
    await context.close();
  });
});
