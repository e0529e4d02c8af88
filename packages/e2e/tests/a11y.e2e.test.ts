import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/a11y.js';
import { Stack } from '../support/stack.js';

describe('accessibility', () => {
  const stack = new Stack();
  beforeAll(async () => stack.start());
  afterAll(async () => stack.stop());

  it('has no serious violations on the login and forgot-password pages', async () => {
    const { context, page } = await stack.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no serious violations in the signed-in shell', async () => {
    const { context, page } = await stack.newPage();
    await stack.signIn(page, 'coordinator@demo.test');
    await page.getByRole('tab', { name: 'Active Sent Referrals' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'All Notifications' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/user/account-profile');
    await page.getByText('Permissions:').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
