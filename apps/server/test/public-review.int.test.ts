import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ReferralStatus } from '@app/shared';
import {
  referralAccessCodes,
  referralDocuments,
  referralNotes,
  referrals,
} from '../src/db/schema/index.js';
import { hours } from '../src/lib/clock.js';
import {
  ACCESS_CODE_TTL_MS,
  formatAccessCode,
  hashAccessCode,
  newAccessCode,
} from '../src/modules/public-referrals/access-code.js';
import { Agent } from './agent.js';
import { pdfWithPages } from './fixtures/files.js';
import { uploadBody } from './fixtures/multipart.js';
import { createReferral } from './factories/referrals.js';
import { notificationsOf } from './fax-sms-kit.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';
import { collect } from './ws-client.js';

const PUBLIC = '/graphql/public';
const INVALID = 'Invalid email or access code.';
const EXPIRED = 'This access code has expired. Please contact the clinic.';
const TOO_MANY = 'Too many attempts. Please wait an hour and try again.';

const VIEW_FIELDS = `uuid status status_label sent_at patient { firstname lastname birthdate }
  referrer { contact_email physician clinic_name contact office_phone fax }
  receiver { name full_address office_phone fax } diagnosis provider reason appointment_date
  documents { uuid name referral_document_name created_at } can_upload`;
const VERIFY = `mutation($u: String!, $e: String!, $c: String!) {
  verify_referral_access_code(referral_uuid: $u, email: $e, access_code: $c) { ${VIEW_FIELDS} } }`;
const SEND_NOTE = `mutation($u: String!, $e: String!, $c: String!, $n: String!) {
  send_note(referral_uuid: $u, email: $e, access_code: $c, note: $n) { uuid note from_clinic author } }`;
/** collect() sends no variables: the credentials go inline. */
const notesSubscription = (p: { uuid: string; email: string; code: string }) =>
  `subscription { public_referral_notes(referral_uuid: "${p.uuid}", email: "${p.email}",
    access_code: "${p.code}") { uuid note from_clinic author } }`;

interface PublicNote {
  uuid: string;
  note: string;
  from_clinic: boolean;
  author: string;
}
type Gql<T> = {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

describe.each(DB_KINDS)('public review on %s', (kind) => {
  const { t, agents } = referralSuite(
    kind,
    { med: PERSONAS.lakesideMedAdmin, lake: PERSONAS.lakesidePsr },
    { stepMs: 60_000 },
  );
  // Each test is another visitor's address, so the per-IP attempt count never leaks between tests.
  let ip = '';
  let tests = 0;
  beforeEach(() => {
    ip = `10.0.${++tests}.1`;
  });
  let visitor: Agent;
  let base: string;
  beforeAll(async () => {
    visitor = new Agent({
      inject: (o: InjectOptions) => t.app.inject({ ...o, remoteAddress: ip }),
    } as FastifyInstance);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  let seq = 0;
  /** A public referral to Lakeside, as submit_public_referral leaves it, and its access code. */
  async function publicReferral(opts: { status?: ReferralStatus; expiresInMs?: number } = {}) {
    const row = await createReferral(t, {
      status: opts.status ?? 'sent',
      patient: { firstname: 'Wilhelmina', lastname: 'Quartz' },
    });
    const email = `referrer${++seq}@outside.example`;
    await t.db
      .update(referrals)
      .set({
        source: 'public',
        clinicReferrerId: null,
        referrerId: null,
        referrerMetadata: {
          contact_email: email,
          contact: 'Pat Jones',
          physician: 'Dr. Ray Holt',
          clinic_name: 'Outside Family Practice',
          office_phone: '3125550101',
        },
      })
      .where(eq(referrals.id, row.id));
    const code = newAccessCode();
    await t.db.insert(referralAccessCodes).values({
      referralId: row.id,
      email,
      codeHash: hashAccessCode(t.deps.crypto, code),
      expiresAt: new Date(t.clock.now().getTime() + (opts.expiresInMs ?? ACCESS_CODE_TTL_MS)),
    });
    return { uuid: row.uuid, id: row.id, email, code };
  }
  type Pub = Awaited<ReturnType<typeof publicReferral>>;

  const verify = (p: { uuid: string; email: string; code: string }) =>
    visitor.graphql<{ verify_referral_access_code: { status_label: string } & object }>(
      VERIFY,
      { u: p.uuid, e: p.email, c: p.code },
      PUBLIC,
    );
  const messageOf = (r: Gql<unknown>) => r.errors?.[0]?.message;
  const sendNote = (p: Pub, n: string) =>
    visitor.graphql<{ send_note: PublicNote }>(
      SEND_NOTE,
      { u: p.uuid, e: p.email, c: p.code, n },
      PUBLIC,
    );

  it('opens the referral with the right e-mail and code, whatever the case and grouping', async () => {
    const p = await publicReferral({ status: 'sent' });
    const res = await verify({
      ...p,
      email: p.email.toUpperCase(),
      code: formatAccessCode(p.code).toLowerCase(),
    });
    expect(res.errors).toBeUndefined();
    const view = res.data!.verify_referral_access_code as Record<string, unknown>;
    expect(view).toMatchObject({
      uuid: p.uuid,
      status: 'sent',
      status_label: 'Sent',
      patient: { firstname: 'Wilhelmina', lastname: 'Quartz', birthdate: '1990-02-01' },
      referrer: { contact_email: p.email, contact: 'Pat Jones', physician: 'Dr. Ray Holt' },
      receiver: { name: 'Lakeside Cardiology' },
      can_upload: true,
      documents: [],
    });
  });

  it('shows the status as the referrer sees it, and no upload once declined', async () => {
    const p = await publicReferral({ status: 'declined' });
    await t.db.update(referrals).set({ reason: 'Out of network' }).where(eq(referrals.id, p.id));
    const view = (await verify(p)).data!.verify_referral_access_code as Record<string, unknown>;
    expect(view).toMatchObject({
      status_label: 'Declined',
      reason: 'Out of network',
      can_upload: false,
    });
  });

  it('refuses a wrong code, another e-mail, another referral, an unknown one and a draft alike', async () => {
    const p = await publicReferral();
    const other = await publicReferral();
    const draft = await publicReferral({ status: 'draft' });
    const attempts = [
      { ...p, code: newAccessCode() },
      { ...p, email: other.email },
      { ...p, code: other.code },
      { ...other, uuid: p.uuid },
      { ...p, uuid: randomUUID() },
      { ...p, uuid: 'not-a-uuid' },
      draft,
    ];
    for (const a of attempts) {
      const res = await verify(a);
      expect(res.data ?? null).toBeNull();
      expect(messageOf(res)).toBe(INVALID);
    }
  });

  it('refuses an expired code with its own message (only to the holder of the right code)', async () => {
    const p = await publicReferral({ expiresInMs: hours(1) });
    expect(messageOf(await verify(p))).toBeUndefined();
    t.clock.advance(hours(1));
    expect(messageOf(await verify(p))).toBe(EXPIRED);
    expect(messageOf(await verify({ ...p, code: newAccessCode() }))).toBe(INVALID);
  });

  it('counts failures per referral and address (10/h), successes not, and refuses before checking the code', async () => {
    const p = await publicReferral();
    for (let i = 0; i < 9; i++) {
      expect(messageOf(await verify({ ...p, email: `guess${i}@x.example` }))).toBe(INVALID);
    }
    for (let i = 0; i < 5; i++) expect(messageOf(await verify(p))).toBeUndefined();
    expect(messageOf(await verify({ ...p, email: 'guess9@x.example' }))).toBe(INVALID);
    // The 11th attempt from this address is refused even with the right code.
    expect(messageOf(await verify(p))).toBe(TOO_MANY);
    t.clock.advance(hours(1));
    expect(messageOf(await verify(p))).toBeUndefined();
  });

  it("does not let a stranger with the link lock the referrer out: another address's failures are its own", async () => {
    const p = await publicReferral();
    // A stranger at this test's address guesses the code with the referrer's own e-mail.
    for (let i = 0; i < 10; i++) {
      expect(messageOf(await verify({ ...p, code: newAccessCode() }))).toBe(INVALID);
    }
    expect(messageOf(await verify(p))).toBe(TOO_MANY);
    // The referrer, at another address, still opens the referral.
    ip = '10.200.0.2';
    expect(messageOf(await verify(p))).toBeUndefined();
    expect(messageOf(await sendNote(p, 'Still here.'))).toBeUndefined();
  });

  it('counts failures per IP (30/h) across referrals and e-mails', async () => {
    const p = await publicReferral();
    for (let i = 0; i < 30; i++) {
      const res = await verify({ uuid: randomUUID(), email: `sweep${i}@x.example`, code: p.code });
      expect(messageOf(res)).toBe(INVALID);
    }
    expect(messageOf(await verify(p))).toBe(TOO_MANY);
  });

  it('refuses two access-code fields in one document (aliases, fragments) and batched requests', async () => {
    const p = await publicReferral();
    const args = `referral_uuid: "${p.uuid}", email: "${p.email}"`;
    const aliased = await visitor.graphql(
      `mutation { a: verify_referral_access_code(${args}, access_code: "AAAA") { uuid }
        b: verify_referral_access_code(${args}, access_code: "BBBB") { uuid } }`,
      undefined,
      PUBLIC,
    );
    expect(messageOf(aliased)).toBe('Only one access-code field is allowed per request.');
    const mixed = await visitor.graphql(
      `mutation { verify_referral_access_code(${args}, access_code: "${p.code}") { uuid }
        send_note(${args}, access_code: "${p.code}", note: "hi") { uuid } }`,
      undefined,
      PUBLIC,
    );
    expect(messageOf(mixed)).toBe('Only one access-code field is allowed per request.');
    const batch = await visitor.request('POST', PUBLIC, [
      { query: VERIFY, variables: { u: p.uuid, e: p.email, c: 'AAAA-AAAA-AAAA' } },
      { query: VERIFY, variables: { u: p.uuid, e: p.email, c: p.code } },
    ]);
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(batch.body)).not.toContain(p.uuid);
    // Nothing of either document ran: no note, no failure counted.
    expect(
      await t.db.select().from(referralNotes).where(eq(referralNotes.referralId, p.id)),
    ).toEqual([]);
  });

  it("sends the referrer's note to the clinic: Referral Log, author, 'New Message'", async () => {
    const p = await publicReferral();
    const fieldError = (r: Gql<unknown>) => r.errors?.[0]?.extensions?.validation;
    expect(fieldError(await sendNote(p, '   '))).toEqual({ note: ['Note is required'] });
    expect(fieldError(await sendNote(p, 'x'.repeat(5001)))).toEqual({
      note: ['A note can have at most 5000 characters.'],
    });
    const before = (await notificationsOf(t, PERSONAS.lakesideMedAdmin, 'New Message')).length;
    const sent = await sendNote(p, 'Patient prefers mornings.');
    expect(sent.data!.send_note).toMatchObject({
      note: 'Patient prefers mornings.',
      from_clinic: false,
      author: 'Pat Jones',
    });

    const [row] = await t.db.select().from(referralNotes).where(eq(referralNotes.referralId, p.id));
    expect(row).toMatchObject({
      group: 'external',
      userId: null,
      clinicId: null,
      authorName: 'Pat Jones',
    });
    const log = await agents.med.graphql<{
      referral_notes: {
        note: string;
        group: string;
        user: unknown;
        public_author: string | null;
      }[];
    }>(
      `{ referral_notes(referral_uuid: "${p.uuid}") { note group user { firstname } public_author } }`,
    );
    expect(log.data!.referral_notes).toEqual([
      {
        note: 'Patient prefers mornings.',
        group: 'external',
        user: null,
        public_author: 'Pat Jones (public referrer)',
      },
    ]);
    const told = await notificationsOf(t, PERSONAS.lakesideMedAdmin, 'New Message');
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.data.content).toBe(
      'Pat Jones (public referrer): new message on a referral.',
    );
  });

  it("shows the clinic's external messages, never internal notes, and mails the referrer without PHI", async () => {
    const p = await publicReferral({ status: 'under_review' });
    const post = (note: string, group: string) =>
      agents.med.post(`/api/referrals/${p.uuid}/notes`, { note, group });
    expect((await post('Internal: check insurance of Quartz', 'internal')).status).toBe(200);
    expect((await post('Please send the latest labs.', 'external')).status).toBe(200);
    await sendNote(p, 'Will do.');

    const answers = await visitor.graphql<{ public_referral_answers: { name: string }[] }>(
      `query($u: String!, $e: String!, $c: String!) {
        public_referral_answers(referral_uuid: $u, email: $e, access_code: $c) { name } }`,
      { u: p.uuid, e: p.email, c: p.code },
      PUBLIC,
    );
    expect(answers.data!.public_referral_answers).toEqual([]);
    const client = publicWs();
    const sub = collect<{ public_referral_notes: PublicNote[] }>(client, notesSubscription(p));
    await sub.next(1);
    expect(
      sub.values[0]!.public_referral_notes.map((n) => [n.note, n.from_clinic, n.author]),
    ).toEqual([
      ['Will do.', false, 'Pat Jones'],
      ['Please send the latest labs.', true, 'Lakeside Cardiology'],
    ]);

    const mail = await t.lastMailTo(p.email);
    expect(mail?.subject).toBe('New message about your referral');
    expect(mail!.text).toContain(`http://localhost:3000/public/${p.uuid}/referral/review/LAKESIDE`);
    for (const secret of ['Quartz', 'Wilhelmina', 'latest labs', p.code]) {
      expect(mail!.text).not.toContain(secret);
    }
    // The referrer's own message mails nobody outside: one mail, for the clinic's message.
    await client.dispose();
  });

  it('delivers a new message live, and ends when the code has expired', async () => {
    const p = await publicReferral({ expiresInMs: hours(1) });
    const client = publicWs();
    const sub = collect<{ public_referral_notes: PublicNote[] }>(client, notesSubscription(p));
    await sub.next(1);
    expect(sub.values[0]!.public_referral_notes).toEqual([]);
    await agents.lake.post(`/api/referrals/${p.uuid}/notes`, {
      note: 'We got it.',
      group: 'external',
    });
    await sub.next(2);
    expect(sub.values[1]!.public_referral_notes.map((n) => n.note)).toEqual(['We got it.']);
    await agents.lake.post(`/api/referrals/${p.uuid}/notes`, {
      note: 'Private',
      group: 'internal',
    });
    await sub.next(3);
    expect(sub.values[2]!.public_referral_notes.map((n) => n.note)).toEqual(['We got it.']);

    t.clock.advance(hours(1));
    await agents.lake.post(`/api/referrals/${p.uuid}/notes`, { note: 'Later', group: 'external' });
    await sub.next(4).catch(() => undefined);
    expect(sub.values).toHaveLength(3);
    expect(JSON.stringify(sub.errors)).toContain(EXPIRED);
    await client.dispose();
  });

  it('refuses a subscription with a wrong code', async () => {
    const p = await publicReferral();
    const client = publicWs();
    const sub = collect(client, notesSubscription({ ...p, code: newAccessCode() }));
    await sub.next(1).catch(() => undefined);
    expect(JSON.stringify(sub.errors)).toContain(INVALID);
    await client.dispose();
  });

  it('downloads a document with the credentials in headers, audited, and refuses without them', async () => {
    const p = await publicReferral();
    const content = Buffer.from('%PDF-1.4 public review test');
    const stored = await t.deps.storage.put(`test/${randomUUID()}`, content);
    const [doc] = await t.db
      .insert(referralDocuments)
      .values({
        referralId: p.id,
        name: 'labs.pdf',
        originalName: 'labs.pdf',
        contentType: 'application/pdf',
        size: content.length,
        sha256: 'x',
        storageKey: stored.key,
      })
      .returning();
    const url = `/api/public/referrals/${p.uuid}/documents/${doc!.uuid}`;
    const ok = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-referral-email': p.email, 'x-access-code': p.code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(content)).toBe(true);
    expect(ok.headers['content-disposition']).toMatch(/^attachment; filename="labs.pdf"/);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');

    const wrong = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-referral-email': p.email, 'x-access-code': newAccessCode() },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(INVALID);
    const other = await publicReferral();
    const cross = await t.app.inject({
      method: 'GET',
      url: `/api/public/referrals/${other.uuid}/documents/${doc!.uuid}`,
      headers: { 'x-referral-email': other.email, 'x-access-code': other.code },
    });
    expect(cross.statusCode).toBe(404);
  });

  it('takes documents from the referrer only while under review, sent, accepted or scheduled', async () => {
    const pdf = await pdfWithPages(1);
    const upload = (p: Pub, code = p.code) => {
      const { body, headers } = uploadBody([{ filename: 'labs.pdf', content: pdf }], {
        type: 'external',
        email: p.email,
        access_code: code,
      });
      return visitor.request('POST', `/api/public/referrals/${p.uuid}/documents`, body, headers);
    };
    for (const status of ['under_review', 'sent', 'accepted', 'scheduled'] as const) {
      const p = await publicReferral({ status });
      const res = await upload(p);
      expect(res.status, status).toBe(200);
      const stored = await t.db
        .select({ type: referralDocuments.type })
        .from(referralDocuments)
        .where(eq(referralDocuments.referralId, p.id));
      expect(stored).toEqual([{ type: 'external' }]);
    }
    for (const status of ['declined', 'rec_completed', 'ref_completed'] as const) {
      expect((await upload(await publicReferral({ status }))).status, status).toBe(409);
    }
    const other = await publicReferral();
    expect((await upload(other, formatAccessCode(newAccessCode()))).status).toBe(401);
  });

  it('exposes only the public root fields and no staff, internal or SSN field', async () => {
    const res = await visitor.graphql<{
      __schema: {
        queryType: { fields: { name: string }[] };
        mutationType: { fields: { name: string }[] };
        subscriptionType: { fields: { name: string }[] };
        types: { name: string; fields: { name: string }[] | null }[];
      };
    }>(
      `{ __schema { queryType { fields { name } } mutationType { fields { name } }
        subscriptionType { fields { name } } types { name fields { name } } } }`,
      undefined,
      PUBLIC,
    );
    const s = res.data!.__schema;
    const names = (f: { name: string }[]) => f.map((x) => x.name).sort();
    expect(names(s.queryType.fields)).toEqual([
      'clinic_by_code',
      'public_clinic_custom_form_attributes',
      'public_clinics',
      'public_referral_answers',
      'public_referrer',
    ]);
    expect(names(s.mutationType.fields)).toEqual([
      'save_public_referral',
      'send_note',
      'submit_public_referral',
      'verify_referral_access_code',
    ]);
    expect(names(s.subscriptionType.fields)).toEqual(['public_referral_notes']);
    const forbidden =
      /^(internal|users?|ssn|ssn_.*|group|system.*|clinic_users|password.*|user_id)$/;
    for (const type of s.types.filter((x) => !x.name.startsWith('__'))) {
      for (const f of type.fields ?? []) expect(`${type.name}.${f.name}`).not.toMatch(forbidden);
      // The only e-mail in the public schema is the referrer's own contact e-mail.
      for (const f of type.fields ?? []) {
        if (/email/i.test(f.name))
          expect(`${type.name}.${f.name}`).toBe('PublicReferrer.contact_email');
      }
    }
  });

  /** A graphql-ws client on the public endpoint: no cookie, our own origin. */
  function publicWs() {
    class OriginWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { origin: base } });
      }
    }
    return createClient({
      url: `${base.replace(/^http/, 'ws')}${PUBLIC}`,
      webSocketImpl: OriginWebSocket,
      retryAttempts: 0,
      lazy: true,
    });
  }
});
