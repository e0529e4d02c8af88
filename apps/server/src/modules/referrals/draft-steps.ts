import { AppError, INVALID_DATA } from '../../lib/app-error.js';
import { sealSsn, ssnDigitsOf } from './patient-ssn.js';
import type { ReceiverClinicView } from './receiver-clinic.repo.js';
import type { ActionContext } from '../../action-context.js';
import { patientColumns } from './referral-input.js';
import type { PatientRow } from './referrals.repo.js';
import {
  assertReceivable,
  REFERRAL_POLICY_MSG,
  type ReceivingProvider,
} from './referral.policy.js';
import type { ReferralsRepo } from './referrals.repo.js';
import type { ReferralFormValues } from '@app/shared';

// Defined in the referral core so that modules ranked below referrals (faxes) answer the same shape.
export { referralRef } from './referral-access.js';

export const bodyOf = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The receiving provider of `providerId` seen from `fromClinicId`, or the refusal. */
export async function receivingProviderOf(
  ctx: ActionContext,
  providerId: number | null,
  fromClinicId: number | null,
): Promise<ReceivingProvider> {
  const provider = await ctx.data.referrals.receivingProvider(providerId, fromClinicId);
  assertReceivable(provider);
  return provider;
}

/** The receiving provider with its clinic's facts (for sending and the wizard's form). */
export async function receivingSide(
  ctx: ActionContext,
  providerId: number | null,
  fromClinicId: number | null,
): Promise<{ provider: ReceivingProvider; receiver: ReceiverClinicView }> {
  const provider = await receivingProviderOf(ctx, providerId, fromClinicId);
  const receiver = await ctx.data.referrals.receiverClinic(provider.clinicId);
  if (!receiver) throw new Error(`clinic ${provider.clinicId} of a live provider not found`);
  return { provider, receiver };
}

/** 'Referrer Provider *' must be a provider of the sending clinic. */
export async function assertReferrerProvider(
  ctx: ActionContext,
  providerId: number,
  clinicId: number,
): Promise<void> {
  if (!(await ctx.data.referrals.isProviderOf(providerId, clinicId))) {
    throw AppError.validation(INVALID_DATA, {
      referrer_provider_id: [REFERRAL_POLICY_MSG.providerNotFound],
    });
  }
}

/** A known patient named by `patient_uuid` (a match from patient_by_ssn), or the field error. */
export async function knownPatientOf(
  ctx: ActionContext,
  body: Record<string, unknown>,
): Promise<PatientRow | undefined> {
  const uuid = body['patient_uuid'];
  if (uuid === undefined || uuid === null || uuid === '') return undefined;
  const p =
    typeof uuid === 'string' && /^[0-9a-f-]{36}$/i.test(uuid)
      ? await ctx.data.referrals.knownPatient(uuid)
      : undefined;
  if (!p) {
    throw AppError.validation(INVALID_DATA, {
      patient_uuid: [REFERRAL_POLICY_MSG.patientNotFound],
    });
  }
  return p;
}

/** Saves a patient inside the caller's transaction and audits the change. */
export async function savePatientAudited(
  ctx: ActionContext,
  tx: ReferralsRepo,
  opts: Omit<Parameters<ReferralsRepo['savePatient']>[0], 'now'>,
): Promise<number> {
  const saved = await tx.savePatient({ ...opts, now: ctx.now });
  await tx.audit({
    action: saved.created ? 'patient.created' : 'patient.updated',
    subjectType: 'patient',
    subjectId: saved.uuid,
    requestId: ctx.requestId,
    ip: ctx.ip,
  });
  return saved.id;
}

/** Whether a validated form holds exactly what the patient row already has (nothing to write). */
export function isSamePatient(
  ctx: ActionContext,
  row: PatientRow | undefined,
  values: ReferralFormValues,
): row is PatientRow {
  if (!row) return false;
  const digits = ssnDigitsOf(values.ssn);
  const hash = digits ? ctx.deps.crypto.lookupHash(digits) : null;
  const cols = patientColumns(values);
  return (
    hash === row.ssnHash &&
    (Object.keys(cols) as (keyof typeof cols)[]).every((k) => cols[k] === row[k])
  );
}

/** Saves the patient fields of a validated form (the SSN sealed). */
export function writePatient(
  ctx: ActionContext,
  tx: ReferralsRepo,
  opts: {
    current: PatientRow | undefined;
    values: ReferralFormValues;
    referralId: number | null;
    clinicId: number | null;
  },
): Promise<number> {
  return savePatientAudited(ctx, tx, {
    current: opts.current,
    referralId: opts.referralId,
    columns: patientColumns(opts.values),
    sealed: sealSsn(ctx.deps.crypto, opts.values.ssn),
    clinicId: opts.clinicId,
  });
}
