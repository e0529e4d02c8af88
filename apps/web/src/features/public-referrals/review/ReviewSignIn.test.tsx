import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MSG, PUBLIC_REVIEW_MSG, PUBLIC_REVIEW_PAGE_MSG } from '@app/shared';
import {
  CODE,
  CODE_SENT,
  EMAIL,
  fakePublicGraphql,
  fillSignIn,
  REFERRAL_UUID,
  renderReviewPage,
} from './reviewTestKit';
import { SIGN_IN_HINT } from './ReviewSignIn';

// MUI components are slow to render on a loaded two-core test machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const TOO_MANY = 'Too many attempts. Please wait an hour and try again.';

describe('public review sign-in', () => {
  it("asks for the e-mail ('Email is required', 'Invalid email') before calling the server", async () => {
    const server = fakePublicGraphql();
    renderReviewPage(server);
    fillSignIn('', '');
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(PUBLIC_REVIEW_MSG.accessCodeRequired)).toBeTruthy();

    fillSignIn('joan.clarke', 'ABCD-EFGH');
    expect(await screen.findByText(MSG.invalidEmail)).toBeTruthy();
    expect(screen.getByText(PUBLIC_REVIEW_PAGE_MSG.accessCodeLength)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('sends the code without dashes and the e-mail trimmed, and keeps neither in storage', async () => {
    const server = fakePublicGraphql();
    renderReviewPage(server);
    expect(screen.getByText(SIGN_IN_HINT)).toBeTruthy();
    fillSignIn(`  ${EMAIL.toUpperCase()} `, 'abcd efgh-jkmn');
    await screen.findByRole('region', { name: 'Referral' });
    expect(server.callsOf('VerifyReferralAccessCode')[0]?.variables).toEqual({
      referral_uuid: REFERRAL_UUID,
      email: EMAIL,
      access_code: CODE_SENT,
    });
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain(CODE_SENT);
    expect(stored).not.toContain(EMAIL);
  });

  it("shows the server's message and keeps what was typed", async () => {
    let answer = 'Invalid email or access code.';
    const server = fakePublicGraphql({
      verify: () => ({ errors: [{ message: answer, extensions: { code: 'FORBIDDEN' } }] }),
    });
    renderReviewPage(server);
    fillSignIn(EMAIL, CODE);
    expect(await screen.findByText('Invalid email or access code.')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', EMAIL);
    expect(screen.getByLabelText(/^Access Code/)).toHaveProperty('value', CODE);
    expect(screen.queryByRole('region', { name: 'Referral' })).toBeNull();

    answer = TOO_MANY;
    fillSignIn(EMAIL, CODE);
    expect(await screen.findByText(TOO_MANY)).toBeTruthy();
    expect(screen.queryByText('Invalid email or access code.')).toBeNull();
  });
});
