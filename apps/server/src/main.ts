import { buildApp } from './app.js';
import { closeDeps, createDeps } from './boot.js';
import { ConfigError, loadConfig } from './config.js';
import { startHousekeeping } from './housekeeping.js';
import { devMailboxUrl } from './modules/dev/mailbox.routes.js';
import { startInboundFaxes } from './modules/inbound-faxes/inbound-boot.js';

/** Boot only: configuration -> database -> migrations -> listen. */
async function main() {
  // Everything before this line is loading the code: its cost is reported with the start.
  const importCpuMs = cpuMs();
  const started = Date.now();
  const config = loadConfig();
  const deps = await createDeps(config);
  const { app } = await buildApp(deps);
  await app.listen({ port: config.port, host: config.host });
  deps.queue.start();
  const stopInboundFaxes = startInboundFaxes(deps);
  // Now (a crash may have left upload files behind) and every hour.
  const stopHousekeeping = startHousekeeping(deps);
  const mailbox = devMailboxUrl(deps);
  if (mailbox) deps.log.info(`Mail stays in the local outbox: read it at ${mailbox}`);
  // The last line of a start (scripts and tests wait for its text): what a newcomer opens.
  deps.log.info(
    {
      url: config.appUrl,
      database: deps.database.kind,
      mail: deps.mail.kind,
      storage: deps.storage.kind,
      startupMs: Date.now() - started,
      importCpuMs,
      startupCpuMs: cpuMs() - importCpuMs,
    },
    `ReferralHub is ready at ${config.appUrl}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      stopInboundFaxes();
      stopHousekeeping();
      await app.close();
      await closeDeps(deps);
      process.exit(0);
    } catch (e) {
      deps.log.error({ err: e }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** CPU time this process has used so far. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
}

main().catch((e: unknown) => {
  if (e instanceof ConfigError) console.error(e.message);
  else console.error(e);
  process.exit(1);
});
