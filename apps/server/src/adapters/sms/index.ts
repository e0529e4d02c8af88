import type { Config } from '../../config.js';
import { createLocalSms } from './local-sms.js';
import type { SmsAdapter } from './sms.js';

/** The SMS provider the configuration selects (TWILIO_*). */
export function createSmsAdapter(config: Config): SmsAdapter {
  if (config.twilio) throw new Error('Twilio adapter not available yet');
  return createLocalSms();
}
