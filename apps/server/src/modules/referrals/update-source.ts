import {
  REFERRAL_MSG,
  REFERRAL_UPDATE_MSG,
  referralSourceSchema,
  type ReferralSavedAnswer,
} from '@app/shared';
import { AppError, INVALID_DATA } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import { actingMask, assertNotDraft, isReceivingStaff, saveDetailEdit } from './detail-edits.js';
import { bodyOf, referralRef } from './draft-steps.js';
import type { ActionContext } from '../../action-context.js';

/**
 * PUT /api/referrals/:uuid/source `{ clinic_id }` ('Update Referral Source'): the receiving
 * clinic records which clinic a referral came from when no clinic of the product sent it (fax or
 * public form). The clinic is kept in the referrer metadata, never as the referring clinic: naming
 * a clinic must not hand it the patient's data.
 */
export async function updateSource(
  ctx: ActionContext,
  uuid: string,
  raw: unknown,
): Promise<ReferralSavedAnswer> {
  const repo = ctx.data.referrals;
  const r = await repo.visible(uuid);
  assertNotDraft(r);
  if (!isReceivingStaff(ctx.actor, r, await actingMask(repo, ctx.actor, r))) {
    throw AppError.forbidden();
  }
  if (r.clinicReferrerId !== null) {
    throw new AppError('CONFLICT', REFERRAL_UPDATE_MSG.hasReferringClinic);
  }
  const { clinic_id } = parseInput(referralSourceSchema, bodyOf(raw));
  const clinic =
    clinic_id !== r.clinicReceiverId && (await repo.isLiveClinic(clinic_id))
      ? await repo.receiverClinic(clinic_id)
      : undefined;
  if (!clinic) {
    throw AppError.validation(INVALID_DATA, { clinic_id: [REFERRAL_UPDATE_MSG.clinicNotFound] });
  }
  const row = await saveDetailEdit(ctx, r, {
    set: {
      referrerMetadata: {
        ...r.referrerMetadata,
        clinic_id: clinic.id,
        clinic_name: clinic.name,
        address: clinic.fullAddress,
        office_phone: clinic.officePhone,
        fax: clinic.fax,
      },
    },
    log: REFERRAL_UPDATE_MSG.sourceLog(clinic.name),
  });
  return { message: REFERRAL_MSG.referralSaved, referral: referralRef(row) };
}
