import type { FastifyInstance } from 'fastify';
import { verifyTwilioSignature } from '../../adapters/sms/twilio-signature.js';
import type { RequestDeps } from '../../request-deps.js';
import { systemDb } from '../../deps.js';
import { actionContextOf } from '../../http/session.js';
import { AppError } from '../../lib/app-error.js';
import { applyTwilioStatus } from './sms-status.js';
import { createSmsStatusRepo } from './sms-status.repo.js';
import { sendSms, SMS_STATUS_CALLBACK_PATH, SmsNotSent } from './send-sms.js';
import { callbackParams, registerWebhookScope } from './webhook-scope.js';

/** SMS to patients (spec 2 section 7: POST {api}/sms/send) and Twilio's delivery callback. */
export function registerSmsRoutes(app: FastifyInstance, deps: RequestDeps): void {
  app.post('/api/sms/send', { config: { access: 'member' } }, async (req, reply) => {
    const ctx = await actionContextOf(deps, req);
    try {
      return await sendSms(ctx, req.body);
    } catch (e) {
      if (e instanceof SmsNotSent) return reply.code(502).send({ message: e.message });
      throw e;
    }
  });

  registerWebhookScope(app, (scope) => {
    scope.post(SMS_STATUS_CALLBACK_PATH, { config: { access: 'webhook' } }, async (req, reply) => {
      const twilio = deps.config.twilio;
      const signature = req.headers['x-twilio-signature'];
      if (!twilio || typeof signature !== 'string' || signature === '') {
        throw AppError.unauthenticated();
      }
      // Twilio signs the URL it called: our public base plus the path and query it used.
      const params = callbackParams(req);
      const url = `${deps.config.appUrl}${req.url}`;
      if (!verifyTwilioSignature(twilio.authToken, signature, url, params)) {
        throw AppError.forbidden();
      }
      const db = systemDb(deps, { reason: 'Twilio delivery status callback' });
      await applyTwilioStatus(createSmsStatusRepo(db), params, deps.clock.now());
      return reply.code(204).send();
    });
  });
}
