import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../../src/adapters/sms/twilio-signature.js';

export const FAKE_TWILIO = {
  accountSid: 'AC00000000000000000000000000000001',
  authToken: 'fake-twilio-auth-token',
  from: '+13125550999',
} as const;

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | undefined;
}

export interface FakeTwilioRequest {
  method: string;
  path: string;
  authorized: boolean;
  contentType: string | undefined;
}

/**
 * A loopback stand-in for Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * (form-encoded, HTTP Basic with the account SID and auth token) answering 201 with a Message
 * resource. Tests set `failNext` to make it refuse, and build signed status callbacks with
 * `statusCallback`.
 */
export class FakeTwilio {
  readonly requests: FakeTwilioRequest[] = [];
  readonly messages: FakeTwilioMessage[] = [];
  /** The next send is refused with Twilio's error shape (HTTP 400, code 21211 and so on). */
  failNext: { status: number; code: number } | null = null;
  private server: Server | undefined;
  private counter = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The form Twilio posts to a StatusCallback, and its X-Twilio-Signature. */
  statusCallback(
    message: FakeTwilioMessage,
    status: string,
    extra: Record<string, string> = {},
  ): { form: Record<string, string>; signature: string } {
    const form = {
      AccountSid: FAKE_TWILIO.accountSid,
      ApiVersion: '2010-04-01',
      From: message.from,
      MessageSid: message.sid,
      MessageStatus: status,
      SmsSid: message.sid,
      SmsStatus: status,
      To: message.to,
      ...extra,
    };
    return {
      form,
      signature: twilioSignature(FAKE_TWILIO.authToken, message.statusCallback ?? '', form),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const expected = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;
    const authorized = req.headers.authorization === expected;
    this.requests.push({
      method: req.method ?? '',
      path,
      authorized,
      contentType: req.headers['content-type'],
    });
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const error = (status: number, code: number, message: string) =>
      json(status, {
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      });

    if (path !== `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages.json`) {
      return error(404, 20404, 'The requested resource was not found');
    }
    if (!authorized) return error(401, 20003, 'Authenticate');
    if (req.method !== 'POST') return error(405, 20004, 'Method not allowed');
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    if (this.failNext) {
      const { status, code } = this.failNext;
      this.failNext = null;
      return error(status, code, `The 'To' number ${form.To} is not a valid phone number.`);
    }
    if (!/^\+1\d{10}$/.test(form.To ?? '') || !form.From || !form.Body) {
      return error(400, 21604, "A 'To' phone number is required.");
    }
    const sid = `SM${(++this.counter).toString(16).padStart(32, '0')}`;
    const message: FakeTwilioMessage = {
      sid,
      to: form.To!,
      from: form.From,
      body: form.Body,
      statusCallback: form.StatusCallback,
    };
    this.messages.push(message);
    return json(201, {
      sid,
      account_sid: FAKE_TWILIO.accountSid,
      to: message.to,
      from: message.from,
      body: message.body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      price: null,
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages/${sid}.json`,
    });
  }
}
