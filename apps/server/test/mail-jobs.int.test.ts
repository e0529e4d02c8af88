import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { jobRegistry } from '../src/job-registry.js';
import { jobCheckpoint } from '../src/jobs/queue.js';
import { MAIL_QUEUE } from '../src/modules/mail/mailer.js';
import { DB_KINDS, codeFrom } from './harness.js';
import { PERSONAS, loginPasswordStep } from './personas.js';
import { appSuite } from './suite.js';

/**
 * Issue 18 item 12: a mail job keeps no secret in the clear (the sign-in code, the address) and
 * a mail is sent once even when the server dies after sending it and before deleting its job.
 */
describe.each(DB_KINDS)('mail jobs (%s)', (kind) => {
  const { t } = appSuite(kind, {});
  const mailJobs = () =>
    queryRows<{ id: string; payload: Record<string, unknown>; text: string }>(
      t.db,
      sql`SELECT id::text AS id, payload, payload::text AS text FROM jobs WHERE queue = ${MAIL_QUEUE}`,
    );
  const outboxCount = async (to: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;

  it('stores the sign-in code mail sealed: neither the code nor the address is readable', async () => {
    await t.drainJobs();
    const { res } = await loginPasswordStep(t, PERSONAS.northsidePsr);
    expect(res.status).toBe(200);
    const [job] = await mailJobs();
    expect(Object.keys(job!.payload)).toEqual(['sealed']);
    expect(job!.text).not.toContain(PERSONAS.northsidePsr);
    expect(job!.text).not.toMatch(/sign-in code/i);

    const code = codeFrom((await t.lastMailTo(PERSONAS.northsidePsr))?.text);
    expect(job!.text).not.toContain(code);
  });

  it('does not send a mail twice when the server died after sending it', async () => {
    await t.drainJobs();
    const to = PERSONAS.lakesidePsr;
    await loginPasswordStep(t, to);
    const before = await outboxCount(to);
    const [job] = await mailJobs();

    // A worker runs the job, the provider takes the mail, and the process dies before the job
    // row is deleted (the row stays, as after kill -9).
    const mailKind = jobRegistry(t.deps)[MAIL_QUEUE];
    await mailKind.handler(mailKind.payload.parse(job!.payload), {
      signal: new AbortController().signal,
      jobId: job!.id,
      attempt: 1,
      finalAttempt: false,
      checkpoint: jobCheckpoint(t.db, job!.id),
    });
    expect(await outboxCount(to)).toBe(before + 1);

    // Its lock runs out and another worker claims it: it finds the mail sent and ends the job.
    expect(await t.drainJobs()).toBe(1);
    expect(await outboxCount(to)).toBe(before + 1);
    expect(await mailJobs()).toEqual([]);
  });
});
