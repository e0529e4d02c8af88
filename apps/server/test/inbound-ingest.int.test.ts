import { randomUUID } from 'node:crypto';
import { readFile, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOUND_FAX_MSG, INBOUND_FAX_SOURCES, type InboundFaxSource } from '@app/shared';
import { auditLog, inboundFaxes, jobs } from '../src/db/schema/index.js';
import { scanFaxInbox } from '../src/modules/inbound-faxes/fax-inbox.js';
import { ATTACHMENT_MSG } from '../src/modules/inbound-faxes/fetch-fax-attachment.js';
import { resumeIntake } from '../src/modules/inbound-faxes/inbound-boot.js';
import { INBOUND_FAX_INTAKE_QUEUE } from '../src/modules/inbound-faxes/inbound-queues.js';
import { signBody } from '../src/modules/inbound-faxes/inbound-webhook-auth.js';
import { INBOUND_FAX_WEBHOOK_PATH } from '../src/modules/inbound-faxes/inbound-webhook.routes.js';
import { ingestInboundFax } from '../src/modules/inbound-faxes/ingest-inbound-fax.js';
import { InboundIntakeRepo } from '../src/modules/inbound-faxes/inbound-intake.repo.js';
import { pollInterfaxInbound } from '../src/modules/inbound-faxes/interfax-inbound.js';
import type { Agent } from './agent.js';
import { FAKE_INTERFAX_PASSWORD, FAKE_INTERFAX_USER, FakeInterfax } from './fakes/interfax.js';
import {
  FAKE_RINGCENTRAL_TOKEN,
  FakeRingCentral,
  type FakeReceivedFax,
} from './fakes/ringcentral.js';
import { multipartBody } from './fixtures/multipart.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { clinicId, PERSONAS, signedInAgent } from './personas.js';
import { userIdOf } from './lookups.js';

const SECRET = 'inbound-fax-webhook-secret-0123456789';

/** A small PDF of `pages` pages, different bytes on every call. */
async function pdf(pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 1; i <= pages; i++)
    doc.addPage([612, 792]).drawText(`Fax ${randomUUID()} page ${i}`);
  return Buffer.from(await doc.save());
}

/** A two-page fax TIFF (standard resolution, 204 x 98 dpi). */
async function tiff(): Promise<Buffer> {
  const page = await sharp({
    create: { width: 1728, height: 1100, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  return sharp([page, page], { join: { animated: true } })
    .tiff({ xres: 204 / 25.4, yres: 98 / 25.4, resolutionUnit: 'inch' })
    .toBuffer();
}

describe.each(DB_KINDS)('received faxes arriving (%s)', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let staff: Agent;
  const baseline: Record<InboundFaxSource, number> = {
    webhook: 0,
    interfax: 0,
    folder: 0,
    upload: 0,
  };
  const rc = new FakeRingCentral();
  const ifx = new FakeInterfax(() => t.clock.now());

  beforeAll(async () => {
    const [rcBase, ifxBase] = await Promise.all([rc.start(), ifx.start()]);
    t = await startTestApp(kind, {
      env: {
        FAX_WEBHOOK_SECRET: SECRET,
        INBOUND_FAX_API_BASE: rcBase,
        INBOUND_FAX_API_TOKEN: FAKE_RINGCENTRAL_TOKEN,
        FAX_PROVIDER: 'interfax',
        INTERFAX_USERNAME: FAKE_INTERFAX_USER,
        INTERFAX_PASSWORD: FAKE_INTERFAX_PASSWORD,
        INTERFAX_API_BASE: ifxBase,
      },
    });
    // Signed in first: signing in runs queued jobs, and intake jobs are not this suite's.
    admin = await signedInAgent(t, PERSONAS.admin);
    staff = await signedInAgent(t, PERSONAS.lakesidePsr);
    for (const source of INBOUND_FAX_SOURCES) baseline[source] = await rowsOf(source);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([rc.stop(), ifx.stop()]);
  });

  const faxOf = async (source: InboundFaxSource, externalId: string) =>
    t.db
      .select()
      .from(inboundFaxes)
      .where(and(eq(inboundFaxes.source, source), eq(inboundFaxes.externalId, externalId)));
  const rowsOf = async (source: InboundFaxSource) =>
    (await t.db.select().from(inboundFaxes).where(eq(inboundFaxes.source, source))).length;
  /** Faxes this suite stored from a source (the demo data may hold some). */
  const countOf = async (source: InboundFaxSource) => (await rowsOf(source)) - baseline[source];
  const storedFaxFiles = async () =>
    (await readdir(path.join(t.deps.config.filesDir, 'inbound-faxes')).catch(() => [])).filter(
      (f) => f.endsWith('.pdf'),
    ).length;
  const intakeJobs = (faxId: number) =>
    t.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, INBOUND_FAX_INTAKE_QUEUE),
          sql`${jobs.payload}->>'faxId' = ${String(faxId)}`,
        ),
      );
  const stored = (key: string) => t.deps.storage.read(key);

  const deliver = (body: unknown, headers: Record<string, string> = {}) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: INBOUND_FAX_WEBHOOK_PATH,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-fax-signature': signBody(SECRET, Buffer.from(raw)),
        ...headers,
      },
    });
  };
  const deliverFax = (fax: FakeReceivedFax, attachmentUri?: string) =>
    deliver(rc.notification(fax, attachmentUri));

  describe('provider webhook', () => {
    it('downloads the PDF, stores it with its metadata and enqueues intake', async () => {
      const document = await pdf(2);
      const created = new Date('2026-11-20T14:05:00.000Z');
      const fax = rc.receive({ document, pages: 2, creationTime: created });
      const res = await deliverFax(fax);
      expect(res.statusCode).toBe(200);
      const [row] = await faxOf('webhook', fax.id);
      expect(res.json()).toEqual({ id: row!.uuid, duplicate: false });
      expect(row).toMatchObject({
        status: 'new',
        uri: rc.messageUri(fax),
        subject: 'Referral',
        fromNumber: '+17735550142',
        fromLocation: 'Chicago, IL',
        toNumber: '+13125550201',
        pagesCount: 2,
        dateCreated: created,
        storageKey: `inbound-faxes/${row!.uuid}.pdf`,
        size: document.length,
        // Sent to Lakeside's fax number: Lakeside's inbox.
        clinicId: await clinicId(t, 'LAKESIDE'),
        createdById: null,
      });
      expect(Buffer.compare(await stored(row!.storageKey), document)).toBe(0);
      expect(rc.requests.at(-1)).toMatchObject({ method: 'GET', authorized: true });
      const [job] = await intakeJobs(row!.id);
      expect(job).toMatchObject({ payload: { faxId: row!.id }, failedAt: null });
    });

    it('stores a fax delivered twice, even at once, a single time', async () => {
      const filesBefore = await storedFaxFiles();
      const fax = rc.receive({ document: await pdf() });
      const answers = await Promise.all([deliverFax(fax), deliverFax(fax)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().duplicate).sort()).toEqual([false, true]);
      const rows = await faxOf('webhook', fax.id);
      expect(rows).toHaveLength(1);
      expect(answers.map((a) => a.json().id)).toEqual([rows[0]!.uuid, rows[0]!.uuid]);
      expect(await intakeJobs(rows[0]!.id)).toHaveLength(1);
      // The copy of the losing delivery is not left in storage.
      expect(await storedFaxFiles()).toBe(filesBefore + 1);

      // Once stored, a later delivery does not even download it.
      const downloads = rc.requests.length;
      const again = await deliverFax(fax);
      expect(again.json()).toEqual({ id: rows[0]!.uuid, duplicate: true });
      expect(rc.requests.length).toBe(downloads);
    });

    it('refuses a delivery without a valid signature or token, and all when no secret is set', async () => {
      const fax = rc.receive({ document: await pdf() });
      const body = JSON.stringify(rc.notification(fax));
      const downloads = rc.requests.length;
      const forged = await deliver(body, {
        'x-fax-signature': signBody('guessed', Buffer.from(body)),
      });
      expect(forged.statusCode).toBe(401);
      const tampered = await deliver(body.replace('Referral', 'Referra1'), {
        'x-fax-signature': signBody(SECRET, Buffer.from(body)),
      });
      expect(tampered.statusCode).toBe(401);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: INBOUND_FAX_WEBHOOK_PATH,
        payload: body,
        headers: { 'content-type': 'application/json', 'verification-token': 'nope' },
      });
      expect(unsigned.statusCode).toBe(401);
      // RingCentral's verification token equal to the secret is accepted.
      const byToken = await t.app.inject({
        method: 'POST',
        url: INBOUND_FAX_WEBHOOK_PATH,
        payload: body,
        headers: { 'content-type': 'application/json', 'verification-token': SECRET },
      });
      expect(byToken.statusCode).toBe(200);

      const configured = t.deps.config.fax.webhookSecret;
      t.deps.config.fax.webhookSecret = undefined;
      try {
        const other = rc.receive({ document: await pdf() });
        const open = await deliver(rc.notification(other), {
          'x-fax-signature': signBody('', Buffer.from('')),
        });
        expect(open.statusCode).toBe(401);
        expect(await faxOf('webhook', other.id)).toEqual([]);
      } finally {
        t.deps.config.fax.webhookSecret = configured;
      }
      expect(rc.requests.length).toBe(downloads + 1);
    });

    it('answers the subscription handshake by echoing its token', async () => {
      const handshake = await t.app.inject({
        method: 'POST',
        url: INBOUND_FAX_WEBHOOK_PATH,
        headers: { 'validation-token': 'rc-validation-123', 'verification-token': SECRET },
      });
      expect(handshake.statusCode).toBe(200);
      expect(handshake.headers['validation-token']).toBe('rc-validation-123');
      const stranger = await t.app.inject({
        method: 'POST',
        url: INBOUND_FAX_WEBHOOK_PATH,
        headers: { 'validation-token': 'rc-validation-123' },
      });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.headers['validation-token']).toBeUndefined();
    });

    it('fetches attachments from the provider only, and only fax documents', async () => {
      const fax = rc.receive({ document: await pdf() });
      const downloads = rc.requests.length;
      for (const elsewhere of [
        'http://169.254.169.254/latest/meta-data/',
        'http://127.0.0.1:1/restapi/v1.0/account/~/extension/~/message-store/1/content/1',
        `${rc.base.replace('127.0.0.1', 'localhost')}/restapi/v1.0/x`,
        'file:///etc/passwd',
      ]) {
        const res = await deliverFax(fax, elsewhere);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(ATTACHMENT_MSG.offOrigin);
      }
      expect(rc.requests.length).toBe(downloads);
      expect(await faxOf('webhook', fax.id)).toEqual([]);

      const junk = rc.receive({ document: Buffer.from('<html>not a fax</html>') });
      const refused = await deliverFax(junk);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(INBOUND_FAX_MSG.notPdf);
      expect(await faxOf('webhook', junk.id)).toEqual([]);
    });

    it('puts a fax in the inbox of the one clinic with members that has the number', async () => {
      const inboxOf = async (to: string) => {
        const fax = rc.receive({ document: await pdf(), to });
        expect((await deliverFax(fax)).statusCode).toBe(200);
        return (await faxOf('webhook', fax.id))[0]!.clinicId;
      };
      expect(await inboxOf('+1 (312) 555-0101')).toBe(await clinicId(t, 'NORTHSIDE'));
      expect(await inboxOf('3125550201')).toBe(await clinicId(t, 'LAKESIDE'));
      // Valley Orthopedics has the number but no members; nobody has the last one.
      expect(await inboxOf('+16305550401')).toBeNull();
      expect(await inboxOf('+19995550000')).toBeNull();
    });
  });

  describe('InterFAX inbound polling', () => {
    it('stores each unread fax, marks it read, converts a TIFF, and stores nothing twice', async () => {
      const first = ifx.receive({
        image: await pdf(),
        callerId: '7735550142',
        remoteCSID: 'CITY CLINIC',
      });
      const second = ifx.receive({
        image: await tiff(),
        imageType: 'image/tiff',
        pages: 2,
        phoneNumber: '3125550101',
        callerId: '7735550199',
        remoteCSID: 'WEST CARE',
      });
      expect(await pollInterfaxInbound(t.deps, new InboundIntakeRepo(t.db))).toBe(2);
      expect([first.unread, second.unread]).toEqual([false, false]);

      const [a] = await faxOf('interfax', String(first.messageId));
      expect(a).toMatchObject({
        fromNumber: '7735550142',
        subject: 'CITY CLINIC',
        toNumber: '3125550201',
        pagesCount: 1,
        clinicId: await clinicId(t, 'LAKESIDE'),
      });
      expect(a!.dateCreated.getTime()).toBe(Math.floor(first.receiveTime.getTime() / 1000) * 1000);
      const [b] = await faxOf('interfax', String(second.messageId));
      expect(b).toMatchObject({
        subject: 'WEST CARE',
        pagesCount: 2,
        clinicId: await clinicId(t, 'NORTHSIDE'),
      });
      const converted = await PDFDocument.load(await stored(b!.storageKey));
      expect(converted.getPageCount()).toBe(2);
      expect(await intakeJobs(a!.id)).toHaveLength(1);
      expect(await intakeJobs(b!.id)).toHaveLength(1);

      // Listed again (marked unread at InterFAX): still stored once.
      second.unread = true;
      expect(await pollInterfaxInbound(t.deps, new InboundIntakeRepo(t.db))).toBe(0);
      expect(second.unread).toBe(false);
      expect(await countOf('interfax')).toBe(2);
      expect(await pollInterfaxInbound(t.deps, new InboundIntakeRepo(t.db))).toBe(0);
    });
  });

  describe('drop folder', () => {
    const inbox = () => t.deps.config.inboundFax.dropDir;
    const ls = async (sub = '.') => (await readdir(path.join(inbox(), sub))).sort();

    it('takes faxes with their details, files them under processed/ or failed/, once', async () => {
      // The first look creates the folders.
      expect(await scanFaxInbox(t.deps, new InboundIntakeRepo(t.db))).toEqual({
        stored: 0,
        duplicates: 0,
        failed: 0,
      });
      const document = await pdf(3);
      await writeFile(path.join(inbox(), 'fax-0142.pdf'), document);
      const received = new Date('2026-11-21T09:30:00.000Z');
      await utimes(path.join(inbox(), 'fax-0142.pdf'), received, received);
      await writeFile(
        path.join(inbox(), 'fax-0142.json'),
        JSON.stringify({
          from_number: '773-555-0142',
          from_location: 'Evanston, IL',
          subject: 'Cardiology referral',
          to_number: '+19995550000',
          clinic_code: 'northside',
        }),
      );
      await writeFile(path.join(inbox(), 'junk.pdf'), 'this is not a PDF');
      await writeFile(path.join(inbox(), 'notes.txt'), 'not for us');

      expect(await scanFaxInbox(t.deps, new InboundIntakeRepo(t.db))).toEqual({
        stored: 1,
        duplicates: 0,
        failed: 1,
      });
      expect(await ls()).toEqual(['failed', 'notes.txt', 'processed', 'processing']);
      expect(await ls('processed')).toEqual(['fax-0142.json', 'fax-0142.pdf']);
      expect(await ls('failed')).toEqual(['junk.pdf', 'junk.pdf.error.txt']);
      expect(await readFile(path.join(inbox(), 'failed', 'junk.pdf.error.txt'), 'utf8')).toBe(
        `${INBOUND_FAX_MSG.notPdf}\n`,
      );
      expect(await ls('processing')).toEqual([]);

      // The newest folder fax: the demo data has one of its own.
      const [row] = await t.db
        .select()
        .from(inboundFaxes)
        .where(eq(inboundFaxes.source, 'folder'))
        .orderBy(desc(inboundFaxes.id))
        .limit(1);
      expect(row).toMatchObject({
        fromNumber: '773-555-0142',
        fromLocation: 'Evanston, IL',
        subject: 'Cardiology referral',
        pagesCount: 3,
        dateCreated: received,
        // The sidecar's clinic wins over the number it was sent to.
        clinicId: await clinicId(t, 'NORTHSIDE'),
      });
      expect(Buffer.compare(await stored(row!.storageKey), document)).toBe(0);
      expect(await intakeJobs(row!.id)).toHaveLength(1);

      // The same fax dropped again under another name is not stored twice.
      await writeFile(path.join(inbox(), 'again.pdf'), document);
      expect(await scanFaxInbox(t.deps, new InboundIntakeRepo(t.db))).toEqual({
        stored: 0,
        duplicates: 1,
        failed: 0,
      });
      expect(await countOf('folder')).toBe(1);
      expect(await ls('processed')).toContain('again.pdf');
      // And a second file of the same name does not overwrite the first.
      await writeFile(path.join(inbox(), 'fax-0142.pdf'), await pdf());
      expect(await scanFaxInbox(t.deps, new InboundIntakeRepo(t.db))).toEqual({
        stored: 1,
        duplicates: 0,
        failed: 0,
      });
      expect((await ls('processed')).filter((f) => f.startsWith('fax-0142'))).toHaveLength(3);
    });
  });

  describe('admin upload', () => {
    const upload = (
      agent: Agent,
      file: { filename: string; content: Buffer },
      fields: Record<string, string> = {},
    ) => {
      const { body, headers } = multipartBody([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'file', ...file },
      ]);
      return agent.request<{
        fax?: { id: string; status: string };
        duplicate?: boolean;
        message?: string;
      }>('POST', '/api/inbound-faxes', body, headers);
    };

    it('stores an admin upload once, in the chosen inbox', async () => {
      const document = await pdf(2);
      const lakeside = await clinicId(t, 'LAKESIDE');
      const res = await upload(
        admin,
        { filename: 'scan.pdf', content: document },
        { from_number: '312-555-0142', clinic_id: String(lakeside) },
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ fax: { status: 'new' }, duplicate: false });
      const [row] = await t.db
        .select()
        .from(inboundFaxes)
        .where(eq(inboundFaxes.uuid, res.body.fax!.id));
      expect(row).toMatchObject({
        source: 'upload',
        fromNumber: '312-555-0142',
        clinicId: lakeside,
        pagesCount: 2,
        createdById: await userIdOf(t, PERSONAS.admin),
      });
      expect(await intakeJobs(row!.id)).toHaveLength(1);

      const again = await upload(admin, { filename: 'scan-again.pdf', content: document });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ fax: { id: row!.uuid, status: 'new' }, duplicate: true });
      expect(await countOf('upload')).toBe(1);
      // Both uploads are in the audit trail, with ids only.
      const trail = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'inbound_fax.uploaded'), eq(auditLog.subjectId, row!.uuid)));
      expect(trail.map((a) => [a.actorUserId, a.details])).toEqual([
        [row!.createdById, { duplicate: false, clinic_id: lakeside }],
        [row!.createdById, { duplicate: true, clinic_id: lakeside }],
      ]);
    });

    it('is for admins only', async () => {
      const res = await upload(staff, { filename: 'scan.pdf', content: await pdf() });
      expect(res.status).toBe(403);
      expect(await countOf('upload')).toBe(1);
    });

    it('refuses what is not a PDF or TIFF, and a clinic that does not exist', async () => {
      for (const file of [
        { filename: 'letter.pdf', content: Buffer.from('Dear colleague') },
        {
          filename: 'scan.png',
          content: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
        },
        { filename: 'scan.txt', content: await pdf() },
      ]) {
        const res = await upload(admin, file);
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(INBOUND_FAX_MSG.notPdf);
      }
      const noClinic = await upload(
        admin,
        { filename: 'scan.pdf', content: await pdf() },
        { clinic_id: '999999' },
      );
      expect(noClinic.status).toBe(422);
      expect(await countOf('upload')).toBe(1);
    });
  });

  describe('ingest', () => {
    it('keeps one of several concurrent deliveries of the same fax, with one job and one file', async () => {
      const bytes = await pdf();
      const filesBefore = await storedFaxFiles();
      const delivery = {
        source: 'webhook',
        externalId: `race-${randomUUID()}`,
        bytes,
        metadata: {},
      } as const;
      const results = await Promise.all(
        [1, 2, 3].map(() => ingestInboundFax(t.deps, new InboundIntakeRepo(t.db), { ...delivery })),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.fax.id)).size).toBe(1);
      expect(await intakeJobs(results[0]!.fax.id)).toHaveLength(1);
      expect(await storedFaxFiles()).toBe(filesBefore + 1);
    });
  });

  describe('intake resumption', () => {
    it('enqueues intake for a fax waiting without a job, and nothing for one that has a job', async () => {
      const fax = rc.receive({ document: await pdf() });
      expect((await deliverFax(fax)).statusCode).toBe(200);
      const [waiting] = await faxOf('webhook', fax.id);
      await t.db.delete(jobs).where(sql`${jobs.payload}->>'faxId' = ${String(waiting!.id)}`);
      const pending = async () =>
        (await t.db.select().from(jobs).where(eq(jobs.queue, INBOUND_FAX_INTAKE_QUEUE))).length;
      const before = await pending();
      // The demo data may leave faxes waiting too: they are resumed alike.
      const resumed = await resumeIntake(t.deps, new InboundIntakeRepo(t.db));
      expect(resumed).toBeGreaterThanOrEqual(1);
      expect(await intakeJobs(waiting!.id)).toHaveLength(1);
      expect(await pending()).toBe(before + resumed);
      expect(await resumeIntake(t.deps, new InboundIntakeRepo(t.db))).toBe(0);
    });
  });
});
