import {
  buildReferralInformationSchema,
  canUpdateInformationIn,
  INFORMATION_FIELDS,
  REFERRAL_MSG,
  REFERRAL_UPDATE_MSG,
  todayInCentral,
  type ReferralSavedAnswer,
} from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import { actingMask, assertNotDraft, isReferringSender, saveDetailEdit } from './detail-edits.js';
import { bodyOf, referralRef } from './draft-steps.js';
import type { ActionContext } from '../../action-context.js';

const orNull = (v: string) => (v === '' ? null : v);

/**
 * PUT /api/referrals/:uuid/information `{ mrn?, diagnosis?, comment? }` ('Update Referral
 * Information'): the referring clinic's senders correct what they sent while the referral is open.
 * Fields left out keep their value; the receiving clinic's form decides what is required.
 */
export async function updateInformation(
  ctx: ActionContext,
  uuid: string,
  raw: unknown,
): Promise<ReferralSavedAnswer> {
  const repo = ctx.data.referrals;
  const r = await repo.visible(uuid);
  assertNotDraft(r);
  if (!isReferringSender(ctx.actor, r, await actingMask(repo, ctx.actor, r))) {
    throw AppError.forbidden();
  }
  if (!canUpdateInformationIn(r.status)) {
    throw new AppError('CONFLICT', REFERRAL_UPDATE_MSG.notUpdatable);
  }
  const body = bodyOf(raw);
  const sent = INFORMATION_FIELDS.filter((k) => Object.hasOwn(body, k)).map((k) => [k, body[k]]);
  const form =
    r.clinicReceiverId !== null
      ? await repo.formFor(r.clinicReferrerId, r.clinicReceiverId)
      : { attributes: [] };
  const schema = buildReferralInformationSchema(form.attributes, todayInCentral(ctx.now));
  const values = parseInput(schema, {
    mrn: r.mrn ?? '',
    diagnosis: r.diagnosis ?? '',
    comment: r.comment ?? '',
    ...Object.fromEntries(sent),
  });
  const row = await saveDetailEdit(ctx, r, {
    set: {
      mrn: orNull(values.mrn),
      diagnosis: orNull(values.diagnosis),
      comment: orNull(values.comment),
    },
    log: REFERRAL_UPDATE_MSG.informationLog,
  });
  return { message: REFERRAL_MSG.referralSaved, referral: referralRef(row) };
}
