import { eq, inArray, sql } from 'drizzle-orm';
import { isFaxClinic } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { clinics, organizations } from '../../db/schema/index.js';

/**
 * A clinic as the sending side needs to know it (the contract's ReceiverClinic): how to reach it,
 * its organization (same-organization rules) and how a referral travels to it (order, fax).
 */
export interface ReceiverClinicView {
  id: number;
  name: string;
  code: string;
  fullAddress: string | null;
  officePhone: string | null;
  fax: string | null;
  organizationId: number | null;
  organizationName: string | null;
  isOrder: boolean;
  canReceive: boolean;
  /** Live users of the clinic. */
  clinicUsersCount: number;
  /** A provider of the clinic is linked to a user who can approve orders. */
  hasProviderUser: boolean;
  /** No users and a fax number: referrals go out by fax. */
  isFax: boolean;
}

/** The facts of the given clinics (deleted ones included: a referral keeps its clinics). */
export async function loadReceiverClinics(
  q: Queryable,
  ids: readonly number[],
): Promise<ReceiverClinicView[]> {
  if (!ids.length) return [];
  const rows = await q
    .select({
      id: clinics.id,
      name: clinics.name,
      code: clinics.code,
      fullAddress: clinics.fullAddress,
      officePhone: clinics.officePhone,
      fax: clinics.fax,
      organizationId: clinics.organizationId,
      organizationName: organizations.name,
      isOrder: clinics.isOrder,
      canReceive: clinics.canReceive,
      clinicUsersCount: sql<number>`(
        SELECT count(*) FROM clinic_users cu JOIN users u ON u.id = cu.user_id
        WHERE cu.clinic_id = ${clinics.id} AND u.deleted_at IS NULL)::int`.mapWith(Number),
      hasProviderUser: sql<boolean>`EXISTS (
        SELECT 1 FROM providers p JOIN users u ON u.id = p.user_id
        WHERE p.clinic_id = ${clinics.id} AND p.deleted_at IS NULL AND u.deleted_at IS NULL)`.mapWith(
        Boolean,
      ),
    })
    .from(clinics)
    .leftJoin(organizations, eq(organizations.id, clinics.organizationId))
    .where(inArray(clinics.id, [...ids]));
  return rows.map((r) => ({
    ...r,
    isFax: isFaxClinic({ fax: r.fax, usersCount: r.clinicUsersCount }),
  }));
}
