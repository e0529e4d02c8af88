import { randomUUID } from 'node:crypto';
import {
  CUSTOM_FIELD_PREFIX,
  PUBLIC_REFERRAL_MSG,
  publicReferrerSchema,
  type PublicReferrerMetadata,
  type ReferralFormValues,
} from '@app/shared';
import { AppError, INVALID_DATA, type FieldErrors } from '../../lib/app-error.js';
import { hours } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';
import type { FieldCrypto } from '../../lib/field-crypto.js';
import { parseInput } from '../../lib/validate.js';
import { sealSsn } from '../referrals/patient-ssn.js';
import { patientColumns, referralColumns, validateForm } from '../referrals/referral-input.js';
import { answersSchema } from '../referrals/save-answers.js';
import type { PublicDeps } from '../../graphql/public-builder.js';
import type { PublicFlowRepo } from './public-flow.repo.js';
import { signUploadToken } from './upload-token.js';

/** Issue 6 "Abuse resistance": a person fills in a handful of forms an hour, a bot many. */
export const PUBLIC_SAVE_LIMIT = {
  name: 'public:referral:save',
  max: 10,
  windowMs: hours(1),
} as const satisfies Limit;

export interface PublicReferralDraft {
  uuid: string;
  upload_token: string;
}

/** A JSON-string argument as an object; anything else is treated as empty (and so invalid). */
function objectOf(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Runs a validation step, keeping its field errors so every message is answered at once. */
function collect<T>(errors: FieldErrors, step: () => T): T | undefined {
  try {
    return step();
  } catch (e) {
    if (e instanceof AppError && e.code === 'VALIDATION' && e.fieldErrors) {
      Object.assign(errors, e.fieldErrors);
      return undefined;
    }
    throw e;
  }
}

/**
 * The form values the clinic's external form validates: the patient JSON, the referral's
 * diagnosis / comment / MRN, and its custom_ fields (top level, or inside extra_info).
 */
export function formValues(referral: Record<string, unknown>, patient: Record<string, unknown>) {
  const extra: Record<string, unknown> = {};
  const nested = referral['extra_info'];
  if (nested !== null && typeof nested === 'object' && !Array.isArray(nested)) {
    Object.assign(extra, nested);
  }
  for (const [k, v] of Object.entries(referral)) {
    if (k.startsWith(CUSTOM_FIELD_PREFIX)) extra[k] = v;
  }
  return {
    ...patient,
    mrn: patient['mrn'] ?? referral['mrn'],
    diagnosis: referral['diagnosis'],
    comment: referral['comment'],
    extra_info: extra,
  };
}

/**
 * The rows of a public draft from the form's checked values: a new patient (SSN sealed) and the
 * referral (source public, no referring clinic, the referrer's contact kept as metadata).
 */
export function publicDraftRows(
  crypto: FieldCrypto,
  input: {
    clinicId: number;
    providerId: number;
    values: ReferralFormValues;
    referrer: PublicReferrerMetadata;
  },
) {
  const { values } = input;
  return {
    patient: { ...patientColumns(values), ...sealSsn(crypto, values.ssn) },
    referral: {
      status: 'draft',
      source: 'public',
      clinicReferrerId: null,
      clinicReceiverId: input.clinicId,
      providerId: input.providerId,
      isPublicPatient: true,
      isOrder: false,
      isFax: false,
      ...referralColumns(values),
      referrerMetadata: { ...input.referrer },
    },
  } satisfies Omit<Parameters<PublicFlowRepo['insertDraft']>[0], 'answers' | 'now'>;
}

/**
 * save_public_referral: the public form's first call. Validates the referrer contact (spec 2
 * section 5 "Public referrer") and the patient and custom fields with the clinic's external form,
 * then stores a PUBLIC DRAFT (source public, no referring clinic) that nobody sees until it is
 * submitted with the upload token answered here. A filled honeypot gets a believable answer and
 * nothing is stored.
 */
export async function savePublicReferral(
  deps: Pick<PublicDeps, 'limiter' | 'crypto' | 'log'>,
  data: PublicFlowRepo,
  input: { referral: string; patient: string; ip: string; now: Date },
): Promise<PublicReferralDraft> {
  const { now } = input;
  await deps.limiter.consume(PUBLIC_SAVE_LIMIT, input.ip);
  const referral = objectOf(input.referral);
  const patient = objectOf(input.patient);

  const website = referral['website'];
  if (typeof website === 'string' ? website.trim() !== '' : website != null) {
    // A bot filled the hidden field: it learns nothing, we keep nothing (no PHI in the log).
    deps.log.info({ event: 'public_referral.honeypot', ip: input.ip }, 'public form honeypot');
    const uuid = randomUUID();
    return { uuid, upload_token: signUploadToken(deps.crypto, uuid, now) };
  }

  const clinic = await data.clinicByCode(String(referral['clinic_code'] ?? ''));
  if (!clinic) throw AppError.notFound(PUBLIC_REFERRAL_MSG.clinicNotFound);

  const errors: FieldErrors = {};
  const contact = collect(errors, () => parseInput(publicReferrerSchema, referral));
  const form = await data.externalForm(clinic.id);
  const values = collect(errors, () => validateForm(form, formValues(referral, patient), now));
  const answers =
    collect(errors, () => parseInput(answersSchema, { answers: referral['answers'] ?? [] }))
      ?.answers ?? [];
  const [provider] = contact ? await data.providersOf(clinic.id, contact.provider_uuid) : [];
  if (contact && !provider) errors['provider_uuid'] = [PUBLIC_REFERRAL_MSG.providerNotFound];
  if (!contact || !values || !provider || Object.keys(errors).length) {
    throw AppError.validation(INVALID_DATA, errors);
  }

  const { provider_uuid: _provider, ...metadata } = contact;
  const referrerMetadata: PublicReferrerMetadata = metadata;
  const row = await data.transaction(async (tx) => {
    const { referral: draft, patientUuid } = await tx.insertDraft({
      ...publicDraftRows(deps.crypto, {
        clinicId: clinic.id,
        providerId: provider.id,
        values,
        referrer: referrerMetadata,
      }),
      answers,
      now,
    });
    await tx.audit({
      action: 'patient.created',
      actorUserId: null,
      subjectType: 'patient',
      subjectId: patientUuid,
      ip: input.ip,
      details: { referral_uuid: draft.uuid, source: 'public' },
    });
    return draft;
  });
  return { uuid: row.uuid, upload_token: signUploadToken(deps.crypto, row.uuid, now) };
}
