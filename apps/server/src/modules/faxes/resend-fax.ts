import type { ActionContext } from '../../action-context.js';
import { AppError } from '../../lib/app-error.js';
import { hours } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';
import { assertMayResendFax, FAX_MSG } from './faxes.policy.js';
import { FAX_NOT_ACCEPTED, submitStoredPdf, type FaxRow } from './fax-store.js';

/**
 * Each re-send is a paid fax and a PDF rendered again: a budget per user. A front desk re-sends a
 * failed fax a few times at most.
 */
export const FAX_RESEND_LIMIT = {
  name: 'fax:resend:user',
  max: 30,
  windowMs: hours(1),
} as const satisfies Limit;

/** The provider refused: a 502 with the spec-style message (spec 3 section 2.1). */
export class FaxResendRefused extends Error {}

/**
 * Re-sends a fax (spec 3 section 2.1): the provider's own resend of the fax it holds, or, when it
 * never accepted one or refuses the resend, the stored PDF once more. Polling starts again.
 */
export async function resendFax(
  ctx: Pick<ActionContext, 'actor' | 'data' | 'deps'>,
  uuid: string,
): Promise<FaxRow> {
  const { deps } = ctx;
  const repo = ctx.data.faxes;
  await deps.limiter.consume(FAX_RESEND_LIMIT, `user:${ctx.actor.userId}`);
  const fax = await repo.reached(uuid);
  assertMayResendFax(ctx.actor, fax, await repo.maskInSender(fax));
  if (!(await repo.claimForResend(fax, deps.clock.now()))) {
    throw new AppError('CONFLICT', FAX_MSG.onlyFailed);
  }
  let providerFaxId: string | undefined;
  if (fax.providerFaxId) {
    try {
      ({ providerFaxId } = await deps.fax.resend(fax.providerFaxId));
    } catch (err) {
      deps.log.warn({ err, faxId: fax.id }, 'provider resend refused; sending the stored PDF');
    }
  }
  if (!providerFaxId) {
    try {
      ({ providerFaxId } = await submitStoredPdf(deps, fax));
    } catch (err) {
      deps.log.warn({ err, faxId: fax.id }, 'fax re-submission refused');
      await repo.releaseClaim(fax, FAX_NOT_ACCEPTED, deps.clock.now());
      throw new FaxResendRefused(FAX_MSG.resendFailed);
    }
  }
  await repo.resubmitted(deps, fax, providerFaxId, deps.clock.now());
  return fax;
}
