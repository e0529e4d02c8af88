import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { formatClinicAddress } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { transaction, type AfterCommit } from '../../db/transaction.js';
import {
  clinicTags,
  clinicUsers,
  clinics,
  documents,
  organizations,
  providerDocuments,
  providerSpecializations,
  providers,
  referralNetworks,
  referrals,
  specializations,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { audit, type AuditAction } from '../audit/audit.js';
import { clampLimit, clampOffset, containsPattern } from '../catalog/sql.js';
import { writeProvider } from '../providers/providers.repo.js';
import type { ProviderToSave } from '../providers/provider-input.js';
import {
  createClinicUser,
  type MailServices,
  type NewClinicUser,
} from '../users/create-clinic-user.js';
import type { ClinicToSave } from './clinic-input.js';
import { canSeeClinic, seenClinicIds } from '../auth/clinic-access.js';

export type ClinicRow = typeof clinics.$inferSelect & {
  networkUuid: string | null;
  networkName: string | null;
  organizationName: string | null;
};

const clinicCols = {
  clinic: clinics,
  networkUuid: referralNetworks.uuid,
  networkName: referralNetworks.name,
  organizationName: organizations.name,
};

const ORDER_COLUMNS = {
  name: sql`lower(${clinics.name})`,
  code: clinics.code,
  created_at: clinics.createdAt,
} as const;
export type ClinicOrderColumn = keyof typeof ORDER_COLUMNS;

/** Which party of a referral a clinic picker looks for (`search` below). */
export type ClinicSearchSide = 'receiving' | 'referring';

const FALSE = sql`false`;

function flatten(r: {
  clinic: typeof clinics.$inferSelect;
  networkUuid: string | null;
  networkName: string | null;
  organizationName: string | null;
}): ClinicRow {
  return {
    ...r.clinic,
    networkUuid: r.networkUuid,
    networkName: r.networkName,
    organizationName: r.organizationName,
  };
}

/** Clinics with their group (live ones only) and organization. */
async function selectClinics(
  db: Queryable,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
): Promise<ClinicRow[]> {
  const q = db
    .select(clinicCols)
    .from(clinics)
    .leftJoin(
      referralNetworks,
      and(eq(referralNetworks.id, clinics.referralNetworkId), isNull(referralNetworks.deletedAt)),
    )
    .leftJoin(organizations, eq(organizations.id, clinics.organizationId))
    .where(and(isNull(clinics.deletedAt), where));
  const rows = page
    ? await q
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await q.orderBy(asc(sql`lower(${clinics.name})`), asc(clinics.id)).limit(500);
  return rows.map(flatten);
}

/** 'Northside Family Medicine' -> 'NORTHSIDEFAM', then -2, -3... while taken. */
export async function generateClinicCode(tx: Queryable, name: string): Promise<string> {
  let base = name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
  if (base.length < 2) base = `CLINIC${base}`;
  const taken = await tx
    .select({ code: clinics.code })
    .from(clinics)
    .where(or(eq(clinics.code, base), sql`${clinics.code} LIKE ${`${base}-%`}`));
  const codes = new Set(taken.map((r) => r.code));
  if (!codes.has(base)) return base;
  for (let n = 2; ; n++) if (!codes.has(`${base}-${n}`)) return `${base}-${n}`;
}

const clinicValues = (c: ClinicToSave) => ({
  name: c.name,
  isOrder: c.is_order,
  canReceive: c.can_receive,
  isPublic: c.is_public,
  officePhone: c.office_phone || null,
  fax: c.fax || null,
  addressLine1: c.address_line1 || null,
  addressCity: c.address_city || null,
  addressState: c.address_state || null,
  addressZip: c.address_zip || null,
  fullAddress: c.full_address || formatClinicAddress(c) || null,
});

/** Replaces a clinic's tags; immutable tags always stay. */
async function writeTags(tx: Queryable, clinicId: number, tags: string[]) {
  const current = await tx
    .select({ id: clinicTags.id, tag: clinicTags.tag, immutable: clinicTags.immutable })
    .from(clinicTags)
    .where(eq(clinicTags.clinicId, clinicId));
  const wanted = new Set(tags);
  const drop = current.filter((t) => !t.immutable && !wanted.has(t.tag)).map((t) => t.id);
  if (drop.length) await tx.delete(clinicTags).where(inArray(clinicTags.id, drop));
  const have = new Set(current.map((t) => t.tag));
  const add = tags.filter((t) => !have.has(t));
  if (add.length) {
    await tx
      .insert(clinicTags)
      .values(add.map((tag) => ({ clinicId, tag })))
      .onConflictDoNothing();
  }
}

/**
 * Clinics as the actor may see them (DESIGN section 3), and the SQL of the clinic actions
 * (create-clinic.ts, update-clinic.ts, remove-clinic.ts), which check clinics.policy.ts first.
 */
export function createClinicsRepo(db: Queryable, actor: Actor) {
  return {
    ...clinicsRepoOn(db, actor),
    /** Runs `fn` with the repository on one transaction (db/transaction.ts). */
    transaction<T>(fn: (tx: ClinicsTx, after: AfterCommit) => Promise<T>): Promise<T> {
      return transaction(db, (tx, after) => fn(clinicsRepoOn(tx, actor), after));
    },
  };
}

/** The repository on an open transaction. */
export type ClinicsTx = ReturnType<typeof clinicsRepoOn>;

function clinicsRepoOn(db: Queryable, actor: Actor) {
  const admin = isAdmin(actor);
  /** Admins see every clinic; others the clinics they belong to (and those they registered). */
  const seen = seenClinicIds(actor);
  const scope = (): SQL | undefined =>
    admin ? undefined : seen.length ? inArray(clinics.id, seen) : FALSE;

  const keywordFilter = (keyword: string | null | undefined): SQL | undefined => {
    const like = containsPattern(keyword);
    if (!like) return undefined;
    return or(
      ilike(clinics.name, like),
      ilike(clinics.code, like),
      ilike(clinics.fullAddress, like),
      ilike(clinics.addressLine1, like),
      ilike(clinics.addressCity, like),
      ilike(clinics.addressState, like),
      ilike(clinics.addressZip, like),
      ilike(referralNetworks.name, like),
      ilike(organizations.name, like),
    );
  };
  const faxFilter = (forFax: boolean | null | undefined) =>
    forFax ? and(isNotNull(clinics.fax), ne(clinics.fax, '')) : undefined;

  async function visible(id: number | null): Promise<ClinicRow> {
    if (id === null || !canSeeClinic(actor, id)) throw AppError.notFound('Clinic not found.');
    const [row] = await selectClinics(db, eq(clinics.id, id));
    if (!row) throw AppError.notFound('Clinic not found.');
    return row;
  }

  const hasUsers = (clinicId: SQL | typeof clinics.id) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(clinicUsers)
        .where(eq(clinicUsers.clinicId, clinicId as typeof clinics.id)),
    );

  return {
    visible,

    async list(opts: {
      keyword?: string | null;
      forFax?: boolean | null;
      orderBy?: string | null;
      direction?: string | null;
      limit?: number | null;
      offset?: number | null;
    }): Promise<ClinicRow[]> {
      const column =
        ORDER_COLUMNS[(opts.orderBy ?? 'name') as ClinicOrderColumn] ?? ORDER_COLUMNS.name;
      const dir = (opts.direction ?? '').toLowerCase() === 'desc' ? desc : asc;
      return selectClinics(db, and(scope(), keywordFilter(opts.keyword), faxFilter(opts.forFax)), {
        orderBy: [dir(column), asc(clinics.id)],
        limit: clampLimit(opts.limit, 25),
        offset: clampOffset(opts.offset),
      });
    },

    async count(opts: { keyword?: string | null; forFax?: boolean | null }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(clinics)
        .leftJoin(
          referralNetworks,
          and(
            eq(referralNetworks.id, clinics.referralNetworkId),
            isNull(referralNetworks.deletedAt),
          ),
        )
        .leftJoin(organizations, eq(organizations.id, clinics.organizationId))
        .where(
          and(
            isNull(clinics.deletedAt),
            scope(),
            keywordFilter(opts.keyword),
            faxFilter(opts.forFax),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /**
     * The clinic pickers of referral forms (issue 17 item 9): every live clinic by name, not the
     * actor's current one (a referral's other party is never it). 'receiving' (the quick dialogs'
     * Receiving Clinic) keeps the clinics that receive referrals; 'referring' (a received fax's
     * Referring Clinic) keeps any. Only ids and names leave this method (clinic_search), so the
     * member scope of `list` and of the Clinic type stays as it is.
     */
    async search(opts: {
      keyword?: string | null;
      side: ClinicSearchSide;
      limit?: number | null;
    }): Promise<{ id: number; name: string }[]> {
      const like = containsPattern(opts.keyword);
      return db
        .select({ id: clinics.id, name: clinics.name })
        .from(clinics)
        .where(
          and(
            isNull(clinics.deletedAt),
            like ? ilike(clinics.name, like) : undefined,
            actor.currentClinicId !== null ? ne(clinics.id, actor.currentClinicId) : undefined,
            opts.side === 'receiving' ? eq(clinics.canReceive, true) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${clinics.name})`), asc(clinics.id))
        .limit(clampLimit(opts.limit, 25));
    },

    /** Clinics without users (fax and non-affiliated clinics): every member may refer to them. */
    async nonAffiliated(keyword?: string | null): Promise<ClinicRow[]> {
      return selectClinics(db, and(not(hasUsers(clinics.id)), keywordFilter(keyword)), {
        orderBy: [asc(sql`lower(${clinics.name})`), asc(clinics.id)],
        limit: 100,
        offset: 0,
      });
    },

    async byCode(code: string): Promise<ClinicRow> {
      const [row] = await selectClinics(
        db,
        and(eq(clinics.code, code.trim().toUpperCase()), scope()),
      );
      if (!row) throw AppError.notFound('Clinic not found.');
      return row;
    },

    /** A user's primary clinic, else their current one, else the first; only self unless admin. */
    async byUserUuid(userUuid: string): Promise<ClinicRow> {
      if (!admin && userUuid !== actor.userUuid) throw AppError.notFound('Clinic not found.');
      const [row] = await db
        .select({ clinicId: clinicUsers.clinicId })
        .from(clinicUsers)
        .innerJoin(users, eq(users.id, clinicUsers.userId))
        .innerJoin(clinics, eq(clinics.id, clinicUsers.clinicId))
        .where(
          and(
            sql`${users.uuid}::text = ${userUuid}`,
            isNull(users.deletedAt),
            isNull(clinics.deletedAt),
          ),
        )
        .orderBy(
          desc(clinicUsers.isPrimary),
          desc(sql`(${clinicUsers.clinicId} = ${users.currentClinicId})`),
          asc(clinicUsers.createdAt),
        )
        .limit(1);
      if (!row) throw AppError.notFound('Clinic not found.');
      return visible(row.clinicId);
    },

    /** Members of a clinic network (for referral groups; the caller checks access). */
    async inNetwork(networkId: number): Promise<ClinicRow[]> {
      return selectClinics(db, and(eq(clinics.referralNetworkId, networkId), scope()));
    },

    async tags(clinicId: number) {
      return db
        .select({ id: clinicTags.id, tag: clinicTags.tag, immutable: clinicTags.immutable })
        .from(clinicTags)
        .where(eq(clinicTags.clinicId, clinicId))
        .orderBy(asc(clinicTags.tag));
    },

    async memberCount(clinicId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(clinicUsers)
        .innerJoin(users, eq(users.id, clinicUsers.userId))
        .where(and(eq(clinicUsers.clinicId, clinicId), isNull(users.deletedAt)));
      return Number(row?.n ?? 0);
    },

    /** Specializations of the clinic's live providers, by name. */
    async specializations(clinicId: number) {
      return db
        .selectDistinct({ id: specializations.id, name: specializations.name })
        .from(providerSpecializations)
        .innerJoin(providers, eq(providers.id, providerSpecializations.providerId))
        .innerJoin(
          specializations,
          eq(specializations.id, providerSpecializations.specializationId),
        )
        .where(and(eq(providers.clinicId, clinicId), isNull(providers.deletedAt)))
        .orderBy(asc(specializations.name));
    },

    /** Documents the clinic's live providers require (or accept optionally), by name. */
    async documents(clinicId: number, required: boolean) {
      return db
        .selectDistinct({ id: documents.id, name: documents.name })
        .from(providerDocuments)
        .innerJoin(providers, eq(providers.id, providerDocuments.providerId))
        .innerJoin(documents, eq(documents.id, providerDocuments.documentId))
        .where(
          and(
            eq(providers.clinicId, clinicId),
            isNull(providers.deletedAt),
            eq(providerDocuments.required, required),
          ),
        )
        .orderBy(asc(documents.name));
    },

    /**
     * The clinic the actor has just created (insert-clinic.ts): a member who quick-adds a clinic
     * is not one of its members, so `visible` would not find it.
     */
    async created(id: number): Promise<ClinicRow> {
      const [row] = await selectClinics(db, eq(clinics.id, id));
      return row!;
    },

    /** Writes an audit entry about a clinic, as the actor. */
    record(action: AuditAction, clinicId: number, details: Record<string, unknown>) {
      return audit(db, {
        action,
        actorUserId: actor.userId,
        subjectType: 'clinic',
        subjectId: clinicId,
        details,
      });
    },

    /** Whether another clinic (any, archived too) has the code. */
    async codeTaken(code: string, exceptId: number | null): Promise<boolean> {
      const [clash] = await db
        .select({ id: clinics.id })
        .from(clinics)
        .where(and(eq(clinics.code, code), exceptId ? ne(clinics.id, exceptId) : undefined));
      return clash !== undefined;
    },

    generateCode: (name: string) => generateClinicCode(db, name),

    async networkExists(id: number): Promise<boolean> {
      const [n] = await db
        .select({ id: referralNetworks.id })
        .from(referralNetworks)
        .where(and(eq(referralNetworks.id, id), isNull(referralNetworks.deletedAt)));
      return n !== undefined;
    },

    async organizationExists(id: number): Promise<boolean> {
      const [o] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, id));
      return o !== undefined;
    },

    /** A new clinic; the actor and their current clinic are recorded as its creator. */
    async insert(c: ClinicToSave, code: string, now: Date): Promise<number> {
      const [row] = await db
        .insert(clinics)
        .values({
          ...clinicValues(c),
          code,
          referralNetworkId: c.referral_network_id,
          organizationId: c.organization_id,
          creatorId: actor.userId,
          creatorClinicId: actor.currentClinicId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: clinics.id });
      return row!.id;
    },

    /** A clinic's details; `adminFields` (code, group, organization) only when given. */
    async update(
      id: number,
      c: ClinicToSave,
      adminFields: { code: string } | null,
      now: Date,
    ): Promise<void> {
      await db
        .update(clinics)
        .set({
          ...clinicValues(c),
          ...(adminFields
            ? {
                code: adminFields.code,
                referralNetworkId: c.referral_network_id,
                organizationId: c.organization_id,
              }
            : {}),
          updatedAt: now,
        })
        .where(eq(clinics.id, id));
    },

    writeTags: (clinicId: number, tags: string[]) => writeTags(db, clinicId, tags),

    addProvider: (clinicId: number, p: ProviderToSave, mail: MailServices, errorPath: string) =>
      writeProvider(db, clinicId, p, { errorPath, mail, now: mail.now }),

    addUser: (clinicId: number, u: NewClinicUser, mail: MailServices, errorPath: string) =>
      createClinicUser(db, mail, clinicId, u, { isPrimary: true, errorPath }),

    /** Any clinic by id, archived too (what removal works on). */
    async stored(id: number): Promise<{ id: number; deletedAt: Date | null } | undefined> {
      const [row] = await db
        .select({ id: clinics.id, deletedAt: clinics.deletedAt })
        .from(clinics)
        .where(eq(clinics.id, id));
      return row;
    },

    async archive(id: number, now: Date): Promise<void> {
      await db.update(clinics).set({ deletedAt: now, updatedAt: now }).where(eq(clinics.id, id));
    },

    /** Whether any referral names the clinic, as sender or receiver. */
    async hasReferrals(id: number): Promise<boolean> {
      const [used] = await db
        .select({ id: referrals.id })
        .from(referrals)
        .where(or(eq(referrals.clinicReferrerId, id), eq(referrals.clinicReceiverId, id)))
        .limit(1);
      return used !== undefined;
    },

    async deleteForGood(id: number): Promise<void> {
      await db.delete(clinics).where(eq(clinics.id, id));
    },
  };
}
