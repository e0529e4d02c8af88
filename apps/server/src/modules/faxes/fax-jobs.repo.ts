import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FaxReport } from '../../adapters/fax/fax.js';
import { clinics, faxes, referralNotes, referrals, users } from '../../db/schema/index.js';
import { transaction, type AfterCommit } from '../../db/transaction.js';
import type { EventBus } from '../../lib/events.js';
import { createReferralSummaryRepo } from '../documents/referral-summary.repo.js';
import { clinicStaffWith } from '../notifications/clinic-staff.repo.js';
import { createNotification, type NewNotification } from '../notifications/create-notification.js';
import { writeReferralStatus, type StatusChange } from '../referrals/write-status.js';
import { RepoWithJobs } from '../../jobs/repo-with-jobs.js';

export type FaxRow = typeof faxes.$inferSelect;
export type FaxReferral = typeof referrals.$inferSelect;
export type NewFax = typeof faxes.$inferInsert;

export const FINAL_FAX_STATUSES = ['success', 'failure'] as const;

/**
 * The faxes as the fax jobs and the provider's callback reach them: by id, for the system (no
 * actor). `transaction` hands the callback the same repository on the transaction.
 */
export class FaxJobsRepo extends RepoWithJobs {
  transaction<T>(fn: (tx: FaxJobsRepo, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
    return transaction(this.q, (tx, afterCommit) => fn(new FaxJobsRepo(tx), afterCommit));
  }

  async byId(id: number): Promise<FaxRow | undefined> {
    const [fax] = await this.q.select().from(faxes).where(eq(faxes.id, id)).limit(1);
    return fax;
  }

  async byUuid(uuid: string): Promise<FaxRow | undefined> {
    const [fax] = await this.q.select().from(faxes).where(eq(faxes.uuid, uuid)).limit(1);
    return fax;
  }

  async byProviderId(provider: string, providerFaxId: string): Promise<FaxRow | undefined> {
    const [fax] = await this.q
      .select()
      .from(faxes)
      .where(and(eq(faxes.provider, provider), eq(faxes.providerFaxId, providerFaxId)))
      .limit(1);
    return fax;
  }

  /**
   * The fax a send job makes, once it exists: the one named by `faxUuid`, else the referral's
   * newest.
   */
  async newestOfReferral(referralId: number, faxUuid?: string): Promise<FaxRow | undefined> {
    const [row] = await this.q
      .select()
      .from(faxes)
      .where(
        faxUuid
          ? and(eq(faxes.uuid, faxUuid), eq(faxes.referralId, referralId))
          : eq(faxes.referralId, referralId),
      )
      .orderBy(desc(faxes.id))
      .limit(1);
    return row;
  }

  async insert(values: NewFax): Promise<FaxRow> {
    const [row] = await this.q.insert(faxes).values(values).returning();
    return row!;
  }

  /** Undefined when a fax with its uuid exists already. */
  async insertIfNew(values: NewFax): Promise<FaxRow | undefined> {
    const [row] = await this.q.insert(faxes).values(values).onConflictDoNothing().returning();
    return row;
  }

  /** Compare-and-set on updated_at: undefined when someone else changed the row first. */
  async touchIfUnchanged(fax: FaxRow, now: Date): Promise<FaxRow | undefined> {
    const [claimed] = await this.q
      .update(faxes)
      .set({ updatedAt: now })
      .where(and(eq(faxes.id, fax.id), eq(faxes.updatedAt, fax.updatedAt)))
      .returning();
    return claimed;
  }

  /** Records that the provider accepted a (re-)submission under `providerFaxId`. */
  async markSubmitted(fax: FaxRow, providerFaxId: string, attemptsMade: number, now: Date) {
    await this.q
      .update(faxes)
      .set({
        providerFaxId,
        status: 'queued',
        pagesSent: 0,
        units: null,
        costPerUnit: null,
        submitTime: now,
        completionTime: null,
        error: null,
        attemptsMade,
        updatedAt: now,
      })
      .where(eq(faxes.id, fax.id));
  }

  /**
   * Stores what the provider reports about the current submission. Compare-and-set on the
   * provider id and a non-final status, so a stale poll (an older submission, a second poll of
   * a finished fax) changes nothing. Returns the updated row, or null when nothing changed.
   */
  async storeReport(faxId: number, report: FaxReport, now: Date): Promise<FaxRow | null> {
    const [row] = await this.q
      .update(faxes)
      .set({
        status: report.status,
        pagesSent: report.pagesSent,
        pageCount: report.pageCount > 0 ? report.pageCount : sql`${faxes.pageCount}`,
        units: report.units === null ? null : String(report.units),
        costPerUnit: report.costPerUnit === null ? null : String(report.costPerUnit),
        submitTime: report.submitTime ?? sql`${faxes.submitTime}`,
        completionTime: report.completionTime,
        attemptsMade: sql`greatest(${faxes.attemptsMade}, ${report.attemptsMade})`,
        error: report.status === 'failure' ? (report.error ?? 'Failed') : null,
        updatedAt: now,
      })
      .where(
        and(
          eq(faxes.id, faxId),
          eq(faxes.providerFaxId, report.providerFaxId),
          notInArray(faxes.status, [...FINAL_FAX_STATUSES]),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Fails a fax that is not final yet; undefined when it was. */
  async failUnlessFinal(faxId: number, error: string, now: Date): Promise<FaxRow | undefined> {
    const [failed] = await this.q
      .update(faxes)
      .set({ status: 'failure', error, completionTime: now, updatedAt: now })
      .where(and(eq(faxes.id, faxId), notInArray(faxes.status, [...FINAL_FAX_STATUSES])))
      .returning();
    return failed;
  }

  /** The fax's referral and the name of the clinic it went to (the referral's receiver else). */
  async referralAndReceiver(fax: FaxRow) {
    if (fax.referralId === null) return undefined;
    const [row] = await this.q
      .select({ referral: referrals, receiverName: clinics.name })
      .from(referrals)
      .leftJoin(clinics, eq(clinics.id, fax.clinicReceiverId ?? referrals.clinicReceiverId))
      .where(eq(referrals.id, fax.referralId))
      .limit(1);
    return row;
  }

  /** The referral with its receiving clinic. */
  async referralWithReceiver(referralId: number) {
    const [target] = await this.q
      .select({ referral: referrals, receiver: clinics })
      .from(referrals)
      .innerJoin(clinics, eq(clinics.id, referrals.clinicReceiverId))
      .where(eq(referrals.id, referralId))
      .limit(1);
    return target;
  }

  /** Locks the referral's row until the transaction ends. */
  async lockReferral(referralId: number): Promise<void> {
    await this.q.execute(sql`SELECT id FROM referrals WHERE id = ${referralId} FOR UPDATE`);
  }

  /** A note with its referral and author. */
  async noteWithReferral(noteId: number) {
    const [found] = await this.q
      .select({ note: referralNotes, referral: referrals, author: users })
      .from(referralNotes)
      .innerJoin(referrals, eq(referrals.id, referralNotes.referralId))
      .leftJoin(users, eq(users.id, referralNotes.userId))
      .where(eq(referralNotes.id, noteId))
      .limit(1);
    return found;
  }

  async addSystemNote(referralId: number, note: string, now: Date): Promise<void> {
    await this.q
      .insert(referralNotes)
      .values({ referralId, group: 'system', note, createdAt: now });
  }

  staffWith(clinicId: number, anyBits: number) {
    return clinicStaffWith(this.q, clinicId, { anyBits });
  }

  /** The referral core's status writer, on this connection. */
  writeReferralStatus(events: EventBus, change: StatusChange, afterCommit: AfterCommit) {
    return writeReferralStatus(this.q, events, change, afterCommit);
  }

  /** A notification (and its e-mail, by the user's settings) on this connection. */
  notify(events: EventBus, n: NewNotification, afterCommit: AfterCommit) {
    return createNotification(this.q, events, n, afterCommit);
  }

  summaries() {
    return createReferralSummaryRepo(this.q);
  }
}
