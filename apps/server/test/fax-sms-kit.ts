import { asc, eq } from 'drizzle-orm';
import { faxes, jobs, notifications, referrals } from '../src/db/schema/index.js';
import { FAX_POLL_QUEUE } from '../src/modules/faxes/fax-store.js';
import type { TestApp } from './harness.js';
import { userIdOf } from './lookups.js';

/** Reads shared by the fax and SMS suites. */

export async function referralStatus(t: TestApp, id: number): Promise<string> {
  const [r] = await t.db
    .select({ status: referrals.status })
    .from(referrals)
    .where(eq(referrals.id, id));
  return r!.status;
}

export async function faxesOf(t: TestApp, referralId: number) {
  return t.db.select().from(faxes).where(eq(faxes.referralId, referralId)).orderBy(asc(faxes.id));
}

/** Notifications of a user with a given title, parsed. */
export async function notificationsOf(t: TestApp, email: string, title: string) {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.notifiableId, await userIdOf(t, email)))
    .orderBy(asc(notifications.id));
  return rows
    .map((n) => ({ ...n, data: JSON.parse(n.data) as { title: string; content: string } }))
    .filter((n) => n.data.title === title);
}

/**
 * Removes the status polls the demo data left (its fax still sending, polled with the local
 * provider): a suite that counts the jobs it runs, or talks to another fax provider, starts
 * without them.
 */
export async function withoutDemoFaxPolls(t: Pick<TestApp, 'db'>) {
  await t.db.delete(jobs).where(eq(jobs.queue, FAX_POLL_QUEUE));
}
