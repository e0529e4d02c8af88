import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_CSV_PATH,
  LIST_SIDE_NEEDS,
  maskMeets,
  PERMISSION_NEEDS,
  REFERRAL_LISTS,
  REPORT_NEEDS,
  ROLES,
  todayInCentral,
  type PermissionNeed,
  type ReferralListDef,
  type ReferralListName,
} from '@app/shared';
import { clinicUsers, faxes, inboundFaxes, referralDocuments } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { createReferral } from './factories/referrals.js';
import { insertInboundFax } from './inbound-fax-kit.js';
import { pdfWithPages } from './fixtures/files.js';
import { uploadBody } from './fixtures/multipart.js';
import { DB_KINDS } from './harness.js';
import { clinicByCode } from './lookups.js';
import { createStaffUser, PERSONAS, signedInAgent } from './personas.js';
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

const SUBSCRIPTIONS: [name: string, query: (x: Pick<Target, 'uuid'>) => string][] = [
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

/** The roles of the permission table: every staff role and providers (who hold masks too). */
const TABLE_ROLES = ['psr', 'med_director', 'nurse', 'med_assistant', 'provider'] as const;
/** The clinic each table user belongs to, as what it is to the referral under test. */
const TABLE_CLINICS = { referrer: 'NORTHSIDE', receiver: 'LAKESIDE', unrelated: 'RIVERSIDE' };
type Party = keyof typeof TABLE_CLINICS;
const MASKS = [0, 1, 2, 3, 4, 5, 6, 7];

/** What the table knows of a caller. */
interface Caller {
  role: (typeof TABLE_ROLES)[number] | 'admin';
  party: Party | null;
  mask: number;
}
/** What an operation answered: refused with a code, or allowed (and whether the referral showed). */
type Outcome = 'FORBIDDEN' | 'NOT_FOUND' | 'allowed' | 'allowed, listed';

interface TableTarget {
  uuid: string;
  documentUuid: string;
  day: string;
}

/**
 * One operation of the table with its access declaration's need, how the referral reaches it,
 * and how to call it: a root field (`field`, asked together with the other fields of its
 * `batch` in one document, each answering for itself) or a REST path (`path`).
 */
interface TableOp {
  name: string;
  need: PermissionNeed;
  /**
   * referral: names the referral (party clinics only, others "not found");
   * referrer / receiver: a list of the current clinic's side, listing the referral to that party;
   * report: the clinic's figures (providers have no reports).
   */
  reach: 'referral' | 'referrer' | 'receiver' | 'report';
  /** A list or export whose rows can hold the referral (an active one, not by fax). */
  shows?: boolean;
  /** Providers have no reports nor exports (reporting.policy.ts), whatever their mask. */
  report?: boolean;
  /**
   * Declared `REFERRAL_READ`: a provider user without the need passes the access and reads only
   * the orders addressed to them (issue 20), so this referral is "not found" to them.
   */
  orProvider?: boolean;
  /**
   * Renders a file (print, TIF): asked by every caller the access refuses, but rendered for an
   * allowed caller once per clinic (a PSR at mask 7): the access check is the same for every
   * role and mask that meets the need, and a render per allowed caller would double the runtime.
   */
  renders?: boolean;
  field?: (x: TableTarget) => string;
  batch?: string;
  path?: (x: TableTarget) => string;
}

const range = (x: TableTarget) => `startDate: "${x.day}", endDate: "${x.day}"`;
const analytics = (x: TableTarget) => `start_date: "${x.day}", end_date: "${x.day}"`;

const TABLE_OPS: TableOp[] = [
  ...(
    [
      ['referral', (x) => `referral(uuid: "${x.uuid}") { uuid }`],
      ['referral_answers', (x) => `referral_answers(referral_uuid: "${x.uuid}") { name }`],
      ['referral_documents', (x) => `referral_documents(referral_uuid: "${x.uuid}") { uuid }`],
      ['referral_notes', (x) => `referral_notes(referral_uuid: "${x.uuid}") { uuid }`],
    ] satisfies [string, (x: TableTarget) => string][]
  ).map(([name, field]): TableOp => ({
    name,
    need: 'any',
    reach: 'referral',
    orProvider: name === 'referral' || name === 'referral_notes',
    field,
    batch: 'one',
  })),
  ...(
    [
      ['GET documents', (x) => `/api/referrals/${x.uuid}/documents`],
      ['GET a document', (x) => `/api/referrals/${x.uuid}/documents/${x.documentUuid}`],
      ['GET print', (x) => `/api/referrals/${x.uuid}/print`],
      ['GET export.tif', (x) => `/api/referrals/${x.uuid}/export.tif`],
    ] satisfies [string, (x: TableTarget) => string][]
  ).map(([name, path]): TableOp => ({
    name,
    need: 'any',
    reach: 'referral',
    renders: name === 'GET print' || name === 'GET export.tif',
    orProvider: name !== 'GET documents',
    path,
  })),
  ...(Object.keys(REFERRAL_LISTS) as ReferralListName[]).flatMap((name): TableOp[] => {
    const list: ReferralListDef = REFERRAL_LISTS[name];
    const { side } = list;
    if (side !== 'sent' && side !== 'received') return [];
    return [
      {
        name,
        need: LIST_SIDE_NEEDS[side],
        reach: side === 'sent' ? 'referrer' : 'receiver',
        shows: list.statuses.includes('under_review') && !list.faxOnly,
        field: () => `${name}(first: 50) { rows { uuid } }`,
        batch: side,
      },
    ];
  }),
  {
    name: 'referrals_for_export',
    need: REPORT_NEEDS.export,
    reach: 'referrer',
    shows: true,
    report: true,
    field: (x) => `referrals_for_export(statuses: ["active"], ${range(x)}, limit: 100) { uuid }`,
    batch: 'export',
  },
  {
    name: 'referrals_for_export_count',
    need: REPORT_NEEDS.export,
    reach: 'report',
    report: true,
    field: (x) => `referrals_for_export_count(statuses: ["active"], ${range(x)})`,
    batch: 'export',
  },
  {
    name: 'GET export.csv',
    need: REPORT_NEEDS.export,
    reach: 'referrer',
    shows: true,
    report: true,
    path: (x) =>
      `${EXPORT_CSV_PATH}?${new URLSearchParams({ statuses: 'active', startDate: x.day, endDate: x.day })}`,
  },
  {
    name: 'referral_list',
    need: REPORT_NEEDS.analytics,
    reach: 'report',
    report: true,
    field: (x) => `referral_list(${analytics(x)}, type: "sent") { name referrals }`,
    batch: 'analytics',
  },
  {
    name: 'referral_list_by_user',
    need: REPORT_NEEDS.analytics,
    reach: 'report',
    report: true,
    field: (x) => `referral_list_by_user(${analytics(x)}, type: "sent") { name }`,
    batch: 'analytics',
  },
];

/**
 * What the declared access and the referral's scope together answer this caller. Lists and
 * exports say whether the referral was among the rows; other reads only whether they answered.
 */
function expectedOutcome(op: TableOp, c: Caller): Outcome {
  if (c.role === 'admin') {
    // Admins need no bits and have no current clinic: no clinic list of theirs holds the
    // referral, and their export is every clinic's.
    return op.report && op.shows ? 'allowed, listed' : 'allowed';
  }
  if (!maskMeets(c.mask, op.need)) {
    return c.role === 'provider' && op.orProvider ? 'NOT_FOUND' : 'FORBIDDEN';
  }
  if (c.role === 'provider' && op.report) return 'FORBIDDEN';
  if (op.reach === 'referral') return c.party === 'unrelated' ? 'NOT_FOUND' : 'allowed';
  if (op.reach === 'report') return 'allowed';
  return op.shows && c.party === op.reach ? 'allowed, listed' : 'allowed';
}

function outcome(op: TableOp, refused: unknown, text: string, x: TableTarget): Outcome {
  if (refused === 'FORBIDDEN' || refused === 'NOT_FOUND') return refused;
  if (refused) throw new Error(`${op.name}: ${String(refused)}`);
  if (op.reach === 'referral' || op.reach === 'report') return 'allowed';
  return text.includes(x.uuid) || text.includes('Permtable') ? 'allowed, listed' : 'allowed';
}

/**
 * Asks `ops` as one caller. The fields of a batch the caller should be allowed go in one document
 * (a refused root field nulls the whole answer and stops its siblings, so any refusal there fails
 * the batch's every field); fields the caller should be refused are asked one by one, so each
 * refusal is its own field's. REST paths are asked one by one.
 */
async function outcomesOf(
  agent: Agent,
  ops: readonly TableOp[],
  x: TableTarget,
  want: (op: TableOp) => Outcome,
): Promise<Map<TableOp, Outcome>> {
  const out = new Map<TableOp, Outcome>();
  const batches = new Map<string, TableOp[]>();
  for (const op of ops) {
    if (!op.field) continue;
    const key = want(op).startsWith('allowed') ? op.batch! : op.name;
    batches.set(key, [...(batches.get(key) ?? []), op]);
  }
  for (const batch of batches.values()) {
    const res = await agent.graphql<Record<string, unknown>>(
      `{ ${batch.map((op, i) => `f${i}: ${op.field!(x)}`).join(' ')} }`,
    );
    const refused = res.errors?.[0]
      ? (res.errors[0].extensions?.['code'] ?? res.errors[0].message)
      : null;
    batch.forEach((op, i) => {
      out.set(op, outcome(op, refused, JSON.stringify(res.data?.[`f${i}`] ?? null), x));
    });
  }
  for (const op of ops) {
    if (!op.path) continue;
    const res = await agent.request('GET', op.path(x));
    const refused =
      res.status === 200
        ? null
        : res.status === 403
          ? 'FORBIDDEN'
          : res.status === 404
            ? 'NOT_FOUND'
            : res.status;
    const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
    out.set(op, outcome(op, refused, text, x));
  }
  return out;
}

/**
 * The permission dimension of the table (issue 18 item 3): every referral read x every role x
 * every permission mask x the referral's referring clinic, its receiving clinic and an unrelated
 * one. A caller is refused exactly when their mask in the current clinic misses the need the
 * operation declares (FORBIDDEN, whatever it names), or the referral is not their clinic's (not
 * found); lists and exports show the referral only to its own side.
 */
describe.each(DB_KINDS)('permission bits and every referral read on %s', (kind) => {
  const { t, agents } = appSuite(kind, { admin: PERSONAS.admin });
  const x = {} as TableTarget;
  const callers: (Caller & { agent: Agent; userId: number })[] = [];
  const setMasks = (mask: number) =>
    t.db
      .update(clinicUsers)
      .set({ permission: mask })
      .where(
        inArray(
          clinicUsers.userId,
          callers.map((c) => c.userId),
        ),
      );
  let base = '';
  beforeAll(async () => {
    const referral = await createReferral(t, {
      status: 'under_review',
      patient: { lastname: 'Permtable' },
    });
    const key = `test/${referral.id}/table.pdf`;
    const pdf = await pdfWithPages(1);
    await t.deps.storage.put(key, pdf);
    const [doc] = await t.db
      .insert(referralDocuments)
      .values({
        referralId: referral.id,
        name: 'table.pdf',
        originalName: 'table.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        sha256: '0'.repeat(64),
        storageKey: key,
      })
      .returning();
    Object.assign(x, {
      uuid: referral.uuid,
      documentUuid: doc!.uuid,
      day: todayInCentral(t.clock.now()),
    });
    for (const role of TABLE_ROLES) {
      for (const party of Object.keys(TABLE_CLINICS) as Party[]) {
        const email = `${role}.${party}@table.test`;
        const user = await createStaffUser(t, {
          email,
          clinicCode: TABLE_CLINICS[party],
          roleId: ROLES[role].id,
          permission: 0,
        });
        callers.push({
          role,
          party,
          mask: 0,
          userId: user.id,
          agent: await signedInAgent(t, email),
        });
      }
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it.each(MASKS)(
    'mask %i: each caller gets what the declared need and the scope allow',
    async (mask) => {
      await setMasks(mask);
      const wrong: string[] = [];
      // Callers in parallel (each one's calls in order): the database serves them as it can.
      await Promise.all(
        callers.map(async (c) => {
          const want = new Map(TABLE_OPS.map((op) => [op, expectedOutcome(op, { ...c, mask })]));
          const ops = TABLE_OPS.filter(
            (op) =>
              !op.renders ||
              !want.get(op)!.startsWith('allowed') ||
              (mask === 7 && c.role === 'psr'),
          );
          for (const [op, got] of await outcomesOf(c.agent, ops, x, (o) => want.get(o)!)) {
            if (got !== want.get(op)) {
              wrong.push(
                `${c.role} of the ${c.party} clinic, ${op.name}: ${got}, not ${want.get(op)}`,
              );
            }
          }
        }),
      );
      expect(wrong.sort()).toEqual([]);
    },
  );

  it('admins: every read, without bits', async () => {
    const wrong: string[] = [];
    const admin = (op: TableOp) => expectedOutcome(op, { role: 'admin', party: null, mask: 0 });
    for (const [op, got] of await outcomesOf(agents.admin, TABLE_OPS, x, admin)) {
      const want = admin(op);
      if (got !== want) wrong.push(`admin, ${op.name}: ${got}, not ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('subscriptions: a caller without any referral bit is refused, whichever clinic', async () => {
    await setMasks(0);
    for (const c of callers) {
      for (const [name, query] of [
        ...SUBSCRIPTIONS,
        ['referrals_changed', () => 'subscription { referrals_changed { uuid } }'] as const,
      ]) {
        const sub = collect(wsClient(base, c.agent), query(x));
        await expect.poll(() => sub.done || sub.errors.length > 0).toBe(true);
        // A provider user follows one referral only when it is an order addressed to them.
        const refusal =
          c.role === 'provider' && name !== 'referrals_changed'
            ? 'Referral not found.'
            : PERMISSION_NEEDS.any.message;
        expect(JSON.stringify(sub.errors), `${c.role} ${c.party} ${name}`).toContain(refusal);
        sub.dispose();
      }
    }
  });
});
