import { minutes } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';
import { PLACEHOLDER_SSN_DIGITS, ssnDigitsOf } from './patient-ssn.js';
import type { ActionContext } from '../../action-context.js';
import type { PatientRow } from './referrals.repo.js';

/** SSN look-ups per user: plenty for a front desk, useless for guessing numbers. */
export const PATIENT_LOOKUP_LIMIT: Limit = {
  name: 'patient-by-ssn:user',
  max: 30,
  windowMs: minutes(15),
};

/**
 * patient_by_ssn: a patient the actor's clinics already know (their referrals, or entered by
 * them), found by the SSN's keyed hash. Rate limited and audited; the placeholder
 * 000-00-0000 and incomplete numbers find nobody.
 */
export async function findPatientBySsn(
  ctx: ActionContext,
  ssn: string,
): Promise<PatientRow | null> {
  await ctx.deps.limiter.consume(PATIENT_LOOKUP_LIMIT, `user:${ctx.actor.userId}`);
  const digits = ssnDigitsOf(ssn);
  const patient =
    digits && digits !== PLACEHOLDER_SSN_DIGITS
      ? await ctx.data.referrals.knownPatientBySsnHash(ctx.deps.crypto.lookupHash(digits))
      : undefined;
  await ctx.data.referrals.audit({
    action: 'patient.ssn.lookup',
    subjectType: 'patient',
    subjectId: patient?.uuid,
    requestId: ctx.requestId,
    ip: ctx.ip,
    details: { found: !!patient },
  });
  return patient ?? null;
}
