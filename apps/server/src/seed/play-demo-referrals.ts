import { Readable } from 'node:stream';
import { and, eq, gt, max, sql, inArray } from 'drizzle-orm';
import { PUBLIC_REVIEW_MSG, type ReferralStatus } from '@app/shared';
import type { Tx } from '../db/client.js';
import type { AfterCommit } from '../db/transaction.js';
import { clinics, jobs, notifications, providerRecents } from '../db/schema/index.js';
import { changeableUploadTarget } from '../modules/documents/changeable-referral.js';
import { uploadDocuments } from '../modules/documents/upload-documents.js';
import { MAIL_QUEUE, unsealMail, type SealedMailJob } from '../modules/mail/mailer.js';
import { addNote, NEW_MESSAGE } from '../modules/referrals/add-note.js';
import { updateOrderStatus } from '../modules/orders/decide-order.js';
import { NOTIFICATION_MAIL_QUEUE } from '../modules/notifications/notification-mail.js';
import { createDraft } from '../modules/referrals/create-draft.js';
import { acceptReferral } from '../modules/referrals/lifecycle/accept.js';
import { setAppointment } from '../modules/referrals/lifecycle/appointment.js';
import { receiverComplete, referrerComplete } from '../modules/referrals/lifecycle/complete.js';
import type { Completion } from '../modules/referrals/lifecycle/completion-payload.js';
import { declineReferral } from '../modules/referrals/lifecycle/decline.js';
import { openReferral } from '../modules/referrals/lifecycle/open.js';
import type { ActionContext } from '../action-context.js';
import { saveQuickReferral } from '../modules/referrals/save-quick-referral.js';
import { sendReferral } from '../modules/referrals/send-referral.js';
import type { ActingAs, SeedDeps } from './acting-as.js';
import { demoPdf, demoProviderId, faxDemoReferral, type DemoPatient } from './demo-referrals.js';

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
  RIVERSIDE: {
    sender: 'psr@riverside.demo.test',
    reviewer: 'psr@riverside.demo.test',
    scheduler: 'psr@riverside.demo.test',
  },
} as const;
/** Who decides the orders addressed to an order clinic: its provider user. */
const APPROVER = { RIVERSIDE: 'dr.chen@riverside.demo.test' } as const;
type StaffedClinic = keyof typeof STAFF;

/** One thing that happened to a referral after it was sent, `day` days after sending. */
export type DemoStep = { day: number } & (
  | { event: 'open_as_receiver' | 'accept' | 'fax_accept' | 'receiver_complete' }
  /** Dr. Chen's decision on an order sent to Riverside (he has saved a signature by then). */
  | { event: 'approve_order' | 'decline_order' }
  | { event: 'decline'; reason: string }
  /** The appointment, in days from the seed clock's now (negative: past), at 09:30. */
  | { event: 'schedule'; appointmentInDays: number }
  | { event: 'referrer_complete'; answer: Completion }
);

/** A demo referral as a record: who sends it to whom, and what happened to it since. */
export interface DemoReferral {
  from: StaffedClinic;
  to: StaffedClinic | 'VALLEYFAX';
  /** Receiving provider's last name. */
  provider: string;
  patient: DemoPatient;
  diagnosis: string;
  comment?: string;
  /** Days before the seed clock's now that it was sent (a draft: created). */
  sentDaysAgo: number;
  /**
   * draft (saved, not sent), wizard (sent through the product), manual ('Manually Created'),
   * fax (sent to a fax clinic; delivered unless `status` is still sent_fax).
   */
  via: 'draft' | 'wizard' | 'manual' | 'fax';
  /** Documents attached besides the ones the receiving provider requires. */
  documents?: string[];
  steps: DemoStep[];
  /** The status the steps lead to: checked, so the table reads as the demo it makes. */
  status: ReferralStatus;
}

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

/** MM/DD/YYYY, as the forms take a date. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** 'YYYY-MM-DD 09:30:00' `days` from now, as the appointment dialog sends it (UTC wall clock). */
function appointmentAt(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * DAY);
  return `${d.toISOString().slice(0, 10)} 09:30:00`;
}

/** The referrer's answer as the completion dialog sends it. */
function completionBody(c: Completion): Record<string, unknown> {
  if (c.maintained === 'not_applicable') return { notApplicable: true };
  if (c.maintained === 'no') return { appointmentMaintained: 'no', reason: c.reason };
  return { appointmentMaintained: 'yes', confirmAppointmentDate: true, confirmResults: true };
}

export interface Player {
  tx: Tx;
  deps: SeedDeps;
  clinicIds: ReadonlyMap<string, number>;
  actingAs: ActingAs;
  now: Date;
  afterCommit: AfterCommit;
}

/**
 * Plays each record through the actions the app runs for these clicks: the wizard's createDraft,
 * the document upload and sendReferral (or the quick dialog's saveQuickReferral), then the
 * lifecycle actions as the right demo user at the step's time, and (`conversation`) notes and
 * messages through addNote. Only the fax job and provider are simulated (faxDemoReferral).
 */
export async function playDemoReferrals(
  p: Player,
  list: readonly DemoReferral[],
  opts: { conversation: boolean },
): Promise<void> {
  const { stamp, discard } = await notificationStamper(p);
  for (const [i, d] of list.entries()) {
    const sentAt = new Date(p.now.getTime() - d.sentDaysAgo * DAY);
    const sender = await p.actingAs(STAFF[d.from].sender, d.from, sentAt);
    const uuid = await create(p, sender, d);
    if (d.via === 'wizard' || d.via === 'fax') await sendReferral(sender, uuid);
    if (d.via === 'fax') {
      await faxDemoReferral(p.tx, p.deps, uuid, sentAt, d.status !== 'sent_fax', p.afterCommit);
    }
    await stamp(sentAt);
    for (const step of d.steps) {
      const at = new Date(sentAt.getTime() + step.day * DAY);
      await act(p, d, uuid, step, at);
      await stamp(at);
    }
    const status = (await sender.data.referrals.visible(uuid)).status;
    if (status !== d.status) {
      throw new Error(`demo referral ${d.patient[1]}: ${status}, expected ${d.status}`);
    }
    if (opts.conversation) await converse(p, d, uuid, i, sentAt, discard);
  }
  // The demo users start with an empty Most Recent list (sendReferral keeps one; tests rely on it).
  await p.tx.delete(providerRecents);
}

/** The draft as the wizard saves it (with its documents), or the quick dialog's manual entry. */
async function create(p: Player, ctx: ActionContext, d: DemoReferral): Promise<string> {
  const [firstname, lastname, birthdate, ssn, phone] = d.patient;
  const receiverId = p.clinicIds.get(d.to)!;
  const providerId = await demoProviderId(p.tx, receiverId, d.provider);
  const mrn = `${d.from.slice(0, 3)}-${ssn.slice(-4)}`;
  if (d.via === 'manual') {
    const params = { firstname, lastname, birthdate: usDate(birthdate), provider_id: providerId };
    const sentdate = usDate(ctx.now.toISOString().slice(0, 10));
    const { referral } = await saveQuickReferral(
      ctx,
      JSON.stringify({ ...params, mrn, diagnosis: d.diagnosis, sentdate, is_order: false }),
    );
    return referral.uuid;
  }
  const [from] = await p.tx.select().from(clinics).where(eq(clinics.code, d.from));
  const { uuid } = await createDraft(ctx, {
    provider_id: providerId,
    referrer_provider_id: await demoProviderId(p.tx, from!.id),
    firstname,
    lastname,
    birthdate: usDate(birthdate),
    ssn,
    phone,
    address_line1: '100 Demo Ave',
    address_city: 'Chicago',
    address_state: 'IL',
    address_zip: '60601',
    insurance_provider: 'Demo Health Plan',
    policy_number: `DHP-${ssn.slice(-4)}`,
    mrn,
    diagnosis: d.diagnosis,
    comment: d.comment ?? null,
    extra_info: {
      custom_referring_practice: from!.name,
      custom_referrer_phone: from!.officePhone ?? '',
      custom_preferred_contact: 'Phone',
      custom_reason_for_referral: `Evaluation of ${d.diagnosis.replace(/^\S+\s/, '').toLowerCase()}.`,
    },
  });
  await attachDocuments(p, ctx, d, uuid, from!.name);
  return uuid;
}

/** The receiving provider's required documents and the record's own, each a small PDF upload. */
async function attachDocuments(
  p: Player,
  ctx: ActionContext,
  d: DemoReferral,
  uuid: string,
  fromName: string,
) {
  const target = await changeableUploadTarget(ctx, uuid);
  const required = await ctx.data.referrals.missingRequiredDocuments(
    target.referral.id,
    target.referral.providerId!,
  );
  const idOf = new Map([...target.providerDocuments].map(([id, name]) => [name, id]));
  const [firstname, lastname, birthdate] = d.patient;
  // A draft has only what was uploaded so far; a sent referral had to have the required ones.
  const names = [...(d.via === 'draft' ? [] : required), ...(d.documents ?? [])];
  for (const name of new Set(names)) {
    await uploadDemoDocument(ctx, target, name, idOf.get(name), [
      `Patient: ${firstname} ${lastname}`,
      `Date of birth: ${birthdate}`,
      `Diagnosis: ${d.diagnosis}`,
      `From: ${fromName}`,
    ]);
  }
}

/**
 * A small PDF titled `name` uploaded as the forms send it: under the provider's document
 * `documentId`, or (one the provider does not ask for) under 'misc', named as the file.
 */
export async function uploadDemoDocument(
  ctx: Parameters<typeof uploadDocuments>[0],
  target: Parameters<typeof uploadDocuments>[1],
  name: string,
  documentId: number | undefined,
  lines: string[],
) {
  const pdf = await demoPdf(name, lines);
  const filename = `${name.toLowerCase().replace(/\s+/g, '-')}.pdf`;
  const id = documentId === undefined ? '' : String(documentId);
  await uploadDocuments(
    ctx,
    target,
    Readable.from([
      { kind: 'field' as const, name: 'document_id', value: id },
      ...(id ? [] : [{ kind: 'field' as const, name: 'use_filename', value: name }]),
      { kind: 'file' as const, filename, stream: Readable.from([Buffer.from(pdf)]) },
    ]),
  );
}

/** The referrer records a fax clinic's answers and books with it; the receiver does the rest. */
function actorOf(d: DemoReferral, event: DemoStep['event']): { email: string; clinic: string } {
  const byReferrer =
    event === 'fax_accept' ||
    event === 'referrer_complete' ||
    (event === 'schedule' && d.via === 'fax');
  if (byReferrer) return { email: STAFF[d.from].sender, clinic: d.from };
  if (event === 'approve_order' || event === 'decline_order') {
    return { email: APPROVER[d.to as keyof typeof APPROVER], clinic: d.to };
  }
  const side = STAFF[d.to as StaffedClinic];
  const books = event === 'schedule' || event === 'receiver_complete';
  return { email: books ? side.scheduler : side.reviewer, clinic: d.to };
}

async function act(p: Player, d: DemoReferral, uuid: string, step: DemoStep, at: Date) {
  const who = actorOf(d, step.event);
  const ctx = await p.actingAs(who.email, who.clinic, at);
  switch (step.event) {
    case 'open_as_receiver':
      return openReferral(ctx, uuid);
    case 'accept':
    case 'fax_accept':
      return acceptReferral(ctx, uuid);
    case 'decline':
      return declineReferral(ctx, uuid, { reason: step.reason });
    case 'schedule':
      return setAppointment(ctx, uuid, {
        appointment_date: appointmentAt(p.now, step.appointmentInDays),
      });
    case 'receiver_complete':
      return receiverComplete(ctx, uuid);
    case 'referrer_complete':
      return referrerComplete(ctx, uuid, completionBody(step.answer));
    case 'approve_order':
      return updateOrderStatus(ctx, uuid, 'order_approved');
    case 'decline_order':
      return updateOrderStatus(ctx, uuid, 'not_approved');
  }
}

/**
 * A few internal notes by each clinic (each kept for its own clinic) and external messages between
 * them. A fax clinic has no users: only the referrer's internal notes. A manual entry: one note.
 */
async function converse(
  p: Player,
  d: DemoReferral,
  uuid: string,
  i: number,
  sentAt: Date,
  discard: () => Promise<void>,
) {
  const vars = { first: d.patient[0], provider: d.provider };
  const note = async (
    side: 'referrer' | 'receiver',
    group: 'internal' | 'external',
    text: string,
    day: number,
  ) => {
    const clinic = side === 'referrer' ? d.from : (d.to as StaffedClinic);
    const at = new Date(Math.min(sentAt.getTime() + day * DAY, p.now.getTime()));
    const email = side === 'referrer' ? STAFF[clinic].sender : STAFF[clinic].reviewer;
    await addNote(await p.actingAs(email, clinic, at), uuid, { group, note: text });
    await discard();
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

/**
 * Dates the notifications an action just created when its step happened (the database stamps the
 * real time); those older than two weeks read, as the demo users have handled them. The notices of
 * the demo conversation's messages are discarded with their e-mails (and a public referrer's
 * 'new message' e-mail): the demo inboxes hold the
 * status notices only (tests count the 'New Message' notices they cause from there).
 */
export async function notificationStamper(p: Pick<Player, 'tx' | 'now' | 'deps'>) {
  const [row] = await p.tx.select({ id: max(notifications.id) }).from(notifications);
  let seen = row?.id ?? 0;
  const stamp = async (at: Date) => {
    const old = p.now.getTime() - at.getTime() > READ_AFTER_DAYS * DAY;
    const stamped = await p.tx
      .update(notifications)
      .set({ notifiedAt: at, readAt: old ? new Date(at.getTime() + DAY / 4) : null })
      .where(gt(notifications.id, seen))
      .returning({ id: notifications.id });
    seen = Math.max(seen, ...stamped.map((n) => n.id));
  };
  const discard = async () => {
    await p.tx
      .delete(notifications)
      .where(and(gt(notifications.id, seen), eq(notifications.type, NEW_MESSAGE.type)));
    await p.tx
      .delete(jobs)
      .where(
        and(
          eq(jobs.queue, NOTIFICATION_MAIL_QUEUE),
          sql`${jobs.payload}->>'title' = ${NEW_MESSAGE.title}`,
        ),
      );
    // Mail jobs are sealed: opened to find the public referrer's 'new message' mails.
    const mails = await p.tx
      .select({ id: jobs.id, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.queue, MAIL_QUEUE));
    const discarded = mails
      .filter(
        (m) =>
          unsealMail(p.deps.crypto, m.payload as SealedMailJob).subject ===
          PUBLIC_REVIEW_MSG.newMessageSubject,
      )
      .map((m) => m.id);
    if (discarded.length > 0) await p.tx.delete(jobs).where(inArray(jobs.id, discarded));
  };
  return { stamp, discard };
}
