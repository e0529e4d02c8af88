/** SMS provider (DESIGN section 1): the local outbox, Twilio's Messages API, or a test fake. */
export interface SmsSendRequest {
  /** 10 digits; the adapter adds the country code. */
  to: string;
  body: string;
  /** Where the provider reports delivery (Twilio StatusCallback). */
  statusCallback?: string;
}

export type SmsStatus = 'queued' | 'sent' | 'delivered' | 'failed';

export interface SmsAdapter {
  readonly kind: 'local' | 'twilio';
  send(req: SmsSendRequest): Promise<{ sid: string; status: SmsStatus }>;
}
