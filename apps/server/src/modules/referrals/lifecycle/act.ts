import {
  actionsFromMask,
  hasBit,
  PERMISSION,
  REFERRAL_LIFECYCLE_MSG as MSG,
  transition,
  type ActorGrants,
  type ReferralEvent,
  type ReferralParty,
  type ReferralStatus,
  type LifecycleAnswer,
} from '@app/shared';
import { AppError } from '../../../lib/app-error.js';
import { aboutReferral, type NewNotification } from '../../notifications/create-notification.js';
import { referralRef } from '../draft-steps.js';
import { actingClinicId, viewerOf, type ReferralRow } from '../referral-access.js';
import type { ActionContext } from '../../../action-context.js';
import type { StatusChange } from '../write-status.js';
import type { AfterCommit, LifecycleRepo } from './lifecycle.repo.js';

/** A referral the actor acts on, with the side they act for and what they hold there. */
export interface Acting {
  ctx: ActionContext;
  r: ReferralRow;
  party: ReferralParty;
  grants: ActorGrants;
}

/**
 * The referral (404 unless visible), the actor's side of it and their grants in that side's
 * clinic: the side of the clinic they work as (their current clinic), never another of their
 * memberships. Admins and other non-members hold nothing on either side and are refused.
 */
export async function actingOn(ctx: ActionContext, uuid: string): Promise<Acting> {
  const r = await ctx.data.referrals.visible(uuid);
  const party = viewerOf(ctx.actor, r);
  const clinicId = actingClinicId(ctx.actor, r);
  if (clinicId === null) throw AppError.forbidden(MSG.cannotPromote);
  const mask = await ctx.data.referrals.permissionIn(clinicId);
  const grants = { ...actionsFromMask(mask), can_send: hasBit(mask, PERMISSION.SEND_REFERRAL) };
  return { ctx, r, party, grants };
}

/**
 * The machine's verdict on `event` (packages/shared machine.ts): the status it leads to, or the
 * spec's 'Cannot promote referral' with the reason (403 when only a permission is missing).
 */
export function judge(a: Acting, event: ReferralEvent): { to: ReferralStatus; changes: boolean } {
  const verdict = transition(a.r.status, event, a.party, { isFax: a.r.isFax, grants: a.grants });
  if (verdict.ok) return verdict;
  if (verdict.refusal === 'permission') throw AppError.forbidden(verdict.reason);
  throw AppError.validation(MSG.cannotPromote, { status: [verdict.reason] });
}

/** Members of one side of the referral to notify: holders of any of `anyBits`, none of `noneBits`. */
export async function sideStaff(
  tx: LifecycleRepo,
  r: ReferralRow,
  side: 'referrer' | 'receiver',
  notice: { type: string; title: string; content: string },
  anyBits: number,
  noneBits = 0,
): Promise<NewNotification[]> {
  const clinicId = side === 'referrer' ? r.clinicReferrerId : r.clinicReceiverId;
  if (clinicId === null) return [];
  const userIds = await tx.staff(clinicId, anyBits, noneBits);
  return userIds.map((userId) => ({
    userId,
    ...notice,
    ...aboutReferral(r),
    clinicReceiverId: clinicId,
  }));
}

/** The other side's people who follow a referral: the referrer's senders, the receiver's staff. */
export function otherSide(
  tx: LifecycleRepo,
  a: Acting,
  notice: { type: string; title: string; content: string },
): Promise<NewNotification[]> {
  return a.party === 'referrer'
    ? sideStaff(
        tx,
        a.r,
        'receiver',
        notice,
        PERMISSION.ACCEPT_REFERRAL | PERMISSION.SCHEDULE_REFERRAL,
      )
    : sideStaff(tx, a.r, 'referrer', notice, PERMISSION.SEND_REFERRAL);
}

/** The name of the actor's side's clinic, for notification texts. */
export async function actingClinicName(a: Acting): Promise<string> {
  const id = a.party === 'referrer' ? a.r.clinicReferrerId : a.r.clinicReceiverId;
  return (await a.ctx.data.referrals.receiverClinic(id))?.name ?? '';
}

/**
 * Moves the referral by the one status writer, comparing against the status the machine judged
 * (a concurrent change answers 'Cannot promote referral').
 */
export function writeJudged(
  tx: LifecycleRepo,
  a: Acting,
  afterCommit: AfterCommit,
  change: Pick<StatusChange, 'to' | 'log' | 'set' | 'notify'>,
): Promise<ReferralRow> {
  return tx.writeStatus(
    a.ctx.deps.events,
    {
      ...change,
      referralId: a.r.id,
      from: a.r.status,
      actorUserId: a.ctx.actor.userId,
      now: a.ctx.now,
    },
    afterCommit,
  );
}

export const answer = (message: string, r: ReferralRow): LifecycleAnswer => ({
  message,
  referral: referralRef(r),
});
