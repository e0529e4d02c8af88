import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { clinics, clinicUsers, users } from '../../db/schema/index.js';

/**
 * Which of these clinics the user still belongs to, both the user and the clinic live, with the
 * user's current clinic. Live streams ask it per event: a membership can end after they start.
 */
export function liveMemberships(q: Queryable, userId: number, clinicIds: readonly number[]) {
  return q
    .select({ clinicId: clinicUsers.clinicId, current: users.currentClinicId })
    .from(clinicUsers)
    .innerJoin(users, eq(users.id, clinicUsers.userId))
    .innerJoin(clinics, eq(clinics.id, clinicUsers.clinicId))
    .where(
      and(
        eq(clinicUsers.userId, userId),
        inArray(clinicUsers.clinicId, [...clinicIds]),
        isNull(users.deletedAt),
        isNull(clinics.deletedAt),
      ),
    );
}
