import { asc, eq } from 'drizzle-orm';
import { defaultSmsText, REFERRAL_MSG, REFERRAL_MSG_SERVER } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, smsMessages } from '../src/db/schema/index.js';
import { SMS_LIMITS } from '../src/modules/sms/send-sms.js';
import { SMS_MSG_SERVER } from '../src/modules/sms/sms.policy.js';
import { createReferral } from './factories/referrals.js';
import { FAKE_TWILIO, FakeTwilio } from './fakes/twilio.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { clinicByCode, userIdOf } from './lookups.js';
import { PERSONAS, signedInAgent } from './personas.js';
import type { Agent } from './agent.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** The factory's patient phone: where a text goes when nobody types another number. */
const PATIENT_PHONE = '3125550100';

const smsOf = (t: TestApp, referralId: number) =>
  t.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.referralId, referralId))
    .orderBy(asc(smsMessages.id));

const patientPhoneOf = async (t: TestApp, patientId: number | null) => {
  const [p] = await t.db.select().from(patients).where(eq(patients.id, patientId!));
  return p!.phone;
};

const sentReferral = (t: TestApp, status: 'sent' | 'draft' = 'sent') =>
  createReferral(t, {
    from: 'NORTHSIDE',
    to: 'LAKESIDE',
    referrerEmail: PERSONAS.northsidePsr,
    status,
  });

/** The spec's template for a referral from Northside to Lakeside: the only text sent. */
async function templateText(t: TestApp): Promise<string> {
  const [from, to] = [await clinicByCode(t, 'NORTHSIDE'), await clinicByCode(t, 'LAKESIDE')];
  return defaultSmsText({
    sendingClinic: from.name,
    receivingClinic: to.name,
    receiverOfficePhone: to.officePhone,
  });
}

/** The post-send SMS dialog's form about a referral: the patient's phone. */
const smsForm = (referralUuid: string, phone = PATIENT_PHONE) => ({
  phone,
  referral_uuid: referralUuid,
  send_sms: true,
});

describe.each(DB_KINDS)('SMS through Twilio (%s)', (kind) => {
  let t: TestApp;
  let psr: Agent;
  let TEXT: string;
  const fake = new FakeTwilio();
  beforeAll(async () => {
    const apiBase = await fake.start();
    t = await startTestApp(kind, {
      env: {
        TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
        TWILIO_FROM: FAKE_TWILIO.from,
        TWILIO_API_BASE: apiBase,
      },
    });
    psr = await signedInAgent(t, PERSONAS.northsidePsr);
    TEXT = await templateText(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  it('validates the form with the spec wording', async () => {
    const referral = await sentReferral(t);
    const base = { referral_uuid: referral.uuid, send_sms: true };
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...base }, { phone: [REFERRAL_MSG.phoneRequired] }],
      [{ ...base, phone: '' }, { phone: [REFERRAL_MSG.phoneRequired] }],
      [{ ...base, phone: '312-555-01' }, { phone: [REFERRAL_MSG.phoneDigits] }],
    ];
    for (const [body, errors] of cases) {
      const res = await psr.post('/api/sms/send', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(errors);
      expect(res.body.message).toBe(Object.values(errors)[0]![0]);
    }
    expect(fake.messages).toHaveLength(0);
    expect(await smsOf(t, referral.id)).toHaveLength(0);
  });

  it('texts the patient through Twilio and records the message', async () => {
    const referral = await sentReferral(t);
    const res = await psr.post('/api/sms/send', smsForm(referral.uuid, '312-555-0100'));
    expect(res).toMatchObject({ status: 200, body: { message: REFERRAL_MSG.smsSent } });
    const sent = fake.messages.at(-1)!;
    expect(sent).toMatchObject({
      to: '+13125550100',
      from: FAKE_TWILIO.from,
      body: TEXT,
      statusCallback: 'http://localhost:3000/api/webhooks/twilio/sms',
    });
    expect(fake.requests.at(-1)!.authorized).toBe(true);
    const [row] = await smsOf(t, referral.id);
    expect(row).toMatchObject({
      provider: 'twilio',
      providerSid: sent.sid,
      toPhone: PATIENT_PHONE,
      body: TEXT,
      status: 'queued',
      userId: await userIdOf(t, PERSONAS.northsidePsr),
      error: null,
    });
  });

  it('answers 502 when Twilio refuses, keeps the failed attempt and sends on retry', async () => {
    const referral = await sentReferral(t);
    const body = smsForm(referral.uuid);
    fake.failNext = { status: 400, code: 21211 };
    const refused = await psr.post('/api/sms/send', body);
    expect(refused).toMatchObject({ status: 502, body: { message: REFERRAL_MSG.smsFailed } });
    const retry = await psr.post('/api/sms/send', body);
    expect(retry).toMatchObject({ status: 200, body: { message: REFERRAL_MSG.smsSent } });
    const rows = await smsOf(t, referral.id);
    expect(rows.map((r) => [r.status, r.error])).toEqual([
      ['failed', 'Twilio error 21211 (HTTP 400)'],
      ['queued', null],
    ]);
    expect(rows[1]!.providerSid).toBe(fake.messages.at(-1)!.sid);
  });

  it('takes delivery callbacks signed by Twilio only, and never moves a message back', async () => {
    const referral = await sentReferral(t);
    await psr.post('/api/sms/send', smsForm(referral.uuid));
    const message = fake.messages.at(-1)!;
    const hook = t.agent();
    const path = '/api/webhooks/twilio/sms';
    const post = (form: Record<string, string>, headers: Record<string, string>) =>
      hook.request('POST', path, new URLSearchParams(form).toString(), { ...FORM, ...headers });

    const delivered = fake.statusCallback(message, 'delivered');
    expect((await post(delivered.form, {})).status).toBe(401);
    const forged = fake.statusCallback(message, 'failed');
    const wrong = await post(forged.form, { 'x-twilio-signature': delivered.signature });
    expect(wrong.status).toBe(403);
    expect((await smsOf(t, referral.id))[0]!.status).toBe('queued');

    expect((await post(delivered.form, { 'x-twilio-signature': delivered.signature })).status).toBe(
      204,
    );
    expect((await smsOf(t, referral.id))[0]!.status).toBe('delivered');
    // A late "sent" does not undo "delivered".
    const late = fake.statusCallback(message, 'sent');
    expect((await post(late.form, { 'x-twilio-signature': late.signature })).status).toBe(204);
    expect((await smsOf(t, referral.id))[0]!.status).toBe('delivered');
  });

  it('sends the spec template, never a text of the sender’s own (issue 18 item 11)', async () => {
    const referral = await sentReferral(t);
    const res = await psr.post('/api/sms/send', {
      ...smsForm(referral.uuid),
      message: 'Your account is locked: http://phish.example',
    });
    expect(res.status).toBe(200);
    expect(fake.messages.at(-1)!.body).toBe(TEXT);
    expect((await smsOf(t, referral.id)).map((r) => r.body)).toEqual([TEXT]);
  });

  it('texts a typed number only by making it the patient’s phone (issue 18 item 11)', async () => {
    const referral = await sentReferral(t);
    expect(await patientPhoneOf(t, referral.patientId)).toBe(PATIENT_PHONE);
    const res = await psr.post('/api/sms/send', smsForm(referral.uuid, '312-555-0177'));
    expect(res.status).toBe(200);
    expect(fake.messages.at(-1)!.to).toBe('+13125550177');
    expect(await patientPhoneOf(t, referral.patientId)).toBe('3125550177');
    expect((await smsOf(t, referral.id)).map((r) => r.toPhone)).toEqual(['3125550177']);
  });

  it('lets only the referring clinic text, about a sent referral', async () => {
    const referral = await sentReferral(t);
    const body = smsForm(referral.uuid);
    // The receiving clinic sees the referral but did not send it; others do not see it at all.
    for (const email of [PERSONAS.lakesidePsr, PERSONAS.riversidePsr]) {
      const other = await signedInAgent(t, email);
      const res = await other.post('/api/sms/send', body);
      expect(res, email).toMatchObject({
        status: 404,
        body: { message: REFERRAL_MSG_SERVER.notFound },
      });
    }
    const draft = await sentReferral(t, 'draft');
    const res = await psr.post('/api/sms/send', { ...body, referral_uuid: draft.uuid });
    expect(res).toMatchObject({ status: 409, body: { message: SMS_MSG_SERVER.draft } });
    expect(await smsOf(t, referral.id)).toHaveLength(0);
  });

  it('refuses members of the referring clinic without SEND_REFERRAL (issue 18 item 11)', async () => {
    const referral = await sentReferral(t);
    // Northside's nurse holds SCHEDULE_REFERRAL only.
    const nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    const res = await nurse.post('/api/sms/send', smsForm(referral.uuid, '312-555-0177'));
    expect(res).toMatchObject({ status: 403, body: { message: SMS_MSG_SERVER.noSendPermission } });
    expect(await smsOf(t, referral.id)).toHaveLength(0);
    expect(await patientPhoneOf(t, referral.patientId)).toBe(PATIENT_PHONE);
  });

  it('limits how often one referral is texted', async () => {
    const referral = await sentReferral(t);
    const body = smsForm(referral.uuid);
    for (let i = 0; i < SMS_LIMITS.perReferral.max; i++) {
      expect((await psr.post('/api/sms/send', body)).status).toBe(200);
    }
    const res = await psr.post('/api/sms/send', body);
    expect(res.status).toBe(429);
    expect(await smsOf(t, referral.id)).toHaveLength(SMS_LIMITS.perReferral.max);
  });
});

describe('SMS through the local outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('keeps the text on this machine and lists it in the dev outbox', async () => {
    const referral = await sentReferral(t);
    const psr = await signedInAgent(t, PERSONAS.northsidePsr);
    const res = await psr.post('/api/sms/send', smsForm(referral.uuid, '312-555-0100'));
    expect(res).toMatchObject({ status: 200, body: { message: REFERRAL_MSG.smsSent } });
    const [row] = await smsOf(t, referral.id);
    expect(row).toMatchObject({ provider: 'local', status: 'delivered' });
    const page = await t.agent().request('GET', '/dev/mailbox');
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).toContain('To: 312-555-0100');
    expect(html).toContain('From Northside Family Medicine: This is confirmation');
    // Twilio is not configured here: its callback has nobody to verify.
    const hook = await t.agent().request('POST', '/api/webhooks/twilio/sms', 'MessageSid=x', {
      ...FORM,
      'x-twilio-signature': 'anything',
    });
    expect(hook.status).toBe(401);
  });

  it('limits how many texts one clinic sends, across its users (issue 18 item 11)', async () => {
    // A fresh window of every hourly budget, whatever the tests before sent.
    t.clock.advance(SMS_LIMITS.perClinic.windowMs);
    // Northside's two senders share the clinic's budget, each within their own.
    const senders = [
      await signedInAgent(t, PERSONAS.northsidePsr),
      await signedInAgent(t, PERSONAS.coordinator),
    ];
    let referral = await sentReferral(t);
    let onReferral = 0;
    for (let i = 0; i < SMS_LIMITS.perClinic.max; i++) {
      if (onReferral === SMS_LIMITS.perReferral.max) {
        referral = await sentReferral(t);
        onReferral = 0;
      }
      const sender = senders[i < SMS_LIMITS.perUser.max ? 0 : 1]!;
      const res = await sender.post('/api/sms/send', smsForm(referral.uuid));
      expect(res.status, `text ${i + 1}`).toBe(200);
      onReferral++;
    }
    const next = await sentReferral(t);
    const res = await senders[1]!.post('/api/sms/send', smsForm(next.uuid));
    expect(res.status).toBe(429);
    expect(await smsOf(t, next.id)).toHaveLength(0);
    // Another clinic keeps its own budget.
    const lakeside = await signedInAgent(t, PERSONAS.lakesidePsr);
    const theirs = await createReferral(t, {
      from: 'LAKESIDE',
      to: 'NORTHSIDE',
      referrerEmail: PERSONAS.lakesidePsr,
      status: 'sent',
    });
    expect((await lakeside.post('/api/sms/send', smsForm(theirs.uuid))).status).toBe(200);
  });
});
