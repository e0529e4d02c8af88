import type { AddressAdapter } from './adapters/address/address.js';
import type { FaxAdapter } from './adapters/fax/fax.js';
import type { MailAdapter } from './adapters/mail/mail.js';
import type { OcrAdapter } from './adapters/ocr/ocr.js';
import type { SmsAdapter } from './adapters/sms/sms.js';
import type { StorageAdapter } from './adapters/storage/storage.js';
import type { FieldCrypto } from './lib/field-crypto.js';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { JobQueue } from './jobs/queue.js';
import type { Clock } from './lib/clock.js';
import type { EventBus } from './lib/events.js';
import type { Logger } from './lib/logger.js';
import type { RateLimiter } from './lib/rate-limit.js';
import type { Mailer } from './modules/mail/mailer.js';

/** Long-lived services the app is built from (main.ts or a test harness assembles them). */
export interface AppDeps {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  events: EventBus;
  queue: JobQueue;
  mail: MailAdapter;
  address: AddressAdapter;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  storage: StorageAdapter;
  fax: FaxAdapter;
  sms: SmsAdapter;
  /** SSN encryption and look-up hashes. */
  crypto: FieldCrypto;
  /** Text recognition of received faxes (a lazy worker-thread pool). */
  ocr: OcrAdapter;
}

/**
 * The one unscoped path to the database, for work that has no signed-in actor: authentication
 * before a session exists, jobs, webhooks and seeding. The reason is required so every call site
 * says why it may bypass tenant scoping; a test lists the call sites.
 */
export function systemDb(deps: Pick<AppDeps, 'database'>, _opts: { reason: string }): Database {
  return deps.database.db;
}
