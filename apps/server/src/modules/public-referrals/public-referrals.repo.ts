import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  clinics,
  patients,
  providers,
  referralAccessCodes,
  referralAnswers,
  referrals,
} from '../../db/schema/index.js';
import { loadProviders, receivableProviders } from '../providers/providers.repo.js';
import { loadReceiverClinics, type ReceiverClinicView } from '../referrals/receiver-clinic.repo.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import type { AnswerInput, NewReferral, PatientColumns } from '../referrals/referrals.repo.js';
import type { SealedSsn } from '../referrals/patient-ssn.js';

export type PublicClinicDetail = Pick<
  ReceiverClinicView,
  'id' | 'code' | 'name' | 'fullAddress' | 'officePhone' | 'fax' | 'isFax'
>;

/**
 * A clinic that is listed in the directory and receives referrals: the only clinics the public form
 * reaches. Codes are stored upper-case; the directory links may use any case.
 */
export async function publicClinicByCode(
  db: Queryable,
  code: string,
): Promise<PublicClinicDetail | undefined> {
  const c = code.trim().toUpperCase().slice(0, 50);
  if (!c) return undefined;
  const [row] = await db
    .select({ id: clinics.id })
    .from(clinics)
    .where(
      and(
        eq(clinics.code, c),
        eq(clinics.isPublic, true),
        eq(clinics.canReceive, true),
        isNull(clinics.deletedAt),
      ),
    )
    .limit(1);
  return row && (await loadReceiverClinics(db, [row.id]))[0];
}

/**
 * The providers of a public clinic the form offers: the same rule as Find Provider
 * (`receivableProviders`): providers that receive, and at an Orders clinic only providers with a
 * user (never its default provider). Each with its documents, misc included.
 */
export function publicProvidersOf(db: Queryable, clinicId: number, providerUuid?: string) {
  return loadProviders(
    db,
    and(
      eq(providers.clinicId, clinicId),
      receivableProviders(null),
      providerUuid !== undefined ? eq(providers.uuid, providerUuid) : undefined,
    ),
  );
}

/** A public draft (saved by the form, not yet submitted), by uuid. */
export async function publicDraft(db: Queryable, uuid: string): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select()
    .from(referrals)
    .where(
      and(
        eq(referrals.uuid, uuid),
        eq(referrals.source, 'public'),
        eq(referrals.status, 'draft'),
        isNull(referrals.deletedAt),
      ),
    )
    .limit(1);
  return row as ReferralRow | undefined;
}

/** Writes a public draft: a new patient (never matched to a known one), the referral, its answers. */
export async function insertPublicDraft(
  tx: Queryable,
  input: {
    patient: PatientColumns & SealedSsn;
    referral: Omit<NewReferral, 'patientId'>;
    answers: readonly AnswerInput[];
    now: Date;
  },
): Promise<{ referral: ReferralRow; patientUuid: string }> {
  const { now } = input;
  const [patient] = await tx
    .insert(patients)
    // No clinic "entered" the patient: a public draft must not make the patient known to anyone.
    .values({ ...input.patient, clinicId: null, createdAt: now, updatedAt: now })
    .returning({ id: patients.id, uuid: patients.uuid });
  const [row] = await tx
    .insert(referrals)
    .values({ ...input.referral, patientId: patient!.id, createdAt: now, updatedAt: now })
    .returning();
  if (input.answers.length) {
    await tx
      .insert(referralAnswers)
      .values(
        input.answers.map((a) => ({ referralId: row!.id, ...a, createdAt: now, updatedAt: now })),
      );
  }
  return { referral: row as ReferralRow, patientUuid: patient!.uuid };
}

export async function insertAccessCode(
  tx: Queryable,
  row: { referralId: number; email: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await tx.insert(referralAccessCodes).values({
    referralId: row.referralId,
    email: row.email.toLowerCase(),
    codeHash: row.codeHash,
    expiresAt: row.expiresAt,
    createdAt: row.now,
  });
}

/** The referrer metadata of the latest submitted public referral from this e-mail. */
export async function latestReferrerMetadata(
  db: Queryable,
  email: string,
): Promise<ReferralRow['referrerMetadata'] | undefined> {
  const [row] = await db
    .select({ metadata: referrals.referrerMetadata })
    .from(referralAccessCodes)
    .innerJoin(referrals, eq(referrals.id, referralAccessCodes.referralId))
    .where(
      and(
        eq(referralAccessCodes.email, email.toLowerCase()),
        ne(referrals.status, 'draft'),
        isNull(referrals.deletedAt),
      ),
    )
    .orderBy(desc(referralAccessCodes.createdAt), desc(referralAccessCodes.id))
    .limit(1);
  return row?.metadata;
}

/** What the public form reads (publicData): published clinics, their providers, the prefill. */
export function createPublicFormRepo(db: Queryable) {
  return {
    clinicByCode: (code: string) => publicClinicByCode(db, code),
    providersOf: (clinicId: number) => publicProvidersOf(db, clinicId),
    latestReferrerMetadata: (email: string) => latestReferrerMetadata(db, email),
  };
}
