import { minutes, hours } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';

/**
 * Budgets for the guessable and costly auth calls. Per account they stop guessing; per address
 * they stop spraying many accounts. Generous enough for a busy front desk behind one NAT.
 */
export const AUTH_LIMITS = {
  loginPerAccount: { name: 'login:account', max: 10, windowMs: minutes(15) },
  loginPerIp: { name: 'login:ip', max: 100, windowMs: minutes(15) },
  verifyPerSession: { name: '2fa:verify', max: 15, windowMs: minutes(15) },
  resendPerSession: { name: '2fa:resend', max: 3, windowMs: minutes(10) },
  forgotPerAccount: { name: 'forgot:account', max: 3, windowMs: hours(1) },
  forgotPerIp: { name: 'forgot:ip', max: 20, windowMs: hours(1) },
  resetPerIp: { name: 'reset:ip', max: 20, windowMs: minutes(15) },
  activatePerIp: { name: 'activate:ip', max: 30, windowMs: minutes(15) },
} as const satisfies Record<string, Limit>;
