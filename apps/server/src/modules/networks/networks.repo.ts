import { and, asc, count, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { clinics, referralNetworks, REFERRAL_NETWORK_LIVE_NAME } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { driverErrorOf } from '../../lib/logger.js';
import type { Actor } from '../auth/actor.js';
import { containsPattern, isUuid } from '../catalog/sql.js';
import { assertAdmin } from './networks.policy.js';

export type NetworkRow = { id: number; uuid: string; name: string };

/** Whether a write failed on the unique index of live group names (another save took the name). */
export const isLiveNameClash = (err: unknown): boolean =>
  driverErrorOf(err)?.constraint === REFERRAL_NETWORK_LIVE_NAME;

const cols = { id: referralNetworks.id, uuid: referralNetworks.uuid, name: referralNetworks.name };

/**
 * Referral groups (referral networks), read by admins only (networks.policy.ts), and the SQL of
 * save-network.ts and remove-network.ts.
 */
export function createNetworksRepo(db: Queryable, actor: Actor) {
  return {
    ...networksRepoOn(db, actor),
    /** Runs `fn` with the repository on one transaction (db/transaction.ts). */
    transaction<T>(fn: (tx: NetworksTx) => Promise<T>): Promise<T> {
      return transaction(db, (tx) => fn(networksRepoOn(tx, actor)));
    },
  };
}

/** The repository on an open transaction. */
type NetworksTx = ReturnType<typeof networksRepoOn>;

function networksRepoOn(db: Queryable, actor: Actor) {
  const requireAdmin = () => assertAdmin(actor);
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

    /** Whether a live group other than `exceptId` has this name, ignoring case and outer spaces. */
    async nameTaken(name: string, exceptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: referralNetworks.id })
        .from(referralNetworks)
        .where(
          and(
            live,
            sql`lower(btrim(${referralNetworks.name})) = lower(btrim(${name}))`,
            exceptId === null ? undefined : ne(referralNetworks.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(name: string): Promise<NetworkRow> {
      const [row] = await db.insert(referralNetworks).values({ name }).returning(cols);
      return row!;
    },

    /** Renames a live group; undefined when there is none with the id. */
    async rename(id: number, name: string): Promise<NetworkRow | undefined> {
      const [row] = await db
        .update(referralNetworks)
        .set({ name })
        .where(and(live, eq(referralNetworks.id, id)))
        .returning(cols);
      return row;
    },

    /** Marks a live group deleted; answers its id, or undefined when there is none. */
    async markDeleted(uuid: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(referralNetworks)
        .set({ deletedAt: now })
        .where(and(live, eq(referralNetworks.uuid, uuid)))
        .returning({ id: referralNetworks.id });
      return row?.id;
    },

    /** The group's clinics leave it. */
    async detachClinics(networkId: number, now: Date): Promise<void> {
      await db
        .update(clinics)
        .set({ referralNetworkId: null, updatedAt: now })
        .where(eq(clinics.referralNetworkId, networkId));
    },
  };
}
