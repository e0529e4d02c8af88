import { and, asc, desc, eq, exists, isNull, notInArray, or, sql } from 'drizzle-orm';
import { isReferralStatus, PERMISSION } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { transaction, type AfterCommit } from '../../db/transaction.js';
import {
  clinics,
  patients,
  providerSignatures,
  providers,
  referrals,
} from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import type { Actor } from '../auth/actor.js';
import { clinicStaffWith } from '../notifications/clinic-staff.repo.js';
import {
  ordersAddressedTo,
  visibleReferrals,
  type ReferralRow,
} from '../referrals/referral-access.js';
import { writeReferralStatus, type StatusChange } from '../referrals/write-status.js';

export type { AfterCommit };
export type ProviderRow = typeof providers.$inferSelect;
export type SignatureRow = typeof providerSignatures.$inferSelect;

export interface PendingOrderRow {
  id: number;
  uuid: string;
  mrn: string | null;
  diagnosis: string | null;
  sentAt: Date;
  patientFirstname: string | null;
  patientLastname: string | null;
  birthdate: string | null;
  referrerId: number | null;
  referrerName: string | null;
}

/** Statuses in which an order carries no approval yet (spec 2: approver shown only past these). */
const NOT_YET_APPROVED = ['draft', 'pending_approval'] as const;

/**
 * The SQL of orders and provider signatures (issue 7), bound to the actor: a provider user reaches
 * only its own provider row, its signatures and the orders addressed to it; anyone else reaches a
 * signature only through an approved order they can see (the referral visibility rule).
 */
export class OrdersRepo {
  constructor(
    private readonly q: Queryable,
    readonly actor: Actor,
  ) {}

  /** Runs `fn` in one transaction; live events queued with `afterCommit` go out after commit. */
  async transaction<T>(fn: (tx: OrdersRepo, afterCommit: AfterCommit) => Promise<T>) {
    return transaction(this.q, (tx, after) => fn(new OrdersRepo(tx, this.actor), after));
  }

  /** The actor's own provider row (a provider user has one; the oldest live one otherwise). */
  async myProvider(): Promise<ProviderRow | undefined> {
    const [p] = await this.q
      .select()
      .from(providers)
      .where(and(eq(providers.userId, this.actor.userId), isNull(providers.deletedAt)))
      .orderBy(asc(providers.id))
      .limit(1);
    return p;
  }

  /** A live provider by id (the receiving side of an order being sent). */
  async provider(id: number): Promise<ProviderRow | undefined> {
    const [p] = await this.q
      .select()
      .from(providers)
      .where(and(eq(providers.id, id), isNull(providers.deletedAt)))
      .limit(1);
    return p;
  }

  /** The provider's current signature: the newest one not replaced. */
  async currentSignature(providerId: number): Promise<SignatureRow | undefined> {
    const [s] = await this.q
      .select()
      .from(providerSignatures)
      .where(
        and(eq(providerSignatures.providerId, providerId), isNull(providerSignatures.replacedAt)),
      )
      .orderBy(desc(providerSignatures.id))
      .limit(1);
    return s;
  }

  /** Marks the current signature replaced and records the new one (the old row stays). */
  async replaceSignature(
    values: Omit<typeof providerSignatures.$inferInsert, 'id' | 'replacedAt'>,
    now: Date,
  ): Promise<SignatureRow> {
    await this.q
      .update(providerSignatures)
      .set({ replacedAt: now })
      .where(
        and(
          eq(providerSignatures.providerId, values.providerId),
          isNull(providerSignatures.replacedAt),
        ),
      );
    const [row] = await this.q.insert(providerSignatures).values(values).returning();
    return row!;
  }

  async setAutoApproved(providerId: number, on: boolean, now: Date): Promise<ProviderRow> {
    const [row] = await this.q
      .update(providers)
      .set({ autoApproved: on, updatedAt: now })
      .where(eq(providers.id, providerId))
      .returning();
    return row!;
  }

  /** The live orders the actor decides (the referral core's rule). */
  private addressed() {
    return and(isNull(referrals.deletedAt), ordersAddressedTo(this.actor.userId))!;
  }

  /** Orders waiting for the actor's decision, oldest first. */
  pendingOrders(): Promise<PendingOrderRow[]> {
    return this.q
      .select({
        id: referrals.id,
        uuid: referrals.uuid,
        mrn: referrals.mrn,
        diagnosis: referrals.diagnosis,
        // Orders get no sent_at until approved: the submission is the last status change.
        sentAt: referrals.updatedAt,
        patientFirstname: patients.firstname,
        patientLastname: patients.lastname,
        birthdate: patients.birthdate,
        referrerId: clinics.id,
        referrerName: clinics.name,
      })
      .from(referrals)
      .leftJoin(patients, eq(patients.id, referrals.patientId))
      .leftJoin(clinics, eq(clinics.id, referrals.clinicReferrerId))
      .where(and(this.addressed(), eq(referrals.status, 'pending_approval')))
      .orderBy(asc(referrals.updatedAt), asc(referrals.id));
  }

  /** An order the actor may decide, by uuid, whatever its status (the machine judges it). */
  async orderFor(uuid: string): Promise<ReferralRow | undefined> {
    const [row] = await this.q
      .select()
      .from(referrals)
      .where(and(eq(referrals.uuid, uuid), this.addressed()))
      .limit(1);
    return row && isReferralStatus(row.status) ? (row as ReferralRow) : undefined;
  }

  /**
   * A signature image the actor may fetch: their own provider's, or one an order they can see
   * was approved with. Undefined for everything else (answered 404: no existence leak).
   */
  async signatureForViewer(id: number): Promise<SignatureRow | undefined> {
    const approvedWith = this.q
      .select({ one: sql`1` })
      .from(referrals)
      .where(
        and(
          eq(referrals.approverSignatureId, providerSignatures.id),
          notInArray(referrals.status, [...NOT_YET_APPROVED]),
          visibleReferrals(this.actor),
        ),
      );
    const own = this.q
      .select({ one: sql`1` })
      .from(providers)
      .where(
        and(
          eq(providers.id, providerSignatures.providerId),
          eq(providers.userId, this.actor.userId),
        ),
      );
    const [s] = await this.q
      .select()
      .from(providerSignatures)
      .where(and(eq(providerSignatures.id, id), or(exists(own), exists(approvedWith))))
      .limit(1);
    return s;
  }

  /** The provider whose signature approved an order (any order the caller was allowed to see). */
  async signerOf(signatureId: number): Promise<ProviderRow | undefined> {
    const [p] = await this.q
      .select({ p: providers })
      .from(providerSignatures)
      .innerJoin(providers, eq(providers.id, providerSignatures.providerId))
      .where(eq(providerSignatures.id, signatureId))
      .limit(1);
    return p?.p;
  }

  async clinicName(id: number | null): Promise<string | undefined> {
    if (id === null) return undefined;
    const [c] = await this.q
      .select({ name: clinics.name })
      .from(clinics)
      .where(eq(clinics.id, id))
      .limit(1);
    return c?.name;
  }

  /** Live users of a clinic holding any of `anyBits`, but the actor: the people told. */
  staff(clinicId: number, anyBits: number): Promise<number[]> {
    return clinicStaffWith(this.q, clinicId, { anyBits, exceptUserId: this.actor.userId });
  }

  /** The receiving staff who schedule an approved order. */
  schedulers(clinicId: number): Promise<number[]> {
    return this.staff(clinicId, PERMISSION.ACCEPT_REFERRAL | PERMISSION.SCHEDULE_REFERRAL);
  }

  writeStatus(events: EventBus, change: StatusChange, afterCommit: AfterCommit) {
    return writeReferralStatus(this.q, events, change, afterCommit);
  }
}

export const createOrdersRepo = (q: Queryable, actor: Actor) => new OrdersRepo(q, actor);
