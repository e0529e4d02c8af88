import { defaultSmsText, REFERRAL_MSG, smsSchema, type MessageAnswer } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../action-context.js';
import { hours } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { assertMayTextPatient, SMS_MSG_SERVER } from './sms.policy.js';

/**
 * Budgets against misuse (texting a patient over and over, or many patients from one account or
 * one clinic). A front desk confirms each referral once or twice.
 */
export const SMS_LIMITS = {
  perUser: { name: 'sms:user', max: 60, windowMs: hours(1) },
  perReferral: { name: 'sms:referral', max: 5, windowMs: hours(1) },
  perClinic: { name: 'sms:clinic', max: 100, windowMs: hours(1) },
} as const satisfies Record<string, Limit>;

export const SMS_STATUS_CALLBACK_PATH = '/api/webhooks/twilio/sms';

/** The provider did not take the message: answered 502 with the spec's wording. */
export class SmsNotSent extends Error {}

/**
 * Texts the patient of a referral the actor's clinic sent (spec 2 section 2, post-send dialog),
 * for members holding SEND_REFERRAL there. The text is the spec's template (spec 2 section 9),
 * never the sender's own; it goes to the patient's phone, or to a number typed instead, which is
 * then recorded as the patient's phone (issue 18 item 11). The outbox row is written first and
 * updated with the provider's answer; a refusal leaves a failed row and can simply be tried
 * again. No phone number or text reaches the log.
 */
export async function sendSms(
  ctx: Pick<ActionContext, 'actor' | 'data' | 'deps'>,
  body: unknown,
): Promise<MessageAnswer> {
  const { actor, deps } = ctx;
  const repo = ctx.data.sms;
  // The dialog shows the message inline: the first field's wording says what to fix.
  const input = parseInput(
    smsSchema,
    body,
    (errors) => Object.values(errors)[0]?.[0] ?? REFERRAL_MSG.smsFailed,
  );
  const referral = await repo.referralForSms(input.referral_uuid);
  assertMayTextPatient(actor, referral, await repo.senderMask(referral));
  if (!input.send_sms) return { message: SMS_MSG_SERVER.notSent };
  const facts = await repo.facts(referral);
  if (!facts.patient) throw new AppError('CONFLICT', SMS_MSG_SERVER.noPatient);
  await deps.limiter.consume(SMS_LIMITS.perUser, `user:${actor.userId}`);
  await deps.limiter.consume(SMS_LIMITS.perReferral, `referral:${referral.id}`);
  await deps.limiter.consume(SMS_LIMITS.perClinic, `clinic:${referral.clinicReferrerId}`);

  const text = defaultSmsText(facts);
  const row = await repo.record(
    referral,
    { provider: deps.sms.kind, to: input.phone, body: text },
    deps.clock.now(),
    facts.patient.phone === input.phone
      ? undefined
      : { patientId: facts.patient.id, phone: input.phone },
  );
  try {
    const sent = await deps.sms.send({
      to: input.phone,
      body: text,
      statusCallback:
        deps.sms.kind === 'twilio' ? `${deps.config.appUrl}${SMS_STATUS_CALLBACK_PATH}` : undefined,
    });
    await repo.markSent(row, sent.sid, sent.status, deps.clock.now());
  } catch (err) {
    const reason = err instanceof Error ? err.message : 'unknown error';
    deps.log.warn({ sms: row.uuid, reason }, 'sms not accepted by the provider');
    await repo.markFailed(row, reason, deps.clock.now());
    throw new SmsNotSent(REFERRAL_MSG.smsFailed);
  }
  deps.log.info({ sms: row.uuid, provider: deps.sms.kind }, 'sms sent');
  return { message: REFERRAL_MSG.smsSent };
}
