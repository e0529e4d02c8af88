import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CSV_PATH, FAX_REFERRAL_MSG, INBOUND_FAX_MSG } from '@app/shared';
import { ObjectNotFoundError } from '../src/adapters/storage/storage.js';
import {
  auditLog,
  clinicUsers,
  inboundFaxes,
  patients,
  providers,
  referralDocuments,
  referrals,
} from '../src/db/schema/index.js';
import { topics } from '../src/lib/events.js';
import { FAX_REFERRAL_LOG } from '../src/modules/inbound-faxes/create-referral-from-fax.js';
import { INBOUND_FAX_POLICY_MSG } from '../src/modules/inbound-faxes/inbound-fax.policy.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { detectedReferral, insertInboundFax, pageWidthOf, pageWidths } from './inbound-fax-kit.js';
import { systemLog } from './lookups.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';
import { listening as listeningTo } from './ws-client.js';

interface FaxView {
  id: string;
  status: string;
  clinic: { id: number; name: string } | null;
  metadata: { date_created: string; pages_count: number };
}

const LIST = `query ($status: String, $clinic_id: Int, $limit: Int) {
  inbound_faxes(status: $status, clinic_id: $clinic_id, limit: $limit) {
    id status clinic { id name } metadata { date_created pages_count }
  }
  inbound_faxes_count(status: $status, clinic_id: $clinic_id)
}`;

const SAVE = `mutation ($fax_id: ID!, $firstname: String!, $lastname: String!, $birthdate: String!,
  $ssn: String!, $diagnosis: String!, $referring_clinic: Int!, $receiving_provider: Int,
  $page_start: Int!, $page_end: Int!) {
  save_fax_referral(fax_id: $fax_id, firstname: $firstname, lastname: $lastname,
    birthdate: $birthdate, ssn: $ssn, diagnosis: $diagnosis, referring_clinic: $referring_clinic,
    receiving_provider: $receiving_provider, page_start: $page_start, page_end: $page_end) {
    message referral { id uuid status }
  }
}`;

const ASSIGN = `mutation ($fax_id: ID!, $clinic_id: Int!) {
  save_fax_clinic_association(fax_id: $fax_id, clinic_id: $clinic_id) { id name }
}`;

const DELETE = `mutation ($fax_id: ID!) { delete_received_fax(fax_id: $fax_id) { message } }`;

type GqlResult = Awaited<ReturnType<Agent['graphql']>>;
const firstError = (res: GqlResult) => res.errors?.[0];

describe.each(DB_KINDS)('received faxes on %s', (kind) => {
  const { t, agents, ids, userIds } = referralSuite(
    kind,
    {
      admin: PERSONAS.admin,
      lake: PERSONAS.lakesidePsr,
      north: PERSONAS.northsidePsr,
      coordinator: PERSONAS.coordinator,
      river: PERSONAS.riversidePsr,
    },
    { stepMs: 60_000 },
  );

  const list = async (a: Agent, vars: Record<string, unknown> = {}) => {
    const res = await a.graphql<{ inbound_faxes: FaxView[]; inbound_faxes_count: number }>(LIST, {
      limit: 100,
      ...vars,
    });
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const faxRow = async (uuid: string) =>
    (await t.db.select().from(inboundFaxes).where(eq(inboundFaxes.uuid, uuid)))[0];

  /** A valid form for a Lakeside fax, pages 2-3 of 4. */
  const form = (faxId: string) => ({
    fax_id: faxId,
    firstname: 'Grace',
    lastname: 'Hopper',
    birthdate: '1961-03-04',
    ssn: '123-45-6789',
    diagnosis: 'I10 Essential (primary) hypertension',
    referring_clinic: ids.northside,
    receiving_provider: ids.patel,
    page_start: 2,
    page_end: 3,
  });

  describe('visibility', () => {
    let lake: string, north: string, unassigned: string;
    beforeAll(async () => {
      lake = (await insertInboundFax(t, { clinic: 'LAKESIDE' })).uuid;
      north = (await insertInboundFax(t, { clinic: 'NORTHSIDE', status: 'new' })).uuid;
      unassigned = (await insertInboundFax(t, { clinic: null, status: 'processing' })).uuid;
    });

    it('shows admins every fax, unassigned ones too', async () => {
      const { inbound_faxes } = await list(agents.admin);
      expect(inbound_faxes.map((f) => f.id)).toEqual(
        expect.arrayContaining([lake, north, unassigned]),
      );
      expect(inbound_faxes.find((f) => f.id === unassigned)?.clinic).toBeNull();
    });

    it("shows staff only their clinic's faxes", async () => {
      const { inbound_faxes, inbound_faxes_count } = await list(agents.lake);
      const seen = inbound_faxes.map((f) => f.id);
      expect(seen).toContain(lake);
      expect(seen).not.toContain(north);
      expect(seen).not.toContain(unassigned);
      expect(inbound_faxes.every((f) => f.clinic?.id === ids.lakeside)).toBe(true);
      expect(inbound_faxes_count).toBe(inbound_faxes.length);
    });

    it("answers 'Fax not found.' for a fax outside the actor's clinics", async () => {
      for (const id of [north, unassigned, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const res = await agents.lake.graphql(`query ($id: ID!) { inbound_fax(id: $id) { id } }`, {
          id,
        });
        expect(firstError(res)).toMatchObject({
          message: INBOUND_FAX_MSG.notFound,
          extensions: { code: 'NOT_FOUND' },
        });
      }
      const own = await agents.lake.graphql<{ inbound_fax: { id: string } }>(
        `query ($id: ID!) { inbound_fax(id: $id) { id } }`,
        { id: lake },
      );
      expect(own.data?.inbound_fax.id).toBe(lake);
    });

    it('serves the PDF to the same people, inline or as a download', async () => {
      const res = await agents.lake.download(`/api/inbound-faxes/${lake}/pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="fax-/);
      expect(await pageWidths(res.rawPayload)).toHaveLength(3);

      const download = await agents.lake.download(`/api/inbound-faxes/${lake}/pdf?download=1`);
      expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);

      for (const id of [north, unassigned]) {
        const refused = await agents.lake.download(`/api/inbound-faxes/${id}/pdf`);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ message: INBOUND_FAX_MSG.notFound });
      }
      expect((await agents.admin.download(`/api/inbound-faxes/${unassigned}/pdf`)).statusCode).toBe(
        200,
      );
    });
  });

  describe('list', () => {
    it('filters by status and clinic, newest first, with a matching count', async () => {
      const before = await list(agents.admin, { status: 'reviewed', clinic_id: ids.riverside });
      const day = 86_400_000;
      const older = await insertInboundFax(t, {
        clinic: 'RIVERSIDE',
        status: 'reviewed',
        dateCreated: new Date(t.clock.now().getTime() - 2 * day),
      });
      const newer = await insertInboundFax(t, {
        clinic: 'RIVERSIDE',
        status: 'reviewed',
        dateCreated: new Date(t.clock.now().getTime() + day),
      });
      await insertInboundFax(t, { clinic: 'RIVERSIDE', status: 'new' });

      const after = await list(agents.admin, { status: 'reviewed', clinic_id: ids.riverside });
      expect(after.inbound_faxes_count).toBe(before.inbound_faxes_count + 2);
      expect(after.inbound_faxes.every((f) => f.status === 'reviewed')).toBe(true);
      expect(after.inbound_faxes.every((f) => f.clinic?.id === ids.riverside)).toBe(true);
      const order = after.inbound_faxes.map((f) => f.id);
      expect(order[0]).toBe(newer.uuid);
      expect(order.indexOf(older.uuid)).toBeGreaterThan(0);
      const dates = after.inbound_faxes.map((f) => f.metadata.date_created);
      expect([...dates].sort().reverse()).toEqual(dates);

      // Staff get the same list for their clinic, and nothing for another clinic's id.
      const own = await list(agents.river, { status: 'reviewed' });
      expect(own.inbound_faxes.map((f) => f.id)).toEqual(order);
      expect((await list(agents.river, { clinic_id: ids.lakeside })).inbound_faxes_count).toBe(0);
      expect((await list(agents.admin, { status: 'bogus' })).inbound_faxes).toEqual([]);

      // Paging.
      const page = await agents.admin.graphql<{ inbound_faxes: { id: string }[] }>(
        `{ inbound_faxes(status: "reviewed", clinic_id: ${ids.riverside}, limit: 1, offset: 1) { id } }`,
      );
      expect(page.data?.inbound_faxes.map((f) => f.id)).toEqual([order[1]]);
    });
  });

  describe('detail', () => {
    it('opens the sealed detections and text (audited) and says what the actor may do', async () => {
      const fax = await insertInboundFax(t, {
        clinic: 'LAKESIDE',
        detectedClinic: 'NORTHSIDE',
        pages: 4,
        detected: [
          detectedReferral({ pages: [1, 2], referringClinicId: ids.northside }),
          detectedReferral({ pages: [3, 4], firstname: 'Alan', lastname: 'Turing' }),
        ],
      });
      const query = `query ($id: ID!) { inbound_fax(id: $id) {
        id status reviewed source clinic { id name } detected_clinic { id name } pdf_url error
        metadata { from_number pages_count date_created date_created_ago }
        ocr_data
        processed_data { detected_referrals { pdf_pages patient_name { value avg_confidence confidence pages }
          ssn { value avg_confidence confidence } form_suggestion { firstname lastname birthdate ssn referring_clinic page_start page_end } } }
        actions { can_select_receiving_provider can_assign can_delete can_create_referral }
        referrals { uuid }
      } }`;
      const res = await agents.lake.graphql<{ inbound_fax: Record<string, unknown> }>(query, {
        id: fax.uuid,
      });
      expect(res.errors).toBeUndefined();
      const f = res.data!.inbound_fax as {
        ocr_data: string;
        processed_data: { detected_referrals: { form_suggestion: unknown; pdf_pages: number[] }[] };
      } & Record<string, unknown>;
      expect(f).toMatchObject({
        id: fax.uuid,
        status: 'processed',
        reviewed: false,
        source: 'upload',
        clinic: { id: ids.lakeside, name: 'Lakeside Cardiology' },
        detected_clinic: { id: ids.northside },
        pdf_url: `/api/inbound-faxes/${fax.uuid}/pdf`,
        error: null,
        metadata: {
          from_number: '+13125550101',
          pages_count: 4,
          date_created_ago: expect.any(String),
        },
        actions: {
          can_select_receiving_provider: true,
          can_assign: false,
          can_delete: true,
          can_create_referral: true,
        },
        referrals: [],
      });
      expect(JSON.parse(f.ocr_data).pages).toHaveLength(4);
      expect(f.processed_data.detected_referrals.map((d) => d.pdf_pages)).toEqual([
        [1, 2],
        [3, 4],
      ]);
      expect(f.processed_data.detected_referrals[0]!.form_suggestion).toEqual({
        firstname: 'Grace',
        lastname: 'Hopper',
        birthdate: '1961-03-04',
        ssn: '123-45-6789',
        referring_clinic: ids.northside,
        page_start: 1,
        page_end: 2,
      });
      // The detector's confidence, else (an older read) the word confidence.
      const first = f.processed_data.detected_referrals[0] as unknown as Record<string, unknown>;
      expect(first['ssn']).toEqual({ value: '123-45-6789', avg_confidence: 88, confidence: 64 });
      expect(first['patient_name']).toMatchObject({ avg_confidence: 91.5, confidence: 91.5 });
      const reads = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'inbound_fax.read'), eq(auditLog.subjectId, fax.uuid)));
      expect(reads.map((r) => (r.details as { part: string }).part).sort()).toEqual([
        'ocr_data',
        'processed_data',
      ]);

      // The coordinator belongs to two clinics and may move it; an unassigned fax cannot be used yet.
      const coord = await agents.coordinator.graphql<{ inbound_fax: { actions: object } }>(
        `query ($id: ID!) { inbound_fax(id: $id) { actions { can_assign } } }`,
        { id: fax.uuid },
      );
      expect(coord.data?.inbound_fax.actions).toEqual({ can_assign: true });
      const loose = await insertInboundFax(t, { clinic: null, status: 'new' });
      const admin = await agents.admin.graphql<{ inbound_fax: Record<string, unknown> }>(
        `query ($id: ID!) { inbound_fax(id: $id) { ocr_data processed_data { detected_referrals { pdf_pages } }
          actions { can_select_receiving_provider can_assign can_create_referral } } }`,
        { id: loose.uuid },
      );
      expect(admin.data?.inbound_fax).toEqual({
        ocr_data: null,
        processed_data: null,
        actions: {
          can_select_receiving_provider: false,
          can_assign: true,
          can_create_referral: false,
        },
      });
    });
  });

  describe('assign', () => {
    it('lets an admin put a fax in any clinic with users, and tells both clinics', async () => {
      const fax = await insertInboundFax(t, { clinic: null });
      const heard = t.deps.events.subscribe(topics.clinicInboundFaxes(ids.riverside));
      const next = heard[Symbol.asyncIterator]().next();
      const res = await agents.admin.graphql<{ save_fax_clinic_association: unknown }>(ASSIGN, {
        fax_id: fax.uuid,
        clinic_id: ids.riverside,
      });
      expect(res.data?.save_fax_clinic_association).toEqual({
        id: ids.riverside,
        name: 'Riverside Imaging',
      });
      expect((await next).value).toMatchObject({
        type: 'inbound-fax',
        id: fax.uuid,
        status: 'processed',
      });
      expect((await faxRow(fax.uuid))?.clinicId).toBe(ids.riverside);
      const seen = await list(agents.river);
      expect(seen.inbound_faxes.map((f) => f.id)).toContain(fax.uuid);

      for (const clinic_id of [ids.riverside, 999_999]) {
        const refused = await agents.admin.graphql(ASSIGN, { fax_id: fax.uuid, clinic_id });
        expect(firstError(refused)?.extensions?.['validation']).toEqual({
          clinic_id: [
            clinic_id === ids.riverside
              ? INBOUND_FAX_POLICY_MSG.sameClinic
              : INBOUND_FAX_POLICY_MSG.clinicNotFound,
          ],
        });
      }
    });

    it('lets staff move a fax only between their own clinics', async () => {
      const fax = await insertInboundFax(t, { clinic: 'NORTHSIDE' });
      // Lakeside's PSR cannot even see it; Northside's PSR has no other clinic to move it to.
      expect(
        firstError(await agents.lake.graphql(ASSIGN, { fax_id: fax.uuid, clinic_id: ids.lakeside }))
          ?.extensions?.['code'],
      ).toBe('NOT_FOUND');
      const northRefused = await agents.north.graphql(ASSIGN, {
        fax_id: fax.uuid,
        clinic_id: ids.lakeside,
      });
      expect(firstError(northRefused)?.extensions?.['validation']).toEqual({
        clinic_id: [INBOUND_FAX_POLICY_MSG.clinicNotFound],
      });
      const coordRefused = await agents.coordinator.graphql(ASSIGN, {
        fax_id: fax.uuid,
        clinic_id: ids.riverside,
      });
      expect(firstError(coordRefused)?.extensions?.['validation']).toEqual({
        clinic_id: [INBOUND_FAX_POLICY_MSG.clinicNotFound],
      });
      expect((await faxRow(fax.uuid))?.clinicId).toBe(ids.northside);

      const moved = await agents.coordinator.graphql(ASSIGN, {
        fax_id: fax.uuid,
        clinic_id: ids.lakeside,
      });
      expect(moved.errors).toBeUndefined();
      expect((await list(agents.lake)).inbound_faxes.map((f) => f.id)).toContain(fax.uuid);
      expect((await list(agents.north)).inbound_faxes.map((f) => f.id)).not.toContain(fax.uuid);
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'inbound_fax.assigned'), eq(auditLog.subjectId, fax.uuid)));
      expect(audited).toHaveLength(1);
    });
  });

  describe('delete', () => {
    it('removes the row and the stored PDF, for its clinic only', async () => {
      const fax = await insertInboundFax(t, { clinic: 'LAKESIDE' });
      const refused = await agents.north.graphql(DELETE, { fax_id: fax.uuid });
      expect(firstError(refused)).toMatchObject({ message: INBOUND_FAX_MSG.notFound });
      expect(await faxRow(fax.uuid)).toBeDefined();

      const res = await agents.lake.graphql<{ delete_received_fax: { message: string } }>(DELETE, {
        fax_id: fax.uuid,
      });
      expect(res.data?.delete_received_fax).toEqual({ message: 'The fax has been deleted.' });
      expect(await faxRow(fax.uuid)).toBeUndefined();
      await expect(t.deps.storage.read(fax.storageKey)).rejects.toBeInstanceOf(ObjectNotFoundError);
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'inbound_fax.deleted'), eq(auditLog.subjectId, fax.uuid)));
      expect(audited).toHaveLength(1);
      const again = await agents.lake.graphql(DELETE, { fax_id: fax.uuid });
      expect(firstError(again)?.extensions?.['code']).toBe('NOT_FOUND');
    });
  });

  describe('save_fax_referral', () => {
    it('creates the received referral from the chosen pages and marks the fax reviewed', async () => {
      const fax = await insertInboundFax(t, {
        clinic: 'LAKESIDE',
        pages: 4,
        dateCreated: new Date('2026-10-05T14:30:00Z'),
      });
      const res = await agents.lake.graphql<{
        save_fax_referral: {
          message: string;
          referral: { id: string; uuid: string; status: string };
        };
      }>(SAVE, form(fax.uuid));
      expect(res.errors).toBeUndefined();
      const { message, referral } = res.data!.save_fax_referral;
      expect(message).toBe('Referral created successfully!');
      expect(referral.status).toBe('sent');

      // In Lakeside's received list.
      const received = await agents.lake.graphql<{
        referral_active_received: { rows: { uuid: string }[] };
      }>(`{ referral_active_received(first: 50) { rows { uuid } } }`);
      expect(received.data?.referral_active_received.rows.map((r) => r.uuid)).toContain(
        referral.uuid,
      );

      const [row] = await t.db.select().from(referrals).where(eq(referrals.uuid, referral.uuid));
      expect(row).toMatchObject({
        source: 'fax',
        status: 'sent',
        clinicReferrerId: ids.northside,
        clinicReceiverId: ids.lakeside,
        providerId: ids.patel,
        diagnosis: 'I10 Essential (primary) hypertension',
        inboundFaxId: fax.id,
        // Typed in by Lakeside's PSR, sent by nobody of Northside (issue 17 item 10).
        referrerId: null,
        createdById: userIds.get(PERSONAS.lakesidePsr),
      });
      expect(row!.sentAt?.toISOString()).toBe('2026-10-05T14:30:00.000Z');

      const [patient] = await t.db.select().from(patients).where(eq(patients.id, row!.patientId!));
      expect(patient).toMatchObject({
        firstname: 'Grace',
        lastname: 'Hopper',
        birthdate: '1961-03-04',
        ssnLast4: '6789',
      });
      expect(patient!.ssnEncrypted).not.toContain('123');
      expect(t.deps.crypto.decrypt(patient!.ssnEncrypted!)).toBe('123456789');

      const docs = await t.db
        .select()
        .from(referralDocuments)
        .where(eq(referralDocuments.referralId, row!.id));
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({
        name: 'document.pdf',
        documentId: null,
        contentType: 'application/pdf',
      });
      const cut = await t.deps.storage.read(docs[0]!.storageKey);
      expect(await pageWidths(cut)).toEqual([pageWidthOf(2), pageWidthOf(3)]);

      expect(await faxRow(fax.uuid)).toMatchObject({
        status: 'reviewed',
        reviewedById: userIds.get(PERSONAS.lakesidePsr),
      });
      expect(await systemLog(t, row!.id)).toEqual([FAX_REFERRAL_LOG]);

      const view = await agents.lake.graphql<{
        inbound_fax: { reviewed: boolean; referrals: unknown[] };
      }>(
        `query ($id: ID!) { inbound_fax(id: $id) { reviewed referrals { uuid status patient_name } } }`,
        {
          id: fax.uuid,
        },
      );
      expect(view.data?.inbound_fax).toEqual({
        reviewed: true,
        referrals: [{ uuid: referral.uuid, status: 'sent', patient_name: 'Grace Hopper' }],
      });
    });

    it("refuses invalid forms with the spec's words and creates nothing", async () => {
      const fax = await insertInboundFax(t, { clinic: 'LAKESIDE', pages: 4 });
      const fieldsOf = async (vars: Record<string, unknown>) =>
        firstError(await agents.lake.graphql(SAVE, { ...form(fax.uuid), ...vars }))?.extensions?.[
          'validation'
        ];

      expect(
        await fieldsOf({
          firstname: ' ',
          lastname: '',
          birthdate: '',
          ssn: '',
          diagnosis: '',
          referring_clinic: 0,
          receiving_provider: null,
        }),
      ).toEqual({
        firstname: [FAX_REFERRAL_MSG.firstnameRequired],
        lastname: [FAX_REFERRAL_MSG.lastnameRequired],
        birthdate: [FAX_REFERRAL_MSG.birthdateRequired],
        ssn: [FAX_REFERRAL_MSG.ssnRequired],
        diagnosis: [FAX_REFERRAL_MSG.diagnosisRequired],
        referring_clinic: [FAX_REFERRAL_MSG.referringClinicRequired],
        receiving_provider: [FAX_REFERRAL_MSG.providerRequired],
      });
      expect(await fieldsOf({ birthdate: '2999-01-01' })).toEqual({
        birthdate: [FAX_REFERRAL_MSG.birthdateFuture],
      });

      for (const [page_start, page_end] of [
        [3, 9],
        [3, 2],
        [0, 1],
      ]) {
        const res = await agents.lake.graphql(SAVE, { ...form(fax.uuid), page_start, page_end });
        expect(firstError(res)?.message).toBe('Invalid page range: PDF has 4 pages');
      }

      expect(await fieldsOf({ referring_clinic: ids.lakeside })).toEqual({
        referring_clinic: ['Clinic not found.'],
      });
      expect(await fieldsOf({ receiving_provider: ids.chen })).toEqual({
        receiving_provider: ['Provider not found.'],
      });

      // An unassigned fax has no receiving clinic yet.
      const loose = await insertInboundFax(t, { clinic: null, pages: 4 });
      const res = await agents.admin.graphql(SAVE, {
        ...form(loose.uuid),
        receiving_provider: null,
      });
      expect(firstError(res)?.message).toBe(INBOUND_FAX_MSG.noClinic);

      // Another clinic's fax is not found.
      const other = await agents.north.graphql(SAVE, form(fax.uuid));
      expect(firstError(other)?.message).toBe(INBOUND_FAX_MSG.notFound);

      const created = await t.db.select().from(referrals).where(eq(referrals.inboundFaxId, fax.id));
      expect(created).toEqual([]);
      expect((await faxRow(fax.uuid))?.status).toBe('processed');
    });

    it("credits the referring clinic and no user as 'sent by' in export and analytics", async () => {
      // A day of its own: nothing else of this suite is sent then.
      const day = '2024-02-29';
      const fax = await insertInboundFax(t, {
        clinic: 'LAKESIDE',
        pages: 4,
        dateCreated: new Date(`${day}T15:00:00Z`),
      });
      const saved = await agents.lake.graphql<{
        save_fax_referral: { referral: { id: string } };
      }>(SAVE, form(fax.uuid));
      expect(saved.errors).toBeUndefined();
      const id = Number(saved.data!.save_fax_referral.referral.id);
      const range = { start_date: day, end_date: day };

      // Northside's export (it is Northside's sent referral): the row, with no 'Sent By'.
      const grid = await agents.north.graphql<{
        referrals_for_export: { id: number; sent_by: string | null; receiver: { name: string } }[];
      }>(
        `query ($a: String!, $b: String!) { referrals_for_export(statuses: ["active"],
          startDate: $a, endDate: $b) { id sent_by receiver { name } } }`,
        { a: day, b: day },
      );
      expect(grid.data?.referrals_for_export).toEqual([
        { id, sent_by: null, receiver: { name: 'Lakeside Cardiology' } },
      ]);
      const csv = await agents.north.download(
        `${EXPORT_CSV_PATH}?${new URLSearchParams({ statuses: 'active', startDate: day, endDate: day })}`,
      );
      const cells = (line: string) =>
        (line.match(/"(?:[^"]|"")*"/g) ?? []).map((c) => c.slice(1, -1).replace(/""/g, '"'));
      const [header, row] = csv.body
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r?\n/)
        .map(cells);
      const record = Object.fromEntries(header!.map((label, i) => [label, row![i]]));
      expect(record).toMatchObject({ 'Referral #': String(id), 'Sent By': '' });

      // Analytics credit the clinics; the by-user 'sent' chart counts no one on either side.
      const chart = async (a: Agent, field: string, type: string) => {
        const res = await a.graphql<Record<string, { name: string; referrals: number }[]>>(
          `query ($s: String!, $e: String!, $t: String!) {
            ${field}(start_date: $s, end_date: $e, type: $t) { name referrals } }`,
          { s: range.start_date, e: range.end_date, t: type },
        );
        expect(res.errors).toBeUndefined();
        return res.data![field];
      };
      expect(await chart(agents.lake, 'referral_list', 'received')).toEqual([
        { name: 'Northside Family Medicine', referrals: 1 },
      ]);
      expect(await chart(agents.north, 'referral_list', 'sent')).toEqual([
        { name: 'Lakeside Cardiology', referrals: 1 },
      ]);
      for (const a of [agents.lake, agents.north, agents.admin]) {
        expect(await chart(a, 'referral_list_by_user', 'sent')).toEqual([]);
      }
    });

    it('takes no provider when the clinic has no receiving providers', async () => {
      const fax = await insertInboundFax(t, { clinic: 'NORTHPEDS', pages: 2 });
      const actions = async () =>
        (
          await agents.admin.graphql<{ inbound_fax: { actions: object } }>(
            `query ($id: ID!) { inbound_fax(id: $id) { actions { can_select_receiving_provider } } }`,
            { id: fax.uuid },
          )
        ).data?.inbound_fax.actions;
      expect(await actions()).toEqual({ can_select_receiving_provider: true });
      const receiving = and(eq(providers.clinicId, ids.northpeds), eq(providers.canReceive, true));
      const stopped = await t.db
        .update(providers)
        .set({ canReceive: false })
        .where(receiving)
        .returning({ id: providers.id });
      try {
        expect(await actions()).toEqual({ can_select_receiving_provider: false });
        const saved = await agents.admin.graphql<{
          save_fax_referral: { referral: { uuid: string } };
        }>(SAVE, { ...form(fax.uuid), page_start: 1, page_end: 2, receiving_provider: null });
        expect(saved.errors).toBeUndefined();
        const [row] = await t.db
          .select()
          .from(referrals)
          .where(eq(referrals.uuid, saved.data!.save_fax_referral.referral.uuid));
        expect(row).toMatchObject({ clinicReceiverId: ids.northpeds, providerId: null });
      } finally {
        await t.db
          .update(providers)
          .set({ canReceive: true })
          .where(
            inArray(
              providers.id,
              stopped.map((p) => p.id),
            ),
          );
      }
    });
  });

  describe('live', () => {
    let base = '';
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    const listening = (a: Agent) =>
      listeningTo<{ inbound_faxes_changed: { id: string; status: string } }>(
        t,
        base,
        a,
        'subscription { inbound_faxes_changed { id status } }',
      );

    it('tells the fax clinic and admins of a change, and another clinic nothing', async () => {
      const fax = await insertInboundFax(t, { clinic: 'LAKESIDE' });
      const lake = await listening(agents.lake);
      const admin = await listening(agents.admin);
      const river = await listening(agents.river);

      expect((await agents.lake.graphql(DELETE, { fax_id: fax.uuid })).errors).toBeUndefined();
      await lake.next(1);
      await admin.next(1);
      expect(lake.values[0]!.inbound_faxes_changed).toEqual({ id: fax.uuid, status: 'deleted' });
      expect(admin.values[0]!.inbound_faxes_changed).toEqual({ id: fax.uuid, status: 'deleted' });

      // Riverside's first event is its own fax's, not Lakeside's from above.
      const own = await insertInboundFax(t, { clinic: 'RIVERSIDE' });
      expect((await agents.river.graphql(DELETE, { fax_id: own.uuid })).errors).toBeUndefined();
      await river.next(1);
      expect(river.values.map((v) => v.inbound_faxes_changed)).toEqual([
        { id: own.uuid, status: 'deleted' },
      ]);
      for (const s of [lake, admin, river]) s.dispose();
    });

    it("ends a member's stream once the member is taken off the clinic", async () => {
      const fax = await insertInboundFax(t, { clinic: 'LAKESIDE' });
      const lake = await listening(agents.lake);
      const admin = await listening(agents.admin);
      const ofLake = and(
        eq(clinicUsers.userId, userIds.get(PERSONAS.lakesidePsr)!),
        eq(clinicUsers.clinicId, ids.lakeside),
      );
      const [membership] = await t.db.delete(clinicUsers).where(ofLake).returning();
      try {
        expect((await agents.admin.graphql(DELETE, { fax_id: fax.uuid })).errors).toBeUndefined();
        await admin.next(1);
        expect(admin.values[0]!.inbound_faxes_changed).toEqual({
          id: fax.uuid,
          status: 'deleted',
        });
        await lake.next(1);
        expect(lake.done).toBe(true);
        expect(lake.values).toEqual([]);
      } finally {
        await t.db.insert(clinicUsers).values(membership!);
      }
      for (const s of [lake, admin]) s.dispose();
    });
  });
});
