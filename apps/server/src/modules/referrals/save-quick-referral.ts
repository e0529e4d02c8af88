import { quickReferralSchema, REFERRAL_MSG, type QuickReferral } from '@app/shared';
import { AppError, INVALID_DATA } from '../../lib/app-error.js';
import { parseInput } from '../../lib/validate.js';
import { bodyOf, savePatientAudited } from './draft-steps.js';
import type { ActionContext } from '../../action-context.js';
import { publishReferralChanged } from './referral-events.js';
import { REFERRAL_POLICY_MSG } from './referral.policy.js';

/** Not worded by the spec. */
export const QUICK_MSG = {
  invalidJson: 'The referral could not be read.',
  notManual: 'Only a manually created referral can be edited this way.',
} as const;

/** A sent date is a calendar day; noon UTC is that same day across the US time zones. */
export const sentDateAt = (isoDay: string): Date => new Date(`${isoDay}T12:00:00.000Z`);

function parseParams(params: string): Record<string, unknown> {
  try {
    return bodyOf(JSON.parse(params));
  } catch {
    throw AppError.validation(QUICK_MSG.invalidJson, { params: [QUICK_MSG.invalidJson] });
  }
}

const fieldError = (field: string, message: string) =>
  AppError.validation(INVALID_DATA, { [field]: [message] });

/**
 * The receiving clinic and provider a manual entry names: a live clinic other than the sender, and
 * a live provider of that clinic (the clinic follows the provider when only the provider is given).
 */
async function manualTarget(ctx: ActionContext, input: QuickReferral, fromClinicId: number) {
  let receiverId = input.clinic_receiver_id ?? null;
  const providerId = input.provider_id ?? null;
  if (providerId !== null) {
    const p = await ctx.data.referrals.liveProvider(providerId);
    if (!p || (receiverId !== null && p.clinicId !== receiverId)) {
      throw fieldError('provider_id', REFERRAL_POLICY_MSG.providerNotFound);
    }
    receiverId = p.clinicId;
  }
  if (
    receiverId !== null &&
    (receiverId === fromClinicId || !(await ctx.data.referrals.isLiveClinic(receiverId)))
  ) {
    throw fieldError('clinic_receiver_id', REFERRAL_POLICY_MSG.clinicNotFound);
  }
  return { receiverId, providerId };
}

function messageOf(isOrder: boolean, created: boolean): string {
  if (isOrder) return created ? REFERRAL_MSG.orderCreated : REFERRAL_MSG.orderUpdated;
  return created ? REFERRAL_MSG.referralCreated : REFERRAL_MSG.referralUpdated;
}

/**
 * save_referral(params): the Add/Edit Referral or Order quick dialog. A manual entry is created
 * as sent ('Manually Created') from the actor's current clinic; `uuid` edits one of the actor's
 * clinic's manual entries.
 */
export async function saveQuickReferral(ctx: ActionContext, params: string) {
  const body = parseParams(params);
  const input = parseInput(quickReferralSchema, body);
  const uuid = typeof body['uuid'] === 'string' && body['uuid'] !== '' ? body['uuid'] : null;
  const repo = ctx.data.referrals;
  const existing = uuid ? await repo.own(uuid) : undefined;
  if (existing && existing.source !== 'manual') {
    throw new AppError('CONFLICT', QUICK_MSG.notManual);
  }
  const fromClinicId = existing?.clinicReferrerId ?? (await repo.sendingClinic());
  const target = await manualTarget(ctx, input, fromClinicId);
  const patient = existing ? await repo.patient(existing.patientId) : undefined;
  const fields = {
    clinicReceiverId: target.receiverId,
    providerId: target.providerId,
    isOrder: input.is_order,
    mrn: input.mrn || null,
    diagnosis: input.diagnosis || null,
    sentAt: sentDateAt(input.sentdate),
    updatedById: ctx.actor.userId,
    updatedAt: ctx.now,
  };

  const row = await repo.transaction(async (tx) => {
    const patientId = await savePatientAudited(ctx, tx, {
      current: patient,
      referralId: existing?.id ?? null,
      columns: {
        firstname: input.firstname,
        lastname: input.lastname,
        birthdate: input.birthdate || null,
      },
      clinicId: fromClinicId,
    });
    if (existing) return tx.updateReferral(existing.id, { ...fields, patientId });
    return tx.insertReferral({
      ...fields,
      status: 'sent',
      source: 'manual',
      clinicReferrerId: fromClinicId,
      referrerId: ctx.actor.userId,
      createdById: ctx.actor.userId,
      patientId,
      createdAt: ctx.now,
    });
  });
  // Add/Edit Referral or Order: both clinics' lists show the entry at once (issue 17).
  await publishReferralChanged(ctx.deps.events, row);
  return { message: messageOf(row.isOrder, !existing), referral: row };
}
