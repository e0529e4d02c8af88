import { and, asc, eq } from 'drizzle-orm';
import { clinics, referralNotes, referrals, users } from '../src/db/schema/index.js';
import type { TestApp } from './harness.js';

/** Rows the suites read back by a natural key (e-mail, clinic code, referral uuid). */

export async function userIdOf(t: Pick<TestApp, 'db'>, email: string): Promise<number> {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

/** Every user's id by e-mail. */
export async function userIdsByEmail(t: Pick<TestApp, 'db'>): Promise<Map<string, number>> {
  const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
  return new Map(rows.map((u) => [u.email, u.id]));
}

export async function clinicByCode(t: Pick<TestApp, 'db'>, code: string) {
  const [c] = await t.db.select().from(clinics).where(eq(clinics.code, code));
  if (!c) throw new Error(`no clinic ${code}`);
  return c;
}

export async function referralRow(t: Pick<TestApp, 'db'>, uuid: string) {
  const [r] = await t.db.select().from(referrals).where(eq(referrals.uuid, uuid));
  if (!r) throw new Error(`no referral ${uuid}`);
  return r;
}

/** The referral's system log ('system' notes), oldest first; by referral id or uuid. */
export async function systemLog(
  t: Pick<TestApp, 'db'>,
  referral: number | string,
): Promise<string[]> {
  const referralId = typeof referral === 'number' ? referral : (await referralRow(t, referral)).id;
  const rows = await t.db
    .select({ note: referralNotes.note })
    .from(referralNotes)
    .where(and(eq(referralNotes.referralId, referralId), eq(referralNotes.group, 'system')))
    .orderBy(asc(referralNotes.id));
  return rows.map((r) => r.note);
}
