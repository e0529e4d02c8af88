import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { clinics, faxes, referrals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { isUuid } from '../catalog/sql.js';
import { permissionMask, workingClinicId } from '../referrals/referral-access.js';
import { FaxJobsRepo } from './fax-jobs.repo.js';
import { FAX_MSG } from './faxes.policy.js';
import { recordSubmission, type FaxDeps, type FaxRow } from './fax-store.js';

/** An outbound fax with its clinics' names and its referral, as the admin list shows it. */
export type OutboundFaxView = FaxRow & {
  referralUuid: string | null;
  senderName: string | null;
  receiverName: string | null;
};

const sender = alias(clinics, 'sender_clinic');
const receiver = alias(clinics, 'receiver_clinic');

/** The admin list's status filter: an unknown status matches nothing. */
const statusFilter = (status: string | null | undefined): SQL | undefined =>
  status?.trim() ? eq(faxes.status, status.trim()) : undefined;

function outboundViews(db: Database) {
  return db
    .select({
      fax: faxes,
      referralUuid: referrals.uuid,
      senderName: sender.name,
      receiverName: receiver.name,
    })
    .from(faxes)
    .leftJoin(referrals, eq(referrals.id, faxes.referralId))
    .leftJoin(sender, eq(sender.id, faxes.clinicSenderId))
    .leftJoin(receiver, eq(receiver.id, faxes.clinicReceiverId));
}

const viewOf = (r: {
  fax: FaxRow;
  referralUuid: string | null;
  senderName: string | null;
  receiverName: string | null;
}): OutboundFaxView => ({
  ...r.fax,
  referralUuid: r.referralUuid,
  senderName: r.senderName,
  receiverName: r.receiverName,
});

/**
 * Outbound faxes as an actor reaches them: admins every fax; staff the faxes their clinic sent.
 * Anything else is "not found". Who may list or re-send them is faxes.policy.ts.
 */
export function createFaxesRepo(db: Database, actor: Actor) {
  return {
    /** The admin list (spec 3 section 2.1): every fax, newest first. */
    async list(f: { status?: string | null; limit: number; offset: number }) {
      const rows = await outboundViews(db)
        .where(statusFilter(f.status))
        .orderBy(desc(faxes.createdAt), desc(faxes.id))
        .limit(f.limit)
        .offset(f.offset);
      return rows.map(viewOf);
    },

    async count(status?: string | null): Promise<number> {
      const [row] = await db.select({ n: count() }).from(faxes).where(statusFilter(status));
      return Number(row?.n ?? 0);
    },

    /** One fax as the list shows it, after the caller has reached it (a re-send). */
    async view(id: number): Promise<OutboundFaxView> {
      const [row] = await outboundViews(db).where(eq(faxes.id, id)).limit(1);
      if (!row) throw AppError.notFound(FAX_MSG.notFound);
      return viewOf(row);
    },

    /**
     * A fax the actor reaches (admins any, staff the faxes of the clinic they work as, like every
     * referrer/receiver decision: issue 17 item 6), or 404.
     */
    async reached(uuid: string): Promise<FaxRow> {
      if (!isUuid(uuid)) throw AppError.notFound(FAX_MSG.notFound);
      const [fax] = await db.select().from(faxes).where(eq(faxes.uuid, uuid)).limit(1);
      if (!fax) throw AppError.notFound(FAX_MSG.notFound);
      if (isAdmin(actor)) return fax;
      const sender = fax.clinicSenderId;
      if (sender === null || workingClinicId(actor) !== sender) {
        throw AppError.notFound(FAX_MSG.notFound);
      }
      return fax;
    },

    /** The actor's referral permissions in the clinic that sent the fax (0 for admins). */
    maskInSender(fax: FaxRow): Promise<number> {
      return fax.clinicSenderId === null
        ? Promise.resolve(0)
        : permissionMask(db, actor, fax.clinicSenderId);
    },

    /**
     * Takes the fax for a re-send: compare-and-set on the state it was read in, so two clicks
     * re-send once. False when someone else changed it first.
     */
    async claimForResend(fax: FaxRow, now: Date): Promise<boolean> {
      const [row] = await db
        .update(faxes)
        .set({ status: 'queued', error: null, updatedAt: now })
        .where(
          and(
            eq(faxes.id, fax.id),
            eq(faxes.status, fax.status),
            fax.providerFaxId === null
              ? isNull(faxes.providerFaxId)
              : eq(faxes.providerFaxId, fax.providerFaxId),
          ),
        )
        .returning({ id: faxes.id });
      return !!row;
    },

    /** The provider refused the re-send: the fax is failed again, with our reason. */
    async releaseClaim(fax: FaxRow, error: string, now: Date): Promise<void> {
      await db
        .update(faxes)
        .set({ status: 'failure', error, updatedAt: now })
        .where(eq(faxes.id, fax.id));
    },

    resubmitted(deps: Pick<FaxDeps, 'queue'>, fax: FaxRow, providerFaxId: string, now: Date) {
      return recordSubmission(deps, new FaxJobsRepo(db), fax, providerFaxId, now, 'resend');
    },
  };
}
