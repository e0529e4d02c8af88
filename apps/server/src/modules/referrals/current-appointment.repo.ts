import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { appointments } from '../../db/schema/index.js';

/** The day and time of a referral's current appointment (the latest one set), if any. */
export async function currentAppointmentDate(
  db: Queryable,
  referralId: number,
): Promise<Date | null> {
  const [a] = await db
    .select({ at: appointments.appointmentDate })
    .from(appointments)
    .where(eq(appointments.referralId, referralId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(1);
  return a?.at ?? null;
}
