import { minutes, hours } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';

/**
 * Budgets for the guessable and costly auth calls. Per account they stop guessing; per address
 * they stop spraying many accounts. Generous enough for a busy front desk behind one NAT.
 * Addresses are the client's as TRUST_PROXY lets the server see it (config.ts).
 *
 * Lockout (issue 18 item 4, docs/decisions.md): an account's guesses are capped on the account
 * alone, whatever the address, but a browser where the account already signed in (a known device,
 * known-device.ts) spends a budget of its own instead, so a stranger who burns the account's
 * budget locks out only browsers the account has never used, for one window at most.
 */
export const AUTH_LIMITS = {
  loginPerIp: { name: 'login:ip', max: 100, windowMs: minutes(15) },
  /** One address guessing one account. */
  loginPerAccountAndIp: { name: 'login:account+ip', max: 10, windowMs: minutes(15) },
  /** Every unknown browser guessing one account, from any number of addresses. */
  loginPerAccount: { name: 'login:account', max: 30, windowMs: minutes(15) },
  /** One known browser of the account, instead of the account's shared budget. */
  loginPerKnownDevice: { name: 'login:device', max: 10, windowMs: minutes(15) },
  verifyPerSession: { name: '2fa:verify', max: 15, windowMs: minutes(15) },
  /** Wrong second-factor codes for one account, across its sessions and addresses. */
  wrongCodesPerAccount: { name: '2fa:account', max: 10, windowMs: hours(1) },
  /** Wrong codes from one known browser of the account, instead of the account's budget. */
  wrongCodesPerKnownDevice: { name: '2fa:device', max: 10, windowMs: hours(1) },
  resendPerSession: { name: '2fa:resend', max: 3, windowMs: minutes(10) },
  forgotPerAccount: { name: 'forgot:account', max: 3, windowMs: hours(1) },
  forgotPerIp: { name: 'forgot:ip', max: 20, windowMs: hours(1) },
  resetPerIp: { name: 'reset:ip', max: 20, windowMs: minutes(15) },
  activatePerIp: { name: 'activate:ip', max: 30, windowMs: minutes(15) },
} as const satisfies Record<string, Limit>;

/**
 * The account-wide budget a sign-in attempt spends: the known browser's own when it carries the
 * account's device cookie (`device`, checked by the caller), else the account's shared one.
 */
export function loginAccountBudget(
  account: { email: string; userId: number | undefined },
  device: string | undefined,
): [Limit, string] {
  return device && account.userId !== undefined
    ? [AUTH_LIMITS.loginPerKnownDevice, `${account.userId}|${device}`]
    : [AUTH_LIMITS.loginPerAccount, account.email];
}

/** The same choice for wrong second-factor codes. */
export function wrongCodeBudget(userId: number, device: string | undefined): [Limit, string] {
  return device
    ? [AUTH_LIMITS.wrongCodesPerKnownDevice, `${userId}|${device}`]
    : [AUTH_LIMITS.wrongCodesPerAccount, String(userId)];
}
