import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { faxes, inboundFaxes, referralDocuments } from '../src/db/schema/index.js';
import { createReferral } from './factories/referrals.js';
import { insertInboundFax } from './inbound-fax-kit.js';
import { pdfWithPages } from './fixtures/files.js';
import { uploadBody } from './fixtures/multipart.js';
import { DB_KINDS } from './harness.js';
import { clinicByCode } from './lookups.js';
import { PERSONAS } from './personas.js';
import { appSuite } from './suite.js';
import { collect, wsClient } from './ws-client.js';

/** The referral under test and the ids the calls name. */
interface Target {
  uuid: string;
  documentUuid: string;
  clinicId: number;
  /** A fax received by the referring clinic (Northside). */
  inboundFaxUuid: string;
  /** A failed fax the referring clinic sent. */
  outboundFaxUuid: string;
}

type RestCall = [
  name: string,
  method: 'GET' | 'POST' | 'PUT',
  path: (x: Target) => string,
  body?: (x: Target) => unknown,
];

/**
 * Every REST route that names a referral, each with a body the route would accept from the
 * referral's own clinics: the refusal must come from the scope, not from validation.
 */
const REST_CALLS: RestCall[] = [
  ['list documents', 'GET', (x) => `/api/referrals/${x.uuid}/documents`],
  ['download a document', 'GET', (x) => `/api/referrals/${x.uuid}/documents/${x.documentUuid}`],
  ['print', 'GET', (x) => `/api/referrals/${x.uuid}/print`],
  ['export a TIF', 'GET', (x) => `/api/referrals/${x.uuid}/export.tif`],
  ['update the draft', 'PUT', (x) => `/api/referrals/${x.uuid}`, () => ({ diagnosis: 'J45' })],
  ['send', 'POST', (x) => `/api/referrals/${x.uuid}/send`, () => ({})],
  [
    'set an appointment',
    'POST',
    (x) => `/api/referrals/${x.uuid}/appointments`,
    () => ({ appointment_date: '2026-12-01 09:00:00', is_reschedule: false }),
  ],
  ['accept', 'PUT', (x) => `/api/referrals/${x.uuid}/promote/accepted`, () => ({})],
  [
    'complete',
    'PUT',
    (x) => `/api/referrals/${x.uuid}/promote/ref_completed`,
    () => ({ notApplicable: true }),
  ],
  ['decline', 'PUT', (x) => `/api/referrals/${x.uuid}/decline`, () => ({ reason: 'No slots' })],
  [
    'write a note',
    'POST',
    (x) => `/api/referrals/${x.uuid}/notes`,
    () => ({ note: 'Hello', group: 'external' }),
  ],
  [
    'edit the patient',
    'POST',
    (x) => `/api/referrals/${x.uuid}/patient`,
    () => ({ firstname: 'Eve', lastname: 'Other' }),
  ],
  [
    'update the information',
    'PUT',
    (x) => `/api/referrals/${x.uuid}/information`,
    () => ({ diagnosis: 'J45 Asthma' }),
  ],
  [
    'update the source',
    'PUT',
    (x) => `/api/referrals/${x.uuid}/source`,
    (x) => ({ clinic_id: x.clinicId }),
  ],
  ['re-send by fax', 'POST', (x) => `/api/referrals/${x.uuid}/fax`, () => ({})],
  [
    'text the patient',
    'POST',
    () => '/api/sms/send',
    (x) => ({ referral_uuid: x.uuid, phone: '3125550199', message: 'Hello', send_sms: true }),
  ],
  ['read a received fax', 'GET', (x) => `/api/inbound-faxes/${x.inboundFaxUuid}/pdf`],
  ['re-send a fax', 'POST', (x) => `/api/faxes/${x.outboundFaxUuid}/resend`, () => ({})],
];

/** Every staff GraphQL operation that names a referral. */
const GRAPHQL_CALLS: [name: string, query: (x: Target) => string][] = [
  ['referral', (x) => `{ referral(uuid: "${x.uuid}") { uuid } }`],
  ['referral_answers', (x) => `{ referral_answers(referral_uuid: "${x.uuid}") { name } }`],
  ['referral_documents', (x) => `{ referral_documents(referral_uuid: "${x.uuid}") { uuid } }`],
  ['referral_notes', (x) => `{ referral_notes(referral_uuid: "${x.uuid}") { uuid } }`],
  ['open_referral', (x) => `mutation { open_referral(uuid: "${x.uuid}") { uuid } }`],
  ['endorse_referral', (x) => `mutation { endorse_referral(referral_uuid: "${x.uuid}") }`],
  ['delete_referral', (x) => `mutation { delete_referral(uuid: "${x.uuid}") }`],
  [
    'delete_referral_document',
    (x) =>
      `mutation { delete_referral_document(referral_uuid: "${x.uuid}", referral_document_uuid: "${x.documentUuid}") }`,
  ],
  [
    'save_referral',
    (x) =>
      `mutation { save_referral(params: ${JSON.stringify(
        JSON.stringify({
          uuid: x.uuid,
          firstname: 'Eve',
          lastname: 'Other',
          sentdate: '2026-11-01',
        }),
      )}) { message } }`,
  ],
  [
    'save_referral_answers',
    (x) =>
      `mutation { save_referral_answers(referral_uuid: "${x.uuid}", answers: [{ name: "Labs", question: "Fasting?", answer: "Yes" }]) { name } }`,
  ],
  ['inbound_fax', (x) => `{ inbound_fax(id: "${x.inboundFaxUuid}") { id } }`],
  [
    'save_fax_clinic_association',
    (x) =>
      `mutation { save_fax_clinic_association(fax_id: "${x.inboundFaxUuid}", clinic_id: ${x.clinicId}) { id } }`,
  ],
  [
    'delete_received_fax',
    (x) => `mutation { delete_received_fax(fax_id: "${x.inboundFaxUuid}") { message } }`,
  ],
  [
    'save_fax_referral',
    (x) =>
      `mutation { save_fax_referral(fax_id: "${x.inboundFaxUuid}", firstname: "Eve", lastname: "Other", birthdate: "1980-01-01", ssn: "123-45-6789", diagnosis: "J45", referring_clinic: ${x.clinicId}, page_start: 1, page_end: 1) { message } }`,
  ],
  ['resend_fax', (x) => `mutation { resend_fax(fax_id: "${x.outboundFaxUuid}") { message } }`],
];

const SUBSCRIPTIONS: [name: string, query: (x: Target) => string][] = [
  ['referral_notes', (x) => `subscription { referral_notes(referral_uuid: "${x.uuid}") { uuid } }`],
  ['referral_changed', (x) => `subscription { referral_changed(uuid: "${x.uuid}") { uuid } }`],
];

/** Every list a staff user can ask for: the referral appears in none of the outsider's. */
const LISTS = [
  'referral_active_sent',
  'referral_active_received',
  'referral_declined_sent',
  'referral_declined_received',
  'referral_completed_sent',
  'referral_completed_received',
  'referral_faxed_sent',
];

/**
 * The table DESIGN section 3 asks for: every referral query, mutation, REST route and subscription
 * refuses a user of an unrelated clinic (Riverside, which neither sent nor received the referral),
 * answering "not found" so that nothing tells the referral exists; and the referral's own clinics
 * keep it unchanged afterwards.
 */
describe.each(DB_KINDS)('an unrelated clinic and every referral call on %s', (kind) => {
  const { t, agents } = appSuite(kind, {
    outsider: PERSONAS.riversidePsr,
    sender: PERSONAS.northsidePsr,
  });
  const x = {} as Target;
  let base = '';
  beforeAll(async () => {
    const referral = await createReferral(t, { status: 'under_review' });
    const [doc] = await t.db
      .insert(referralDocuments)
      .values({
        referralId: referral.id,
        name: 'card.pdf',
        originalName: 'card.pdf',
        contentType: 'application/pdf',
        size: 4,
        sha256: '0'.repeat(64),
        storageKey: `test/${referral.id}/card`,
      })
      .returning();
    const [outbound] = await t.db
      .insert(faxes)
      .values({
        referralId: referral.id,
        clinicSenderId: referral.clinicReferrerId,
        clinicReceiverId: referral.clinicReceiverId,
        provider: 'local',
        recipient: '0013125550201',
        status: 'failure',
        storageKey: `test/${referral.id}/fax`,
      })
      .returning();
    Object.assign(x, {
      uuid: referral.uuid,
      documentUuid: doc!.uuid,
      clinicId: (await clinicByCode(t, 'RIVERSIDE')).id,
      inboundFaxUuid: (await insertInboundFax(t, { clinic: 'NORTHSIDE' })).uuid,
      outboundFaxUuid: outbound!.uuid,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it.each(REST_CALLS)('REST: %s is not found', async (_name, method, path, body) => {
    const res = await agents.outsider.request(method, path(x), body?.(x));
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Ada');
  });

  it('REST: uploads are not found', async () => {
    const pdf = await pdfWithPages(1);
    for (const path of ['documents', 'multiple_type/documents']) {
      const { body, headers } = uploadBody([{ filename: 'x.pdf', content: pdf }]);
      const res = await agents.outsider.request(
        'POST',
        `/api/referrals/${x.uuid}/${path}`,
        body,
        headers,
      );
      expect(res.status).toBe(404);
    }
  });

  it.each(GRAPHQL_CALLS)('GraphQL: %s is not found', async (_name, query) => {
    const res = await agents.outsider.graphql(query(x));
    expect(res.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
  });

  it.each(SUBSCRIPTIONS)('subscription: %s is refused', async (_name, query) => {
    const sub = collect(wsClient(base, agents.outsider), query(x));
    await expect.poll(() => sub.done || sub.errors.length > 0).toBe(true);
    expect(sub.values.every((v) => v === null || v === undefined)).toBe(true);
    expect(JSON.stringify(sub.errors)).toContain('Referral not found.');
    sub.dispose();
  });

  it('lists: the referral is in none of the outsider’s lists', async () => {
    for (const list of LISTS) {
      const res = await agents.outsider.graphql<Record<string, { rows: { uuid: string }[] }>>(
        `{ ${list}(first: 50) { rows { uuid } } }`,
      );
      const rows = res.data?.[list]?.rows ?? [];
      expect(rows.map((r) => r.uuid)).not.toContain(x.uuid);
    }
  });

  it('lists: the received fax is in none of the outsider’s lists', async () => {
    const res = await agents.outsider.graphql<{ inbound_faxes: { id: string }[] }>(
      '{ inbound_faxes(limit: 100) { id } }',
    );
    expect(res.data?.inbound_faxes.map((f) => f.id)).not.toContain(x.inboundFaxUuid);
  });

  it('leaves the faxes as they were', async () => {
    const [inbound] = await t.db
      .select()
      .from(inboundFaxes)
      .where(eq(inboundFaxes.uuid, x.inboundFaxUuid));
    expect(inbound).toMatchObject({
      status: 'processed',
      clinicId: (await clinicByCode(t, 'NORTHSIDE')).id,
    });
    expect(await t.deps.storage.read(inbound!.storageKey)).toBeInstanceOf(Buffer);
    const [outbound] = await t.db.select().from(faxes).where(eq(faxes.uuid, x.outboundFaxUuid));
    expect(outbound).toMatchObject({ status: 'failure', providerFaxId: null });
  });

  it('leaves the referral as it was for its own clinics', async () => {
    const res = await agents.sender.graphql<{
      referral: { status: string; diagnosis: string; patient: { firstname: string } };
    }>(`{ referral(uuid: "${x.uuid}") { status diagnosis patient { firstname } } }`);
    expect(res.data?.referral).toEqual({
      status: 'under_review',
      diagnosis: 'I10 Hypertension',
      patient: { firstname: 'Ada' },
    });
    const notes = await agents.sender.graphql<{ referral_notes: unknown[] }>(
      `{ referral_notes(referral_uuid: "${x.uuid}") { uuid } }`,
    );
    expect(notes.data?.referral_notes).toEqual([]);
  });
});
