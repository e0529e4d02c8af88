import { createRequire } from 'node:module';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { jobs, notifications, referrals } from '../src/db/schema/index.js';
import { hours } from '../src/lib/clock.js';
import { MAX_POLL_MS } from '../src/modules/faxes/fax-schedule.js';
import type { Agent } from './agent.js';
import { faxesOf } from './fax-sms-kit.js';
import { uploadBody } from './fixtures/multipart.js';
import { pdfWithPages } from './fixtures/files.js';
import { DB_KINDS } from './harness.js';
import { systemLog } from './lookups.js';
import { EXTERNAL_EXTRA } from './referrals-kit.js';
import { referralSuite } from './suite.js';

/**
 * Issue 17 item 3: the public directory offers fax clinics (no users, a fax number); a public
 * referral to one goes out by fax like a staff one, and its referrer follows the fax on the
 * review page.
 */

type Gql<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
const pub = <T>(agent: Agent, query: string, variables: Record<string, unknown>) =>
  agent.graphql<T>(query, variables, '/graphql/public') as Promise<Gql<T>>;

interface ClinicDetail {
  is_fax: boolean;
  providers: {
    uuid: string;
    display_name: string;
    documents: { id: string; name: string; required: boolean }[];
  }[];
}

const CLINIC = `query ($code: String!) { clinic_by_code(code: $code) { is_fax
  providers { uuid display_name documents { id name required } } } }`;
const SAVE = `mutation ($r: String!, $p: String!) { save_public_referral(referral: $r, patient: $p) { uuid upload_token } }`;
const SUBMIT = `mutation ($u: String!, $t: String!) { submit_public_referral(uuid: $u, upload_token: $t) }`;
const REVIEW = `mutation ($u: String!, $e: String!, $c: String!) {
  verify_referral_access_code(referral_uuid: $u, email: $e, access_code: $c) {
    status status_label is_fax fax { status label pages_sent } } }`;

interface Review {
  status: string;
  status_label: string;
  is_fax: boolean;
  fax: { status: string; label: string; pages_sent: number } | null;
}

const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

/** Every text item of every page of a PDF, joined. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ');
}

describe.each(DB_KINDS)('a public referral to a fax clinic on %s', (kind) => {
  const { t } = referralSuite(kind, {}, { stepMs: hours(1) + 1000 });

  it('goes out by fax: status sent_fax, the fax job, the fax document; the review page shows the fax', async () => {
    const agent = t.agent();
    const clinic = (
      await pub<{ clinic_by_code: ClinicDetail }>(agent, CLINIC, { code: 'VALLEYFAX' })
    ).data!.clinic_by_code;
    expect(clinic.is_fax).toBe(true);
    const grant = clinic.providers.find((p) => p.display_name === 'Dr. Olivia Grant')!;

    const saved = await pub<{ save_public_referral: { uuid: string; upload_token: string } }>(
      agent,
      SAVE,
      {
        r: JSON.stringify({
          clinic_code: 'VALLEYFAX',
          provider_uuid: grant.uuid,
          contact_email: 'referrer@fax-practice.example',
          physician: 'Jane Doe',
          clinic_name: 'Lakeview Family Practice',
          contact: 'Pat Smith',
          office_phone: '3125550100',
          fax: '3125550101',
          diagnosis: 'M17.11 Osteoarthritis of the right knee',
          ...EXTERNAL_EXTRA,
          answers: [],
          website: '',
        }),
        p: JSON.stringify({
          firstname: 'Grace',
          lastname: 'Hopper',
          birthdate: '1990-02-01',
          phone: '3125550199',
          ssn: '987654321',
        }),
      },
    );
    expect(saved.errors).toBeUndefined();
    const draft = saved.data!.save_public_referral;
    for (const d of grant.documents.filter((x) => x.required)) {
      const { body, headers } = uploadBody(
        [{ filename: `${d.name}.pdf`, content: await pdfWithPages(1) }],
        { type: 'external', document_id: d.id },
      );
      const up = await agent.request(
        'POST',
        `/api/public/referrals/${draft.uuid}/documents`,
        body,
        {
          ...headers,
          'x-upload-token': draft.upload_token,
        },
      );
      expect(up.status).toBe(200);
    }

    const sent = await pub<{ submit_public_referral: string }>(agent, SUBMIT, {
      u: draft.uuid,
      t: draft.upload_token,
    });
    expect(sent.errors).toBeUndefined();
    const [row] = await t.db.select().from(referrals).where(eq(referrals.uuid, draft.uuid));
    expect(row).toMatchObject({
      status: 'sent_fax',
      isFax: true,
      isOrder: false,
      source: 'public',
    });
    expect(row!.sentAt).not.toBeNull();
    expect(await systemLog(t, row!.id)).toContain(
      'Referral submitted to Valley Orthopedics from the public form and sent by fax.',
    );
    // The fax job, queued with the submission; nobody at the clinic to notify.
    const queued = await t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, 'fax.send-referral'),
          sql`(${jobs.payload} ->> 'referralId')::int = ${row!.id}`,
        ),
      );
    expect(queued.map((j) => j.payload)).toEqual([{ referralId: row!.id, userId: null }]);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.url, `/referrals/${draft.uuid}/review`)),
    ).toEqual([]);

    const mail = await t.lastMailTo('referrer@fax-practice.example');
    const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(mail!.text)![1]!;
    const review = async () =>
      (
        await pub<{ verify_referral_access_code: Review }>(t.agent(), REVIEW, {
          u: draft.uuid,
          e: 'referrer@fax-practice.example',
          c: code,
        })
      ).data!.verify_referral_access_code;
    // The job composed the fax document (a cover sheet naming both sides, then the files) and
    // sent it (the mail's delivery above ran the queue).
    await t.drainJobs();
    const [fax] = await faxesOf(t, row!.id);
    expect(fax).toMatchObject({
      recipient: expect.stringMatching(/^001\d{10}$/),
      clinicSenderId: null,
      createdById: null,
    });
    expect(fax!.pageCount).toBe(1 + grant.documents.filter((d) => d.required).length);
    const text = await pdfText(await t.deps.storage.read(fax!.storageKey));
    for (const words of [
      'Valley Orthopedics',
      'Dr. Olivia Grant',
      'Lakeview Family Practice',
      '312-555-0100',
      'Jane Doe',
      'Pat Smith',
      'Grace Hopper',
      'M17.11 Osteoarthritis of the right knee',
    ]) {
      expect(text).toContain(words);
    }
    expect(await review()).toEqual({
      status: 'sent_fax',
      status_label: 'Faxed',
      is_fax: true,
      fax: { status: fax!.status, label: 'Queued', pages_sent: 0 },
    });

    // The simulated provider delivers it: the referrer reads it on the review page.
    for (let i = 0; i < 20 && (await faxesOf(t, row!.id))[0]!.status !== 'success'; i++) {
      t.clock.advance(MAX_POLL_MS);
      await t.drainJobs();
    }
    expect(await review()).toEqual({
      status: 'faxed_successfully',
      status_label: 'Faxed Successfully',
      is_fax: true,
      fax: { status: 'success', label: 'Delivered', pages_sent: fax!.pageCount },
    });
  });
});
