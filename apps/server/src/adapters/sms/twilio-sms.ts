import type { SmsAdapter, SmsStatus } from './sms.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (+1...) or messaging service. */
  from: string;
  /** https://api.twilio.com, or a loopback fake in tests. */
  apiBase: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A refused or failed send. The message holds Twilio's code only: theirs can quote the number. */
export class TwilioError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'TwilioError';
  }
}

/** Twilio's message statuses folded into ours (queued, sent, delivered, failed). */
export function twilioStatus(status: string | undefined): SmsStatus {
  switch (status) {
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'failed':
    case 'undelivered':
    case 'canceled':
      return 'failed';
    default:
      // accepted, scheduled, queued, sending, receiving...
      return 'queued';
  }
}

/**
 * Twilio Programmable Messaging: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded To, From, Body and StatusCallback, HTTP Basic authentication with the account SID
 * and auth token; 201 with the Message resource (sid, status).
 */
export function createTwilioSms(opts: TwilioOptions): SmsAdapter {
  const doFetch = opts.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  const url = `${opts.apiBase}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  return {
    kind: 'twilio',
    async send(req) {
      const form = new URLSearchParams({ To: `+1${req.to}`, From: opts.from, Body: req.body });
      if (req.statusCallback) form.set('StatusCallback', req.statusCallback);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (e) {
        throw new TwilioError(`Twilio unreachable: ${(e as Error).name}`);
      }
      const body = (await res.json().catch(() => null)) as {
        sid?: unknown;
        status?: unknown;
        code?: unknown;
      } | null;
      if (res.status !== 200 && res.status !== 201) {
        const code = typeof body?.code === 'number' ? body.code : undefined;
        throw new TwilioError(
          `Twilio error ${code ?? 'unknown'} (HTTP ${res.status})`,
          code,
          res.status,
        );
      }
      if (typeof body?.sid !== 'string') throw new TwilioError('Twilio gave no message sid');
      return {
        sid: body.sid,
        status: twilioStatus(typeof body.status === 'string' ? body.status : undefined),
      };
    },
  };
}
