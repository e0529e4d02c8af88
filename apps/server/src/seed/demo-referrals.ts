import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { newStorageKey } from '../adapters/storage/local-storage.js';
import type { Tx } from '../db/client.js';
import type { AfterCommit } from '../db/transaction.js';
import {
  clinics,
  documents,
  faxes,
  jobs,
  providers,
  referralDocuments,
  referrals,
} from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import { buildReferralFaxDocument } from '../modules/documents/fax-document.js';
import { createReferralSummaryRepo } from '../modules/documents/referral-summary.repo.js';
import { FaxJobsRepo } from '../modules/faxes/fax-jobs.repo.js';
import { faxRecipient } from '../modules/faxes/fax-schedule.js';
import { FIRST_POLL_MS } from '../modules/faxes/fax-schedule.js';
import { FAX_POLL_QUEUE, onFaxFinal, type PollFaxJob } from '../modules/faxes/fax-store.js';
import { FAX_SEND_REFERRAL_QUEUE } from '../modules/faxes/send-referral-fax.js';
import type { DemoReferral } from './play-demo-referrals.js';

/**
 * Referrals sent from every demo clinic that has staff, in the sending states (draft, pending
 * approval, sent, faxed), each with the receiving provider's required documents besides its own.
 * The receiving-side states are in demo-received-referrals.ts; both are played by
 * play-demo-referrals.ts.
 */
export const DEMO_REFERRALS: DemoReferral[] = [
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Patel',
    status: 'draft',
    patient: ['Ada', 'Lovelace', '1985-12-10', '123-45-6701', '3125550141'],
    diagnosis: 'R00.2 Palpitations',
    documents: ['Insurance Card'],
    sentDaysAgo: 0,
    via: 'draft',
    steps: [],
  },
  {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    provider: 'Brooks',
    status: 'sent',
    patient: ['Grace', 'Hopper', '1946-12-09', '123-45-6702', '3125550142'],
    diagnosis: 'I10 Essential hypertension',
    comment: 'Blood pressure uncontrolled on two agents; please evaluate.',
    documents: ['Insurance Card', 'Clinical Notes'],
    sentDaysAgo: 2,
    via: 'wizard',
    steps: [],
  },
  {
    from: 'NORTHSIDE',
    to: 'RIVERSIDE',
    provider: 'Chen',
    status: 'pending_approval',
    patient: ['Alan', 'Turing', '1954-06-23', '123-45-6703', '3125550143'],
    diagnosis: 'M54.5 Low back pain',
    documents: ['Imaging Order'],
    sentDaysAgo: 1,
    via: 'wizard',
    steps: [],
  },
  {
    from: 'NORTHSIDE',
    to: 'VALLEYFAX',
    provider: 'Grant',
    status: 'faxed_successfully',
    patient: ['Katherine', 'Johnson', '1968-08-26', '123-45-6704', '3125550144'],
    diagnosis: 'M17.11 Primary osteoarthritis, right knee',
    documents: ['Insurance Card', 'Clinical Notes'],
    sentDaysAgo: 4,
    via: 'fax',
    steps: [],
  },
  {
    from: 'LAKESIDE',
    to: 'NORTHSIDE',
    provider: 'Carter',
    status: 'sent',
    patient: ['Edsger', 'Dijkstra', '1970-05-11', '123-45-6705', '3125550145'],
    diagnosis: 'E11.9 Type 2 diabetes mellitus',
    documents: ['Insurance Card'],
    sentDaysAgo: 3,
    via: 'wizard',
    steps: [],
  },
  {
    from: 'LAKESIDE',
    to: 'RIVERSIDE',
    provider: 'Chen',
    status: 'pending_approval',
    patient: ['Barbara', 'Liskov', '1979-11-07', '123-45-6706', '3125550146'],
    diagnosis: 'R07.9 Chest pain, unspecified',
    documents: ['Imaging Order'],
    sentDaysAgo: 1,
    via: 'wizard',
    steps: [],
  },
  {
    from: 'LAKESIDE',
    to: 'VALLEYFAX',
    provider: 'Torres',
    status: 'sent_fax',
    patient: ['Donald', 'Knuth', '1958-01-10', '123-45-6707', '3125550147'],
    diagnosis: 'S83.241A Tear of medial meniscus, right knee',
    documents: ['Imaging Order'],
    sentDaysAgo: 0,
    via: 'fax',
    steps: [],
  },
  {
    from: 'RIVERSIDE',
    to: 'LAKESIDE',
    provider: 'Patel',
    status: 'sent',
    patient: ['Margaret', 'Hamilton', '1962-08-17', '123-45-6708', '7085550148'],
    diagnosis: 'I48.91 Atrial fibrillation',
    documents: ['Insurance Card', 'Clinical Notes', 'Lab Results'],
    sentDaysAgo: 5,
    via: 'wizard',
    steps: [],
  },
  {
    from: 'RIVERSIDE',
    to: 'NORTHSIDE',
    provider: 'Lee',
    status: 'draft',
    patient: ['John', 'Backus', '1988-12-03', '123-45-6709', '7085550149'],
    diagnosis: 'J45.909 Asthma, uncomplicated',
    documents: ['Insurance Card'],
    sentDaysAgo: 0,
    via: 'draft',
    steps: [],
  },
];

/** A one-page PDF standing in for a scanned document. */
export async function demoPdf(title: string, lines: string[]): Promise<Uint8Array> {
  const { PDFDocument, PageSizes, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const page = pdf.addPage(PageSizes.Letter);
  const [font, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  page.drawText(title, { x: 54, y: 720, size: 20, font: bold });
  lines.forEach((line, i) => page.drawText(line, { x: 54, y: 680 - i * 18, size: 12, font }));
  page.drawText('Demo document: no real patient data.', { x: 54, y: 54, size: 9, font });
  return pdf.save();
}

/** The first named provider of a clinic (with that last name when given). */
export async function demoProviderId(
  tx: Tx,
  clinicId: number,
  lastname?: string,
): Promise<number | null> {
  const [p] = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(
        eq(providers.clinicId, clinicId),
        isNotNull(providers.lastname),
        ...(lastname ? [eq(providers.lastname, lastname)] : []),
      ),
    )
    .orderBy(providers.id)
    .limit(1);
  return p?.id ?? null;
}

export type DemoPatient = [
  firstname: string,
  lastname: string,
  birthdate: string,
  ssn: string,
  phone: string,
];

/**
 * A small PDF naming the patient, stored through the storage adapter and attached as the catalog
 * document `name`.
 */
export async function attachDemoDocument(
  tx: Tx,
  deps: Pick<AppDeps, 'storage'>,
  referral: { id: number; uuid: string },
  name: string,
  opts: {
    patient: DemoPatient;
    diagnosis: string;
    from: string;
    userId: number | null;
    at: Date;
    /** 'external': uploaded through the public form (default 'internal', by a clinic). */
    type?: 'internal' | 'external';
  },
): Promise<void> {
  const [catalog] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.name, name))
    .limit(1);
  const [firstname, lastname, birthdate] = opts.patient;
  const bytes = await demoPdf(name, [
    `Patient: ${firstname} ${lastname}`,
    `Date of birth: ${birthdate}`,
    `Diagnosis: ${opts.diagnosis}`,
    `From: ${opts.from}`,
  ]);
  const stored = await deps.storage.put(newStorageKey(`referrals/${referral.uuid}`), bytes);
  const file = `${name.toLowerCase().replace(/\s+/g, '-')}.pdf`;
  await tx.insert(referralDocuments).values({
    referralId: referral.id,
    documentId: catalog?.id ?? null,
    type: opts.type ?? 'internal',
    name: file,
    originalName: file,
    contentType: 'application/pdf',
    size: stored.size,
    sha256: stored.sha256,
    storageKey: stored.key,
    uploadedById: opts.userId,
    createdAt: opts.at,
  });
}

/**
 * What the fax job and the provider do for a demo referral sent by fax (the demo must not dial
 * out): the fax composed and recorded as the local provider submits it, and when `delivered` the
 * provider's answer handled as the status poll handles it (onFaxFinal: faxed_successfully and its
 * System Log line). The job sendReferral queued is then done, so it is removed. A fax still
 * 'sending' gets its first status poll, as every submission does (recordSubmission): the server
 * then moves it on like any other fax (issue 17 item 24).
 */
export async function faxDemoReferral(
  tx: Tx,
  deps: Pick<AppDeps, 'storage' | 'fax' | 'config' | 'events' | 'queue'>,
  uuid: string,
  at: Date,
  delivered: boolean,
  afterCommit: AfterCommit,
): Promise<void> {
  const [referral] = await tx.select().from(referrals).where(eq(referrals.uuid, uuid));
  const [to] = await tx.select().from(clinics).where(eq(clinics.id, referral!.clinicReceiverId!));
  const doc = await buildReferralFaxDocument(
    createReferralSummaryRepo(tx),
    deps.storage,
    referral!.id,
    { appUrl: deps.config.appUrl, now: at },
  );
  const stored = await deps.storage.put(newStorageKey('faxes/demo'), doc.pdf);
  const done = new Date(at.getTime() + 90_000);
  const [fax] = await tx
    .insert(faxes)
    .values({
      referralId: referral!.id,
      clinicSenderId: referral!.clinicReferrerId,
      clinicReceiverId: to!.id,
      provider: deps.fax.kind,
      // The local simulated provider's id format (submit time, pages, outcome), so its status reads.
      providerFaxId: `local-${at.getTime().toString(36)}-${doc.pages}-o-${randomBytes(4).toString('hex')}`,
      recipient: faxRecipient(to!.fax) ?? '',
      status: delivered ? 'success' : 'sending',
      pagesSent: delivered ? doc.pages : 0,
      pageCount: doc.pages,
      units: delivered ? String(doc.pages) : null,
      costPerUnit: delivered ? '0.0700' : null,
      submitTime: at,
      completionTime: delivered ? done : null,
      attemptsMade: 1,
      storageKey: stored.key,
      createdById: referral!.referrerId,
      createdAt: at,
      updatedAt: delivered ? done : at,
    })
    .returning();
  const repo = new FaxJobsRepo(tx);
  if (delivered) await onFaxFinal(deps, repo, fax!, done, afterCommit);
  else {
    const poll: PollFaxJob = {
      faxId: fax!.id,
      providerFaxId: fax!.providerFaxId!,
      attempt: 0,
      since: at.toISOString(),
      follow: true,
    };
    await repo.enqueue(deps.queue, FAX_POLL_QUEUE, poll, { delayMs: FIRST_POLL_MS });
  }
  // The send job's work is done: the fax is submitted (it would find that and send nothing).
  await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.queue, FAX_SEND_REFERRAL_QUEUE),
        sql`(${jobs.payload}->>'referralId')::int = ${referral!.id}`,
      ),
    );
}
