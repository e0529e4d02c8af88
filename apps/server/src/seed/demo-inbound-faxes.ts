import { and, eq, sql } from 'drizzle-orm';
import type { InboundFaxSource, InboundFaxStatus } from '@app/shared';
import { inboundFaxes, jobs } from '../db/schema/index.js';
import { ingestInboundFax, sha256Hex } from '../modules/inbound-faxes/ingest-inbound-fax.js';
import { INBOUND_FAX_INTAKE_QUEUE } from '../modules/inbound-faxes/inbound-queues.js';
import { recognitionResults } from '../modules/inbound-faxes/intake/intake-job.js';
import { InboundIntakeRepo } from '../modules/inbound-faxes/inbound-intake.repo.js';
import { IntakeRepo } from '../modules/inbound-faxes/intake/intake.repo.js';
import type { RecognizedFax } from '../modules/inbound-faxes/intake/recognize-fax.js';
import {
  createPrng,
  DEMO_FAX_CLINICS,
  generateFaxSample,
  OUTSIDE_CLINICS,
  samplePatient,
  type FaxSampleSpec,
} from './fax-samples/index.js';
import { oncePerProcess } from './once-per-process.js';
import type { Player } from './play-demo-referrals.js';

const HOUR = 60 * 60 * 1000;

interface DemoInboundFax {
  /** Whose inbox (clinic code); null: unassigned, only admins see it. */
  inbox: 'NORTHSIDE' | 'LAKESIDE' | null;
  status: InboundFaxStatus;
  source: InboundFaxSource;
  externalId: string;
  /** As providers send it; the referring clinic's own number or one nobody knows. */
  fromNumber: string;
  fromLocation: string | null;
  subject: string | null;
  hoursAgo: number;
  /** Who uploaded it (source 'upload') or reviewed it (status 'reviewed'). */
  by?: string;
  sample: Omit<FaxSampleSpec, 'referrals' | 'id' | 'kind'> & {
    patients: number;
    notesPages: number;
  };
}

const NORTHSIDE = DEMO_FAX_CLINICS.northside;
const LAKESIDE = DEMO_FAX_CLINICS.lakeside;

/**
 * One fax per status for the Northside and Lakeside inboxes and one unassigned, drawn by the
 * sample generator (letterhead, cover sheet, two patients, a noisy scan). Recognised during
 * seeding: 8 pages (processed and reviewed faxes); the new and processing ones are left to the
 * running app's intake.
 */
const DEMO_INBOUND_FAXES: DemoInboundFax[] = [
  {
    inbox: 'NORTHSIDE',
    status: 'processed',
    source: 'webhook',
    externalId: 'demo-rc-1001',
    fromNumber: '+13125550201',
    fromLocation: 'Chicago, IL',
    subject: 'Lakeside Cardiology',
    hoursAgo: 2,
    sample: {
      seed: 501,
      degradation: { resolution: 'fine' },
      from: LAKESIDE,
      to: NORTHSIDE.name,
      sentOn: '2026-11-18',
      coverSheet: true,
      letterhead: true,
      patients: 1,
      notesPages: 1,
    },
  },
  {
    inbox: 'NORTHSIDE',
    status: 'reviewed',
    source: 'interfax',
    externalId: 'demo-ifx-2002',
    fromNumber: '7085550522',
    fromLocation: null,
    subject: 'OAKPARK IM',
    hoursAgo: 72,
    by: 'psr@northside.demo.test',
    sample: {
      seed: 502,
      degradation: { resolution: 'standard', skewDegrees: 1.5 },
      from: OUTSIDE_CLINICS[0]!,
      to: NORTHSIDE.name,
      sentOn: '2026-11-15',
      coverSheet: false,
      letterhead: true,
      patients: 1,
      notesPages: 0,
    },
  },
  {
    inbox: 'NORTHSIDE',
    status: 'processing',
    source: 'webhook',
    externalId: 'demo-rc-1003',
    fromNumber: '+18475550199',
    fromLocation: 'Evanston, IL',
    subject: null,
    hoursAgo: 0.05,
    sample: {
      seed: 503,
      degradation: { resolution: 'standard', speckles: 1500 },
      from: DEMO_FAX_CLINICS.riverside,
      to: NORTHSIDE.name,
      sentOn: '2026-11-18',
      coverSheet: false,
      letterhead: true,
      patients: 1,
      notesPages: 0,
    },
  },
  {
    inbox: 'LAKESIDE',
    status: 'processed',
    source: 'folder',
    externalId: 'demo-folder-3001',
    fromNumber: '312-555-0101',
    fromLocation: null,
    subject: 'Northside Family Med',
    hoursAgo: 5,
    sample: {
      seed: 504,
      degradation: { resolution: 'fine', skewDegrees: 1 },
      from: NORTHSIDE,
      to: LAKESIDE.name,
      sentOn: '2026-11-18',
      coverSheet: true,
      letterhead: true,
      patients: 2,
      notesPages: 0,
    },
  },
  {
    inbox: 'LAKESIDE',
    status: 'new',
    source: 'webhook',
    externalId: 'demo-rc-1005',
    fromNumber: '+16305550401',
    fromLocation: 'Naperville, IL',
    subject: 'Valley Orthopedics',
    hoursAgo: 0.2,
    sample: {
      seed: 505,
      degradation: { resolution: 'fine', noisy: true },
      from: DEMO_FAX_CLINICS.valley,
      to: LAKESIDE.name,
      sentOn: '2026-11-18',
      coverSheet: false,
      letterhead: true,
      patients: 1,
      notesPages: 1,
    },
  },
  {
    inbox: null,
    status: 'processed',
    source: 'upload',
    externalId: 'demo-upload-4001',
    fromNumber: '+18155550777',
    fromLocation: null,
    subject: null,
    hoursAgo: 26,
    by: 'admin@demo.test',
    sample: {
      seed: 506,
      degradation: { resolution: 'fine', noisy: true, skewDegrees: 1 },
      from: OUTSIDE_CLINICS[2]!,
      to: 'Metro Referral Network',
      sentOn: '2026-11-17',
      coverSheet: false,
      letterhead: false,
      patients: 1,
      notesPages: 0,
    },
  },
];

function sampleSpec(d: DemoInboundFax): FaxSampleSpec {
  const { patients, notesPages, ...rest } = d.sample;
  const rng = createPrng(d.sample.seed);
  return {
    ...rest,
    id: d.externalId,
    kind: 'fine',
    referrals: Array.from({ length: patients }, (_, i) => ({
      patient: samplePatient(rng),
      notesPages,
      labelVariant: d.sample.seed + i,
    })),
  };
}

/** The demo faxes' sample specs, named by their external ids (the precomputed reads' keys). */
export function demoInboundFaxSpecs(): FaxSampleSpec[] {
  return DEMO_INBOUND_FAXES.map(sampleSpec);
}

/**
 * The demo faxes' PDFs, drawn once per process: drawing and degrading the pages is most of the
 * seed's CPU, and a spec always gives the same bytes.
 */
const demoFaxSamples = oncePerProcess(() =>
  Promise.all(DEMO_INBOUND_FAXES.map((d) => generateFaxSample(sampleSpec(d)))),
);

/** A fax's intake read ahead of time by scripts/recognise-demo-faxes.ts, for the PDF it names. */
export interface PrecomputedRead {
  sha256: string;
  read: RecognizedFax;
}

async function precomputedReads(): Promise<Record<string, PrecomputedRead | undefined>> {
  const json = await import('./demo-inbound-faxes.recognised.json', { with: { type: 'json' } });
  return json.default as unknown as Record<string, PrecomputedRead>;
}

/**
 * Received faxes for the demo (seed/demo-data.ts), each handed to ingestInboundFax as its way in
 * (webhook, folder, upload) hands it over, at the time it came in: PDF stored, row and intake job
 * in the demo transaction. The running app's OCR lane then takes them through the real intake
 * within seconds of start (the list follows live), so their recognised text and detected referrals
 * are what the OCR reads. Seeding itself runs no OCR: it would hold up every start and every test
 * database. The reviewed fax is marked reviewed (intake keeps it so); the processing one loses its
 * job and is picked up by the start-up resume, like a fax whose server stopped mid-intake.
 *
 * With DEMO_FAX_OCR=precomputed (the browser tests) each fax is stored as intake leaves it, from
 * the committed read of the same PDF, and no OCR runs (its job is removed); a fax whose PDF no
 * longer matches its read stops the seed (the browser run fails and says how to read the faxes
 * again).
 */
export async function seedDemoInboundFaxes(p: Player): Promise<void> {
  const { tx, deps } = p;
  const precomputedOcr = deps.config.demoFaxOcr === 'precomputed';
  const samples = await demoFaxSamples();
  const reads = precomputedOcr ? await precomputedReads() : {};
  // Who uploaded or reviewed a fax: the demo user's id, as their session would have it.
  const userId = async (email: string | undefined) =>
    email ? (await p.actingAs(email, '', p.now)).actor.userId : null;
  for (const [i, d] of DEMO_INBOUND_FAXES.entries()) {
    const { pdf } = samples[i]!;
    const precomputed = precomputedOcr ? reads[d.externalId] : undefined;
    if (precomputedOcr && precomputed?.sha256 !== sha256Hex(pdf)) {
      // A read of another PDF would show text the fax does not have.
      throw new Error(
        `demo fax ${d.externalId} has no read of its PDF: run ` +
          'npx tsx apps/server/scripts/recognise-demo-faxes.ts and commit the JSON',
      );
    }
    const receivedAt = new Date(p.now.getTime() - d.hoursAgo * HOUR);
    const clinicId = d.inbox ? p.clinicIds.get(d.inbox)! : null;
    const { fax } = await ingestInboundFax(
      { ...deps, clock: { now: () => receivedAt } },
      new InboundIntakeRepo(tx),
      {
        source: d.source,
        externalId: d.externalId,
        bytes: Buffer.from(pdf),
        metadata: {
          subject: d.subject,
          fromNumber: d.fromNumber,
          fromLocation: d.fromLocation,
          toNumber: d.inbox
            ? DEMO_FAX_CLINICS[d.inbox === 'NORTHSIDE' ? 'northside' : 'lakeside'].fax
            : null,
          dateCreated: receivedAt,
        },
        clinicId,
        createdById: d.source === 'upload' ? await userId(d.by) : null,
      },
    );
    const reviewer = d.status === 'reviewed' ? await userId(d.by) : null;
    const reviewed = reviewer === null ? {} : { reviewedById: reviewer, reviewedAt: receivedAt };
    if (precomputed) {
      const { results } = await recognitionResults(
        deps,
        new IntakeRepo(tx),
        { clinicId, fromNumber: d.fromNumber },
        precomputed.read,
      );
      const status = d.status === 'reviewed' ? 'reviewed' : 'processed';
      await tx
        .update(inboundFaxes)
        .set({ ...results, ...reviewed, status })
        .where(eq(inboundFaxes.id, fax.id));
    } else if (d.status === 'reviewed' || d.status === 'processing') {
      await tx
        .update(inboundFaxes)
        .set({ ...reviewed, status: d.status })
        .where(eq(inboundFaxes.id, fax.id));
    }
    if (precomputed || d.status === 'processing') {
      await tx
        .delete(jobs)
        .where(
          and(
            eq(jobs.queue, INBOUND_FAX_INTAKE_QUEUE),
            sql`${jobs.payload}->>'faxId' = ${String(fax.id)}`,
          ),
        );
    }
  }
}
