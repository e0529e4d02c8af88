import {
  hasBit,
  isReferralStatus,
  PERMISSION,
  REFERRAL_MSG_SERVER,
  type ReferralViewer,
} from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { isUuid } from '../catalog/sql.js';
import {
  memberPermission,
  visibleReferralByUuid,
  type ReferralRow,
} from './referral-access.repo.js';

/**
 * The referral core's visibility module. The one visibility rule for referrals (DESIGN section 3): a referral is visible to its referring
 * clinic and its receiving clinic, a draft only to the referring clinic, and everything to admins.
 * Documents, notes, answers, orders, SMS and faxes are reached through a visible referral.
 *
 * Every surface derives from this module, always for the clinic the actor works as (their current
 * clinic, `workingClinicId`), never for any other of their memberships (issue 17):
 * - detail, documents, orders, SMS, notes, inbound-fax links: `loadVisibleReferral` /
 *   `visibleReferrals(actor)`; as which party: `viewerOf` / `partyOf`, from which clinic:
 *   `actingClinicId`.
 * - lists, exports and reports narrow the rule to the actor's CURRENT clinic and one side with
 *   `referralsOfClinic` (the current clinic is always one of the actor's clinics, so they stay
 *   within `visibleReferrals`); reports and exports count sent referrals only (never a draft).
 * - the admin dashboard counts with `visibleReferrals` (admins: every live referral).
 * - a provider user without referral permissions sees only the orders addressed to them
 *   (`ordersAddressedTo`, also the orders module's pending list), through the surfaces whose
 *   access is `REFERRAL_READ` (the detail view, its log, documents and print; issue 20).
 * - live events go to `clinicsThatSee(referral)`, the same rule told per clinic.
 * Rules that genuinely differ, and why:
 * - internal notes (referral-notes.repo.ts `visibleNotes`): of a visible referral, only members of
 *   the clinic that wrote them read them ("shared only with colleagues", spec 2), admins included.
 * - received faxes (inbound-faxes.repo.ts): a fax belongs to the clinic it was sent to, before
 *   any referral exists; outbound faxes are an admin list.
 * - the public review page has no actor: the access code opens exactly one referral
 *   (public-referrals/verify-access.ts).
 */
export {
  currentAppointmentDate,
  ordersAddressedTo,
  referralsOfClinic,
  visibleReferrals,
  type ReferralRow,
} from './referral-access.repo.js';

/** What the repository runs on: the caller's connection or transaction. */
type Connection = Parameters<typeof visibleReferralByUuid>[0];

/**
 * The clinics that see a referral, to which its live events go: the referrer always, the receiver
 * once it is sent. `status` may be 'deleted' for a deleted draft (only drafts are deleted).
 */
export function clinicsThatSee(r: {
  status: string;
  clinicReferrerId: number | null;
  clinicReceiverId: number | null;
}): number[] {
  const receiverSees = r.status !== 'draft' && r.status !== 'deleted';
  const ids = [r.clinicReferrerId, receiverSees ? r.clinicReceiverId : null];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** A visible referral by uuid, or 'Referral not found.' (never "forbidden": no existence leak). */
export async function loadVisibleReferral(
  db: Connection,
  actor: Actor,
  uuid: string,
): Promise<ReferralRow> {
  if (!isUuid(uuid)) throw AppError.notFound(REFERRAL_MSG_SERVER.notFound);
  const row = await visibleReferralByUuid(db, actor, uuid);
  if (!row || !isReferralStatus(row.status)) throw AppError.notFound(REFERRAL_MSG_SERVER.notFound);
  return row as ReferralRow;
}

/**
 * The clinic the actor works as: their current clinic, while they are a member of it (null for
 * admins and users without a clinic). Every referrer/receiver decision is taken for this clinic,
 * never for "any of the actor's clinics" (issue 17): a user of clinics A and B working as B is the
 * receiver of a referral from A to B, on every surface.
 */
export function workingClinicId(actor: Actor): number | null {
  const id = actor.currentClinicId;
  return id !== null && actor.clinicIds.includes(id) ? id : null;
}

/**
 * The side the actor acts for on the referral: 'referrer' when they work as its referring clinic,
 * 'receiver' when they work as its receiving clinic, null when they work as neither (admins).
 * A referral a clinic sends to itself is read as its referrer.
 */
export function partyOf(
  actor: Actor,
  r: Pick<ReferralRow, 'clinicReferrerId' | 'clinicReceiverId' | 'status'>,
): ReferralViewer | null {
  const clinicId = workingClinicId(actor);
  if (clinicId === null) return null;
  if (r.clinicReferrerId === clinicId) return 'referrer';
  if (r.clinicReceiverId === clinicId && r.status !== 'draft') return 'receiver';
  return null;
}

/**
 * As which party the actor reads a visible referral: its referrer when working as the referring
 * clinic, otherwise its receiver (a visible referral is the current clinic's on one side; admins
 * read as receivers).
 */
export function viewerOf(
  actor: Actor,
  r: Pick<ReferralRow, 'clinicReferrerId' | 'clinicReceiverId' | 'status'>,
): ReferralViewer {
  return partyOf(actor, r) === 'referrer' ? 'referrer' : 'receiver';
}

/** The clinic the actor acts from on this referral: their current clinic when it is a party. */
export function actingClinicId(
  actor: Actor,
  r: Pick<ReferralRow, 'clinicReferrerId' | 'clinicReceiverId' | 'status'>,
): number | null {
  return partyOf(actor, r) === null ? null : workingClinicId(actor);
}

/** The actor's referral permission mask in a clinic (0 when not a member; admins hold none). */
export async function permissionMask(
  db: Connection,
  actor: Actor,
  clinicId: number,
): Promise<number> {
  if (!actor.clinicIds.includes(clinicId)) return 0;
  return (await memberPermission(db, actor.userId, clinicId)) ?? 0;
}

/**
 * Sending happens from the actor's current clinic and needs SEND_REFERRAL there. Returns the
 * clinic the referral is sent from.
 */
export async function requireSendPermission(db: Connection, actor: Actor): Promise<number> {
  const clinicId = actor.currentClinicId;
  if (clinicId === null) throw AppError.forbidden(REFERRAL_MSG_SERVER.cannotSend);
  const mask = await permissionMask(db, actor, clinicId);
  if (!hasBit(mask, PERMISSION.SEND_REFERRAL))
    throw AppError.forbidden(REFERRAL_MSG_SERVER.cannotSend);
  return clinicId;
}

/**
 * A referral the actor may change as its sender: visible, sent from the clinic the actor works as,
 * and the actor holds SEND_REFERRAL there. Others get "not found" or "forbidden".
 */
export async function loadOwnReferral(
  db: Connection,
  actor: Actor,
  uuid: string,
): Promise<ReferralRow> {
  const r = await loadVisibleReferral(db, actor, uuid);
  if (viewerOf(actor, r) !== 'referrer') throw AppError.notFound(REFERRAL_MSG_SERVER.notFound);
  const mask = await permissionMask(db, actor, r.clinicReferrerId!);
  if (!hasBit(mask, PERMISSION.SEND_REFERRAL))
    throw AppError.forbidden(REFERRAL_MSG_SERVER.cannotSend);
  return r;
}

/** The contract's ReferralRef. */
export function referralRef(r: Pick<ReferralRow, 'id' | 'uuid' | 'status' | 'isOrder' | 'isFax'>) {
  return { id: r.id, uuid: r.uuid, status: r.status, is_order: r.isOrder, is_fax: r.isFax };
}
