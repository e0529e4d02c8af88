import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  REFERRAL_LIFECYCLE_MSG as MSG,
  REFERRAL_LIFECYCLE_MSG_SERVER as SRV,
  REFERRAL_STATUSES,
} from '@app/shared';
import { appointments, notifications } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { referralRow, systemLog } from './lookups.js';
import { PERSONAS } from './personas.js';
import {
  attachRequiredDocuments,
  createDraft,
  draftPayload,
  EXTERNAL_EXTRA,
  send,
  uuidOf,
} from './referrals-kit.js';
import { referralSuite } from './suite.js';

interface Answer {
  message: string;
  detail?: string;
  referral?: { uuid: string; status: string };
  errors?: Record<string, string[]>;
}

describe.each(DB_KINDS)('the referral lifecycle on %s', (kind) => {
  const { t, ids, agents, userIds } = referralSuite(
    kind,
    {
      north: PERSONAS.northsidePsr,
      nurse: PERSONAS.northsideNurse,
      lake: PERSONAS.lakesidePsr,
      med: PERSONAS.lakesideMedAdmin,
      river: PERSONAS.riversidePsr,
      admin: PERSONAS.admin,
    },
    { stepMs: 60_000 },
  );

  const row = (uuid: string) => referralRow(t, uuid);
  const told = async (uuid: string, type: string) =>
    (
      await t.db
        .select({ userId: notifications.notifiableId })
        .from(notifications)
        .where(
          and(eq(notifications.url, `/referrals/${uuid}/review`), eq(notifications.type, type)),
        )
    )
      .map((n) => n.userId)
      .sort((a, b) => a - b);
  const idsOf = (...emails: string[]) => emails.map((e) => userIds.get(e)!).sort((a, b) => a - b);
  const latestAppointment = async (uuid: string) =>
    (
      await t.db
        .select()
        .from(appointments)
        .where(eq(appointments.referralId, (await row(uuid)).id))
        .orderBy(desc(appointments.id))
        .limit(1)
    )[0];

  const promote = (a: Agent, uuid: string, status: string, body: unknown = {}) =>
    a.request<Answer>('PUT', `/api/referrals/${uuid}/promote/${status}`, body);
  const decline = (a: Agent, uuid: string, body: unknown) =>
    a.request<Answer>('PUT', `/api/referrals/${uuid}/decline`, body);
  const appoint = (a: Agent, uuid: string, body: unknown) =>
    a.post<Answer>(`/api/referrals/${uuid}/appointments`, body);
  const open = (a: Agent, uuid: string) =>
    a.graphql<{ open_referral: { status: string } }>(
      'mutation($u: String!) { open_referral(uuid: $u) { status } }',
      { u: uuid },
    );
  const endorse = (a: Agent, uuid: string) =>
    a.graphql<{ endorse_referral: string }>(
      'mutation($u: String!) { endorse_referral(referral_uuid: $u) }',
      { u: uuid },
    );

  /** A referral really sent by `from` to `providerId` (required documents attached). */
  async function sent(from: Agent, providerId: number, referrerProviderId: number) {
    const uuid = uuidOf(
      await createDraft(from, draftPayload(providerId, referrerProviderId, EXTERNAL_EXTRA)),
    );
    await attachRequiredDocuments(t, (await row(uuid)).id, providerId);
    const res = await send(from, uuid);
    if (res.status !== 200) throw new Error(`send: ${res.status} ${JSON.stringify(res.body)}`);
    return uuid;
  }
  /** Northside -> Lakeside, opened by Lakeside (under_review). */
  async function underReview() {
    const uuid = await sent(agents.north, ids.patel, ids.carter);
    await open(agents.lake, uuid);
    return uuid;
  }
  async function accepted() {
    const uuid = await underReview();
    expect((await promote(agents.med, uuid, 'accepted')).status).toBe(200);
    return uuid;
  }
  async function scheduled() {
    const uuid = await accepted();
    expect(
      (await appoint(agents.lake, uuid, { appointment_date: '2027-01-04 09:00:00' })).status,
    ).toBe(200);
    return uuid;
  }

  it('opening a sent referral as the receiver promotes it to under_review once', async () => {
    const uuid = await sent(agents.north, ids.patel, ids.carter);
    // The referrer opening it changes nothing.
    expect((await open(agents.north, uuid)).data?.open_referral.status).toBe('sent');
    expect((await open(agents.lake, uuid)).data?.open_referral.status).toBe('under_review');
    expect((await open(agents.med, uuid)).data?.open_referral.status).toBe('under_review');
    expect(await systemLog(t, uuid)).toEqual([
      'Referral sent to Lakeside Cardiology.',
      'Referral opened for review.',
    ]);
  });

  it('accepts, moves back to review, and tells the referring senders', async () => {
    const uuid = await underReview();
    const res = await promote(agents.med, uuid, 'accepted');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.accepted,
      referral: { uuid, status: 'accepted' },
    });
    expect((await row(uuid)).acceptedAt?.getTime()).toBe(t.clock.now().getTime());
    // Northside's members with SEND_REFERRAL: its PSR and the coordinator (not the nurse).
    expect(await told(uuid, 'referral_accepted')).toEqual(
      idsOf(PERSONAS.northsidePsr, PERSONAS.coordinator),
    );
    const back = await promote(agents.lake, uuid, 'under_review');
    expect(back.body).toMatchObject({
      message: MSG.underReview,
      referral: { status: 'under_review' },
    });
    expect((await systemLog(t, uuid)).slice(-2)).toEqual([
      MSG.acceptedDetail,
      MSG.underReviewDetail,
    ]);
    // The referral keeps who accepted it last (the analytics by user count that person).
    expect((await row(uuid)).acceptedById).toBe(userIds.get(PERSONAS.lakesideMedAdmin));
    expect((await promote(agents.lake, uuid, 'accepted')).status).toBe(200);
    expect((await row(uuid)).acceptedById).toBe(userIds.get(PERSONAS.lakesidePsr));
  });

  it('declines with a required reason, then both sides complete', async () => {
    const uuid = await accepted();
    const blank = await decline(agents.lake, uuid, { reason: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ reason: [SRV.declineReasonRequired] });
    const res = await decline(agents.lake, uuid, { reason: 'Out of network' });
    expect(res.body).toMatchObject({ message: MSG.declined, referral: { status: 'declined' } });
    expect(await row(uuid)).toMatchObject({
      reason: 'Out of network',
      declinedById: userIds.get(PERSONAS.lakesidePsr),
    });
    expect(await told(uuid, 'referral_declined')).toEqual(
      idsOf(PERSONAS.northsidePsr, PERSONAS.coordinator),
    );
    // A declined referral gets no appointment.
    const appointed = await appoint(agents.lake, uuid, { appointment_date: '2027-01-04 09:00:00' });
    expect(appointed.status).toBe(422);
    expect(appointed.body.errors).toEqual({ status: [SRV.declinedNoAppointment] });
    // The receiver completes it: it moves to the Referral History tab.
    const done = await promote(agents.med, uuid, 'rec_completed');
    expect(done.body).toMatchObject({
      message: MSG.completed,
      detail: 'This referral has been moved to your Referral History tab',
      referral: { status: 'rec_completed' },
    });
    // The referrer completes a declined referral directly, without the appointment question.
    const closed = await promote(agents.north, uuid, 'ref_completed', {});
    expect(closed.body).toMatchObject({
      message: MSG.completed,
      referral: { status: 'ref_completed' },
    });
    // The coordinator works at both clinics: told by each completion.
    expect(await told(uuid, 'referral_completed')).toEqual(
      idsOf(
        PERSONAS.northsidePsr,
        PERSONAS.coordinator,
        PERSONAS.coordinator,
        PERSONAS.lakesidePsr,
        PERSONAS.lakesideMedAdmin,
      ),
    );
  });

  it('schedules on 15-minute steps and reschedules', async () => {
    const uuid = await accepted();
    const missing = await appoint(agents.lake, uuid, {});
    expect(missing.body).toMatchObject({
      message: MSG.appointmentRequired,
      errors: { appointment_date: [MSG.appointmentRequired] },
    });
    for (const bad of ['2027-01-04 09:10:00', '2027-01-04 09:00:30', '01/04/2027 9:00']) {
      const res = await appoint(agents.lake, uuid, { appointment_date: bad });
      expect(res.body.errors, bad).toEqual({ appointment_date: [MSG.appointmentInvalid] });
    }
    const res = await appoint(agents.lake, uuid, { appointment_date: '2027-01-04 09:15:00' });
    expect(res.body).toMatchObject({
      message: MSG.appointmentSet,
      referral: { status: 'scheduled' },
    });
    expect(await latestAppointment(uuid)).toMatchObject({
      appointmentDate: new Date('2027-01-04T09:15:00Z'),
      isReschedule: false,
      scheduledById: userIds.get(PERSONAS.lakesidePsr),
    });
    expect(await told(uuid, 'referral_scheduled')).toEqual(
      idsOf(PERSONAS.northsidePsr, PERSONAS.coordinator),
    );
    const again = await appoint(agents.med, uuid, {
      appointment_date: '2027-01-05 10:30:00',
      is_reschedule: true,
    });
    expect(again.body).toMatchObject({
      message: MSG.appointmentSet,
      referral: { status: 'scheduled' },
    });
    expect(await latestAppointment(uuid)).toMatchObject({
      appointmentDate: new Date('2027-01-05T10:30:00Z'),
      isReschedule: true,
    });
    expect((await systemLog(t, uuid)).slice(-2)).toEqual([
      'Appointment set for 2027-01-04 09:15.',
      'Appointment rescheduled to 2027-01-05 10:30.',
    ]);
    // Scheduled: never declined.
    const refused = await decline(agents.lake, uuid, { reason: 'Too late' });
    expect(refused.body).toMatchObject({ message: MSG.cannotPromote });
  });

  it('the receiver completes a scheduled referral', async () => {
    const uuid = await scheduled();
    const res = await promote(agents.lake, uuid, 'rec_completed');
    expect(res.body).toMatchObject({
      message: MSG.completed,
      referral: { status: 'rec_completed' },
    });
    expect((await row(uuid)).completedAt?.getTime()).toBe(t.clock.now().getTime());
  });

  it('the referrer completes: maintained yes (with a changed date), no, and N/A', async () => {
    const yes = await scheduled();
    const unconfirmed = await promote(agents.north, yes, 'ref_completed', {
      appointmentMaintained: true,
      confirmAppointmentDate: true,
    });
    expect(unconfirmed.body.errors).toEqual({ confirmResults: [SRV.confirmationsRequired] });
    const ok = await promote(agents.north, yes, 'ref_completed', {
      appointmentMaintained: true,
      appointmentDate: '2027-01-04 11:00:00',
      confirmAppointmentDate: true,
      confirmResults: true,
    });
    expect(ok.body).toMatchObject({
      message: MSG.completed,
      referral: { status: 'ref_completed' },
    });
    expect(await latestAppointment(yes)).toMatchObject({
      appointmentDate: new Date('2027-01-04T11:00:00Z'),
      isReschedule: true,
      appointmentMaintained: 'yes',
      details: { confirm_appointment_date: true, confirm_results: true },
    });

    const no = await scheduled();
    const other = await promote(agents.north, no, 'ref_completed', {
      appointmentMaintained: false,
      reason: 'Other',
    });
    expect(other.body.errors).toEqual({ reason: [SRV.otherReasonRequired] });
    await promote(agents.north, no, 'ref_completed', {
      appointmentMaintained: false,
      reason: 'No Show',
    });
    expect(await latestAppointment(no)).toMatchObject({
      appointmentMaintained: 'no',
      details: { reason: 'No Show', reason_kind: 'no_show' },
    });
    expect((await systemLog(t, no)).at(-1)).toBe(
      'Referral Completed. Appointment maintained: No (No Show).',
    );

    const na = await scheduled();
    const res = await promote(agents.north, na, 'ref_completed', { notApplicable: true });
    expect(res.body.referral?.status).toBe('ref_completed');
    expect((await latestAppointment(na))?.appointmentMaintained).toBe('not_applicable');
    // Unanswered: refused.
    const blank = await promote(agents.north, await scheduled(), 'ref_completed', {});
    expect(blank.body.errors).toEqual({ appointmentMaintained: [SRV.completionAnswerRequired] });
  });

  it('endorse: a scheduler without ACCEPT tells the colleagues who can accept', async () => {
    const uuid = await sent(agents.lake, ids.carter, ids.patel);
    const res = await endorse(agents.nurse, uuid);
    expect(res.data?.endorse_referral).toBe(MSG.endorsed);
    expect(await told(uuid, 'referral_endorsed')).toEqual(
      idsOf(PERSONAS.northsidePsr, PERSONAS.coordinator),
    );
    expect((await row(uuid)).status).toBe('sent');
    expect((await systemLog(t, uuid)).at(-1)).toBe('Referral endorsed by Nina Okafor.');
    // Someone who can accept does not endorse.
    const refused = await endorse(agents.north, uuid);
    expect(refused.errors?.[0]?.message).toBe('You do not have permission to endorse it.');
  });

  it('refuses users without the permission', async () => {
    const uuid = await sent(agents.lake, ids.carter, ids.patel);
    await open(agents.nurse, uuid);
    // The nurse schedules but does not accept or decline.
    const accept = await promote(agents.nurse, uuid, 'accepted');
    expect(accept.status).toBe(403);
    expect(accept.body.message).toBe('You do not have permission to accept it.');
    expect((await decline(agents.nurse, uuid, { reason: 'x' })).status).toBe(403);
    expect((await row(uuid)).status).toBe('under_review');
    // The admin belongs to neither clinic.
    expect((await promote(agents.admin, uuid, 'accepted')).status).toBe(403);
  });

  it('refuses every illegal or skipped transition with Cannot promote referral', async () => {
    const uuid = await sent(agents.north, ids.patel, ids.carter);
    const expectRefused = async (res: { status: number; body: Answer }) => {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(MSG.cannotPromote);
      expect(res.body.errors?.status?.[0]).toBeTruthy();
    };
    // sent: accepting skips under_review; scheduling by the receiver skips accepted.
    await expectRefused(await promote(agents.lake, uuid, 'accepted'));
    await expectRefused(
      await appoint(agents.lake, uuid, { appointment_date: '2027-01-04 09:00:00' }),
    );
    await expectRefused(await promote(agents.lake, uuid, 'rec_completed'));
    await expectRefused(await promote(agents.lake, uuid, 'under_review'));
    // The referrer never accepts or declines its own referral.
    await open(agents.lake, uuid);
    await expectRefused(await promote(agents.north, uuid, 'accepted'));
    await expectRefused(await decline(agents.north, uuid, { reason: 'x' }));
    // Statuses this call does not set.
    for (const status of REFERRAL_STATUSES.filter(
      (s) => !['accepted', 'under_review', 'rec_completed', 'ref_completed'].includes(s),
    )) {
      const res = await promote(agents.lake, uuid, status);
      expect(res.body.errors, status).toEqual({ status: [SRV.unknownPromotion] });
    }
    // Accepting twice: the second is refused.
    expect((await promote(agents.lake, uuid, 'accepted')).status).toBe(200);
    await expectRefused(await promote(agents.med, uuid, 'accepted'));
    expect((await row(uuid)).status).toBe('accepted');
  });

  it('a user of an unrelated clinic gets 404 everywhere', async () => {
    const uuid = await underReview();
    expect((await promote(agents.river, uuid, 'accepted')).status).toBe(404);
    expect((await promote(agents.river, uuid, 'declined')).status).toBe(404);
    expect((await decline(agents.river, uuid, { reason: 'x' })).status).toBe(404);
    expect(
      (await appoint(agents.river, uuid, { appointment_date: '2027-01-04 09:00:00' })).status,
    ).toBe(404);
    expect((await endorse(agents.river, uuid)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await open(agents.river, uuid)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await row(uuid)).status).toBe('under_review');
  });

  it('a fax referral: the referrer records accepted, schedules and closes it', async () => {
    const uuid = await sent(agents.north, ids.grant, ids.carter);
    expect((await row(uuid)).status).toBe('sent_fax');
    const res = await promote(agents.north, uuid, 'accepted');
    expect(res.body).toMatchObject({ message: MSG.accepted, referral: { status: 'accepted' } });
    const appointed = await appoint(agents.north, uuid, {
      appointment_date: '2027-02-01 09:00:00',
    });
    expect(appointed.body.referral?.status).toBe('scheduled');
    const closed = await promote(agents.north, uuid, 'ref_completed', { notApplicable: true });
    expect(closed.body.referral?.status).toBe('ref_completed');
  });
});
