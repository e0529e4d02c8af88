import path from 'node:path';
import { createAddressAdapter } from './adapters/address/index.js';
import { createFaxAdapter } from './adapters/fax/index.js';
import { createSmsAdapter } from './adapters/sms/index.js';
import { createStorage } from './adapters/storage/index.js';
import { createFieldCrypto } from './lib/field-crypto.js';
import { createLocalMail } from './adapters/mail/local-mail.js';
import { createOcrAdapter } from './adapters/ocr/index.js';
import type { MailAdapter } from './adapters/mail/mail.js';
import { createSmtpMail } from './adapters/mail/smtp-mail.js';
import type { Config } from './config.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client.js';
import { systemGate, type AppDeps } from './deps.js';
import { JobQueue } from './jobs/queue.js';
import { jobRegistry } from './job-registry.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLocalEventBus, createPostgresEventBus } from './lib/events.js';
import { createLogger, type Logger } from './lib/logger.js';
import { prettyDestination } from './lib/pretty-log.js';
import { RateLimiter } from './lib/rate-limit.js';
import { SessionCache } from './modules/auth/session-cache.js';
import { closeRenderWorker } from './modules/inbound-faxes/intake/render-pages.js';
import { createMailer } from './modules/mail/mailer.js';
import { loadDemoDataIfEmpty } from './seed/demo-data.js';

export interface BootOptions {
  log?: Logger;
  clock?: Clock;
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: DatabaseHandle;
  /** Skip migrations (the database is a migrated template). */
  migrated?: boolean;
}

/** Assembles the long-lived services from the configuration: database first, then the rest. */
export async function createDeps(config: Config, opts: BootOptions = {}): Promise<AppDeps> {
  const log =
    opts.log ??
    createLogger(
      config.logLevel,
      config.logFormat === 'pretty'
        ? prettyDestination(process.stdout, process.stdout.isTTY === true)
        : undefined,
    );
  const clock = opts.clock ?? systemClock;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      lockDir: config.dataDir,
      onIdleError: (err) => log.warn({ err }, 'idle database connection failed'),
    }));
  try {
    if (!opts.migrated) await migrateDatabase(database);
    const events =
      database.kind === 'postgres' && database.pool
        ? await createPostgresEventBus(database.pool, log)
        : createLocalEventBus();
    const queue = new JobQueue(database.db, log, { clock, leaseMs: config.jobLeaseMs });
    const mail: MailAdapter = config.smtpUrl
      ? createSmtpMail(config.smtpUrl, config.mailFrom)
      : createLocalMail(database.db, log);
    const crypto = createFieldCrypto(config.appKey);
    const mailer = createMailer(queue, crypto);
    const limiter = new RateLimiter(database.db, () => clock.now());
    const address = createAddressAdapter(config, database.db, log);
    const storage = await createStorage(config);
    const ocr = await createOcrAdapter({
      ...config.ocr,
      modelDir: path.join(config.dataDir, 'tessdata'),
    });
    log.info(
      { engine: ocr.engine, workers: ocr.workers, setting: config.ocr.engine },
      'text recognition engine',
    );
    const sessionCache = new SessionCache(() => clock.now().getTime());
    sessionCache.stop = await database.watchAccessChanges(sessionCache);
    const deps: AppDeps = {
      config,
      log,
      database,
      system: systemGate(database.db, log),
      events,
      queue,
      mail,
      mailer,
      limiter,
      clock,
      address,
      storage,
      fax: createFaxAdapter(config, clock),
      sms: createSmsAdapter(config),
      crypto,
      ocr,
      sessionCache,
    };
    queue.define(jobRegistry(deps));
    if (config.demoData) await loadDemoDataIfEmpty(deps);
    return deps;
  } catch (e) {
    await database.close();
    throw e;
  }
}

/** Stops work in the right order: jobs, live listeners, mail, then the database. */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.queue.stop();
  await deps.events.close();
  await deps.sessionCache.stop();
  await deps.mail.close();
  await deps.ocr.close();
  await closeRenderWorker();
  await deps.database.close();
}
