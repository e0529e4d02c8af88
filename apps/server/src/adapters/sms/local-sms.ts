import { randomUUID } from 'node:crypto';
import type { SmsAdapter } from './sms.js';

/**
 * The local default: nothing leaves the machine. The message row itself (sms_messages, written
 * by the caller) is the outbox, listed at /dev/mailbox.
 */
export function createLocalSms(): SmsAdapter {
  return {
    kind: 'local',
    send: () => Promise.resolve({ sid: `local-${randomUUID()}`, status: 'delivered' }),
  };
}
