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

export { visibleReferrals, type ReferralRow } from './referral-access.repo.js';

/** What the repository runs on: the caller's connection or transaction. */
type Connection = Parameters<typeof visibleReferralByUuid>[0];

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

/** Whether the actor reads the referral as its referrer (member of the referring clinic). */
export function viewerOf(actor: Actor, r: Pick<ReferralRow, 'clinicReferrerId'>): ReferralViewer {
  return r.clinicReferrerId !== null && actor.clinicIds.includes(r.clinicReferrerId)
    ? 'referrer'
    : 'receiver';
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
 * A referral the actor may change as its sender: visible, from one of the actor's clinics, and
 * the actor holds SEND_REFERRAL in that clinic. Others get "not found" or "forbidden".
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
