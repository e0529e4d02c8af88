import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { maskMeets, type ReferralStatus } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { appointments, clinicUsers, providers, referrals } from '../../db/schema/index.js';
import { isAdmin, isProvider, type Actor } from '../auth/actor.js';

export type ReferralRow = typeof referrals.$inferSelect & { status: ReferralStatus };

/**
 * The one visibility rule for referrals (DESIGN section 3): a referral is visible to its referring
 * clinic and its receiving clinic, a draft only to the referring clinic, and everything to admins.
 * A member sees it as the clinic they work as (their CURRENT clinic), never through another of
 * their memberships: a user of two clinics working as one of them sees exactly that clinic's
 * referrals, and as which party is decided by that clinic too (`viewerOf`, issue 17).
 * referral-access.ts says which surface uses which form of it.
 */
export function visibleReferrals(actor: Actor): SQL {
  const live = isNull(referrals.deletedAt);
  if (isAdmin(actor)) return live;
  // A provider user without referral permissions reads the orders they decide, nothing else of
  // their clinic (issue 20: the pending table opens the order's detail view).
  if (onlyTheirOrders(actor)) return and(live, ordersAddressedTo(actor.userId))!;
  const clinicId = actor.currentClinicId;
  if (clinicId === null || !actor.clinicIds.includes(clinicId)) return sql`false`;
  return and(
    live,
    or(referralsOfClinic(clinicId, 'referrer'), referralsOfClinic(clinicId, 'receiver')),
  )!;
}

/** A provider user who holds no referral permission in their current clinic. */
const onlyTheirOrders = (actor: Actor): boolean =>
  isProvider(actor) && !maskMeets(actor.permission, 'any');

/**
 * The orders a provider user decides: sent for approval (never a draft) to one of their provider
 * rows, or to the default provider ('Any/First Available') of a clinic they are a provider of,
 * which any provider user of that clinic may decide.
 */
export function ordersAddressedTo(userId: number): SQL {
  const mine = sql`SELECT mine.id, mine.clinic_id FROM ${providers} AS mine
    WHERE mine.user_id = ${userId} AND mine.deleted_at IS NULL`;
  return sql`(${referrals.isOrder} AND ${referrals.status} <> 'draft' AND (
    ${referrals.providerId} IN (SELECT m.id FROM (${mine}) AS m)
    OR ${referrals.providerId} IN (SELECT d.id FROM ${providers} AS d
      WHERE d.is_default AND d.clinic_id IN (SELECT m.clinic_id FROM (${mine}) AS m))))`;
}

/**
 * The referrals one clinic sees from one side: as referrer every one it made (drafts too), as
 * receiver the ones sent to it (never a draft). `visibleReferrals` is this over the actor's current
 * clinic and both sides. 'draft' is a literal so partial list indexes can match the predicate.
 */
export function referralsOfClinic(clinicId: number, side: 'referrer' | 'receiver'): SQL {
  return side === 'referrer'
    ? sql`${referrals.clinicReferrerId} = ${clinicId}`
    : sql`(${referrals.clinicReceiverId} = ${clinicId} AND ${referrals.status} <> 'draft')`;
}

/** The day and time of a referral's current appointment (the latest one set), if any. */
export async function currentAppointmentDate(
  db: Queryable,
  referralId: number,
): Promise<Date | null> {
  const [a] = await db
    .select({ at: appointments.appointmentDate })
    .from(appointments)
    .where(eq(appointments.referralId, referralId))
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(1);
  return a?.at ?? null;
}

/** A referral by uuid if the actor may see it. */
export async function visibleReferralByUuid(q: Queryable, actor: Actor, uuid: string) {
  const [row] = await q
    .select()
    .from(referrals)
    .where(and(eq(referrals.uuid, uuid), visibleReferrals(actor)))
    .limit(1);
  return row;
}

/** The user's permission mask in a clinic, if a member. */
export async function memberPermission(
  q: Queryable,
  userId: number,
  clinicId: number,
): Promise<number | undefined> {
  const [row] = await q
    .select({ permission: clinicUsers.permission })
    .from(clinicUsers)
    .where(and(eq(clinicUsers.userId, userId), eq(clinicUsers.clinicId, clinicId)))
    .limit(1);
  return row?.permission;
}
