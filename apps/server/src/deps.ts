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
import type { SessionCache } from './modules/auth/session-cache.js';

/** Long-lived services the app is built from (main.ts or a test harness assembles them). */
export interface AppDeps {
  config: Config;
  log: Logger;
  /** The raw database: wiring only (boot, jobs start-up, seed, tests). Transport gets RequestDeps. */
  database: DatabaseHandle;
  /** The key systemDb() opens; it holds no reachable database itself. */
  system: SystemGate;
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
  /** The sessions behind cookies, kept for seconds and forgotten when the database says so. */
  sessionCache: SessionCache;
}

declare const systemDbBrand: unique symbol;
/**
 * The unscoped database, as systemDb() hands it out. Branded so a function that needs unscoped
 * access says so in its signature, and its callers must go through systemDb() (and give a reason).
 */
export type SystemDb = Database & { readonly [systemDbBrand]: true };

declare const systemGateBrand: unique symbol;
/** An opaque token: request code may carry it, only systemDb() turns it into a database. */
export interface SystemGate {
  readonly [systemGateBrand]: true;
}

const gates = new WeakMap<SystemGate, { db: Database; log: Logger }>();

/** Wiring (boot.ts) makes the one gate of a database. */
export function systemGate(db: Database, log: Logger): SystemGate {
  const gate = Object.freeze({}) as SystemGate;
  gates.set(gate, { db, log });
  return gate;
}

/**
 * The one unscoped path to the database, for work that has no signed-in actor: authentication
 * before a session exists, jobs, webhooks and seeding. The reason is required so every call site
 * says why it may bypass tenant scoping; a test lists the call sites, and the reason is logged at
 * debug level (the reason only: never ids or patient data).
 */
export function systemDb(deps: Pick<AppDeps, 'system'>, opts: { reason: string }): SystemDb {
  const opened = gates.get(deps.system);
  if (!opened) throw new Error('systemDb: not a system gate');
  opened.log.debug({ reason: opts.reason }, 'system database access');
  return opened.db as SystemDb;
}
