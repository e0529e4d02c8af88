import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clinics, faxes, referralDocuments } from '../src/db/schema/index.js';
import { DOCUMENT_LIMITS, DOCUMENTS_MSG } from '../src/modules/documents/documents.policy.js';
import { FAX_MSG } from '../src/modules/faxes/faxes.policy.js';
import { FAX_RESEND_LIMIT } from '../src/modules/faxes/resend-fax.js';
import type { Limit } from '../src/lib/rate-limit.js';
import { createReferral } from './factories/referrals.js';
import { pdfWithPages } from './fixtures/files.js';
import { uploadBody } from './fixtures/multipart.js';
import { DB_KINDS } from './harness.js';
import { userIdOf } from './lookups.js';
import { PERSONAS } from './personas.js';
import { appSuite } from './suite.js';

type Res = { errors?: { extensions?: Record<string, unknown> }[] };
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];

const DELETE_DOC = `mutation($u: String!, $d: String!) {
  delete_referral_document(referral_uuid: $u, referral_document_uuid: $d) }`;
const OPEN = `mutation($u: String!) { open_referral(uuid: $u) { uuid } }`;
const ENDORSE = `mutation($u: String!) { endorse_referral(referral_uuid: $u) }`;
const PROVIDERS = `{ providers { uuid firstname has_user_provider user { id email } } }`;

/**
 * What a member of another clinic reaches through the referral calls: nothing, answered as
 * "not found". Complements the per-module suites with the paths that name two things at once
 * (a referral and a document), nested fields and the per-user budgets of the costly calls.
 */
describe.each(DB_KINDS)('referral isolation on %s', (kind) => {
  const { t, agents } = appSuite(kind, {
    north: PERSONAS.northsidePsr,
    lake: PERSONAS.lakesidePsr,
    admin: PERSONAS.admin,
  });
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await pdfWithPages(1);
  });

  /** A stored document on a referral (the bytes do not matter to access). */
  const addDocument = async (referralId: number) => {
    const [doc] = await t.db
      .insert(referralDocuments)
      .values({
        referralId,
        name: 'card.pdf',
        originalName: 'card.pdf',
        contentType: 'application/pdf',
        size: 4,
        sha256: '0'.repeat(64),
        storageKey: `test/${referralId}/card`,
      })
      .returning();
    return doc!;
  };

  it("does not reach another clinic's document through one's own referral", async () => {
    const theirs = await createReferral(t, { status: 'sent', to: 'RIVERSIDE' });
    const doc = await addDocument(theirs.id);
    const own = await createReferral(t, {
      from: 'LAKESIDE',
      to: 'RIVERSIDE',
      referrerEmail: PERSONAS.lakesidePsr,
    });

    const download = await agents.lake.request(
      'GET',
      `/api/referrals/${own.uuid}/documents/${doc.uuid}`,
    );
    expect(download).toMatchObject({ status: 404, body: { message: DOCUMENTS_MSG.notFound } });
    expect(code(await agents.lake.graphql(DELETE_DOC, { u: own.uuid, d: doc.uuid }))).toBe(
      'NOT_FOUND',
    );
    const [still] = await t.db
      .select({ deletedAt: referralDocuments.deletedAt })
      .from(referralDocuments)
      .where(eq(referralDocuments.id, doc.id));
    expect(still!.deletedAt).toBeNull();
  });

  it('gives the receiving clinic nothing of a draft', async () => {
    const draft = await createReferral(t, { to: 'LAKESIDE' });
    await addDocument(draft.id);
    const base = `/api/referrals/${draft.uuid}`;
    for (const [method, url] of [
      ['GET', `${base}/documents`],
      ['GET', `${base}/print`],
      ['GET', `${base}/export.tif`],
      ['PUT', `${base}/promote/accepted`],
      ['PUT', `${base}/decline`],
      ['POST', `${base}/appointments`],
    ] as const) {
      const res = await agents.lake.request(method, url, method === 'GET' ? undefined : {});
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
    const { body, headers } = uploadBody([{ filename: 'x.pdf', content: pdf }]);
    expect((await agents.lake.request('POST', `${base}/documents`, body, headers)).status).toBe(
      404,
    );
    const sms = await agents.lake.post('/api/sms/send', {
      referral_uuid: draft.uuid,
      phone: '3125550199',
      message: 'Hello',
      send_sms: true,
    });
    expect(sms.status).toBe(404);
    expect(code(await agents.lake.graphql(OPEN, { u: draft.uuid }))).toBe('NOT_FOUND');
    expect(code(await agents.lake.graphql(ENDORSE, { u: draft.uuid }))).toBe('NOT_FOUND');
  });

  it('shows no provider user of another clinic through Provider.user', async () => {
    const res = await agents.north.graphql<{
      providers: { firstname: string; has_user_provider: boolean; user: unknown }[];
    }>(PROVIDERS);
    const chen = res.data?.providers.find((p) => p.firstname === 'Wei');
    expect(chen).toMatchObject({ has_user_provider: true, user: null });
  });

  /** A fax of Northside to Valley Orthopedics in `status`. */
  const insertFax = async (status: string) => {
    const referral = await createReferral(t, { status: 'sent_fax', to: 'VALLEYFAX', isFax: true });
    const [northside] = await t.db.select().from(clinics).where(eq(clinics.code, 'NORTHSIDE'));
    const [fax] = await t.db
      .insert(faxes)
      .values({
        referralId: referral.id,
        clinicSenderId: northside!.id,
        provider: 'local',
        providerFaxId: `${Date.now()}${Math.floor(Math.random() * 1000)}`,
        recipient: '3125550111',
        status,
        storageKey: `test/fax/${referral.uuid}`,
      })
      .returning();
    return fax!;
  };

  it('re-sends only a failed fax, for admins too', async () => {
    const delivered = await insertFax('success');
    const res = await agents.admin.post(`/api/faxes/${delivered.uuid}/resend`);
    expect(res).toMatchObject({ status: 409, body: { message: FAX_MSG.onlyFailed } });
    const [row] = await t.db.select().from(faxes).where(eq(faxes.id, delivered.id));
    expect(row!.status).toBe('success');
  });

  it('holds each user to a budget for uploads, prints, exports and fax re-sends', async () => {
    const own = await createReferral(t, { to: 'RIVERSIDE' });
    const failed = await insertFax('failure');
    const subject = `user:${await userIdOf(t, PERSONAS.northsidePsr)}`;
    const spend = async (limit: Limit) => {
      for (let i = 0; i < limit.max; i++) await t.deps.limiter.hit(limit, subject);
    };

    await spend(DOCUMENT_LIMITS.render);
    for (const url of [
      `/api/referrals/${own.uuid}/print`,
      `/api/referrals/${own.uuid}/export.tif`,
    ]) {
      expect((await agents.north.request('GET', url)).status).toBe(429);
    }
    await spend(DOCUMENT_LIMITS.upload);
    const { body, headers } = uploadBody([{ filename: 'x.pdf', content: pdf }]);
    const upload = await agents.north.request(
      'POST',
      `/api/referrals/${own.uuid}/documents`,
      body,
      headers,
    );
    expect(upload.status).toBe(429);
    await spend(FAX_RESEND_LIMIT);
    expect((await agents.north.post(`/api/faxes/${failed.uuid}/resend`)).status).toBe(429);
    const [row] = await t.db.select().from(faxes).where(eq(faxes.id, failed.id));
    expect(row!.status).toBe('failure');
  });
});
