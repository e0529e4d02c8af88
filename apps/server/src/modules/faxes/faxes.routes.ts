import type { FastifyInstance } from 'fastify';
import type { FaxResentAnswer } from '@app/shared';
import type { RequestDeps } from '../../request-deps.js';
import { systemDb } from '../../deps.js';
import { actionContextOf } from '../../http/session.js';
import { AppError } from '../../lib/app-error.js';
import { safeEqual, sha256 } from '../../lib/ids.js';
import { callbackParams, registerWebhookScope } from '../sms/webhook-scope.js';
import { pollOnCallback } from './fax-callback.js';
import { FaxJobsRepo } from './fax-jobs.repo.js';
import { FAX_MSG } from './faxes.policy.js';
import { FaxResendRefused, resendFax } from './resend-fax.js';
import { resendReferralFax } from './resend-referral-fax.js';

export const INTERFAX_CALLBACK_PATH = '/api/webhooks/interfax';

/** The shared secret of the callback URL (`?secret=`) or header; compared in constant time. */
function callbackSecretMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string' || given === '') return false;
  return safeEqual(sha256(given), sha256(expected));
}

/** Outbound fax calls (spec 3 section 2.1: resend) and InterFAX's completion callback. */
export function registerFaxRoutes(app: FastifyInstance, deps: RequestDeps): void {
  app.post<{ Params: { uuid: string } }>(
    '/api/faxes/:uuid/resend',
    { config: { access: 'member' } },
    async (req, reply) => {
      const ctx = await actionContextOf(deps, req);
      try {
        const fax = await resendFax(ctx, req.params.uuid);
        return { message: FAX_MSG.resent, fax: { uuid: fax.uuid } } satisfies FaxResentAnswer;
      } catch (e) {
        if (e instanceof FaxResendRefused) return reply.code(502).send({ message: e.message });
        throw e;
      }
    },
  );

  // 'Re-send Fax Referral' / 'Send Fax' of the referral detail view (docs/referrals-api.md).
  app.post<{ Params: { uuid: string } }>(
    '/api/referrals/:uuid/fax',
    { config: { access: 'member' } },
    async (req) => resendReferralFax(await actionContextOf(deps, req), req.params.uuid),
  );

  registerWebhookScope(app, (scope) => {
    scope.post<{ Querystring: { secret?: string } }>(
      INTERFAX_CALLBACK_PATH,
      { config: { access: 'webhook' } },
      async (req, reply) => {
        const given = req.query.secret ?? req.headers['x-webhook-secret'];
        if (!callbackSecretMatches(deps.config.fax.webhookSecret, given)) {
          throw AppError.unauthenticated();
        }
        const params = callbackParams(req);
        const id = params.TransactionID ?? params.transactionId ?? '';
        const db = systemDb(deps, { reason: 'InterFAX completion callback' });
        if (!/^\d{1,20}$/.test(id) || !(await pollOnCallback(deps, new FaxJobsRepo(db), id))) {
          throw AppError.notFound();
        }
        return reply.type('text/plain').send('OK');
      },
    );
  });
}
