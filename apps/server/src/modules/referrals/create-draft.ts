import { newDraftSchema, type ReferralRef } from '@app/shared';
import { parseInput } from '../../lib/validate.js';
import {
  assertReferrerProvider,
  bodyOf,
  knownPatientOf,
  receivingProviderOf,
  referralRef,
  writePatient,
} from './draft-steps.js';
import type { ActionContext } from '../../action-context.js';
import { publishReferralChanged } from './referral-events.js';
import { mergeValues, referralColumns, storedValues, validateForm } from './referral-input.js';

/**
 * POST /api/referrals/: the wizard's first save. The draft is sent from the actor's current
 * clinic (SEND_REFERRAL there) to a provider who can receive it; the whole form is validated with
 * the receiving clinic's rules. A patient found by SSN (patient_uuid) is reused.
 */
export async function createDraft(ctx: ActionContext, raw: unknown): Promise<ReferralRef> {
  const fromClinicId = await ctx.data.referrals.sendingClinic();
  const body = parseInput(newDraftSchema, bodyOf(raw));
  const providerId = body.provider_id;
  const referrerProviderId = body.referrer_provider_id;
  const provider = await receivingProviderOf(ctx, providerId, fromClinicId);
  await assertReferrerProvider(ctx, referrerProviderId, fromClinicId);
  const patient = await knownPatientOf(ctx, body);
  const form = await ctx.data.referrals.formOf(provider.clinicId, provider.sameOrganization);
  const values = validateForm(
    form.attributes,
    mergeValues(storedValues(ctx.deps.crypto, null, patient ?? null), body),
    ctx.now,
  );

  const row = await ctx.data.referrals.transaction(async (tx) => {
    const patientId = await writePatient(ctx, tx, {
      current: patient,
      values,
      referralId: null,
      clinicId: fromClinicId,
    });
    return tx.insertReferral({
      status: 'draft',
      source: 'wizard',
      clinicReferrerId: fromClinicId,
      clinicReceiverId: provider.clinicId,
      referrerId: ctx.actor.userId,
      createdById: ctx.actor.userId,
      providerId: provider.id,
      referrerProviderId,
      patientId,
      isOrder: provider.isOrder,
      isFax: false,
      ...referralColumns(values),
      updatedById: ctx.actor.userId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  });
  // The clinic's lists show the new draft at once (issue 17): committed, so a reload sees it.
  await publishReferralChanged(ctx.deps.events, row);
  return referralRef(row);
}
