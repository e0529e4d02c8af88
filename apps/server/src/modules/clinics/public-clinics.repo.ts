import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clinics } from '../../db/schema/index.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Clinics that chose to be listed in the public directory; nothing else is reachable here. */
export function createPublicClinicsRepo(db: Database) {
  return {
    async list(keyword: string | null | undefined) {
      const k = keyword?.trim().slice(0, 100);
      const like = k ? `%${escapeLike(k)}%` : null;
      return db
        .select({
          id: clinics.id,
          code: clinics.code,
          name: clinics.name,
          fullAddress: clinics.fullAddress,
          addressLine1: clinics.addressLine1,
          addressCity: clinics.addressCity,
          addressState: clinics.addressState,
          addressZip: clinics.addressZip,
        })
        .from(clinics)
        .where(
          and(
            eq(clinics.isPublic, true),
            isNull(clinics.deletedAt),
            like
              ? or(
                  ilike(clinics.name, like),
                  ilike(clinics.fullAddress, like),
                  ilike(clinics.code, like),
                )
              : undefined,
          ),
        )
        .orderBy(asc(clinics.name))
        .limit(200);
    },
  };
}
