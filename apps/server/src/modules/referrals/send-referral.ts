import {
  defaultSmsText,
  REFERRAL_MSG,
  REFERRAL_MSG_SERVER,
  transition,
  type ReferralEvent,
  type ReferralStatus,
  type SendAnswer,
} from '@app/shared';
import { AppError } from '../../lib/app-error.js';
// The job that renders the fax and sends it through the fax adapter.
import { FAX_SEND_REFERRAL_QUEUE } from '../faxes/send-referral-fax.js';
import { aboutReferral, type NewNotification } from '../notifications/create-notification.js';
import { approveOnArrival } from '../orders/decide-order.js';
import { receivingSide, referralRef } from './draft-steps.js';
import type { ReceiverClinicView } from './receiver-clinic.repo.js';
import type { ActionContext } from '../../action-context.js';
import { storedValues, validateForm } from './referral-input.js';
import { assertDraft } from './referral.policy.js';
import type { StatusChange } from './write-status.js';

export const REFERRAL_RECEIVED = {
  type: 'referral_received',
  title: 'Referral Received',
  content: (from: string) => `You have received a new referral from ${from}.`,
} as const;

interface Route {
  to: ReferralStatus;
  log: string;
  set: NonNullable<StatusChange['set']>;
  message: string;
}

/** The status a draft moves to on a sending event, as the status machine says. */
function sentStatus(event: ReferralEvent): ReferralStatus {
  const t = transition('draft', event, 'referrer');
  // Unreachable for a draft (assertDraft ran first); kept so a table change cannot go unnoticed.
  if (!t.ok) throw new AppError('CONFLICT', t.reason);
  return t.to;
}

/** How a referral travels (contract "Sending rules"): order, fax, or sent directly. */
function routeOf(receiver: ReceiverClinicView, now: Date): Route {
  if (receiver.isOrder) {
    return {
      to: sentStatus('submit_for_approval'),
      log: `Order submitted to ${receiver.name} for approval.`,
      set: { isOrder: true },
      message: REFERRAL_MSG.orderSavedTitle,
    };
  }
  if (receiver.isFax) {
    return {
      to: sentStatus('send_fax'),
      log: `Referral sent by fax to ${receiver.name}.`,
      set: { isOrder: false, isFax: true, sentAt: now },
      message: REFERRAL_MSG.sentTitle,
    };
  }
  return {
    to: sentStatus('send'),
    log: `Referral sent to ${receiver.name}.`,
    set: { isOrder: false, sentAt: now },
    message: REFERRAL_MSG.sentTitle,
  };
}

/**
 * POST /api/referrals/:uuid/send. The draft is checked again as a whole (provider, form, required
 * documents unless both clinics share an organization), then moved on by the one status writer,
 * with the fax job or the receiving staff's notifications and the sender's Most Recent list in
 * the same transaction.
 */
export async function sendReferral(ctx: ActionContext, uuid: string): Promise<SendAnswer> {
  const repo = ctx.data.referrals;
  const r = await repo.own(uuid);
  assertDraft(r);
  const { provider, receiver } = await receivingSide(ctx, r.providerId, r.clinicReferrerId);
  const form = await repo.formOf(receiver.id, provider.sameOrganization);
  const patient = await repo.patient(r.patientId);
  validateForm(form.attributes, storedValues(ctx.deps.crypto, r, patient ?? null), ctx.now);
  if (!form.sameOrganization) {
    const missing = await repo.missingRequiredDocuments(r.id, provider.id);
    if (missing.length) {
      const message = REFERRAL_MSG_SERVER.requiredDocuments;
      throw AppError.validation(message, {
        documents: missing.map((name) => `${name} is required`),
      });
    }
  }
  const sender = await repo.receiverClinic(r.clinicReferrerId);
  const route = routeOf(receiver, ctx.now);

  const row = await repo.transaction(async (tx, afterCommit) => {
    const notify: NewNotification[] =
      route.to === 'sent'
        ? (await tx.receivingStaff(receiver.id, ctx.actor.userId)).map((userId) => ({
            userId,
            type: REFERRAL_RECEIVED.type,
            title: REFERRAL_RECEIVED.title,
            content: REFERRAL_RECEIVED.content(sender?.name ?? ''),
            ...aboutReferral(r),
            clinicReceiverId: receiver.id,
          }))
        : [];
    const sent = await tx.writeStatus(
      ctx.deps.events,
      {
        referralId: r.id,
        from: 'draft',
        to: route.to,
        actorUserId: ctx.actor.userId,
        log: route.log,
        set: { ...route.set, clinicReceiverId: receiver.id },
        notify,
        now: ctx.now,
      },
      afterCommit,
    );
    // An order to a provider who approves automatically is approved as it arrives.
    const arrived = await approveOnArrival(
      tx.orders(),
      ctx.deps.events,
      ctx.now,
      sent,
      afterCommit,
    );
    if (route.to === 'sent_fax') {
      await tx.enqueue(ctx.deps.queue, FAX_SEND_REFERRAL_QUEUE, {
        referralId: sent.id,
        userId: ctx.actor.userId,
      });
    }
    await tx.touchRecentProvider(provider.id, ctx.now);
    return arrived;
  });
  return {
    message: route.message,
    referral: referralRef(row),
    sms_text: defaultSmsText({
      sendingClinic: sender?.name ?? '',
      receivingClinic: receiver.name,
      receiverOfficePhone: receiver.officePhone,
    }),
  };
}
