import { and, asc, eq } from 'drizzle-orm';
import type { ReferralStatus } from '@app/shared';
import {
  clinics,
  faxes,
  notifications,
  patients,
  providers,
  referralNotes,
  referrals,
  users,
} from '../src/db/schema/index.js';
import type { TestApp } from './harness.js';

/** Arrangements shared by the fax and SMS suites: referrals written straight into the database. */

export async function userId(t: TestApp, email: string): Promise<number> {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

async function clinicByCode(t: TestApp, code: string) {
  const [c] = await t.db.select().from(clinics).where(eq(clinics.code, code));
  if (!c) throw new Error(`no clinic ${code}`);
  return c;
}

/**
 * A referral from one demo clinic to a receiving provider of another, already in `status`
 * (sent_fax with is_fax for a fax clinic), with a patient.
 */
export async function insertReferral(
  t: TestApp,
  opts: { from: string; to: string; sender: string; status: ReferralStatus },
): Promise<{ id: number; uuid: string }> {
  const from = await clinicByCode(t, opts.from);
  const to = await clinicByCode(t, opts.to);
  const [provider] = await t.db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.clinicId, to.id), eq(providers.canReceive, true)))
    .orderBy(asc(providers.id))
    .limit(1);
  const [patient] = await t.db
    .insert(patients)
    .values({ clinicId: from.id, firstname: 'Ada', lastname: 'Byron', birthdate: '1990-02-01' })
    .returning();
  const now = t.clock.now();
  const [row] = await t.db
    .insert(referrals)
    .values({
      status: opts.status,
      clinicReferrerId: from.id,
      clinicReceiverId: to.id,
      referrerId: await userId(t, opts.sender),
      providerId: provider!.id,
      patientId: patient!.id,
      isFax: opts.status === 'sent_fax',
      diagnosis: 'M25.561 Pain in right knee',
      sentAt: opts.status === 'draft' ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: referrals.id, uuid: referrals.uuid });
  return row!;
}

export async function referralStatus(t: TestApp, id: number): Promise<string> {
  const [r] = await t.db
    .select({ status: referrals.status })
    .from(referrals)
    .where(eq(referrals.id, id));
  return r!.status;
}

export async function systemLog(t: TestApp, referralId: number): Promise<string[]> {
  const rows = await t.db
    .select({ note: referralNotes.note })
    .from(referralNotes)
    .where(and(eq(referralNotes.referralId, referralId), eq(referralNotes.group, 'system')))
    .orderBy(asc(referralNotes.id));
  return rows.map((r) => r.note);
}

export async function faxesOf(t: TestApp, referralId: number) {
  return t.db.select().from(faxes).where(eq(faxes.referralId, referralId)).orderBy(asc(faxes.id));
}

/** Notifications of a user with a given title, parsed. */
export async function notificationsOf(t: TestApp, email: string, title: string) {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.notifiableId, await userId(t, email)))
    .orderBy(asc(notifications.id));
  return rows
    .map((n) => ({ ...n, data: JSON.parse(n.data) as { title: string; content: string } }))
    .filter((n) => n.data.title === title);
}
