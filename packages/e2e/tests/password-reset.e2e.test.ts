import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS, Stack } from '../support/stack.js';

describe('forgot and reset password', () => {
  const stack = new Stack();
  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await stack.start();
  });
  afterAll(async () => stack.stop());

  it('resets the password from the e-mailed link and signs in with the new one', async () => {
    const email = 'psr@riverside.demo.test';
    const { context, page } = await stack.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL('**/forgot-password');
    // The route loads on demand: wait for its form, not just the new URL.
    await page.getByRole('form', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await stack.screenshot(page, '20-forgot-password');
    const mail = await stack.mail.watch(email, /Reset your/);
    const answered = page.waitForResponse((r) => r.url().endsWith('/forgot-password'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await answered).status()).toBe(200);
    await expect
      .poll(() =>
        page
          .getByText(/If an account exists for this email/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await stack.screenshot(page, '20b-forgot-password-sent');

    const link = (await mail.delivered()).text.match(/http:\/\/\S+\/password-reset\/\S+/)![0];
    await page.goto(link);
    await expect.poll(() => page.getByLabel('New password').isVisible()).toBe(true);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: /Reset Password/i }).click();
    await expect
      .poll(() => page.getByText('Password must be at least 10 characters').first().isVisible())
      .toBe(true);
    await stack.screenshot(page, '21-reset-password-validation');

    await page.getByLabel('New password').fill('riverside sunrise lanterns');
    await page.getByLabel('Confirm password').fill('riverside sunrise lanterns');
    await page.getByRole('button', { name: /Reset Password/i }).click();
    await expect
      .poll(() => page.getByText('Your password has been reset.').first().isVisible())
      .toBe(true);
    await stack.screenshot(page, '22-reset-password-done');
    await page.waitForURL('**/login');

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('demo-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('These credentials do not match our records.');
    await stack.signIn(page, email, 'riverside sunrise lanterns');
    await page.waitForURL('**/referrals/active');
    await context.close();
  });
});
