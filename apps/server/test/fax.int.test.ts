import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clinics } from '../src/db/schema/index.js';
import { FAX_MSG } from '../src/modules/faxes/faxes.policy.js';
import { FAX_SEND_REFERRAL_QUEUE } from '../src/modules/faxes/fax-jobs.js';
import { NO_FINAL_STATUS } from '../src/modules/faxes/poll-fax.js';
import { FAX_NOT_ACCEPTED } from '../src/modules/faxes/fax-store.js';
import { LOCAL_FAX_TIMELINE } from '../src/adapters/fax/local-fax.js';
import { days } from '../src/lib/clock.js';
import { MAX_POLL_MS } from '../src/modules/faxes/fax-schedule.js';
import { createReferral } from './factories/referrals.js';
import { faxesOf, notificationsOf, referralStatus, withoutDemoFaxPolls } from './fax-sms-kit.js';
import { FAKE_INTERFAX_PASSWORD, FAKE_INTERFAX_USER, FakeInterfax } from './fakes/interfax.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { systemLog, userIdOf } from './lookups.js';
import { PERSONAS, signedInAgent } from './personas.js';

const SECRET = 'interfax-callback-secret-0123456789';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A referral waiting for its fax to Valley Orthopedics, and its send job run. */
async function sendFaxReferral(t: TestApp) {
  const referral = await createReferral(t, {
    from: 'NORTHSIDE',
    to: 'VALLEYFAX',
    referrerEmail: PERSONAS.northsidePsr,
    status: 'sent_fax',
  });
  const job = { referralId: referral.id, userId: await userIdOf(t, PERSONAS.northsidePsr) };
  await t.deps.queue.enqueue(FAX_SEND_REFERRAL_QUEUE, job);
  await t.drainJobs();
  return { referral, job };
}

/** Moves the manual clock past the next poll and runs what is due. */
async function pollAfter(t: TestApp, ms: number) {
  t.clock.advance(ms);
  return t.drainJobs();
}

describe.each(DB_KINDS)('outbound fax through InterFAX (%s)', (kind) => {
  let t: TestApp;
  const fake = new FakeInterfax(() => t.clock.now());
  beforeAll(async () => {
    const apiBase = await fake.start();
    t = await startTestApp(kind, {
      env: {
        FAX_PROVIDER: 'interfax',
        INTERFAX_USERNAME: FAKE_INTERFAX_USER,
        INTERFAX_PASSWORD: FAKE_INTERFAX_PASSWORD,
        INTERFAX_API_BASE: apiBase,
        FAX_WEBHOOK_SECRET: SECRET,
      },
    });
    await withoutDemoFaxPolls(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });
  // Each test starts with no fax in flight: finish what is left and let its polls end.
  afterEach(async () => {
    for (const fax of fake.faxes.values()) if (fax.status < 0) fake.succeed(fax.id);
    for (let i = 0; i < 10 && (await pollAfter(t, MAX_POLL_MS)) > 0; i++);
  });

  it('sends the referral fax once, polls it with back-off and marks the referral faxed', async () => {
    const { referral, job } = await sendFaxReferral(t);
    const [fax] = await faxesOf(t, referral.id);
    const submitted = fake.last();
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/outbound/faxes',
      params: { faxNumber: '0016305550401', reference: fax!.uuid },
      contentType: 'application/pdf',
      authorized: true,
    });
    expect(fax).toMatchObject({
      provider: 'interfax',
      providerFaxId: String(submitted.id),
      recipient: '0016305550401',
      status: 'queued',
      attemptsMade: 1,
      pagesSent: 0,
      pageCount: submitted.pagesSubmitted,
      error: null,
    });
    expect(fax!.pageCount).toBeGreaterThanOrEqual(1);
    expect(fax!.submitTime).toEqual(t.clock.now());
    // The stored PDF is what went out.
    expect(Buffer.compare(await t.deps.storage.read(fax!.storageKey), submitted.pdf)).toBe(0);

    // Run twice, the job sends nothing more; the poll waits for its time.
    const sentSoFar = fake.faxes.size;
    await t.deps.queue.enqueue(FAX_SEND_REFERRAL_QUEUE, job);
    expect(await t.drainJobs()).toBe(1);
    expect(fake.faxes.size).toBe(sentSoFar);
    expect(await faxesOf(t, referral.id)).toHaveLength(1);

    fake.progress(submitted.id, 1);
    expect(await pollAfter(t, 14_000)).toBe(0);
    expect(await pollAfter(t, 1_000)).toBe(1);
    const [sending] = await faxesOf(t, referral.id);
    expect(sending).toMatchObject({ status: 'sending', pagesSent: 1, attemptsMade: 1 });

    fake.succeed(submitted.id);
    const finishedAt = t.clock.now();
    expect(await pollAfter(t, 29_000)).toBe(0);
    expect(await pollAfter(t, 1_000)).toBe(1);
    const [done] = await faxesOf(t, referral.id);
    expect(done).toMatchObject({
      status: 'success',
      pagesSent: submitted.pagesSubmitted,
      units: `${submitted.pagesSubmitted}.00`,
      costPerUnit: '0.1000',
      attemptsMade: 1,
      error: null,
    });
    // InterFAX gives whole seconds, in GMT.
    expect(done!.completionTime?.toISOString()).toBe(
      new Date(Math.floor(finishedAt.getTime() / 1000) * 1000).toISOString(),
    );
    expect(await referralStatus(t, referral.id)).toBe('faxed_successfully');
    const pages = submitted.pagesSubmitted;
    expect(await systemLog(t, referral.id)).toContain(
      `Fax delivered to Valley Orthopedics (${pages} ${pages === 1 ? 'page' : 'pages'}).`,
    );
    // Finished: no further polls.
    expect(await pollAfter(t, days(1))).toBe(0);
  });

  it('reports a failed fax to the senders, who may re-send it once', async () => {
    const { referral } = await sendFaxReferral(t);
    const first = fake.last();
    fake.fail(first.id, 6030, 3);
    await pollAfter(t, 15_000);
    const [failed] = await faxesOf(t, referral.id);
    expect(failed).toMatchObject({
      status: 'failure',
      attemptsMade: 3,
      error: 'InterFAX status 6030',
    });
    expect(await referralStatus(t, referral.id)).toBe('sent_fax');
    expect(await systemLog(t, referral.id)).toContain(
      'Fax to Valley Orthopedics failed (InterFAX status 6030).',
    );
    const told = await notificationsOf(t, PERSONAS.northsidePsr, 'Fax failed');
    expect(told.at(-1)).toMatchObject({
      url: `/referrals/${referral.uuid}/review`,
      referralId: referral.id,
      severity: 'error',
      clinicReceiverId: failed!.clinicSenderId,
    });
    expect(told.at(-1)!.data.content).toContain('Valley Orthopedics');
    expect(await notificationsOf(t, PERSONAS.coordinator, 'Fax failed')).not.toHaveLength(0);
    // Without SEND_REFERRAL, nobody is asked to re-send.
    expect(await notificationsOf(t, PERSONAS.northsideNurse, 'Fax failed')).toHaveLength(0);

    const url = `/api/faxes/${failed!.uuid}/resend`;
    const nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    expect((await nurse.post(url)).status).toBe(403);
    const lakeside = await signedInAgent(t, PERSONAS.lakesidePsr);
    expect(await lakeside.post(url)).toMatchObject({
      status: 404,
      body: { message: FAX_MSG.notFound },
    });

    const psr = await signedInAgent(t, PERSONAS.northsidePsr);
    const res = await psr.post(url);
    expect(res).toMatchObject({ status: 200, body: { message: 'Successfully re-sent fax.' } });
    const resent = fake.last();
    expect(resent.resentFrom).toBe(first.id);
    const [queued] = await faxesOf(t, referral.id);
    expect(queued).toMatchObject({
      providerFaxId: String(resent.id),
      status: 'queued',
      attemptsMade: 4,
      error: null,
    });
    expect(await psr.post(url)).toMatchObject({
      status: 409,
      body: { message: FAX_MSG.onlyFailed },
    });

    fake.succeed(resent.id);
    await pollAfter(t, 15_000);
    const [delivered] = await faxesOf(t, referral.id);
    expect(delivered).toMatchObject({ status: 'success', attemptsMade: 4 });
    expect(await referralStatus(t, referral.id)).toBe('faxed_successfully');

    // Not even an admin re-sends a delivered fax: the clinic would get it twice.
    const admin = await signedInAgent(t, PERSONAS.admin);
    expect(await admin.post(url)).toMatchObject({
      status: 409,
      body: { message: FAX_MSG.onlyFailed },
    });
    expect(fake.last().id).toBe(resent.id);
  });

  it('records a refused submission as failed and re-sends the stored PDF', async () => {
    fake.failWith = 500;
    let referral: { id: number; uuid: string };
    try {
      ({ referral } = await sendFaxReferral(t));
    } finally {
      fake.failWith = null;
    }
    const [refused] = await faxesOf(t, referral.id);
    expect(refused).toMatchObject({
      status: 'failure',
      providerFaxId: null,
      error: FAX_NOT_ACCEPTED,
    });
    expect(await systemLog(t, referral.id)).toContain(
      `Fax to Valley Orthopedics failed (${FAX_NOT_ACCEPTED}).`,
    );

    const psr = await signedInAgent(t, PERSONAS.northsidePsr);
    expect((await psr.post(`/api/faxes/${refused!.uuid}/resend`)).status).toBe(200);
    const submitted = fake.last();
    expect(submitted.resentFrom).toBeNull();
    expect(Buffer.compare(await t.deps.storage.read(refused!.storageKey), submitted.pdf)).toBe(0);
    const [queued] = await faxesOf(t, referral.id);
    expect(queued).toMatchObject({ status: 'queued', providerFaxId: String(submitted.id) });
  });

  it('looks at a fax at once when InterFAX calls back, and only with the secret', async () => {
    const { referral } = await sendFaxReferral(t);
    const fax = fake.last();
    fake.succeed(fax.id);
    const hook = t.agent();
    const body = `TransactionID=${fax.id}&Status=0&PagesSent=${fax.pagesSubmitted}`;
    const path = '/api/webhooks/interfax';

    for (const [url, headers] of [
      [path, FORM],
      [`${path}?secret=wrong`, FORM],
      [path, { ...FORM, 'x-webhook-secret': `${SECRET}x` }],
    ] as const) {
      const res = await hook.request('POST', url, body, headers);
      expect(res.status, url).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' });
    }
    const unknown = await hook.request('POST', `${path}?secret=${SECRET}`, 'TransactionID=1', FORM);
    expect(unknown.status).toBe(404);
    expect(await t.drainJobs()).toBe(0);

    const ok = await hook.request('POST', `${path}?secret=${SECRET}`, body, FORM);
    expect(ok).toMatchObject({ status: 200, body: 'OK' });
    // No clock movement: the callback's poll is due now.
    expect(await t.drainJobs()).toBe(1);
    const [done] = await faxesOf(t, referral.id);
    expect(done!.status).toBe('success');
    expect(await referralStatus(t, referral.id)).toBe('faxed_successfully');

    // The header form of the secret works as well; a finished fax needs no look.
    const again = await hook.request('POST', path, `TransactionID=${fax.id}`, {
      ...FORM,
      'x-webhook-secret': SECRET,
    });
    expect(again.status).toBe(200);
    expect(await t.drainJobs()).toBe(0);
    // The scheduled poll finds the fax finished and stops.
    expect(await pollAfter(t, 15_000)).toBe(1);
    expect(await pollAfter(t, days(1))).toBe(0);
  });

  it('gives a fax up as failed after a day without a final status', async () => {
    const { referral } = await sendFaxReferral(t);
    fake.progress(fake.last().id);
    await pollAfter(t, days(1) + 1_000);
    const [fax] = await faxesOf(t, referral.id);
    expect(fax).toMatchObject({ status: 'failure', error: NO_FINAL_STATUS });
    expect(await referralStatus(t, referral.id)).toBe('sent_fax');
    expect(await pollAfter(t, days(1))).toBe(0);
  });
});

describe.each(DB_KINDS)('outbound fax through the local simulation (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('follows the simulated timeline to delivery', async () => {
    const { referral } = await sendFaxReferral(t);
    const [queued] = await faxesOf(t, referral.id);
    expect(queued).toMatchObject({ provider: 'local', status: 'queued', attemptsMade: 1 });
    expect(queued!.providerFaxId).toMatch(/^local-/);
    const { queuedMs, sendingMs } = LOCAL_FAX_TIMELINE;
    expect(queuedMs + sendingMs).toBeLessThan(15_000);
    await pollAfter(t, 15_000);
    const [done] = await faxesOf(t, referral.id);
    expect(done).toMatchObject({
      status: 'success',
      pagesSent: queued!.pageCount,
      costPerUnit: '0.0700',
      attemptsMade: 1,
    });
    expect(await referralStatus(t, referral.id)).toBe('faxed_successfully');
  });

  it('fails a busy number after its attempts', async () => {
    await t.db.update(clinics).set({ fax: '630-555-0000' }).where(eq(clinics.code, 'VALLEYFAX'));
    try {
      const { referral } = await sendFaxReferral(t);
      await pollAfter(t, 15_000);
      const [fax] = await faxesOf(t, referral.id);
      expect(fax).toMatchObject({
        status: 'failure',
        recipient: '0016305550000',
        attemptsMade: LOCAL_FAX_TIMELINE.attempts,
        error: 'Busy',
      });
      expect(await notificationsOf(t, PERSONAS.northsidePsr, 'Fax failed')).toHaveLength(1);
    } finally {
      await t.db.update(clinics).set({ fax: '630-555-0401' }).where(eq(clinics.code, 'VALLEYFAX'));
    }
  });
});
