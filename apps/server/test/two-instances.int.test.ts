import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { JobQueue } from '../src/jobs/queue.js';
import { AUTH_LIMITS } from '../src/modules/auth/rate-limits.js';
import { createFieldCrypto } from '../src/lib/field-crypto.js';
import { createMailer, MAIL_QUEUE, sealedMailJob } from '../src/modules/mail/mailer.js';
import { Agent } from './agent.js';
import { TEST_APP_KEY } from './config.js';
import { uploadPdf } from './documents-kit.js';
import { pdfWithPages } from './fixtures/files.js';
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
import { silentLogger } from './silent-logger.js';
import { collect, wsClient } from './ws-client.js';

/**
 * Issue 18 item 17: two server processes on one PostgreSQL database, as behind a load balancer.
 * Each has its own data directory; they share the database, the files directory (FILES_DIR) and
 * the mail server. PostgreSQL only: PGlite is one process's database.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'rp-two-'));
    dirs.push(d);
    return d;
  };
  let world: ProcessWorld;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    world = await openProcessWorld(`two${process.pid}`);
    const shared = { ...world.env, FILES_DIR: tempDir() };
    [a, b] = await Promise.all([
      ServerProcess.start({ ...shared, DATA_DIR: tempDir() }),
      ServerProcess.start({ ...shared, DATA_DIR: tempDir() }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await world?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const signInOn = (server: ServerProcess, email: string) => signInOver(server, world.smtp, email);

  const me = (agent: Agent) =>
    agent.graphql<{ me: { email: string } | null }>('{ me { email } }').then((r) => r.data?.me);

  it('keeps a session made on one instance on the other', async () => {
    const onA = await signInOn(a, PERSONAS.lakesideMedAdmin);
    expect(await me(onA)).toEqual({ email: PERSONAS.lakesideMedAdmin });
    expect(await me(sameBrowserOn(b, onA))).toEqual({ email: PERSONAS.lakesideMedAdmin });
  });

  it('refuses at once on one instance a session signed out or a user deactivated elsewhere', async () => {
    // Issue 19 item 3: each instance keeps sessions in memory; the database tells every instance.
    const onA = await signInOn(a, PERSONAS.coordinator);
    const onB = sameBrowserOn(b, onA);
    expect(await me(onB)).toEqual({ email: PERSONAS.coordinator });
    expect((await onA.post('/logout')).status).toBe(204);
    expect(await me(onB)).toBeFalsy();

    const received = (agent: Agent) =>
      agent
        .graphql('{ referral_active_received(first: 25) { total_count } }')
        .then((r) => r.errors?.[0]?.extensions?.['code'] ?? 'answered');
    const lakeside = sameBrowserOn(b, await signInOn(a, PERSONAS.lakesidePsr));
    expect(await received(lakeside)).toBe('answered');
    // Deactivated through a third connection (a maintenance script, another instance).
    const deactivate = (deletedAt: Date | null) =>
      world.handle.db.update(users).set({ deletedAt }).where(eq(users.email, PERSONAS.lakesidePsr));
    await deactivate(new Date());
    try {
      expect(await received(lakeside)).toBe('UNAUTHENTICATED');
    } finally {
      await deactivate(null);
    }
  });

  it('delivers a live event to a user subscribed on the other instance', async () => {
    const onB = await signInOn(b, PERSONAS.northsideNurse);
    const client = wsClient(b.baseUrl, onB);
    const sub = collect<{ current_user: { uuid: string } | null }>(
      client,
      'subscription { current_user { uuid } }',
    );
    try {
      await sub.next(1);
      expect(sub.values[0]!.current_user).not.toBeNull();
      // Signing in again (on A) replaces the session: B's browser hears it through NOTIFY.
      await signInOn(a, PERSONAS.northsideNurse);
      await sub.next(2, 10_000);
      expect(sub.values[1]!.current_user).toBeNull();
    } finally {
      await client.dispose();
    }
  });

  it('runs each job once with both instances working the queue', async () => {
    // Enqueued in one transaction, so both instances' workers find all of them due at once.
    const queue = new JobQueue(world.handle.db, silentLogger);
    queue.define({
      [MAIL_QUEUE]: { payload: sealedMailJob, handler: async () => {}, timeLimitMs: 60_000 },
    });
    // Sealed with the servers' key, as their own mail is.
    const mailer = createMailer(queue, createFieldCrypto(TEST_APP_KEY));
    const n = 40;
    const to = Array.from({ length: n }, (_, i) => `once-${i}@two.test`);
    await world.handle.db.transaction(async (tx) => {
      for (const address of to) {
        await mailer.send({ to: address, subject: 'Once', text: address, html: address }, tx);
      }
    });
    await Promise.all(to.map((address) => world.smtp.waitFor(address, /^Once$/, 30_000)));
    // Every job is gone (a job is deleted once its mail went out), so no second send can follow.
    await until(async () => {
      const [row] = await queryRows<{ n: number }>(
        world.handle.db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE queue = ${MAIL_QUEUE}`,
      );
      return row?.n === 0;
    });
    const delivered = world.smtp.mails.filter((m) => m.subject === 'Once').map((m) => m.to[0]);
    expect(delivered.sort()).toEqual([...to].sort());
  });

  it('counts a rate limit across both instances', async () => {
    const attempt = (server: ServerProcess) =>
      Agent.overHttp(server.baseUrl)
        .post('/login', { email: PERSONAS.riversidePsr, password: 'wrong-password-1' })
        .then((r) => r.status);
    // From one address the (account, address) budget is the first to run out.
    const max = AUTH_LIMITS.loginPerAccountAndIp.max;
    const answers: number[] = [];
    // Alternating instances: each alone has seen only half the attempts when the limit is hit.
    for (let i = 0; i <= max; i++) answers.push(await attempt(i % 2 === 0 ? a : b));
    expect(answers.slice(0, max).filter((s) => s === 429)).toEqual([]);
    expect(answers[max]).toBe(429);
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const onA = await signInOn(a, PERSONAS.northsidePsr);
    const uuid = await newDraft(onA, await demoIds({ db: world.handle.db }));
    const pdf = await pdfWithPages(1);
    const url = await uploadPdf(onA, uuid, pdf, 'Card');
    const res = await sameBrowserOn(b, onA).download(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });
});
