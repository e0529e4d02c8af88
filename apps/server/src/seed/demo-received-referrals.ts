import { eq } from 'drizzle-orm';
import {
  actionsFromMask,
  hasBit,
  PERMISSION,
  REFERRAL_LIFECYCLE_MSG as MSG,
  REFERRAL_LIFECYCLE_MSG_SERVER,
  transition,
  type ReferralEvent,
  type ReferralParty,
  type ReferralStatus,
} from '@app/shared';
import type { Tx } from '../db/client.js';
import type { AfterCommit } from '../db/transaction.js';
import {
  appointments,
  clinics,
  notifications,
  referralNotes,
  referrals,
} from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import {
  completionDetails,
  completionLog,
  type Completion,
} from '../modules/referrals/lifecycle/completion-payload.js';
import { NOTICES } from '../modules/referrals/lifecycle/notices.js';
import { REFERRAL_RECEIVED } from '../modules/referrals/send-referral.js';
import type { ReferralRow } from '../modules/referrals/referral-access.js';
import { writeReferralStatus } from '../modules/referrals/write-status.js';
import { clinicStaffWith } from '../modules/notifications/clinic-staff.repo.js';
import {
  createNotification,
  type NewNotification,
} from '../modules/notifications/create-notification.js';
import { DEMO_USERS } from './demo-data.js';
import {
  attachDemoDocument,
  demoProviderId,
  insertDemoPatient,
  seedFax,
  type DemoPatient,
} from './demo-referrals.js';

/** One thing that happened to a referral after it was sent, `day` days after sending. */
type DemoStep = { day: number } & (
  | { event: 'open_as_receiver' | 'accept' | 'fax_accept' | 'receiver_complete' }
  | { event: 'decline'; reason: string }
  /** The appointment, in days from the seed clock's now (negative: past), at 09:30. */
  | { event: 'schedule'; appointmentInDays: number }
  | { event: 'referrer_complete'; answer: Completion }
);

interface DemoReceived {
  from: 'NORTHSIDE' | 'LAKESIDE';
  to: 'NORTHSIDE' | 'LAKESIDE' | 'VALLEYFAX';
  /** Receiving provider's last name. */
  provider: string;
  patient: DemoPatient;
  diagnosis: string;
  /** Days before the seed clock's now that it was sent. */
  sentDaysAgo: number;
  /** wizard (sent through the product), manual ('Manually Created'), fax (delivered fax). */
  via: 'wizard' | 'manual' | 'fax';
  steps: DemoStep[];
  /** The status the steps lead to: checked, so the list below reads as the demo it makes. */
  status: ReferralStatus;
}

const yes: Completion = { maintained: 'yes', appointmentDate: null, shown: null };
const noShow: Completion = { maintained: 'no', reasonKind: 'no_show', reason: 'No Show' };
const notApplicable: Completion = { maintained: 'not_applicable' };

/** The path to an appointment, `sentDaysAgo` and the appointment relative to now. */
const scheduled = (appointmentInDays: number, day = 2): DemoStep[] => [
  { event: 'open_as_receiver', day: 0.2 },
  { event: 'accept', day: 1 },
  { event: 'schedule', day, appointmentInDays },
];

/**
 * The receiving side's demo (issue 5): referrals Northside -> Lakeside and Lakeside -> Northside
 * in every status a received referral reaches, plus fax referrals to Valley Orthopedics (a fax
 * clinic) delivered and completed. Patients are famous computing pioneers with invented data.
 */
export const DEMO_RECEIVED: DemoReceived[] = [
  // Northside Family Medicine -> Lakeside Cardiology
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Brooks',
    patient: ['Emmy', 'Noether', '1962-03-23', '123-45-6711', '3125550151'],
    diagnosis: 'I49.9 Cardiac arrhythmia, unspecified',
    sentDaysAgo: 1,
    via: 'wizard',
    steps: [],
    status: 'sent',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Patel',
    patient: ['Claude', 'Shannon', '1956-04-30', '123-45-6712', '3125550152'],
    diagnosis: 'R00.0 Tachycardia, unspecified',
    sentDaysAgo: 3,
    via: 'wizard',
    steps: [{ event: 'open_as_receiver', day: 0.3 }],
    status: 'under_review',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Brooks',
    patient: ['Hedy', 'Lamarr', '1974-11-09', '123-45-6713', '3125550153'],
    diagnosis: 'I35.0 Nonrheumatic aortic valve stenosis',
    sentDaysAgo: 6,
    via: 'wizard',
    steps: scheduled(0).slice(0, 2),
    status: 'accepted',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Patel',
    patient: ['Dorothy', 'Vaughan', '1960-09-20', '123-45-6714', '3125550154'],
    diagnosis: 'I25.10 Atherosclerotic heart disease of native coronary artery',
    sentDaysAgo: 12,
    via: 'wizard',
    steps: scheduled(9),
    status: 'scheduled',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Brooks',
    patient: ['Frances', 'Allen', '1952-08-04', '123-45-6715', '3125550155'],
    diagnosis: 'I50.9 Heart failure, unspecified',
    sentDaysAgo: 40,
    via: 'wizard',
    // Seen 12 days ago and never completed: the appointment aging list shows it.
    steps: scheduled(-12, 3),
    status: 'scheduled',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Patel',
    patient: ['Dennis', 'Ritchie', '1971-09-09', '123-45-6716', '3125550156'],
    diagnosis: 'R01.1 Cardiac murmur, unspecified',
    sentDaysAgo: 20,
    via: 'wizard',
    steps: [
      { event: 'open_as_receiver', day: 1 },
      {
        event: 'decline',
        day: 2,
        reason:
          'Echo on file shows a functional murmur; no cardiology visit needed. Please follow up in primary care.',
      },
    ],
    status: 'declined',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Brooks',
    patient: ['Radia', 'Perlman', '1981-12-18', '123-45-6717', '3125550157'],
    diagnosis: 'I48.0 Paroxysmal atrial fibrillation',
    sentDaysAgo: 75,
    via: 'wizard',
    steps: [...scheduled(-50), { event: 'receiver_complete', day: 27 }],
    status: 'rec_completed',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Patel',
    patient: ['Leslie', 'Lamport', '1961-02-07', '123-45-6718', '3125550158'],
    diagnosis: 'I10 Essential (primary) hypertension',
    sentDaysAgo: 90,
    via: 'wizard',
    steps: [...scheduled(-70), { event: 'referrer_complete', day: 22, answer: yes }],
    status: 'ref_completed',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Brooks',
    patient: ['Annie', 'Easley', '1966-04-23', '123-45-6719', '3125550159'],
    diagnosis: 'R07.89 Other chest pain',
    sentDaysAgo: 60,
    via: 'wizard',
    steps: [...scheduled(-45), { event: 'referrer_complete', day: 17, answer: noShow }],
    status: 'ref_completed',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Patel',
    patient: ['Niklaus', 'Wirth', '1954-02-15', '123-45-6720', '3125550160'],
    diagnosis: 'E78.5 Hyperlipidemia, unspecified',
    sentDaysAgo: 100,
    via: 'wizard',
    steps: [...scheduled(-80), { event: 'referrer_complete', day: 25, answer: notApplicable }],
    status: 'ref_completed',
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Brooks',
    patient: ['Adele', 'Goldberg', '1965-07-22', '123-45-6721', '3125550161'],
    diagnosis: 'I47.1 Supraventricular tachycardia',
    sentDaysAgo: 8,
    via: 'manual',
    steps: [],
    status: 'sent',
  },
  // Northside -> Valley Orthopedics (fax clinic, no users): delivered, and completed.
  {
    from: 'NORTHSIDE',
    to: 'VALLEYFAX',
    provider: 'Grant',
    patient: ['Jean', 'Sammet', '1958-03-23', '123-45-6722', '3125550162'],
    diagnosis: 'M25.561 Pain in right knee',
    sentDaysAgo: 9,
    via: 'fax',
    steps: [],
    status: 'faxed_successfully',
  },
  {
    from: 'NORTHSIDE',
    to: 'VALLEYFAX',
    provider: 'Torres',
    patient: ['Mary', 'Jackson', '1949-04-09', '123-45-6723', '3125550163'],
    diagnosis: 'M16.11 Unilateral primary osteoarthritis, right hip',
    sentDaysAgo: 50,
    via: 'fax',
    steps: [
      { event: 'fax_accept', day: 2 },
      { event: 'schedule', day: 2.1, appointmentInDays: -30 },
      { event: 'referrer_complete', day: 21, answer: yes },
    ],
    status: 'ref_completed',
  },
  // Lakeside Cardiology -> Northside Family Medicine
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Carter',
    patient: ['Alonzo', 'Church', '1963-06-14', '123-45-6731', '3125550171'],
    diagnosis: 'E11.65 Type 2 diabetes mellitus with hyperglycemia',
    sentDaysAgo: 2,
    via: 'wizard',
    steps: [],
    status: 'sent',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Lee',
    patient: ['Ruth', 'Teitelbaum', '1972-02-01', '123-45-6732', '3125550172'],
    diagnosis: 'E03.9 Hypothyroidism, unspecified',
    sentDaysAgo: 4,
    via: 'wizard',
    steps: [{ event: 'open_as_receiver', day: 0.5 }],
    status: 'under_review',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Carter',
    patient: ['Tony', 'Hoare', '1957-01-11', '123-45-6733', '3125550173'],
    diagnosis: 'J44.9 Chronic obstructive pulmonary disease, unspecified',
    sentDaysAgo: 7,
    via: 'wizard',
    steps: scheduled(0).slice(0, 2),
    status: 'accepted',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Lee',
    patient: ['Evelyn', 'Granville', '1969-05-01', '123-45-6734', '3125550174'],
    diagnosis: 'Z09 Follow-up examination after completed treatment',
    sentDaysAgo: 10,
    via: 'wizard',
    steps: scheduled(5),
    status: 'scheduled',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Carter',
    patient: ['Richard', 'Hamming', '1955-02-11', '123-45-6735', '3125550175'],
    diagnosis: 'E11.9 Type 2 diabetes mellitus without complications',
    sentDaysAgo: 30,
    via: 'wizard',
    // Seen 9 days ago and never completed: the appointment aging list shows it.
    steps: scheduled(-9),
    status: 'scheduled',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Lee',
    patient: ['Ivan', 'Sutherland', '1978-05-16', '123-45-6736', '3125550176'],
    diagnosis: 'F41.1 Generalized anxiety disorder',
    sentDaysAgo: 25,
    via: 'wizard',
    steps: [
      { event: 'open_as_receiver', day: 0.4 },
      { event: 'accept', day: 1 },
      {
        event: 'decline',
        day: 3,
        reason: 'Patient is established with another primary care practice; please refer there.',
      },
    ],
    status: 'declined',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Carter',
    patient: ['Betty', 'Holberton', '1967-03-07', '123-45-6737', '3125550177'],
    diagnosis: 'I10 Essential (primary) hypertension',
    sentDaysAgo: 80,
    via: 'wizard',
    steps: [...scheduled(-60), { event: 'receiver_complete', day: 21 }],
    status: 'rec_completed',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Lee',
    patient: ['Kay', 'McNulty', '1971-02-12', '123-45-6738', '3125550178'],
    diagnosis: 'E78.00 Pure hypercholesterolemia, unspecified',
    sentDaysAgo: 95,
    via: 'wizard',
    steps: [...scheduled(-75), { event: 'referrer_complete', day: 21, answer: yes }],
    status: 'ref_completed',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Carter',
    patient: ['Marlyn', 'Wescoff', '1964-01-07', '123-45-6739', '3125550179'],
    diagnosis: 'R53.83 Other fatigue',
    sentDaysAgo: 55,
    via: 'wizard',
    steps: [...scheduled(-40), { event: 'referrer_complete', day: 16, answer: noShow }],
    status: 'ref_completed',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Lee',
    patient: ['Fran', 'Bilas', '1970-10-15', '123-45-6740', '3125550180'],
    diagnosis: 'Z13.6 Encounter for screening for cardiovascular disorders',
    sentDaysAgo: 120,
    via: 'wizard',
    steps: [...scheduled(-100), { event: 'referrer_complete', day: 24, answer: notApplicable }],
    status: 'ref_completed',
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Carter',
    patient: ['Ken', 'Thompson', '1975-02-04', '123-45-6741', '3125550181'],
    diagnosis: 'J06.9 Acute upper respiratory infection, unspecified',
    sentDaysAgo: 5,
    via: 'manual',
    steps: [],
    status: 'sent',
  },
  // Lakeside -> Valley Orthopedics (fax clinic): completed.
  {
    from: 'LAKESIDE',
    to: 'VALLEYFAX',
    provider: 'Grant',
    patient: ['Jean', 'Bartik', '1964-12-27', '123-45-6742', '3125550182'],
    diagnosis: 'M54.16 Radiculopathy, lumbar region',
    sentDaysAgo: 45,
    via: 'fax',
    steps: [
      { event: 'fax_accept', day: 1 },
      { event: 'schedule', day: 1.5, appointmentInDays: -25 },
      { event: 'referrer_complete', day: 22, answer: yes },
    ],
    status: 'ref_completed',
  },
];

/** Who acts for each clinic: the sender, and on the receiving side who reviews and who books. */
const STAFF = {
  NORTHSIDE: {
    sender: 'psr@northside.demo.test',
    reviewer: 'psr@northside.demo.test',
    scheduler: 'nurse@northside.demo.test',
  },
  LAKESIDE: {
    sender: 'psr@lakeside.demo.test',
    reviewer: 'medadmin@lakeside.demo.test',
    scheduler: 'psr@lakeside.demo.test',
  },
} as const;

/** Internal notes and external messages, by side; `{first}` is the patient's first name. */
const CONVERSATION = {
  referrerInternal: [
    '{first} prefers morning appointments; best reached on the mobile number.',
    'Insurance verified with the plan; no prior authorization needed.',
    'Called {first} to say the referral went out.',
  ],
  receiverInternal: [
    'Records reviewed; Dr. {provider} is a good fit.',
    'Checked the insurance on file: in network.',
    'Please book a 40-minute new patient slot for {first}.',
  ],
  receiverExternal: [
    'Thank you for the referral. Could you send the most recent lab results for {first}?',
    'We received the referral and are reviewing it this week.',
    'Does {first} need an interpreter at the visit?',
  ],
  referrerExternal: [
    'Labs from last month are uploaded under Clinical Notes.',
    'Thanks! {first} is available any weekday morning.',
    'No interpreter needed; {first} speaks English.',
  ],
} as const;

const DAY = 24 * 60 * 60 * 1000;
/** Notifications older than this many days show as read: the demo users have handled them. */
const READ_AFTER_DAYS = 14;

const pick = (list: readonly string[], i: number, vars: Record<string, string>) =>
  list[i % list.length]!.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

/** 'YYYY-MM-DD 09:30:00' `days` from now, as the appointment dialog sends it (UTC wall clock). */
function appointmentAt(now: Date, days: number): { date: Date; shown: string } {
  const d = new Date(now.getTime() + days * DAY);
  const date = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 9, 30));
  return { date, shown: date.toISOString().slice(0, 16).replace('T', ' ') };
}

type Clinic = typeof clinics.$inferSelect;
type Referral = ReferralRow;

interface Seeding {
  tx: Tx;
  deps: Pick<AppDeps, 'storage' | 'crypto' | 'fax' | 'config' | 'events' | 'clock'>;
  userIds: Map<string, number>;
  afterCommit: AfterCommit;
  now: Date;
}

/**
 * Seeds DEMO_RECEIVED the way the real actions write them: each step judged by the status machine
 * (`transition`) for the acting user's grants, the status moved by the one status writer (System
 * Log line), appointments and completion answers as the lifecycle keeps them, and the
 * notifications the other side gets (dated when the step happened). Runs in the demo-data
 * transaction after demo-referrals.
 */
export async function seedDemoReceivedReferrals(
  tx: Tx,
  deps: Seeding['deps'],
  clinicIds: Map<string, number>,
  userIds: Map<string, number>,
  afterCommit: Seeding['afterCommit'],
): Promise<void> {
  const s: Seeding = { tx, deps, userIds, afterCommit, now: deps.clock.now() };
  const clinicRows = await tx.select().from(clinics);
  const clinicOf = (code: string) => clinicRows.find((c) => c.id === clinicIds.get(code))!;
  for (const [i, d] of DEMO_RECEIVED.entries()) {
    const from = clinicOf(d.from);
    const to = clinicOf(d.to);
    const sentAt = new Date(s.now.getTime() - d.sentDaysAgo * DAY);
    let r = await sendDemoReferral(s, d, from, to, sentAt);
    for (const step of d.steps) {
      r = await applyStep(s, d, r, from, to, step, new Date(sentAt.getTime() + step.day * DAY));
    }
    if (r.status !== d.status) {
      throw new Error(`demo referral ${d.patient[1]}: ${r.status}, expected ${d.status}`);
    }
    await addConversation(s, d, r, i, from, to, sentAt);
  }
}

/** The referral as sent: through the product (with the receiving staff told), by hand, or by fax. */
async function sendDemoReferral(
  s: Seeding,
  d: DemoReceived,
  from: Clinic,
  to: Clinic,
  at: Date,
): Promise<Referral> {
  const userId = s.userIds.get(STAFF[d.from].sender)!;
  const patient = await insertDemoPatient(s.tx, s.deps, from.id, d.patient, at);
  const [inserted] = await s.tx
    .insert(referrals)
    .values({
      // A manual entry is created as sent; a fax referral as the fax job leaves it, delivered.
      status: d.via === 'manual' ? 'sent' : d.via === 'fax' ? 'faxed_successfully' : 'draft',
      source: d.via === 'manual' ? 'manual' : 'wizard',
      clinicReferrerId: from.id,
      clinicReceiverId: to.id,
      referrerId: userId,
      providerId: await demoProviderId(s.tx, to.id, d.provider),
      referrerProviderId: d.via === 'manual' ? null : await demoProviderId(s.tx, from.id),
      patientId: patient.id,
      isOrder: false,
      isFax: d.via === 'fax',
      mrn: `${d.from.slice(0, 3)}-${d.patient[3].slice(-4)}`,
      diagnosis: d.diagnosis,
      extraInfo:
        d.via === 'manual'
          ? {}
          : {
              custom_referring_practice: from.name,
              custom_referrer_phone: from.officePhone ?? '',
              custom_preferred_contact: 'Phone',
              custom_reason_for_referral: `Evaluation of ${d.diagnosis.replace(/^\S+\s/, '').toLowerCase()}.`,
            },
      sentAt: d.via === 'wizard' ? null : at,
      updatedById: userId,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  // The column is text; the status machine's type is what was written.
  const draft = inserted as Referral;
  if (d.via === 'manual') return draft;
  await attachDemoDocument(s.tx, s.deps, draft, 'Clinical Notes', {
    patient: d.patient,
    diagnosis: d.diagnosis,
    from: from.name,
    userId,
    at,
  });
  if (d.via === 'fax') {
    await systemLog(s, draft.id, `Referral sent by fax to ${to.name}.`, userId, at);
    await seedFax(s.tx, s.deps, draft, to, userId, at);
    return draft;
  }
  const received = await staffOf(
    s,
    to.id,
    PERMISSION.ACCEPT_REFERRAL | PERMISSION.SCHEDULE_REFERRAL,
  );
  return write(s, draft, 'sent', userId, at, {
    log: `Referral sent to ${to.name}.`,
    set: { sentAt: at },
    notify: received.map((id) => ({
      userId: id,
      type: REFERRAL_RECEIVED.type,
      title: REFERRAL_RECEIVED.title,
      content: REFERRAL_RECEIVED.content(from.name),
      url: `/referrals/${draft.uuid}/review`,
      clinicReceiverId: to.id,
    })),
  });
}

/** Referrer events; for a fax referral the referrer also books the appointment. */
function partyOf(event: ReferralEvent, isFax: boolean): ReferralParty {
  if (event === 'fax_accept' || event === 'referrer_complete') return 'referrer';
  return event === 'schedule' && isFax ? 'referrer' : 'receiver';
}

async function applyStep(
  s: Seeding,
  d: DemoReceived,
  r: Referral,
  from: Clinic,
  to: Clinic,
  step: DemoStep,
  at: Date,
): Promise<Referral> {
  const party = partyOf(step.event, r.isFax);
  const side = party === 'referrer' ? d.from : (d.to as 'NORTHSIDE' | 'LAKESIDE');
  const books = step.event === 'schedule' || step.event === 'receiver_complete';
  const email =
    party === 'referrer'
      ? STAFF[side].sender
      : books
        ? STAFF[side].scheduler
        : STAFF[side].reviewer;
  const userId = s.userIds.get(email)!;
  const mask =
    DEMO_USERS.find((u) => u.email === email)!.clinics.find((c) => c.code === side)?.permission ??
    0;
  const verdict = transition(r.status, step.event, party, {
    isFax: r.isFax,
    grants: { ...actionsFromMask(mask), can_send: hasBit(mask, PERMISSION.SEND_REFERRAL) },
  });
  if (!verdict.ok) throw new Error(`demo referral ${d.patient[1]}: ${verdict.reason}`);
  const actingClinic = party === 'referrer' ? from : to;
  // Who is told: the other side's followers (the referrer's senders, or the receiver's staff).
  const tell = (notice: Notice) =>
    party === 'referrer'
      ? notices(
          s,
          r,
          to.id,
          PERMISSION.ACCEPT_REFERRAL | PERMISSION.SCHEDULE_REFERRAL,
          userId,
          notice,
        )
      : notices(s, r, from.id, PERMISSION.SEND_REFERRAL, userId, notice);
  const change = await stepChange(s, r, step, actingClinic.name, userId, at, tell);
  return write(s, r, verdict.to, userId, at, change);
}

type Notice = { type: string; title: string; content: string };

/** What a step writes besides the status: its System Log line, columns, rows and notices. */
async function stepChange(
  s: Seeding,
  r: Referral,
  step: DemoStep,
  clinic: string,
  userId: number,
  at: Date,
  tell: (notice: Notice) => Promise<NewNotification[]>,
): Promise<Change> {
  switch (step.event) {
    case 'open_as_receiver':
      return { log: 'Referral opened for review.' };
    case 'accept':
      return {
        log: MSG.acceptedDetail,
        set: { acceptedAt: at },
        notify: await tell(NOTICES.accepted(clinic)),
      };
    case 'fax_accept':
      // The referrer records the fax clinic's answer; nobody else is told.
      return { log: MSG.acceptedDetail, set: { acceptedAt: at } };
    case 'decline':
      return {
        log: REFERRAL_LIFECYCLE_MSG_SERVER.declinedLog(step.reason),
        set: { reason: step.reason },
        notify: await tell(NOTICES.declined(clinic, step.reason)),
      };
    case 'schedule': {
      const appt = appointmentAt(s.now, step.appointmentInDays);
      await s.tx.insert(appointments).values({
        referralId: r.id,
        appointmentDate: appt.date,
        isReschedule: false,
        scheduledById: userId,
        createdAt: at,
      });
      return {
        log: `Appointment set for ${appt.shown}.`,
        notify: await tell(NOTICES.scheduled(clinic, appt.shown)),
      };
    }
    case 'receiver_complete':
      return {
        log: MSG.completed,
        set: { completedAt: at },
        notify: await tell(NOTICES.completed(clinic)),
      };
    case 'referrer_complete':
      // The answer is kept on the current appointment (every completed demo referral has one).
      await s.tx
        .update(appointments)
        .set({
          appointmentMaintained: step.answer.maintained,
          details: completionDetails(step.answer, true),
        })
        .where(eq(appointments.referralId, r.id));
      return {
        log: completionLog(step.answer),
        set: { completedAt: at },
        notify: await tell(NOTICES.completed(clinic)),
      };
  }
}

interface Change {
  log: string;
  set?: Partial<typeof referrals.$inferInsert>;
  notify?: NewNotification[];
}

/** The one status writer, then the notifications dated when the step happened. */
async function write(
  s: Seeding,
  r: Referral,
  to: ReferralStatus,
  userId: number,
  at: Date,
  change: Change,
): Promise<Referral> {
  const row = await writeReferralStatus(
    s.tx,
    s.deps.events,
    {
      referralId: r.id,
      from: r.status,
      to,
      actorUserId: userId,
      log: change.log,
      set: change.set,
      now: at,
    },
    s.afterCommit,
  );
  for (const n of change.notify ?? []) {
    const created = await createNotification(s.tx, s.deps.events, n, s.afterCommit);
    const old = s.now.getTime() - at.getTime() > READ_AFTER_DAYS * DAY;
    await s.tx
      .update(notifications)
      .set({ notifiedAt: at, readAt: old ? new Date(at.getTime() + DAY / 4) : null })
      .where(eq(notifications.id, created.id));
  }
  return row as Referral;
}

function staffOf(s: Seeding, clinicId: number, anyBits: number, exceptUserId?: number) {
  return clinicStaffWith(s.tx, clinicId, { anyBits, exceptUserId });
}

async function notices(
  s: Seeding,
  r: Referral,
  clinicId: number,
  anyBits: number,
  actorId: number,
  notice: { type: string; title: string; content: string },
): Promise<NewNotification[]> {
  const ids = await staffOf(s, clinicId, anyBits, actorId);
  return ids.map((userId) => ({
    userId,
    ...notice,
    url: `/referrals/${r.uuid}/review`,
    clinicReceiverId: clinicId,
  }));
}

function systemLog(s: Seeding, referralId: number, note: string, userId: number, at: Date) {
  return s.tx
    .insert(referralNotes)
    .values({ referralId, group: 'system', note, userId, createdAt: at });
}

/**
 * A few internal notes by each clinic (each kept for its own clinic) and external messages between
 * them. A fax clinic has no users: only the referrer's internal notes. A manual entry: one note.
 */
async function addConversation(
  s: Seeding,
  d: DemoReceived,
  r: Referral,
  i: number,
  from: Clinic,
  to: Clinic,
  sentAt: Date,
) {
  const vars = { first: d.patient[0], provider: d.provider };
  const note = (
    side: 'referrer' | 'receiver',
    group: 'internal' | 'external',
    text: string,
    day: number,
  ) => {
    const clinic = side === 'referrer' ? from : to;
    const code = side === 'referrer' ? d.from : (d.to as 'NORTHSIDE' | 'LAKESIDE');
    const createdAt = new Date(Math.min(sentAt.getTime() + day * DAY, s.now.getTime()));
    return s.tx.insert(referralNotes).values({
      referralId: r.id,
      group,
      note: text,
      userId: s.userIds.get(side === 'referrer' ? STAFF[code].sender : STAFF[code].reviewer)!,
      clinicId: clinic.id,
      createdAt,
    });
  };
  await note('referrer', 'internal', pick(CONVERSATION.referrerInternal, i, vars), 0.01);
  if (d.via === 'manual') return;
  await note('referrer', 'internal', pick(CONVERSATION.referrerInternal, i + 1, vars), 0.05);
  // The receiving clinic writes once it has opened the referral (a fax clinic never does).
  const opened = d.steps.find((step) => step.event === 'open_as_receiver')?.day;
  if (d.via === 'fax' || opened === undefined) return;
  await note('receiver', 'internal', pick(CONVERSATION.receiverInternal, i, vars), opened + 0.02);
  await note('receiver', 'external', pick(CONVERSATION.receiverExternal, i, vars), opened + 0.05);
  await note('referrer', 'external', pick(CONVERSATION.referrerExternal, i, vars), opened + 0.2);
  await note(
    'receiver',
    'internal',
    pick(CONVERSATION.receiverInternal, i + 1, vars),
    opened + 0.3,
  );
}
