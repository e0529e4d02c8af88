import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INBOUND_FAX_MSG, INBOUND_FAX_STATUSES } from '@app/shared';
import type { Database, Queryable } from '../../db/client.js';
import { transaction, type AfterCommit } from '../../db/transaction.js';
import {
  clinicUsers,
  clinics,
  inboundFaxes,
  patients,
  providers,
  referrals,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { audit, type AuditEntry } from '../audit/audit.js';
import { recordDocuments } from '../documents/documents.repo.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { liveMemberships } from '../auth/live-memberships.repo.js';
import { isUuid } from '../catalog/sql.js';
import { visibleReferrals } from '../referrals/referral-access.js';
import { ReferralsRepo } from '../referrals/referrals.repo.js';

/** A received fax with the names of its clinic and of the referring clinic intake matched. */
export type InboundFaxRow = typeof inboundFaxes.$inferSelect & {
  clinicName: string | null;
  detectedClinicName: string | null;
};

export interface InboundFaxFilter {
  status?: string | null;
  clinicId?: number | null;
}

export interface InboundFaxClinicRef {
  id: number;
  name: string;
}

const detected = alias(clinics, 'detected_clinic');

/**
 * Which received faxes an actor reaches (issue 8): admins every fax, unassigned ones included;
 * staff the faxes of their clinics. Anything else is 'Fax not found.'.
 */
export function visibleInboundFaxes(actor: Actor): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  return actor.clinicIds.length ? inArray(inboundFaxes.clinicId, actor.clinicIds) : sql`false`;
}

function filterOf(actor: Actor, f: InboundFaxFilter): SQL | undefined {
  const status = f.status?.trim();
  if (status && !(INBOUND_FAX_STATUSES as readonly string[]).includes(status)) return sql`false`;
  return and(
    visibleInboundFaxes(actor),
    status ? eq(inboundFaxes.status, status) : undefined,
    f.clinicId != null ? eq(inboundFaxes.clinicId, f.clinicId) : undefined,
  );
}

/** A live clinic (not deleted) that has at least one live user. */
const liveClinicWithUsers = (clinicId: number) =>
  and(
    eq(clinics.id, clinicId),
    isNull(clinics.deletedAt),
    sql`EXISTS (SELECT 1 FROM ${clinicUsers} JOIN ${users} ON ${users.id} = ${clinicUsers.userId}
      WHERE ${clinicUsers.clinicId} = ${clinics.id} AND ${users.deletedAt} IS NULL)`,
  );

const selectFaxes = (db: Queryable) =>
  db
    .select({ fax: inboundFaxes, clinicName: clinics.name, detectedClinicName: detected.name })
    .from(inboundFaxes)
    .leftJoin(clinics, eq(clinics.id, inboundFaxes.clinicId))
    .leftJoin(detected, eq(detected.id, inboundFaxes.detectedClinicId));

const rowOf = (r: {
  fax: typeof inboundFaxes.$inferSelect;
  clinicName: string | null;
  detectedClinicName: string | null;
}): InboundFaxRow => ({
  ...r.fax,
  clinicName: r.clinicName,
  detectedClinicName: r.detectedClinicName,
});

/** Received faxes as the actor may reach them; request code gets this through scopedData. */
export class InboundFaxesRepo {
  constructor(
    private readonly db: Queryable,
    readonly actor: Actor,
  ) {}

  private trail(entry: Omit<AuditEntry, 'actorUserId'>) {
    return audit(this.db, { ...entry, actorUserId: this.actor.userId });
  }

  /** Newest received first. */
  async list(f: InboundFaxFilter & { limit: number; offset: number }): Promise<InboundFaxRow[]> {
    const rows = await selectFaxes(this.db)
      .where(filterOf(this.actor, f))
      .orderBy(desc(inboundFaxes.dateCreated), desc(inboundFaxes.id))
      .limit(f.limit)
      .offset(f.offset);
    return rows.map(rowOf);
  }

  async count(f: InboundFaxFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(inboundFaxes)
      .where(filterOf(this.actor, f));
    return Number(row?.n ?? 0);
  }

  /** One visible fax by uuid, or 'Fax not found.'. */
  async find(uuid: string): Promise<InboundFaxRow> {
    if (!isUuid(uuid)) throw AppError.notFound(INBOUND_FAX_MSG.notFound);
    const [row] = await selectFaxes(this.db)
      .where(and(eq(inboundFaxes.uuid, uuid), visibleInboundFaxes(this.actor)))
      .limit(1);
    if (!row) throw AppError.notFound(INBOUND_FAX_MSG.notFound);
    return rowOf(row);
  }

  /** Reading the recognised text or the detections is reading patient data: audited. */
  auditRead(fax: InboundFaxRow, part: 'ocr_data' | 'processed_data'): Promise<void> {
    return this.trail({
      action: 'inbound_fax.read',
      subjectType: 'inbound_fax',
      subjectId: fax.uuid,
      details: { part },
    });
  }

  /** Per request: a list asks this for every fax of the same few clinics. */
  private readonly receiving = new Map<number, Promise<boolean>>();

  /** Whether the clinic has a live provider that receives referrals. */
  hasReceivingProviders(clinicId: number): Promise<boolean> {
    let known = this.receiving.get(clinicId);
    if (!known) {
      known = this.db
        .select({ id: providers.id })
        .from(providers)
        .where(
          and(
            eq(providers.clinicId, clinicId),
            eq(providers.canReceive, true),
            isNull(providers.deletedAt),
          ),
        )
        .limit(1)
        .then((rows) => rows.length > 0);
      this.receiving.set(clinicId, known);
    }
    return known;
  }

  /** Whether `providerId` is a live receiving provider of the clinic. */
  async isReceivingProviderOf(providerId: number, clinicId: number): Promise<boolean> {
    const [p] = await this.db
      .select({ id: providers.id })
      .from(providers)
      .where(
        and(
          eq(providers.id, providerId),
          eq(providers.clinicId, clinicId),
          eq(providers.canReceive, true),
          isNull(providers.deletedAt),
        ),
      )
      .limit(1);
    return !!p;
  }

  /**
   * Whether the actor still belongs to every one of these live clinics (a live stream started
   * with them ends once one is gone).
   */
  async isStillMemberOf(clinicIds: readonly number[]): Promise<boolean> {
    if (clinicIds.length === 0) return true;
    const rows = await liveMemberships(this.db, this.actor.userId, clinicIds);
    return rows.length === new Set(clinicIds).size;
  }

  /** A live clinic other than `exceptId` (the referring clinic of a fax referral). */
  async otherLiveClinic(clinicId: number, exceptId: number): Promise<boolean> {
    const [c] = await this.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(eq(clinics.id, clinicId), ne(clinics.id, exceptId), isNull(clinics.deletedAt)))
      .limit(1);
    return !!c;
  }

  /**
   * Where the actor may move a fax: admins any live clinic with users; staff a live clinic they
   * belong to. Undefined otherwise.
   */
  async assignableClinic(clinicId: number): Promise<InboundFaxClinicRef | undefined> {
    if (!isAdmin(this.actor) && !this.actor.clinicIds.includes(clinicId)) return undefined;
    const [c] = await this.db
      .select({ id: clinics.id, name: clinics.name })
      .from(clinics)
      .where(liveClinicWithUsers(clinicId))
      .limit(1);
    return c;
  }

  async assign(fax: InboundFaxRow, clinic: InboundFaxClinicRef, now: Date): Promise<void> {
    await this.db
      .update(inboundFaxes)
      .set({ clinicId: clinic.id, updatedAt: now })
      .where(eq(inboundFaxes.id, fax.id));
    await this.trail({
      action: 'inbound_fax.assigned',
      subjectType: 'inbound_fax',
      subjectId: fax.uuid,
      details: { from_clinic_id: fax.clinicId, to_clinic_id: clinic.id },
    });
  }

  /** Removes the row (referrals created from it keep their document; their link is cleared). */
  async remove(fax: InboundFaxRow): Promise<void> {
    await this.db.delete(inboundFaxes).where(eq(inboundFaxes.id, fax.id));
    await this.trail({
      action: 'inbound_fax.deleted',
      subjectType: 'inbound_fax',
      subjectId: fax.uuid,
      details: { clinic_id: fax.clinicId, source: fax.source },
    });
  }

  /** A referral was created from the fax: it is reviewed. */
  async markReviewed(fax: InboundFaxRow, referralUuid: string, now: Date): Promise<void> {
    await this.db
      .update(inboundFaxes)
      .set({ status: 'reviewed', reviewedAt: now, reviewedById: this.actor.userId, updatedAt: now })
      .where(eq(inboundFaxes.id, fax.id));
    await this.trail({
      action: 'inbound_fax.referral_created',
      subjectType: 'inbound_fax',
      subjectId: fax.uuid,
      details: { referral_uuid: referralUuid },
    });
  }

  /** The referrals created from the fax that the actor sees, oldest first. */
  async referralsOf(faxId: number) {
    return this.db
      .select({
        uuid: referrals.uuid,
        status: referrals.status,
        firstname: patients.firstname,
        lastname: patients.lastname,
      })
      .from(referrals)
      .leftJoin(patients, eq(patients.id, referrals.patientId))
      .where(
        and(
          eq(referrals.inboundFaxId, faxId),
          isNull(referrals.deletedAt),
          visibleReferrals(this.actor),
        ),
      )
      .orderBy(referrals.id);
  }

  /**
   * One transaction over received faxes and referrals; `afterCommit` work (live events) runs
   * once it committed.
   */
  async transaction<T>(
    fn: (
      tx: { faxes: InboundFaxesRepo; referrals: ReferralsRepo; documents: DocumentRecorder },
      afterCommit: AfterCommit,
    ) => Promise<T>,
  ): Promise<T> {
    return transaction(this.db, (tx, after) =>
      fn(
        {
          faxes: new InboundFaxesRepo(tx, this.actor),
          referrals: new ReferralsRepo(tx, this.actor),
          // recordDocuments nests its own transaction: a savepoint inside this one.
          documents: { record: (...args) => recordDocuments(tx as Database, ...args) },
        },
        after,
      ),
    );
  }
}

/** Stores a referral's documents, on the transaction that holds it. */
interface DocumentRecorder {
  record(
    ...args: Parameters<typeof recordDocuments> extends [unknown, ...infer Rest] ? Rest : never
  ): ReturnType<typeof recordDocuments>;
}

export function createInboundFaxesRepo(db: Queryable, actor: Actor): InboundFaxesRepo {
  return new InboundFaxesRepo(db, actor);
}
