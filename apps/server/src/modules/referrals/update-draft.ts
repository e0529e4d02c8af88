import { draftChangesSchema, type ReferralRef } from '@app/shared';
import { parseInput } from '../../lib/validate.js';
import {
  assertReferrerProvider,
  bodyOf,
  isSamePatient,
  knownPatientOf,
  receivingProviderOf,
  referralRef,
  writePatient,
} from './draft-steps.js';
import type { ActionContext } from '../../action-context.js';
import { publishReferralChanged } from './referral-events.js';
import { mergeValues, referralColumns, storedValues, validateForm } from './referral-input.js';
import { assertDraft } from './referral.policy.js';

/**
 * PUT /api/referrals/:uuid: the wizard's auto-save sends only the changed fields. The stored
 * values with the sent ones on top are validated as a whole with the (possibly new) receiving
 * clinic's form, then saved.
 */
export async function updateDraft(
  ctx: ActionContext,
  uuid: string,
  raw: unknown,
): Promise<ReferralRef> {
  const r = await ctx.data.referrals.own(uuid);
  assertDraft(r);
  const body = parseInput(draftChangesSchema, bodyOf(raw));
  const providerId = body.provider_id ?? r.providerId;
  const referrerProviderId = body.referrer_provider_id;
  const provider = await receivingProviderOf(ctx, providerId, r.clinicReferrerId);
  if (referrerProviderId !== undefined) {
    await assertReferrerProvider(ctx, referrerProviderId, r.clinicReferrerId!);
  }
  const chosen = await knownPatientOf(ctx, body);
  const patient = chosen ?? (await ctx.data.referrals.patient(r.patientId));
  const form = await ctx.data.referrals.formOf(provider.clinicId, provider.sameOrganization);
  const values = validateForm(
    form.attributes,
    mergeValues(storedValues(ctx.deps.crypto, r, patient ?? null), body),
    ctx.now,
  );

  const fields = (patientId: number) => ({
    clinicReceiverId: provider.clinicId,
    providerId: provider.id,
    ...(referrerProviderId !== undefined ? { referrerProviderId } : {}),
    patientId,
    isOrder: provider.isOrder,
    ...referralColumns(values),
    updatedById: ctx.actor.userId,
    updatedAt: ctx.now,
  });
  // Most auto-saves change one field: when the patient is unchanged, one statement suffices.
  const row = isSamePatient(ctx, patient, values)
    ? await ctx.data.referrals.updateReferral(r.id, fields(patient.id))
    : await ctx.data.referrals.transaction(async (tx) => {
        const patientId = await writePatient(ctx, tx, {
          current: patient,
          values,
          referralId: chosen ? null : r.id,
          clinicId: r.clinicReferrerId,
        });
        return tx.updateReferral(r.id, fields(patientId));
      });
  // A draft saved in one tab refreshes the clinic's lists elsewhere (issue 17).
  await publishReferralChanged(ctx.deps.events, row);
  return referralRef(row);
}
