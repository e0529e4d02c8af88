import { and, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import { PUBLIC_REVIEW_MSG, type ReferralNote } from '@app/shared';
import type { Queryable } from '../../db/client.js';
import { clinics, referralNotes, users } from '../../db/schema/index.js';
import type { Actor } from '../auth/actor.js';
import { workingClinicId } from './referral-access.js';
import { liveMemberships } from '../auth/live-memberships.repo.js';

/** A referral note as the REST answer, the `referral_notes` query and subscription give it. */
export type ReferralNoteJson = ReferralNote;

/**
 * The one rule for which notes of a visible referral an actor reads: external messages and System
 * Log lines by both sides; internal notes only by the clinic that wrote them ("Internal notes are
 * shared only with colleagues", spec 2), read as the clinic the actor works as (a user of both
 * clinics reads the side they work as, issue 17). Admins are members of no clinic, so they read no
 * internal note.
 */
export function visibleNotes(actor: Actor): SQL {
  const notInternal = ne(referralNotes.group, 'internal');
  const clinicId = workingClinicId(actor);
  if (clinicId === null) return notInternal;
  return or(notInternal, eq(referralNotes.clinicId, clinicId))!;
}

function noteQuery(q: Queryable) {
  return q
    .select({
      id: referralNotes.id,
      uuid: referralNotes.uuid,
      note: referralNotes.note,
      group: referralNotes.group,
      createdAt: referralNotes.createdAt,
      userId: referralNotes.userId,
      authorName: referralNotes.authorName,
      firstname: users.firstname,
      lastname: users.lastname,
      clinicId: clinics.id,
      clinicName: clinics.name,
    })
    .from(referralNotes)
    .leftJoin(users, eq(users.id, referralNotes.userId))
    .leftJoin(clinics, eq(clinics.id, referralNotes.clinicId));
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof noteQuery>['execute']>>[number];

const noteJson = (n: NoteRow): ReferralNoteJson => ({
  id: n.id,
  uuid: n.uuid,
  note: n.note,
  group: n.group,
  created_at: n.createdAt.toISOString(),
  user: n.firstname !== null ? { firstname: n.firstname, lastname: n.lastname ?? '' } : null,
  clinic: n.clinicId !== null ? { id: n.clinicId, name: n.clinicName ?? '' } : null,
  ...(n.userId === null && n.group === 'external' && n.authorName !== null
    ? { public_author: PUBLIC_REVIEW_MSG.publicReferrer(n.authorName) }
    : {}),
});

/** The notes of a referral the caller has found visible, as the actor may read them, newest first. */
export async function listNotes(
  q: Queryable,
  actor: Actor,
  referralId: number,
): Promise<ReferralNoteJson[]> {
  const rows = await noteQuery(q)
    .where(and(eq(referralNotes.referralId, referralId), visibleNotes(actor)))
    .orderBy(desc(referralNotes.createdAt), desc(referralNotes.id));
  return rows.map(noteJson);
}

/** One note by id, with its author and clinic (the answer to adding it). */
export async function noteById(q: Queryable, id: number): Promise<ReferralNoteJson> {
  const [row] = await noteQuery(q).where(eq(referralNotes.id, id)).limit(1);
  return noteJson(row!);
}

/**
 * Whether `clinicId` is still the actor's live clinic and the one they work in: a live subscription
 * addressed to a clinic ends once the user leaves it or switches to another clinic.
 */
export async function isStillCurrentClinic(
  q: Queryable,
  actor: Actor,
  clinicId: number,
): Promise<boolean> {
  const [row] = await liveMemberships(q, actor.userId, [clinicId]);
  // No clinic chosen yet: the session's first clinic stands (the one the stream started on).
  return !!row && (row.current === null || row.current === clinicId);
}
