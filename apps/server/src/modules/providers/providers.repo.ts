import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ROLES } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import {
  clinics,
  documentQuestions,
  documents,
  providerDocuments,
  providerFavorites,
  providerRecents,
  providerSpecializations,
  providers,
  specializations,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../auth/actor.js';
import { ensureDocument, ensureQuestion, ensureSpecializations } from '../catalog/catalog.repo.js';
import { containsPattern, isUuid } from '../catalog/sql.js';
import { canSeeClinic } from '../auth/clinic-access.js';
import { createClinicUser, type MailServices } from '../users/create-clinic-user.js';
import type { ProviderToSave } from './provider-input.js';

export type { MailServices };

export interface ProviderDocumentView {
  id: number;
  required: boolean;
  document: { id: number; name: string };
  question: { id: number; uuid: string; question: string; documentId: number } | null;
}

export interface ProviderView {
  id: number;
  uuid: string;
  clinicId: number;
  clinicName: string;
  title: string | null;
  firstname: string;
  lastname: string | null;
  canReceive: boolean;
  isDefault: boolean;
  userId: number | null;
  specializations: string[];
  documents: ProviderDocumentView[];
}

/** Not worded by the spec. */
export const PROVIDER_MSG_SERVER = {
  defaultExists: 'This clinic already has a default provider.',
  onlyOneDefault: 'A clinic has only one default provider.',
  lastReceiving:
    'The default provider cannot be deleted while no other provider receives referrals.',
} as const;

const providerCols = {
  id: providers.id,
  uuid: providers.uuid,
  clinicId: providers.clinicId,
  clinicName: clinics.name,
  title: providers.title,
  firstname: providers.firstname,
  lastname: providers.lastname,
  canReceive: providers.canReceive,
  isDefault: providers.isDefault,
  userId: providers.userId,
};

/** Default providers first, then by last and first name. */
const providerOrder = [
  desc(providers.isDefault),
  asc(sql`lower(coalesce(${providers.lastname}, ''))`),
  asc(sql`lower(${providers.firstname})`),
  asc(providers.id),
];

/**
 * Providers a referral can be sent to from `fromClinicId` (spec 2 section 2, Find Provider): the
 * provider and its clinic receive, the clinic is another one, and an Orders clinic only offers
 * providers with a provider user (someone who can approve), never its default provider.
 * Composes with `loadProviders`, which joins the clinic and drops deleted rows.
 */
export function receivableProviders(fromClinicId: number | null): SQL {
  return and(
    eq(providers.canReceive, true),
    eq(clinics.canReceive, true),
    fromClinicId !== null ? ne(providers.clinicId, fromClinicId) : undefined,
    or(
      eq(clinics.isOrder, false),
      and(isNotNull(providers.userId), eq(providers.isDefault, false)),
    ),
  )!;
}

/** A keyword matched against the provider's names and (optionally) the clinic name. */
function keywordFilter(keyword: string | null | undefined, withClinic: boolean): SQL | undefined {
  const like = containsPattern(keyword);
  if (!like) return undefined;
  return or(
    ilike(providers.firstname, like),
    ilike(providers.lastname, like),
    withClinic ? ilike(clinics.name, like) : undefined,
    sql`${providers.firstname} || ' ' || coalesce(${providers.lastname}, '') ILIKE ${like}`,
  );
}

/** Puts a provider at the top of a user's Most Recent list (called when a referral is sent). */
export async function touchRecentProvider(
  q: Queryable,
  userId: number,
  providerId: number,
  now: Date,
): Promise<void> {
  await q
    .insert(providerRecents)
    .values({ userId, providerId, usedAt: now })
    .onConflictDoUpdate({
      target: [providerRecents.userId, providerRecents.providerId],
      set: { usedAt: now },
    });
}

/** How many providers the Most Recent panel shows. */
export const MOST_RECENT_LIMIT = 10;

/** Live providers matching `where`, with their specializations and documents (three queries). */
export async function loadProviders(db: Queryable, where: SQL | undefined, limit = 500) {
  const rows = await db
    .select(providerCols)
    .from(providers)
    .innerJoin(clinics, eq(clinics.id, providers.clinicId))
    .where(and(isNull(providers.deletedAt), isNull(clinics.deletedAt), where))
    .orderBy(...providerOrder)
    .limit(limit);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const specs = await db
    .select({ providerId: providerSpecializations.providerId, name: specializations.name })
    .from(providerSpecializations)
    .innerJoin(specializations, eq(specializations.id, providerSpecializations.specializationId))
    .where(inArray(providerSpecializations.providerId, ids))
    .orderBy(asc(sql`lower(${specializations.name})`));
  const docs = await db
    .select({
      id: providerDocuments.id,
      providerId: providerDocuments.providerId,
      required: providerDocuments.required,
      documentId: documents.id,
      documentName: documents.name,
      questionId: documentQuestions.id,
      questionUuid: documentQuestions.uuid,
      question: documentQuestions.question,
    })
    .from(providerDocuments)
    .innerJoin(documents, eq(documents.id, providerDocuments.documentId))
    .leftJoin(documentQuestions, eq(documentQuestions.id, providerDocuments.questionId))
    .where(inArray(providerDocuments.providerId, ids))
    .orderBy(desc(providerDocuments.required), asc(providerDocuments.id));
  return rows.map((r): ProviderView => ({
    ...r,
    specializations: specs.filter((s) => s.providerId === r.id).map((s) => s.name),
    documents: docs
      .filter((d) => d.providerId === r.id)
      .map((d) => ({
        id: d.id,
        required: d.required,
        document: { id: d.documentId, name: d.documentName },
        question:
          d.questionId !== null
            ? {
                id: d.questionId,
                uuid: d.questionUuid!,
                question: d.question!,
                documentId: d.documentId,
              }
            : null,
      })),
  }));
}

async function liveDefaultProvider(tx: Queryable, clinicId: number, exceptId?: number) {
  const [row] = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(
        eq(providers.clinicId, clinicId),
        eq(providers.isDefault, true),
        isNull(providers.deletedAt),
        exceptId ? ne(providers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Creates (no `id`) or updates a provider of a clinic with its specializations and documents,
 * creating the named specializations, documents and questions on demand. `errorPath` prefixes
 * field errors ('providers.0.'). The default flag is fixed when the provider is created.
 */
export async function writeProvider(
  tx: Queryable,
  clinicId: number,
  p: ProviderToSave,
  opts: { id?: number; errorPath?: string; mail?: MailServices; now: Date },
): Promise<number> {
  const errorPath = opts.errorPath ?? '';
  let id = opts.id;
  if (id === undefined) {
    if (p.is_default && (await liveDefaultProvider(tx, clinicId))) {
      throw AppError.validation(PROVIDER_MSG_SERVER.defaultExists, {
        [`${errorPath}is_default`]: [PROVIDER_MSG_SERVER.defaultExists],
      });
    }
    const [row] = await tx
      .insert(providers)
      .values({
        clinicId,
        title: p.title,
        firstname: p.firstname,
        lastname: p.lastname || null,
        canReceive: p.can_receive,
        isDefault: p.is_default,
      })
      .returning({ id: providers.id });
    id = row!.id;
  } else {
    await tx
      .update(providers)
      .set({
        title: p.title,
        firstname: p.firstname,
        lastname: p.lastname || null,
        canReceive: p.can_receive,
        updatedAt: opts.now,
      })
      .where(eq(providers.id, id));
  }
  const specIds = await ensureSpecializations(tx, p.specializations);
  await tx.delete(providerSpecializations).where(eq(providerSpecializations.providerId, id));
  if (specIds.length) {
    await tx
      .insert(providerSpecializations)
      .values(specIds.map((specializationId) => ({ providerId: id, specializationId })))
      .onConflictDoNothing();
  }
  const docs: { documentId: number; required: boolean; questionId: number | null }[] = [];
  for (const name of p.required_documents) {
    docs.push({ documentId: await ensureDocument(tx, name), required: true, questionId: null });
  }
  for (const d of p.optional_documents) {
    const documentId = await ensureDocument(tx, d.document);
    docs.push({
      documentId,
      required: false,
      questionId: await ensureQuestion(tx, documentId, d.question),
    });
  }
  await tx.delete(providerDocuments).where(eq(providerDocuments.providerId, id));
  if (docs.length) {
    await tx.insert(providerDocuments).values(docs.map((d) => ({ ...d, providerId: id })));
  }
  if (p.user) {
    if (!opts.mail) throw new Error('creating a provider user needs the mail services');
    const { userId } = await createClinicUser(
      tx,
      opts.mail,
      clinicId,
      { ...p.user, role_id: ROLES.provider.id },
      { isPrimary: true, errorPath: `${errorPath}user.email` },
    );
    await tx.update(providers).set({ userId }).where(eq(providers.id, id));
  }
  return id;
}

/**
 * Providers as the actor may see them (DESIGN section 3), and the SQL of the provider actions
 * (create-provider.ts, update-provider.ts, remove-provider.ts).
 */
export function createProvidersRepo(db: Queryable, actor: Actor) {
  return {
    ...providersRepoOn(db, actor),
    /** Runs `fn` with the repository on one transaction (db/transaction.ts). */
    transaction<T>(fn: (tx: ProvidersTx) => Promise<T>): Promise<T> {
      return transaction(db, (tx) => fn(providersRepoOn(tx, actor)));
    },
  };
}

/** The repository on an open transaction. */
type ProvidersTx = ReturnType<typeof providersRepoOn>;

function providersRepoOn(db: Queryable, actor: Actor) {
  async function visibleByUuid(uuid: string): Promise<ProviderView> {
    if (!isUuid(uuid)) throw AppError.notFound('Provider not found.');
    const [p] = await loadProviders(db, eq(providers.uuid, uuid), 1);
    if (!p || !canSeeClinic(actor, p.clinicId)) throw AppError.notFound('Provider not found.');
    return p;
  }

  const receivable = receivableProviders(actor.currentClinicId);
  // One read of the actor's favorites per request (Provider.is_favorite on every grid row).
  let favorites: Promise<Set<number>> | undefined;
  const favoriteIds = () =>
    (favorites ??= db
      .select({ id: providerFavorites.providerId })
      .from(providerFavorites)
      .where(eq(providerFavorites.userId, actor.userId))
      .then((rows) => new Set(rows.map((r) => r.id))));

  async function byId(id: number): Promise<ProviderView> {
    const [p] = await loadProviders(db, eq(providers.id, id), 1);
    if (!p) throw AppError.notFound('Provider not found.');
    return p;
  }

  return {
    /** A clinic's providers (the clinic must be visible), default first. */
    async byClinic(clinicId: number, keyword?: string | null): Promise<ProviderView[]> {
      if (!canSeeClinic(actor, clinicId)) throw AppError.notFound('Clinic not found.');
      return loadProviders(
        db,
        and(eq(providers.clinicId, clinicId), keywordFilter(keyword, false)),
      );
    },

    /** The referral wizard's provider grid: providers the actor can send to from their clinic. */
    async receiving(keyword?: string | null): Promise<ProviderView[]> {
      return loadProviders(db, and(receivable, keywordFilter(keyword, true)), 100);
    },

    /** The actor's favorite providers that can still receive. */
    async favorites(): Promise<ProviderView[]> {
      const ids = [...(await favoriteIds())];
      if (!ids.length) return [];
      return loadProviders(db, and(receivable, inArray(providers.id, ids)));
    },

    /** Providers the actor sent to most recently (newest first), that can still receive. */
    async mostRecent(): Promise<ProviderView[]> {
      const recent = await db
        .select({ id: providerRecents.providerId })
        .from(providerRecents)
        .innerJoin(providers, eq(providers.id, providerRecents.providerId))
        .innerJoin(clinics, eq(clinics.id, providers.clinicId))
        .where(
          and(
            eq(providerRecents.userId, actor.userId),
            isNull(providers.deletedAt),
            isNull(clinics.deletedAt),
            receivable,
          ),
        )
        .orderBy(desc(providerRecents.usedAt), desc(providerRecents.providerId))
        .limit(MOST_RECENT_LIMIT);
      if (!recent.length) return [];
      const order = recent.map((r) => r.id);
      const list = await loadProviders(db, inArray(providers.id, order));
      return list.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    },

    async isFavorite(providerId: number): Promise<boolean> {
      return (await favoriteIds()).has(providerId);
    },

    /** Adds or removes a favorite; only providers the actor could send to. */
    async setFavorite(providerId: number, favorite: boolean): Promise<boolean> {
      if (favorite) {
        const [p] = await loadProviders(db, and(eq(providers.id, providerId), receivable), 1);
        if (!p) throw AppError.notFound('Provider not found.');
        await db
          .insert(providerFavorites)
          .values({ userId: actor.userId, providerId })
          .onConflictDoNothing();
      } else {
        await db
          .delete(providerFavorites)
          .where(
            and(
              eq(providerFavorites.userId, actor.userId),
              eq(providerFavorites.providerId, providerId),
            ),
          );
      }
      favorites = undefined;
      return favorite;
    },

    byUuid: visibleByUuid,

    /** A provider named by a referral the caller has already been allowed to see. */
    async ofAuthorizedReferral(id: number | null): Promise<ProviderView | null> {
      if (id === null) return null;
      const [p] = await loadProviders(db, eq(providers.id, id), 1);
      return p ?? null;
    },

    /** The providers of a clinic the caller has already been allowed to see (nested fields). */
    async ofAuthorizedClinic(clinicId: number): Promise<ProviderView[]> {
      return loadProviders(db, eq(providers.clinicId, clinicId));
    },

    /** A provider just written by the actor (create-provider.ts, update-provider.ts). */
    byId,

    /** Whether the clinic is live (not archived). */
    async liveClinicExists(clinicId: number): Promise<boolean> {
      const [clinic] = await db
        .select({ id: clinics.id })
        .from(clinics)
        .where(and(eq(clinics.id, clinicId), isNull(clinics.deletedAt)));
      return clinic !== undefined;
    },

    /** Creates or updates a provider with its lists (writeProvider above). */
    write: (
      clinicId: number,
      p: ProviderToSave,
      opts: { id?: number; mail: MailServices; now: Date },
    ) => writeProvider(db, clinicId, p, opts),

    /** Whether another live provider of the clinic receives referrals. */
    async otherReceiving(clinicId: number, exceptId: number): Promise<boolean> {
      const [other] = await db
        .select({ id: providers.id })
        .from(providers)
        .where(
          and(
            eq(providers.clinicId, clinicId),
            ne(providers.id, exceptId),
            eq(providers.canReceive, true),
            isNull(providers.deletedAt),
          ),
        )
        .limit(1);
      return other !== undefined;
    },

    async softDelete(id: number, now: Date): Promise<void> {
      await db
        .update(providers)
        .set({ deletedAt: now, updatedAt: now })
        .where(eq(providers.id, id));
    },
  };
}
