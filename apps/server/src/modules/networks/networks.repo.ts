import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clinics, referralNetworks } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { containsPattern, isUuid } from '../catalog/sql.js';

export type NetworkRow = { id: number; uuid: string; name: string };

const cols = { id: referralNetworks.id, uuid: referralNetworks.uuid, name: referralNetworks.name };

/** Referral groups (referral networks): administered by admins only. */
export function createNetworksRepo(db: Database, actor: Actor) {
  const requireAdmin = () => {
    if (!isAdmin(actor)) throw AppError.forbidden();
  };
  const live = isNull(referralNetworks.deletedAt);

  return {
    async list(keyword?: string | null): Promise<NetworkRow[]> {
      requireAdmin();
      const like = containsPattern(keyword);
      return db
        .select(cols)
        .from(referralNetworks)
        .where(and(live, like ? ilike(referralNetworks.name, like) : undefined))
        .orderBy(asc(sql`lower(${referralNetworks.name})`), asc(referralNetworks.id))
        .limit(500);
    },

    async byUuid(uuid: string): Promise<NetworkRow> {
      requireAdmin();
      if (!isUuid(uuid)) throw AppError.notFound('Referral group not found.');
      const [row] = await db
        .select(cols)
        .from(referralNetworks)
        .where(and(live, eq(referralNetworks.uuid, uuid)));
      if (!row) throw AppError.notFound('Referral group not found.');
      return row;
    },

    async memberCount(networkId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(clinics)
        .where(and(eq(clinics.referralNetworkId, networkId), isNull(clinics.deletedAt)));
      return Number(row?.n ?? 0);
    },

    async save(input: { id: number | null; name: string }): Promise<NetworkRow> {
      requireAdmin();
      if (input.id === null) {
        const [row] = await db
          .insert(referralNetworks)
          .values({ name: input.name })
          .returning(cols);
        return row!;
      }
      const [row] = await db
        .update(referralNetworks)
        .set({ name: input.name })
        .where(and(live, eq(referralNetworks.id, input.id)))
        .returning(cols);
      if (!row) throw AppError.notFound('Referral group not found.');
      return row;
    },

    /** Deletes a group; its clinics stay and leave the group. */
    async remove(uuid: string, now: Date): Promise<void> {
      requireAdmin();
      if (!isUuid(uuid)) throw AppError.notFound('Referral group not found.');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(referralNetworks)
          .set({ deletedAt: now })
          .where(and(live, eq(referralNetworks.uuid, uuid)))
          .returning({ id: referralNetworks.id });
        if (!row) throw AppError.notFound('Referral group not found.');
        await tx
          .update(clinics)
          .set({ referralNetworkId: null, updatedAt: now })
          .where(eq(clinics.referralNetworkId, row.id));
      });
    },
  };
}
