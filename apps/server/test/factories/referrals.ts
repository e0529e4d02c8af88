import { and, eq, isNotNull } from 'drizzle-orm';
import type { ReferralStatus } from '@app/shared';
import { patients, providers, referrals } from '../../src/db/schema/index.js';
import type { TestApp } from '../harness.js';
import { clinicByCode, userIdOf } from '../lookups.js';

export interface ReferralOptions {
  /** Referring clinic code (default NORTHSIDE). */
  from?: string;
  /** Receiving clinic code (default LAKESIDE). */
  to?: string;
  /** Receiving provider's last name (default: the receiving clinic's first named provider). */
  providerLastname?: string;
  status?: ReferralStatus;
  /** The creating user's e-mail (default psr@northside.demo.test). */
  referrerEmail?: string;
  patient?: { firstname?: string; lastname?: string; birthdate?: string; phone?: string };
  diagnosis?: string;
  extraInfo?: Record<string, unknown>;
  /** Default: whether the status is sent_fax. */
  isFax?: boolean;
  isOrder?: boolean;
}

/**
 * A referral written straight into the test database (arranging, not the behaviour under test):
 * a patient, the receiving clinic's provider and the given status, created (and sent, unless a
 * draft) at the test clock's now. Returns the referral row.
 */
export async function createReferral(t: TestApp, opts: ReferralOptions = {}) {
  const from = await clinicByCode(t, opts.from ?? 'NORTHSIDE');
  const to = await clinicByCode(t, opts.to ?? 'LAKESIDE');
  const named = await t.db
    .select()
    .from(providers)
    .where(
      and(
        eq(providers.clinicId, to.id),
        eq(providers.isDefault, false),
        isNotNull(providers.lastname),
        ...(opts.providerLastname ? [eq(providers.lastname, opts.providerLastname)] : []),
      ),
    )
    .orderBy(providers.id)
    .limit(1);
  const referrerId = await userIdOf(t, opts.referrerEmail ?? 'psr@northside.demo.test');
  const [patient] = await t.db
    .insert(patients)
    .values({
      clinicId: from.id,
      firstname: opts.patient?.firstname ?? 'Ada',
      lastname: opts.patient?.lastname ?? 'Byron',
      birthdate: opts.patient?.birthdate ?? '1990-02-01',
      phone: opts.patient?.phone ?? '3125550100',
      fullAddress: '1 Test St, Chicago, IL 60610',
    })
    .returning();
  const status = opts.status ?? 'draft';
  const now = t.clock.now();
  const [row] = await t.db
    .insert(referrals)
    .values({
      status,
      clinicReferrerId: from.id,
      clinicReceiverId: to.id,
      referrerId,
      providerId: named[0]?.id ?? null,
      patientId: patient!.id,
      diagnosis: opts.diagnosis ?? 'I10 Hypertension',
      mrn: 'MRN-1',
      extraInfo: opts.extraInfo ?? {},
      isFax: opts.isFax ?? status === 'sent_fax',
      isOrder: opts.isOrder ?? to.isOrder,
      sentAt: status === 'draft' ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}
