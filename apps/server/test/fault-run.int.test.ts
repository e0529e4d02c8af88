import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { INBOUND_FAX_INTAKE_QUEUE } from '../src/modules/inbound-faxes/inbound-queues.js';
import { MAIL_QUEUE } from '../src/modules/mail/mailer.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { Agent } from './agent.js';
import { uploadPdf } from './documents-kit.js';
import { multipartBody } from './fixtures/multipart.js';
import { faxPdf } from './inbound-fax-kit.js';
import { PERSONAS } from './personas.js';
import { demoIds, newDraft } from './referrals-kit.js';
import {
  openProcessWorld,
  sameBrowserOn,
  ServerProcess,
  signInOver,
  until,
  type ProcessWorld,
} from './server-process.js';
import type { CaughtMail } from './smtp-catcher.js';

/**
 * The fault run of issue 18: a server process is killed (SIGKILL: no shutdown code runs) in the
 * middle of a status change, an upload, a mail delivery and a received fax's intake, then
 * started again on the same data. Nothing may be lost, half-written or left stalled. On
 * PostgreSQL, where the test can hold a transaction of the server at a known point by locking a
 * table it writes.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('kill -9 during work, then restart', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rp-fault-'));
  const dataDir = path.join(root, 'data');
  let world: ProcessWorld;
  let server: ServerProcess;

  beforeAll(async () => {
    world = await openProcessWorld(`fault${process.pid}`);
    // A short job lease, so that a crashed worker's job is taken up again within seconds.
    server = await ServerProcess.start({
      ...world.env,
      DATA_DIR: dataDir,
      OCR_WORKERS: '1',
      JOB_LEASE_SECONDS: '3',
    });
  });
  afterAll(async () => {
    if (world) world.smtp.gate = undefined;
    await server?.stop();
    await world?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A sign-in code mail to `email` (other mail, such as notifications, goes out meanwhile). */
  const isCodeFor = (email: string, mail: CaughtMail) =>
    mail.to.includes(email) && /sign-in code/i.test(mail.subject);
  /** The password step of a sign-in: the server enqueues the code mail. */
  const passwordStep = (email: string) =>
    Agent.overHttp(server.baseUrl).post('/login', {
      email,
      password: DEMO_PASSWORD,
      remember_me: false,
    });

  /**
   * Signs `email` in with its password and answers once its code mail reached the SMTP server,
   * which holds it until `hold` settles (resolved: accepted; rejected: refused).
   */
  async function loginWithHeldCode(email: string, hold: () => Promise<void>): Promise<void> {
    let held: () => void = () => {};
    const reached = new Promise<void>((resolve) => (held = resolve));
    world.smtp.gate = (mail) => {
      if (!isCodeFor(email, mail)) return Promise.resolve();
      held();
      return hold();
    };
    expect((await passwordStep(email)).status).toBe(200);
    await reached;
    world.smtp.gate = undefined;
  }

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(world.handle.db, query);

  /** SIGKILL (no shutdown code runs), then a start again on the same data and database. */
  async function crashAndRestart(afterKill: () => Promise<void> = async () => {}): Promise<void> {
    try {
      await server.kill();
    } finally {
      await afterKill();
    }
    await server.boot();
  }

  /**
   * Takes a lock with `statement` in a transaction of the test's own connection: `waiting`
   * resolves once a statement of the server waits for it (the server is stopped at that write),
   * `release` ends it, first terminating the waiting statements of the (dead) server so that
   * they never go through.
   */
  async function hold(statement: string, params: unknown[] = []) {
    const client = new pg.Client({ connectionString: world.url });
    await client.connect();
    await client.query('BEGIN');
    const { rows: held } = await client.query<Record<string, string>>(statement, params);
    const waiters = `FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    return {
      held,
      waiting: () =>
        until(async () => {
          const { rows: n } = await client.query<{ n: number }>(
            `SELECT count(*)::int AS n ${waiters}`,
          );
          return (n[0]?.n ?? 0) > 0;
        }),
      async release() {
        await client.query(`SELECT pg_terminate_backend(pid) ${waiters}`);
        await client.query('ROLLBACK');
        await client.end();
      },
    };
  }

  it('a status change killed mid-transaction is not half applied, and can be made again', async () => {
    const [referral] = await rows<{ id: number; uuid: string }>(sql`
      SELECT r.id, r.uuid::text AS uuid FROM referrals r JOIN clinics c ON c.id = r.clinic_receiver_id
      WHERE c.code = 'LAKESIDE' AND r.status = 'under_review' ORDER BY r.id LIMIT 1`);
    const notesBefore = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM referral_notes WHERE referral_id = ${referral!.id}`,
    );
    const med = await signInOver(server, world.smtp, PERSONAS.lakesideMedAdmin);
    const promote = (agent: Agent) =>
      agent.request('PUT', `/api/referrals/${referral!.uuid}/promote/accepted`, {});

    // The status is written first, then its System Log line: hold the server between the two.
    const lock = await hold('LOCK TABLE referral_notes IN SHARE MODE');
    const inFlight = promote(med).catch(() => 'connection lost');
    await lock.waiting();
    await crashAndRestart(() => lock.release());
    expect(await inFlight).toBe('connection lost');

    const [after] = await rows<{ status: string }>(
      sql`SELECT status FROM referrals WHERE id = ${referral!.id}`,
    );
    expect(after!.status).toBe('under_review');
    expect(
      await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM referral_notes WHERE referral_id = ${referral!.id}`,
      ),
    ).toEqual(notesBefore);
    // Nothing stayed locked or claimed: the same change goes through after the restart.
    const again = await promote(sameBrowserOn(server, med));
    expect(again.status).toBe(200);
    const [done] = await rows<{ status: string }>(
      sql`SELECT status FROM referrals WHERE id = ${referral!.id}`,
    );
    expect(done!.status).toBe('accepted');
  });

  it('an upload killed mid-stream leaves no document, and the referral takes the file again', async () => {
    const psr = await signInOver(server, world.smtp, PERSONAS.northsidePsr);
    const uuid = await newDraft(psr, await demoIds({ db: world.handle.db }));
    const pdf = Buffer.from(await faxPdf(2));
    const referralFiles = path.join(dataDir, 'files', 'referrals', uuid);
    const filesOnDisk = () => {
      try {
        return readdirSync(referralFiles);
      } catch {
        return [];
      }
    };
    let endBody: () => void = () => {};
    async function* halfAFile() {
      // A PDF's first 64 KB: the server has sniffed its type and is writing it.
      yield Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64 * 1024, 0x20)]);
      // The rest never comes before the crash.
      await new Promise<void>((resolve) => (endBody = resolve));
    }
    const { body, headers } = multipartBody([
      { name: 'use_filename', value: 'Half' },
      { name: 'files[]', filename: 'half.pdf', content: halfAFile(), type: 'application/pdf' },
    ]);
    const inFlight = psr
      .request('POST', `/api/referrals/${uuid}/multiple_type/documents`, body, headers)
      .catch(() => 'connection lost');
    // The server is writing the file: its temporary name is on disk.
    await until(async () => filesOnDisk().some((f) => f.endsWith('.part')));
    await crashAndRestart();
    endBody();
    expect(await inFlight).toBe('connection lost');

    const again = sameBrowserOn(server, psr);
    const listed = await again.request<{ documents: unknown[] }>(
      'GET',
      `/api/referrals/${uuid}/documents`,
    );
    expect(listed.body.documents).toEqual([]);
    expect(
      await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM referral_documents d JOIN referrals r ON r.id = d.referral_id
        WHERE r.uuid = ${uuid}`),
    ).toEqual([{ n: 0 }]);
    // No stored file under a final name; what the crash left is a `.part` (swept, item 7).
    expect(filesOnDisk().filter((f) => !f.endsWith('.part'))).toEqual([]);

    const file = await again.download(await uploadPdf(again, uuid, pdf, 'Whole'));
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('a mail whose delivery was cut by the crash is sent after the restart, once', async () => {
    const email = PERSONAS.riversidePsr;
    // The mail server has the message but has not answered yet when the sender dies: not
    // accepted, as SMTP has it, so it must be sent again.
    await loginWithHeldCode(
      email,
      () =>
        new Promise((_, refuse) =>
          server.child.once('exit', () => refuse(new Error('sender gone'))),
        ),
    );
    await crashAndRestart();

    // Resumes after the restart (depends on the job queue taking back a crashed worker's job).
    const delivered = await world.smtp.waitFor(email, /sign-in code/i, 60_000);
    expect(delivered.subject).toMatch(/sign-in code/i);
    await until(async () => {
      const [left] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM jobs WHERE queue = ${MAIL_QUEUE}`,
      );
      return left?.n === 0;
    });
    const codes = world.smtp.mails.filter((m) => isCodeFor(email, m));
    expect(codes).toHaveLength(1);
  }, 120_000);

  it('a mail the mail server accepted just before the crash is not sent again', async () => {
    const email = PERSONAS.coordinator;
    let accept: () => void = () => {};
    await loginWithHeldCode(email, () => new Promise<void>((resolve) => (accept = resolve)));
    // The job's row is held against deletion only (KEY SHARE lets the lease renewals and the
    // sent marker through), so once the mail is accepted the server stops at finishing the job:
    // the crash comes after the provider took the mail and before the job was done.
    const lock = await hold(
      `SELECT id::text AS id FROM jobs WHERE queue = $1 AND locked_until > now() FOR KEY SHARE`,
      [MAIL_QUEUE],
    );
    const job = lock.held[0]!;
    accept();
    await world.smtp.waitFor(email, /sign-in code/i);
    await lock.waiting();
    const [marked] = await rows<{ checkpoint: string | null }>(
      sql`SELECT checkpoint FROM jobs WHERE id = ${job.id}::bigint`,
    );
    expect(marked?.checkpoint).toMatch(/^sent /);
    // The dead server's DELETE never goes through: the crash came before it.
    await crashAndRestart(() => lock.release());

    // Done with the job: the restarted worker finished it (sending again or not) and it is gone.
    await until(async () => {
      const [left] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM jobs WHERE id = ${job.id}::bigint`,
      );
      return left?.n === 0;
    }, 60_000);
    const codes = world.smtp.mails.filter((m) => isCodeFor(email, m));
    expect(codes).toHaveLength(1);
  }, 120_000);

  it('a received fax whose intake was killed is recognised after the restart', async () => {
    const inbox = path.join(dataDir, 'fax-inbox');
    mkdirSync(inbox, { recursive: true });
    writeFileSync(path.join(inbox, 'crash.pdf.part'), await faxPdf(4));
    renameSync(path.join(inbox, 'crash.pdf.part'), path.join(inbox, 'crash.pdf'));
    // Killed while its recognition job is claimed and running.
    await until(async () => {
      const [claimed] = await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM jobs
        WHERE queue = ${INBOUND_FAX_INTAKE_QUEUE} AND locked_until > now()`);
      return (claimed?.n ?? 0) > 0;
    }, 60_000);
    await crashAndRestart();

    // Settles after the restart (depends on the job queue taking back a crashed worker's job).
    await until(async () => {
      const [fax] = await rows<{ status: string }>(
        sql`SELECT status FROM inbound_faxes WHERE source = 'folder' ORDER BY id DESC LIMIT 1`,
      );
      return fax?.status === 'processed';
    }, 90_000);
    const [fax] = await rows<{ pages: number; ocr: boolean }>(sql`
      SELECT pages_count AS pages, ocr_data IS NOT NULL AS ocr FROM inbound_faxes
      WHERE source = 'folder' ORDER BY id DESC LIMIT 1`);
    expect(fax).toEqual({ pages: 4, ocr: true });
  }, 180_000);
});
