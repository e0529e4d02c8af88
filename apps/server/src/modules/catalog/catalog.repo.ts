import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MISC_DOCUMENT_NAME } from '@app/shared';
import type { Database, Queryable } from '../../db/client.js';
import {
  documentQuestions,
  documents,
  organizations,
  specializations,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from './sql.js';

export type DocumentRow = { id: number; name: string };
export type QuestionRow = { id: number; uuid: string; question: string; documentId: number };

/** Not worded by the spec: names of documents are unique regardless of case. */
export const DOCUMENT_NAME_TAKEN = 'A document with this name already exists.';

const lower = (s: string) => s.trim().toLowerCase();

/**
 * Specializations, documents with their qualifying questions, and organizations: reference data
 * every member reads; the writes are the admins' (the caller asks catalog.policy.ts first; the
 * provider form also creates specializations and documents on demand, see ensureSpecializations /
 * ensureDocument).
 */
export function createCatalogRepo(db: Database) {
  async function documentById(id: number): Promise<DocumentRow> {
    const [row] = await db
      .select({ id: documents.id, name: documents.name })
      .from(documents)
      .where(and(eq(documents.id, id), isNull(documents.deletedAt)));
    if (!row) throw AppError.notFound('Document not found.');
    return row;
  }

  return {
    async specializations(limit: number) {
      return db
        .select({ id: specializations.id, name: specializations.name })
        .from(specializations)
        .where(isNull(specializations.deletedAt))
        .orderBy(asc(sql`lower(${specializations.name})`))
        .limit(limit);
    },

    async documents(limit: number): Promise<DocumentRow[]> {
      return db
        .select({ id: documents.id, name: documents.name })
        .from(documents)
        .where(isNull(documents.deletedAt))
        .orderBy(asc(sql`lower(${documents.name})`))
        .limit(limit);
    },

    document: documentById,

    /** Live questions of the given documents, oldest first. */
    async questionsOf(documentIds: number[]): Promise<QuestionRow[]> {
      if (!documentIds.length) return [];
      return db
        .select({
          id: documentQuestions.id,
          uuid: documentQuestions.uuid,
          question: documentQuestions.question,
          documentId: documentQuestions.documentId,
        })
        .from(documentQuestions)
        .where(
          and(
            inArray(documentQuestions.documentId, documentIds),
            isNull(documentQuestions.deletedAt),
          ),
        )
        .orderBy(asc(documentQuestions.id));
    },

    async organizations(limit: number) {
      return db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .orderBy(asc(sql`lower(${organizations.name})`))
        .limit(limit);
    },

    /** An organization by name; the same name (any case) gives the existing one. */
    async saveOrganization(name: string) {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(sql`lower(${organizations.name}) = ${lower(name)}`)
          .limit(1);
        if (existing) return existing;
        const [row] = await tx
          .insert(organizations)
          .values({ name: name.trim() })
          .returning({ id: organizations.id, name: organizations.name });
        return row!;
      });
    },

    async saveDocument(input: { id: number | null; name: string }): Promise<DocumentRow> {
      return db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: documents.id, deletedAt: documents.deletedAt })
          .from(documents)
          .where(sql`lower(${documents.name}) = ${lower(input.name)}`);
        if (clash && clash.id !== input.id) {
          // An archived document of that name comes back rather than blocking the name forever.
          if (clash.deletedAt && input.id === null) {
            const [row] = await tx
              .update(documents)
              .set({ deletedAt: null, name: input.name })
              .where(eq(documents.id, clash.id))
              .returning({ id: documents.id, name: documents.name });
            return row!;
          }
          throw AppError.validation(DOCUMENT_NAME_TAKEN, { name: [DOCUMENT_NAME_TAKEN] });
        }
        if (input.id === null) {
          const [row] = await tx
            .insert(documents)
            .values({ name: input.name })
            .returning({ id: documents.id, name: documents.name });
          return row!;
        }
        const [row] = await tx
          .update(documents)
          .set({ name: input.name })
          .where(and(eq(documents.id, input.id), isNull(documents.deletedAt)))
          .returning({ id: documents.id, name: documents.name });
        if (!row) throw AppError.notFound('Document not found.');
        return row;
      });
    },

    /** Archives a document: providers keep it on referrals already made, pickers stop offering it. */
    async archiveDocument(id: number, now: Date): Promise<void> {
      const rows = await db
        .update(documents)
        .set({ deletedAt: now })
        .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
        .returning({ id: documents.id });
      if (!rows.length) throw AppError.notFound('Document not found.');
    },

    async saveQuestion(input: {
      documentId: number;
      question: string;
      uuid: string | null;
    }): Promise<QuestionRow> {
      await documentById(input.documentId);
      const cols = {
        id: documentQuestions.id,
        uuid: documentQuestions.uuid,
        question: documentQuestions.question,
        documentId: documentQuestions.documentId,
      };
      if (!input.uuid) {
        const [row] = await db
          .insert(documentQuestions)
          .values({ documentId: input.documentId, question: input.question })
          .returning(cols);
        return row!;
      }
      if (!isUuid(input.uuid)) throw AppError.notFound('Question not found.');
      const [row] = await db
        .update(documentQuestions)
        .set({ question: input.question })
        .where(
          and(
            eq(documentQuestions.uuid, input.uuid),
            eq(documentQuestions.documentId, input.documentId),
            isNull(documentQuestions.deletedAt),
          ),
        )
        .returning(cols);
      if (!row) throw AppError.notFound('Question not found.');
      return row;
    },

    async deleteQuestion(uuid: string, now: Date): Promise<void> {
      if (!isUuid(uuid)) throw AppError.notFound('Question not found.');
      const rows = await db
        .update(documentQuestions)
        .set({ deletedAt: now })
        .where(and(eq(documentQuestions.uuid, uuid), isNull(documentQuestions.deletedAt)))
        .returning({ id: documentQuestions.id });
      if (!rows.length) throw AppError.notFound('Question not found.');
    },
  };
}

/**
 * The ids of the named specializations, creating the missing ones (names match regardless of
 * case; a deleted one named again comes back). Order follows `names`.
 */
export async function ensureSpecializations(tx: Queryable, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  const keys = names.map(lower);
  await tx
    .insert(specializations)
    .values(names.map((name) => ({ name: name.trim() })))
    .onConflictDoNothing();
  const rows = await tx
    .select({
      id: specializations.id,
      name: specializations.name,
      deletedAt: specializations.deletedAt,
    })
    .from(specializations)
    .where(inArray(sql`lower(${specializations.name})`, keys));
  const revive = rows.filter((r) => r.deletedAt).map((r) => r.id);
  if (revive.length) {
    await tx
      .update(specializations)
      .set({ deletedAt: null })
      .where(inArray(specializations.id, revive));
  }
  const byKey = new Map(rows.map((r) => [lower(r.name), r.id]));
  return keys.map((k) => byKey.get(k)!);
}

/** The id of the named document, created when missing (an archived one comes back). */
export async function ensureDocument(tx: Queryable, name: string): Promise<number> {
  const key = lower(name);
  const label = key === MISC_DOCUMENT_NAME ? MISC_DOCUMENT_NAME : name.trim();
  await tx.insert(documents).values({ name: label }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: documents.id, deletedAt: documents.deletedAt })
    .from(documents)
    .where(sql`lower(${documents.name}) = ${key}`);
  if (row!.deletedAt) {
    await tx.update(documents).set({ deletedAt: null }).where(eq(documents.id, row!.id));
  }
  return row!.id;
}

/**
 * The id of a qualifying question of a document, matched regardless of case and created when
 * missing; an empty question (the misc document's) is none.
 */
export async function ensureQuestion(
  tx: Queryable,
  documentId: number,
  question: string,
): Promise<number | null> {
  const text = question.trim();
  if (!text) return null;
  const [existing] = await tx
    .select({ id: documentQuestions.id })
    .from(documentQuestions)
    .where(
      and(
        eq(documentQuestions.documentId, documentId),
        isNull(documentQuestions.deletedAt),
        sql`lower(${documentQuestions.question}) = ${text.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const [row] = await tx
    .insert(documentQuestions)
    .values({ documentId, question: text })
    .returning({ id: documentQuestions.id });
  return row!.id;
}
