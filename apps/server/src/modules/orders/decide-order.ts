import {
  ORDER_MSG,
  orderDecisionSchema,
  PERMISSION,
  providerDisplayName,
  REFERRAL_LIFECYCLE_MSG,
  REFERRAL_LIFECYCLE_MSG_SERVER,
  REFERRAL_MSG_SERVER,
  transition,
  type ReferralEvent,
} from '@app/shared';
import type { ActionContext } from '../../action-context.js';
import { AppError } from '../../lib/app-error.js';
import type { EventBus } from '../../lib/events.js';
import { parseInput } from '../../lib/validate.js';
import { isUuid } from '../catalog/sql.js';
import { aboutReferral, type NewNotification } from '../notifications/create-notification.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import { ORDER_LOG, ORDER_NOTICES } from './order-notices.js';
import type { AfterCommit, OrdersRepo, ProviderRow, SignatureRow } from './orders.repo.js';

/** The two decisions update_order_status takes, by the status it names. */
const DECISIONS = {
  order_approved: { event: 'approve_order', message: ORDER_MSG.approved },
  not_approved: { event: 'decline_order', message: ORDER_MSG.notApproved },
} as const satisfies Record<string, { event: ReferralEvent; message: string }>;

export const nameOf = (p: ProviderRow) =>
  providerDisplayName({
    title: p.title,
    firstname: p.firstname,
    lastname: p.lastname,
    is_default: p.isDefault,
  });

const toOrder =
  (r: ReferralRow, notice: { type: string; title: string; content: string }) =>
  (userId: number, clinicId: number): NewNotification => ({
    userId,
    ...notice,
    ...aboutReferral(r),
    clinicReceiverId: clinicId,
  });

/** Who hears of a decision: the senders always; the receiving schedulers when it is approved. */
async function noticesOf(
  tx: OrdersRepo,
  r: ReferralRow,
  approved: boolean,
  provider: string,
  reason: string | null,
): Promise<NewNotification[]> {
  const out: NewNotification[] = [];
  if (r.clinicReferrerId !== null) {
    const notice = approved
      ? ORDER_NOTICES.approved(provider)
      : ORDER_NOTICES.notApproved(provider, reason);
    const senders = await tx.staff(r.clinicReferrerId, PERMISSION.SEND_REFERRAL);
    out.push(...senders.map((u) => toOrder(r, notice)(u, r.clinicReferrerId!)));
  }
  if (approved && r.clinicReceiverId !== null) {
    const from = (await tx.clinicName(r.clinicReferrerId)) ?? '';
    const staff = await tx.schedulers(r.clinicReceiverId);
    const notice = ORDER_NOTICES.received(from);
    out.push(...staff.map((u) => toOrder(r, notice)(u, r.clinicReceiverId!)));
  }
  return out;
}

/**
 * Writes a decision (update_order_status and the automatic approval) through the one status writer: approving records the approving user, the
 * time and the signature used (so the order keeps showing that signature after it is replaced).
 */
export async function writeDecision(
  tx: OrdersRepo,
  ctx: { events: EventBus; now: Date },
  afterCommit: AfterCommit,
  d: {
    r: ReferralRow;
    event: ReferralEvent;
    provider: ProviderRow;
    signature: SignatureRow;
    actorUserId: number | null;
    log: string;
    /** Why it was declined (the order's decline reason); null for an approval or none given. */
    reason?: string | null;
  },
): Promise<ReferralRow> {
  const verdict = transition(d.r.status, d.event, 'provider');
  if (!verdict.ok) {
    throw AppError.validation(REFERRAL_LIFECYCLE_MSG.cannotPromote, { status: [verdict.reason] });
  }
  const approved = verdict.to === 'order_approved';
  const reason = approved ? null : (d.reason ?? null);
  return tx.writeStatus(
    ctx.events,
    {
      referralId: d.r.id,
      from: d.r.status,
      to: verdict.to,
      actorUserId: d.actorUserId,
      log: d.log,
      // The approval is when the receiving clinic gets the order: it is the order's sent_at,
      // which lists, export, analytics and the dashboard read (docs/decisions.md, issue 17).
      set: approved
        ? {
            approverUserId: d.provider.userId,
            approvedAt: ctx.now,
            approverSignatureId: d.signature.id,
            sentAt: ctx.now,
          }
        : { reason },
      notify: await noticesOf(tx, d.r, approved, nameOf(d.provider), reason),
      now: ctx.now,
    },
    afterCommit,
  );
}

/**
 * update_order_status: the provider user approves or declines an order addressed to it (or to
 * its clinic's 'Any/First Available'). Refused for anyone else ('Referral not found.'), without a
 * signature, and for an order no longer pending (the status machine's reason). A decline may say
 * why (`reason`, kept as the order's decline reason and told to the senders); an approval may not.
 */
export async function updateOrderStatus(
  ctx: Pick<ActionContext, 'data' | 'deps' | 'now'>,
  uuid: string,
  status: string,
  reasonInput?: string | null,
) {
  const orders = ctx.data.orders;
  const decision = DECISIONS[status as keyof typeof DECISIONS];
  if (!Object.hasOwn(DECISIONS, status) || !decision) {
    throw AppError.validation(REFERRAL_LIFECYCLE_MSG_SERVER.unknownPromotion);
  }
  const { reason } = parseInput(orderDecisionSchema, { reason: reasonInput });
  if (reason && status === 'order_approved') {
    throw AppError.validation(ORDER_MSG.reasonOnlyWhenDeclining, {
      reason: [ORDER_MSG.reasonOnlyWhenDeclining],
    });
  }
  const provider = await orders.myProvider();
  const r = provider && isUuid(uuid) ? await orders.orderFor(uuid) : undefined;
  if (!provider || !r) throw AppError.notFound(REFERRAL_MSG_SERVER.notFound);
  const signature = await orders.currentSignature(provider.id);
  if (!signature) throw AppError.validation(ORDER_MSG.signatureRequired);
  const name = nameOf(provider);
  await orders.transaction((tx, afterCommit) =>
    writeDecision(tx, { events: ctx.deps.events, now: ctx.now }, afterCommit, {
      r,
      event: decision.event,
      provider,
      signature,
      actorUserId: orders.actor.userId,
      log:
        status === 'order_approved'
          ? ORDER_LOG.approvedBy(name)
          : ORDER_LOG.notApprovedBy(name, reason),
      reason,
    }),
  );
  return decision.message;
}

/**
 * Automatic approval (contract issue 7): called by the send in its own transaction when an order
 * arrives in pending_approval. A provider with auto_approved on and a signature approves it at
 * once; otherwise the order is left waiting. Returns the row as it now stands.
 */
export async function approveOnArrival(
  tx: OrdersRepo,
  events: EventBus,
  now: Date,
  r: ReferralRow,
  afterCommit: AfterCommit,
): Promise<ReferralRow> {
  if (r.status !== 'pending_approval' || r.providerId === null) return r;
  const provider = await tx.provider(r.providerId);
  if (!provider?.autoApproved) return r;
  const signature = await tx.currentSignature(provider.id);
  if (!signature) return r;
  return writeDecision(tx, { events, now }, afterCommit, {
    r,
    event: 'approve_order',
    provider,
    signature,
    // The system approves on the provider's standing instruction, not the sender.
    actorUserId: null,
    log: ORDER_LOG.approvedAutomatically(nameOf(provider)),
  });
}
