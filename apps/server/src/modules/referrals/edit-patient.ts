import { REFERRAL_MSG, type ReferralSavedAnswer } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { bodyOf, referralRef, writePatient } from './draft-steps.js';
import type { ActionContext } from '../../action-context.js';
import { publishNoteAdded } from './referral-events.js';
import {
  mergeValues,
  PATIENT_EDIT_FIELDS,
  patientOnlyAttributes,
  storedValues,
  validateForm,
} from './referral-input.js';
import { actingClinicId } from './referral-access.js';
import { canEditPatient, REFERRAL_POLICY_MSG } from './referral.policy.js';

/**
 * POST /api/referrals/:uuid/patient ('Edit Patient Demographics', hidden for drafts): the patient
 * fields and MRN of a sent referral, validated with the receiving clinic's rules for them.
 */
export async function editPatient(
  ctx: ActionContext,
  uuid: string,
  raw: unknown,
): Promise<ReferralSavedAnswer> {
  const repo = ctx.data.referrals;
  const r = await repo.visible(uuid);
  if (r.status === 'draft') throw new AppError('CONFLICT', REFERRAL_POLICY_MSG.draftInWizard);
  const clinicId = actingClinicId(ctx.actor, r);
  const mask = clinicId !== null ? await repo.permissionIn(clinicId) : 0;
  if (!canEditPatient(ctx.actor, r, mask)) throw AppError.forbidden();

  const patient = await repo.patient(r.patientId);
  const form =
    r.clinicReceiverId !== null
      ? await repo.formFor(r.clinicReferrerId, r.clinicReceiverId)
      : { attributes: [] };
  const values = validateForm(
    patientOnlyAttributes(form.attributes),
    mergeValues(storedValues(ctx.deps.crypto, r, patient ?? null), bodyOf(raw), {
      fields: PATIENT_EDIT_FIELDS,
      extraInfo: false,
    }),
    ctx.now,
  );
  const row = await repo.transaction(async (tx, afterCommit) => {
    const patientId = await writePatient(ctx, tx, {
      current: patient,
      values,
      referralId: r.id,
      clinicId,
    });
    await tx.addNote({
      referralId: r.id,
      group: 'system',
      note: 'Patient demographics updated.',
      clinicId,
      now: ctx.now,
    });
    const updated = await tx.updateReferral(r.id, {
      patientId,
      mrn: values.mrn === '' ? null : values.mrn,
      updatedById: ctx.actor.userId,
      updatedAt: ctx.now,
    });
    // Both clinics and the notes listeners hear of it, like every other change of a referral.
    await publishNoteAdded(ctx.deps.events, updated, afterCommit);
    return updated;
  });
  return { message: REFERRAL_MSG.referralSaved, referral: referralRef(row) };
}
