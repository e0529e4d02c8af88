import { canUpdateInformationIn, hasBit, PERMISSION } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { actingClinicId, viewerOf, type ReferralRow } from './referral-access.js';
import type { ActionContext } from '../../action-context.js';
import { publishNoteAdded } from './referral-events.js';
import type { ReferralsRepo, ReferralUpdate } from './referrals.repo.js';
import { canEditPatient, REFERRAL_POLICY_MSG } from './referral.policy.js';

/** Which of the detail view's edit dialogs the actor may use on a referral (GraphQL `can_*`). */
export interface DetailEdits {
  /** 'Edit Patient Demographics' (edit-patient.ts). */
  patient: boolean;
  /** 'Update Referral Information': the referring clinic's senders, while the referral is open. */
  information: boolean;
  /** 'Update Referral Source': the receiving clinic's staff, when no clinic of ours sent it. */
  source: boolean;
}

/** Whether the actor acts on the referral as a member of its receiving clinic who accepts or schedules. */
export function isReceivingStaff(actor: Actor, r: ReferralRow, mask: number): boolean {
  return (
    viewerOf(actor, r) === 'receiver' &&
    r.clinicReceiverId !== null &&
    actingClinicId(actor, r) === r.clinicReceiverId &&
    (hasBit(mask, PERMISSION.ACCEPT_REFERRAL) || hasBit(mask, PERMISSION.SCHEDULE_REFERRAL))
  );
}

/** Whether the actor is a sender (SEND_REFERRAL) of the referral's referring clinic. */
export function isReferringSender(actor: Actor, r: ReferralRow, mask: number): boolean {
  return viewerOf(actor, r) === 'referrer' && hasBit(mask, PERMISSION.SEND_REFERRAL);
}

/** The actor's permission mask in the clinic they act from on this referral (0 for none). */
export async function actingMask(repo: ReferralsRepo, actor: Actor, r: ReferralRow) {
  const clinicId = actingClinicId(actor, r);
  return clinicId !== null ? repo.permissionIn(clinicId) : 0;
}

/** The edits open to the actor now; drafts change only in the wizard. */
export async function detailEditsOf(
  repo: ReferralsRepo,
  actor: Actor,
  r: ReferralRow,
): Promise<DetailEdits> {
  if (r.status === 'draft') return { patient: false, information: false, source: false };
  const mask = await actingMask(repo, actor, r);
  return {
    patient: canEditPatient(actor, r, mask),
    information: isReferringSender(actor, r, mask) && canUpdateInformationIn(r.status),
    source: isReceivingStaff(actor, r, mask) && r.clinicReferrerId === null,
  };
}

/** Drafts are changed in the wizard (409), like 'Edit Patient Demographics'. */
export function assertNotDraft(r: ReferralRow): void {
  if (r.status === 'draft') throw new AppError('CONFLICT', REFERRAL_POLICY_MSG.draftInWizard);
}

/**
 * Saves a detail view edit in one transaction: the referral's columns, its System Log line (from
 * the clinic the actor acts for), and after commit the live event both clinics and the notes
 * listeners hear, like every other change of a referral.
 */
export function saveDetailEdit(
  ctx: ActionContext,
  r: ReferralRow,
  edit: { set: ReferralUpdate; log: string },
): Promise<ReferralRow> {
  return ctx.data.referrals.transaction(async (tx, afterCommit) => {
    await tx.addNote({
      referralId: r.id,
      group: 'system',
      note: edit.log,
      clinicId: actingClinicId(ctx.actor, r),
      now: ctx.now,
    });
    const row = await tx.updateReferral(r.id, {
      ...edit.set,
      updatedById: ctx.actor.userId,
      updatedAt: ctx.now,
    });
    await publishNoteAdded(ctx.deps.events, row, afterCommit);
    return row;
  });
}
