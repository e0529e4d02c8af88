import type { Config } from '../../config.js';
import { createLocalSms } from './local-sms.js';
import type { SmsAdapter } from './sms.js';
import { createTwilioSms } from './twilio-sms.js';

/** The SMS provider the configuration selects (TWILIO_*). */
export function createSmsAdapter(config: Config): SmsAdapter {
  return config.twilio ? createTwilioSms(config.twilio) : createLocalSms();
}
