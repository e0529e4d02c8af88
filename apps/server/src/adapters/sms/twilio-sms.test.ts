import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TWILIO, FakeTwilio } from '../../../test/fakes/twilio.js';
import { createTwilioSms, TwilioError } from './twilio-sms.js';

describe('Twilio SMS adapter', () => {
  const fake = new FakeTwilio();
  let apiBase: string;
  beforeAll(async () => {
    apiBase = await fake.start();
  });
  afterAll(() => fake.stop());

  it('posts the form with +1, From and the status callback', async () => {
    const sms = createTwilioSms({ ...FAKE_TWILIO, apiBase });
    const res = await sms.send({
      to: '3125550142',
      body: 'Hello',
      statusCallback: 'https://app.example/api/webhooks/twilio/sms',
    });
    expect(res).toEqual({ sid: fake.messages.at(-1)!.sid, status: 'queued' });
    expect(fake.messages.at(-1)).toMatchObject({
      to: '+13125550142',
      from: FAKE_TWILIO.from,
      body: 'Hello',
      statusCallback: 'https://app.example/api/webhooks/twilio/sms',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      authorized: true,
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('turns a refusal into an error that does not quote the number', async () => {
    fake.failNext = { status: 400, code: 21211 };
    const sms = createTwilioSms({ ...FAKE_TWILIO, apiBase });
    const err = await sms.send({ to: '3125550142', body: 'Hello' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TwilioError);
    expect((err as TwilioError).message).toBe('Twilio error 21211 (HTTP 400)');
    expect((err as TwilioError).message).not.toContain('3125550142');
  });

  it('is refused with a wrong token', async () => {
    const sms = createTwilioSms({ ...FAKE_TWILIO, authToken: 'wrong', apiBase });
    await expect(sms.send({ to: '3125550142', body: 'Hello' })).rejects.toThrow(
      'Twilio error 20003 (HTTP 401)',
    );
  });
});
