import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { clinicUsers, users } from '../../db/schema/index.js';

/**
 * The live users of a clinic who hold any of `anyBits` (referral permission bits) and none of
 * `noneBits`, leaving out `exceptUserId`: the people a referral or fax event is told to.
 */
export async function clinicStaffWith(
  q: Queryable,
  clinicId: number,
  opts: { anyBits: number; noneBits?: number; exceptUserId?: number | null },
): Promise<number[]> {
  const rows = await q
    .select({ userId: clinicUsers.userId })
    .from(clinicUsers)
    .innerJoin(users, eq(users.id, clinicUsers.userId))
    .where(
      and(
        eq(clinicUsers.clinicId, clinicId),
        isNull(users.deletedAt),
        opts.exceptUserId != null ? ne(clinicUsers.userId, opts.exceptUserId) : undefined,
        sql`(${clinicUsers.permission} & ${opts.anyBits}) <> 0`,
        opts.noneBits ? sql`(${clinicUsers.permission} & ${opts.noneBits}) = 0` : undefined,
      ),
    )
    .orderBy(asc(clinicUsers.userId));
  return rows.map((r) => r.userId);
}
