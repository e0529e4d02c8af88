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
import type { Database, Queryable } from '../../db/client.js';
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
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { audit, type AuditAction } from '../audit/audit.js';
import { clampLimit, clampOffset, containsPattern } from '../catalog/sql.js';
import { writeProvider, type MailServices } from '../providers/providers.repo.js';
import type { ProviderToSave } from '../providers/provider-input.js';
import { createClinicUser, type NewClinicUser } from '../users/create-clinic-user.js';
import { canManageClinic, canSeeClinic } from '../auth/clinic-access.js';

/** Not worded by the spec. */
export const CLINIC_MSG_SERVER = {
  codeTaken: 'The clinic code has already been taken.',
  adminOnly: 'Only an administrator can change this field.',
  hasReferrals: 'This clinic has referrals and cannot be deleted. Archive it instead.',
  unknownNetwork: 'Referral group not found.',
  unknownOrganization: 'Organization not found.',
} as const;

/** The stored clinic fields a save writes (validated by clinicSchema). */
export interface ClinicToSave {
  name: string;
  code: string | null;
  is_order: boolean;
  can_receive: boolean;
  is_public: boolean;
  office_phone: string;
  fax: string;
  address_line1: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip: string | null;
  full_address: string | null;
  tags: string[];
  referral_network_id: number | null;
  organization_id: number | null;
  /** An update that sent no tags keeps the stored ones. */
  keepTags?: boolean;
}

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

async function assertCodeFree(tx: Queryable, code: string, exceptId: number | null, path: string) {
  const [clash] = await tx
    .select({ id: clinics.id })
    .from(clinics)
    .where(and(eq(clinics.code, code), exceptId ? ne(clinics.id, exceptId) : undefined));
  if (clash) {
    throw AppError.validation(CLINIC_MSG_SERVER.codeTaken, {
      [path]: [CLINIC_MSG_SERVER.codeTaken],
    });
  }
}

async function assertReferences(tx: Queryable, c: ClinicToSave, prefix: string) {
  const errors: FieldErrors = {};
  if (c.referral_network_id !== null) {
    const [n] = await tx
      .select({ id: referralNetworks.id })
      .from(referralNetworks)
      .where(
        and(eq(referralNetworks.id, c.referral_network_id), isNull(referralNetworks.deletedAt)),
      );
    if (!n) errors[`${prefix}referral_network_id`] = [CLINIC_MSG_SERVER.unknownNetwork];
  }
  if (c.organization_id !== null) {
    const [o] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, c.organization_id));
    if (!o) errors[`${prefix}organization_id`] = [CLINIC_MSG_SERVER.unknownOrganization];
  }
  if (Object.keys(errors).length) throw AppError.validation('The given data was invalid.', errors);
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

export interface NewClinic {
  clinic: ClinicToSave;
  providers: ProviderToSave[];
  users: NewClinicUser[];
  /** Field error prefix: 'clinic.' for the enrollment route, '' for GraphQL. */
  prefix: string;
}

/** Clinics as the actor may see and change them (DESIGN section 3). */
export function createClinicsRepo(db: Database, actor: Actor) {
  const record = (tx: Queryable, action: AuditAction, clinicId: number, details: object) =>
    audit(tx, {
      action,
      actorUserId: actor.userId,
      subjectType: 'clinic',
      subjectId: clinicId,
      details: details as Record<string, unknown>,
    });
  const admin = isAdmin(actor);
  /** Admins see every clinic; others the clinics they belong to. */
  const scope = (): SQL | undefined =>
    admin ? undefined : actor.clinicIds.length ? inArray(clinics.id, actor.clinicIds) : FALSE;

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

  async function managed(id: number | null): Promise<ClinicRow> {
    const row = await visible(id);
    if (!canManageClinic(actor, row.id)) throw AppError.forbidden();
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
    managed,

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
     * Creates a clinic with its tags, providers and users in one transaction (enrollment,
     * save_clinic without id, non-affiliate registration, quick add). The server sets the
     * ownership columns.
     */
    async create(input: NewClinic, mail: MailServices): Promise<ClinicRow> {
      const { clinic: c, prefix } = input;
      const id = await db.transaction(async (tx) => {
        await assertReferences(tx, c, prefix);
        if (c.code) await assertCodeFree(tx, c.code, null, `${prefix}code`);
        const code = c.code ?? (await generateClinicCode(tx, c.name));
        const [row] = await tx
          .insert(clinics)
          .values({
            ...clinicValues(c),
            code,
            referralNetworkId: c.referral_network_id,
            organizationId: c.organization_id,
            creatorId: actor.userId,
            creatorClinicId: actor.currentClinicId,
            createdAt: mail.now,
            updatedAt: mail.now,
          })
          .returning({ id: clinics.id });
        const clinicId = row!.id;
        await writeTags(tx, clinicId, c.tags);
        for (const [i, p] of input.providers.entries()) {
          await writeProvider(tx, clinicId, p, {
            errorPath: `${prefix}providers.${i}.`,
            mail,
            now: mail.now,
          });
        }
        for (const [i, u] of input.users.entries()) {
          await createClinicUser(tx, mail, clinicId, u, {
            isPrimary: true,
            errorPath: `${prefix}users.${i}.email`,
          });
        }
        await record(tx, 'clinic.created', clinicId, {
          providers: input.providers.length,
          users: input.users.length,
        });
        return clinicId;
      });
      const [row] = await selectClinics(db, eq(clinics.id, id));
      return row!;
    },

    /**
     * Updates a clinic's details and tags (manager or admin). Admin-only fields from anyone else
     * are refused by the caller before this runs; here they are written only for admins.
     */
    async update(id: number, c: ClinicToSave, now: Date): Promise<ClinicRow> {
      const current = await managed(id);
      await db.transaction(async (tx) => {
        if (admin) {
          await assertReferences(tx, c, '');
          if (c.code && c.code !== current.code) await assertCodeFree(tx, c.code, id, 'code');
        }
        await tx
          .update(clinics)
          .set({
            ...clinicValues(c),
            ...(admin
              ? {
                  code: c.code ?? current.code,
                  referralNetworkId: c.referral_network_id,
                  organizationId: c.organization_id,
                }
              : {}),
            updatedAt: now,
          })
          .where(eq(clinics.id, id));
        if (!c.keepTags) await writeTags(tx, id, c.tags);
        await record(tx, 'clinic.updated', id, { is_order: c.is_order });
      });
      return visible(id);
    },

    /** Archive (soft) or delete (hard, refused while referrals name the clinic). Admin only. */
    async remove(id: number | null, force: boolean, now: Date): Promise<'archived' | 'deleted'> {
      if (!admin || id === null) throw AppError.notFound('Clinic not found.');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: clinics.id, deletedAt: clinics.deletedAt })
          .from(clinics)
          .where(eq(clinics.id, id));
        // An archived clinic can still be deleted for good, but not archived twice.
        if (!row || (!force && row.deletedAt)) throw AppError.notFound('Clinic not found.');
        if (!force) {
          await tx
            .update(clinics)
            .set({ deletedAt: now, updatedAt: now })
            .where(eq(clinics.id, id));
          await record(tx, 'clinic.archived', id, {});
          return 'archived' as const;
        }
        const [used] = await tx
          .select({ id: referrals.id })
          .from(referrals)
          .where(or(eq(referrals.clinicReferrerId, id), eq(referrals.clinicReceiverId, id)))
          .limit(1);
        if (used) throw new AppError('CONFLICT', CLINIC_MSG_SERVER.hasReferrals);
        await tx.delete(clinics).where(eq(clinics.id, id));
        await record(tx, 'clinic.deleted', id, {});
        return 'deleted' as const;
      });
    },
  };
}
