import { and, asc, desc, eq, exists, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { isSameOrganization, PERMISSION, type FormType } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { referralAnswersOf } from '../documents/answers.repo.js';
import { transaction, type AfterCommit } from '../../db/transaction.js';
import {
  clinics,
  documents,
  organizations,
  patients,
  providerDocuments,
  providers,
  referralAnswers,
  referralDocuments,
  referralNotes,
  referrals,
} from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { audit, type AuditEntry } from '../audit/audit.js';
import { readForm } from '../forms/forms.repo.js';
import { OrdersRepo } from '../orders/orders.repo.js';
import { touchRecentProvider } from '../providers/providers.repo.js';
import type { SealedSsn } from './patient-ssn.js';
import { loadReceiverClinics, type ReceiverClinicView } from './receiver-clinic.repo.js';
import {
  loadOwnReferral,
  loadVisibleReferral,
  permissionMask,
  requireSendPermission,
  visibleReferrals,
  type ReferralRow,
} from './referral-access.js';
import type { patientColumns } from './referral-input.js';
import type { ReceivingProvider } from './referral.policy.js';
import { currentAppointmentDate } from './referral-access.repo.js';
import { writeReferralStatus, type StatusChange } from './write-status.js';
import { clinicStaffWith } from '../notifications/clinic-staff.repo.js';
import { createNotification, type NewNotification } from '../notifications/create-notification.js';
import {
  isStillCurrentClinic,
  listNotes,
  noteById,
  type ReferralNoteJson,
} from './referral-notes.repo.js';
import { RepoWithJobs } from '../../jobs/repo-with-jobs.js';

export type { ReferralNoteJson };

/** Patient columns to write; a new patient needs at least the names. */
export type PatientColumns = Partial<ReturnType<typeof patientColumns>> & {
  firstname: string;
  lastname: string;
};

export type PatientRow = typeof patients.$inferSelect;
export type { AfterCommit };
export type NewReferral = typeof referrals.$inferInsert;
export type ReferralUpdate = Partial<Omit<NewReferral, 'status' | 'id' | 'uuid'>>;

export interface ReceivingForm {
  formType: FormType;
  sameOrganization: boolean;
  attributes: Awaited<ReturnType<typeof readForm>>;
}

export interface AnswerInput {
  name: string;
  question: string;
  answer: string;
}

/**
 * Patients the actor's clinics know: entered by one of them, or on a referral the actor can see
 * (the referral visibility rule). Admins know every patient.
 */
function knownPatients(q: Queryable, actor: Actor): SQL {
  if (isAdmin(actor)) return sql`true`;
  if (actor.clinicIds.length === 0) return sql`false`;
  return or(
    inArray(patients.clinicId, actor.clinicIds),
    exists(
      q
        .select({ one: sql`1` })
        .from(referrals)
        .where(and(eq(referrals.patientId, patients.id), visibleReferrals(actor))),
    ),
  )!;
}

/** Names of the provider's required documents that have no live file on the referral. */
export async function missingRequiredDocuments(
  q: Queryable,
  referralId: number,
  providerId: number,
): Promise<string[]> {
  const rows = await q
    .select({ name: documents.name })
    .from(providerDocuments)
    .innerJoin(documents, eq(documents.id, providerDocuments.documentId))
    .where(
      and(
        eq(providerDocuments.providerId, providerId),
        eq(providerDocuments.required, true),
        sql`NOT EXISTS (SELECT 1 FROM ${referralDocuments}
          WHERE ${referralDocuments.referralId} = ${referralId}
            AND ${referralDocuments.documentId} = ${providerDocuments.documentId}
            AND ${referralDocuments.deletedAt} IS NULL)`,
      ),
    )
    .orderBy(asc(providerDocuments.id));
  return rows.map((r) => r.name);
}

/**
 * All SQL of sending referrals, bound to the actor (DESIGN section 3): referrals are reached only
 * through the visibility rule of referral-access.ts. `transaction` hands the callback the same
 * repository on the transaction, and runs `afterCommit` work (live events) once it committed.
 */
export class ReferralsRepo extends RepoWithJobs {
  private readonly receivers = new Map<number, Promise<ReceiverClinicView | undefined>>();
  /** Keyed by the loaded row, so a row read again after a write never sees a stale date. */
  private readonly appointmentDates = new WeakMap<ReferralRow, Promise<Date | null>>();

  constructor(
    q: Queryable,
    readonly actor: Actor,
  ) {
    super(q);
  }

  async transaction<T>(fn: (tx: ReferralsRepo, afterCommit: AfterCommit) => Promise<T>) {
    return transaction(this.q, (tx, after) => fn(new ReferralsRepo(tx, this.actor), after));
  }

  own(uuid: string): Promise<ReferralRow> {
    return loadOwnReferral(this.q, this.actor, uuid);
  }

  visible(uuid: string): Promise<ReferralRow> {
    return loadVisibleReferral(this.q, this.actor, uuid);
  }

  /** The clinic the actor sends from (403 without SEND_REFERRAL there). */
  sendingClinic(): Promise<number> {
    return requireSendPermission(this.q, this.actor);
  }

  permissionIn(clinicId: number): Promise<number> {
    return permissionMask(this.q, this.actor, clinicId);
  }

  audit(entry: Omit<AuditEntry, 'actorUserId'>): Promise<void> {
    return audit(this.q, { ...entry, actorUserId: this.actor.userId });
  }

  /** A clinic's facts, read once per request. */
  receiverClinic(clinicId: number | null): Promise<ReceiverClinicView | undefined> {
    if (clinicId === null) return Promise.resolve(undefined);
    let p = this.receivers.get(clinicId);
    if (!p) {
      p = loadReceiverClinics(this.q, [clinicId]).then((rows) => rows[0]);
      this.receivers.set(clinicId, p);
    }
    return p;
  }

  /**
   * A live provider that receives, of a receiving clinic other than `fromClinicId`, with what the
   * Orders rules need; `assertReceivable` applies them so that a refusal can say 'Provider
   * Required'.
   */
  async receivingProvider(
    providerId: number | null,
    fromClinicId: number | null,
  ): Promise<ReceivingProvider | undefined> {
    if (providerId === null) return undefined;
    const [p] = await this.q
      .select({
        id: providers.id,
        clinicId: providers.clinicId,
        isDefault: providers.isDefault,
        userId: providers.userId,
        isOrder: clinics.isOrder,
        organizationName: organizations.name,
        // The sender's organization too: the form and the document rules depend on both.
        senderOrganizationName:
          fromClinicId !== null
            ? sql<string | null>`(SELECT o.name FROM clinics c JOIN organizations o
                ON o.id = c.organization_id WHERE c.id = ${fromClinicId})`
            : sql<null>`null`,
        // Only an Orders clinic needs someone to approve; skip the look-up for the others.
        clinicHasProviderUser: sql<boolean>`CASE WHEN ${clinics.isOrder} THEN EXISTS (
          SELECT 1 FROM providers p JOIN users u ON u.id = p.user_id
          WHERE p.clinic_id = ${clinics.id} AND p.deleted_at IS NULL AND u.deleted_at IS NULL)
          ELSE false END`.mapWith(Boolean),
      })
      .from(providers)
      .innerJoin(clinics, eq(clinics.id, providers.clinicId))
      .leftJoin(organizations, eq(organizations.id, clinics.organizationId))
      .where(
        and(
          eq(providers.id, providerId),
          isNull(providers.deletedAt),
          isNull(clinics.deletedAt),
          eq(providers.canReceive, true),
          eq(clinics.canReceive, true),
          fromClinicId !== null ? ne(providers.clinicId, fromClinicId) : undefined,
        ),
      )
      .limit(1);
    if (!p) return undefined;
    const { organizationName, senderOrganizationName, ...rest } = p;
    return {
      ...rest,
      sameOrganization: isSameOrganization(senderOrganizationName, organizationName),
    };
  }

  /** Whether a live provider belongs to the clinic ('Referrer Provider *'). */
  async isProviderOf(providerId: number, clinicId: number): Promise<boolean> {
    const [p] = await this.q
      .select({ id: providers.id })
      .from(providers)
      .where(
        and(
          eq(providers.id, providerId),
          eq(providers.clinicId, clinicId),
          isNull(providers.deletedAt),
        ),
      )
      .limit(1);
    return !!p;
  }

  /** The receiving clinic's form: internal within one organization, external otherwise. */
  async formOf(toClinicId: number, sameOrganization: boolean): Promise<ReceivingForm> {
    const formType: FormType = sameOrganization ? 'internal' : 'external';
    return { formType, sameOrganization, attributes: await readForm(this.q, toClinicId, formType) };
  }

  /** `formOf` for two clinics by id. */
  async formFor(fromClinicId: number | null, toClinicId: number): Promise<ReceivingForm> {
    const orgs = await this.q
      .select({ id: clinics.id, name: organizations.name })
      .from(clinics)
      .leftJoin(organizations, eq(organizations.id, clinics.organizationId))
      .where(
        inArray(clinics.id, fromClinicId !== null ? [fromClinicId, toClinicId] : [toClinicId]),
      );
    const orgOf = (id: number | null) => orgs.find((o) => o.id === id)?.name;
    return this.formOf(toClinicId, isSameOrganization(orgOf(fromClinicId), orgOf(toClinicId)));
  }

  async patient(id: number | null): Promise<PatientRow | undefined> {
    if (id === null) return undefined;
    const [p] = await this.q.select().from(patients).where(eq(patients.id, id)).limit(1);
    return p;
  }

  /** A patient the actor's clinics know, by uuid (reused by a new draft). */
  async knownPatient(uuid: string): Promise<PatientRow | undefined> {
    const [p] = await this.q
      .select()
      .from(patients)
      .where(and(eq(patients.uuid, uuid), knownPatients(this.q, this.actor)))
      .limit(1);
    return p;
  }

  /** The most recently updated known patient with this SSN look-up hash. */
  async knownPatientBySsnHash(hash: string): Promise<PatientRow | undefined> {
    const [p] = await this.q
      .select()
      .from(patients)
      .where(and(eq(patients.ssnHash, hash), knownPatients(this.q, this.actor)))
      .orderBy(desc(patients.updatedAt), desc(patients.id))
      .limit(1);
    return p;
  }

  /**
   * Writes the patient of a referral and returns its id. A patient shared with other referrals
   * whose SSN is changed is another person: a new patient is created instead of rewriting theirs.
   */
  async savePatient(opts: {
    current: PatientRow | undefined;
    referralId: number | null;
    columns: PatientColumns;
    /** Undefined keeps the stored SSN. */
    sealed?: SealedSsn;
    clinicId: number | null;
    now: Date;
  }): Promise<{ id: number; uuid: string; created: boolean }> {
    const { current, columns, sealed, now } = opts;
    const samePerson = !sealed || current?.ssnHash === sealed.ssnHash;
    if (current && (samePerson || !(await this.sharedPatient(current.id, opts.referralId)))) {
      await this.q
        .update(patients)
        .set({ ...columns, ...sealed, updatedAt: now })
        .where(eq(patients.id, current.id));
      return { id: current.id, uuid: current.uuid, created: false };
    }
    const [row] = await this.q
      .insert(patients)
      .values({ ...columns, ...sealed, clinicId: opts.clinicId, createdAt: now, updatedAt: now })
      .returning({ id: patients.id, uuid: patients.uuid });
    return { ...row!, created: true };
  }

  /** Whether another referral than `referralId` carries the patient. */
  private async sharedPatient(patientId: number, referralId: number | null): Promise<boolean> {
    const [other] = await this.q
      .select({ id: referrals.id })
      .from(referrals)
      .where(
        and(
          eq(referrals.patientId, patientId),
          referralId !== null ? ne(referrals.id, referralId) : undefined,
        ),
      )
      .limit(1);
    return !!other;
  }

  /** A live provider and its clinic (quick dialog). */
  async liveProvider(id: number): Promise<{ id: number; clinicId: number } | undefined> {
    const [p] = await this.q
      .select({ id: providers.id, clinicId: providers.clinicId })
      .from(providers)
      .innerJoin(clinics, eq(clinics.id, providers.clinicId))
      .where(and(eq(providers.id, id), isNull(providers.deletedAt), isNull(clinics.deletedAt)))
      .limit(1);
    return p;
  }

  async isLiveClinic(id: number): Promise<boolean> {
    const [c] = await this.q
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(eq(clinics.id, id), isNull(clinics.deletedAt)))
      .limit(1);
    return !!c;
  }

  async insertReferral(values: NewReferral): Promise<ReferralRow> {
    const [row] = await this.q.insert(referrals).values(values).returning();
    return row as ReferralRow;
  }

  /** Changes a referral's columns (never its status: write-status.ts does that). */
  async updateReferral(id: number, values: ReferralUpdate): Promise<ReferralRow> {
    const [row] = await this.q
      .update(referrals)
      .set(values)
      .where(and(eq(referrals.id, id), visibleReferrals(this.actor)))
      .returning();
    return row as ReferralRow;
  }

  /** Names of the provider's required documents that have no live file on the referral. */
  missingRequiredDocuments(referralId: number, providerId: number): Promise<string[]> {
    return missingRequiredDocuments(this.q, referralId, providerId);
  }

  /** Live users of a clinic who accept or schedule referrals (the ones told of a new one). */
  receivingStaff(clinicId: number, exceptUserId: number): Promise<number[]> {
    const anyBits = PERMISSION.ACCEPT_REFERRAL | PERMISSION.SCHEDULE_REFERRAL;
    return clinicStaffWith(this.q, clinicId, { anyBits, exceptUserId });
  }

  /** Live users of a clinic holding any of `anyBits`, but the actor. */
  staffWith(clinicId: number, anyBits: number): Promise<number[]> {
    return clinicStaffWith(this.q, clinicId, { anyBits, exceptUserId: this.actor.userId });
  }

  /** A notification (and its e-mail, by the user's settings) in this transaction. */
  async notify(events: EventBus, n: NewNotification, afterCommit: AfterCommit): Promise<void> {
    await createNotification(this.q, events, n, afterCommit);
  }

  writeStatus(events: EventBus, change: StatusChange, afterCommit: AfterCommit) {
    return writeReferralStatus(this.q, events, change, afterCommit);
  }

  /** The orders SQL on this same connection: auto-approval runs in the send's transaction. */
  orders(): OrdersRepo {
    return new OrdersRepo(this.q, this.actor);
  }

  touchRecentProvider(providerId: number, now: Date): Promise<void> {
    return touchRecentProvider(this.q, this.actor.userId, providerId, now);
  }

  /** The latest appointment of a loaded referral, read once however many fields need it. */
  latestAppointmentOf(r: ReferralRow): Promise<Date | null> {
    let p = this.appointmentDates.get(r);
    if (!p) {
      p = currentAppointmentDate(this.q, r.id);
      this.appointmentDates.set(r, p);
    }
    return p;
  }

  async addNote(n: {
    referralId: number;
    group: 'internal' | 'external' | 'system';
    note: string;
    clinicId: number | null;
    now: Date;
  }): Promise<ReferralNoteJson> {
    const [row] = await this.q
      .insert(referralNotes)
      .values({
        referralId: n.referralId,
        group: n.group,
        note: n.note,
        userId: this.actor.userId,
        clinicId: n.clinicId,
        createdAt: n.now,
      })
      .returning({ id: referralNotes.id });
    return noteById(this.q, row!.id);
  }

  /** The notes of a referral found visible, as the actor may read them (internal ones of their clinics), newest first. */
  notes(referralId: number): Promise<ReferralNoteJson[]> {
    return listNotes(this.q, this.actor, referralId);
  }

  /** Whether a clinic is still the actor's current clinic (live subscriptions re-check it). */
  isStillCurrentClinic(clinicId: number): Promise<boolean> {
    return isStillCurrentClinic(this.q, this.actor, clinicId);
  }

  answers(referralId: number) {
    return referralAnswersOf(this.q, referralId);
  }

  /** Upserts answers by (referral, document name, question). */
  async saveAnswers(referralId: number, answers: readonly AnswerInput[], now: Date) {
    for (const a of answers) {
      await this.q
        .insert(referralAnswers)
        .values({ referralId, ...a, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [referralAnswers.referralId, referralAnswers.name, referralAnswers.question],
          set: { answer: a.answer, updatedAt: now },
        });
    }
  }
}
