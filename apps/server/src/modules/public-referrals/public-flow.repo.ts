import { and, eq, isNull, ne } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { transaction, type AfterCommit } from '../../db/transaction.js';
import { referralAccessCodes, referralNotes, referrals } from '../../db/schema/index.js';
import type { EventBus } from '../../lib/events.js';
import { audit, type AuditEntry } from '../audit/audit.js';
import { readForm } from '../forms/forms.repo.js';
import type { Mailer } from '../mail/mailer.js';
import { clinicStaffWith } from '../notifications/clinic-staff.repo.js';
import { createNotification, type NewNotification } from '../notifications/create-notification.js';
import { loadReceiverClinics } from '../referrals/receiver-clinic.repo.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import { missingRequiredDocuments } from '../referrals/referrals.repo.js';
import { writeReferralStatus, type StatusChange } from '../referrals/write-status.js';
import { publicNotes } from './public-notes.repo.js';
import {
  insertAccessCode,
  insertPublicDraft,
  publicClinicByCode,
  publicDraft,
  publicProvidersOf,
} from './public-referrals.repo.js';
import { RepoWithJobs } from '../../jobs/repo-with-jobs.js';

/**
 * The data of the public flows (the form, its submission, the review page, their uploads). They
 * have no signed-in actor: the upload token or the access code is the credential, checked before
 * anything here is reached, so the repository is built on the unscoped handle (systemDb).
 * `transaction` hands the callback the same repository on the transaction, and runs `afterCommit`
 * work (live events) once it committed.
 */
export class PublicFlowRepo extends RepoWithJobs {
  async transaction<T>(fn: (tx: PublicFlowRepo, afterCommit: AfterCommit) => Promise<T>) {
    return transaction(this.q, (tx, after) => fn(new PublicFlowRepo(tx), after));
  }

  audit(entry: AuditEntry): Promise<void> {
    return audit(this.q, entry);
  }

  /** Enqueues the mail on this connection (with the transaction, when in one). */
  sendMail(mailer: Mailer, message: MailMessage): Promise<void> {
    return mailer.send(message, this.q);
  }

  clinicByCode(code: string) {
    return publicClinicByCode(this.q, code);
  }

  /** The clinic's external form (what the public form asks). */
  externalForm(clinicId: number) {
    return readForm(this.q, clinicId, 'external');
  }

  providersOf(clinicId: number, providerUuid?: string) {
    return publicProvidersOf(this.q, clinicId, providerUuid);
  }

  draft(uuid: string) {
    return publicDraft(this.q, uuid);
  }

  insertDraft(input: Parameters<typeof insertPublicDraft>[1]) {
    return insertPublicDraft(this.q, input);
  }

  insertAccessCode(row: Parameters<typeof insertAccessCode>[1]) {
    return insertAccessCode(this.q, row);
  }

  async receiverClinic(id: number) {
    const [clinic] = await loadReceiverClinics(this.q, [id]);
    return clinic;
  }

  missingRequiredDocuments(referralId: number, providerId: number) {
    return missingRequiredDocuments(this.q, referralId, providerId);
  }

  staffWith(clinicId: number, anyBits: number) {
    return clinicStaffWith(this.q, clinicId, { anyBits });
  }

  /** A notification (and its e-mail, by the user's settings) on this connection. */
  notify(events: EventBus, n: NewNotification, afterCommit: AfterCommit) {
    return createNotification(this.q, events, n, afterCommit);
  }

  /** The one status writer, on this connection. */
  writeStatus(events: EventBus, change: StatusChange, afterCommit: AfterCommit) {
    return writeReferralStatus(this.q, events, change, afterCommit);
  }

  /** A sent (not draft), live referral by uuid with its access code's e-mail, hash and expiry. */
  async withAccessCode(uuid: string) {
    const [row] = await this.q
      .select({
        referral: referrals,
        email: referralAccessCodes.email,
        codeHash: referralAccessCodes.codeHash,
        expiresAt: referralAccessCodes.expiresAt,
      })
      .from(referrals)
      .innerJoin(referralAccessCodes, eq(referralAccessCodes.referralId, referrals.id))
      .where(
        and(
          eq(referrals.uuid, uuid),
          // A public draft is not yet sent: its code does not open anything.
          ne(referrals.status, 'draft'),
          isNull(referrals.deletedAt),
        ),
      )
      .limit(1);
    return row && { ...row, referral: row.referral as ReferralRow };
  }

  /** An external note of the public referrer (no user, no clinic); its uuid. */
  async insertReferrerNote(input: {
    referralId: number;
    note: string;
    authorName: string;
    now: Date;
  }): Promise<string> {
    const [row] = await this.q
      .insert(referralNotes)
      .values({
        referralId: input.referralId,
        group: 'external',
        note: input.note,
        userId: null,
        clinicId: null,
        authorName: input.authorName,
        createdAt: input.now,
      })
      .returning({ uuid: referralNotes.uuid });
    return row!.uuid;
  }

  notes(r: ReferralRow) {
    return publicNotes(this.q, r);
  }
}
