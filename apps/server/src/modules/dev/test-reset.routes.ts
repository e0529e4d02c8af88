import type { FastifyInstance } from 'fastify';
import { restoreSnapshot, takeSnapshot } from '../../db/snapshot.js';
import type { RequestDeps } from '../../request-deps.js';
import { systemDb } from '../../deps.js';
import { safeEqual } from '../../lib/ids.js';

export const TEST_RESET_ROUTE = '/__test/reset';
export const TEST_RESET_HEADER = 'x-test-reset-token';

/**
 * The browser tests share one server and start every file from the same data: this route puts
 * the database back as it was when the server started (demo data loaded, nothing done yet).
 *
 * It exists only when the configuration has a TEST_RESET_TOKEN, which loadConfig accepts only
 * with NODE_ENV=test; the caller proves it knows that token, like a provider callback proves its
 * signature, hence the 'webhook' access (no session, no CSRF cookie).
 *
 * Safe against work in flight: the job worker is paused and waits for its running jobs, live
 * connections are ended (a subscription must not carry one file's actor into the next), then
 * the restore runs and the worker resumes. Sessions live in the database and go with it.
 */
export async function registerTestReset(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  const token = deps.config.testResetToken;
  if (!token || deps.config.env !== 'test') return;
  const db = systemDb(deps, { reason: 'browser tests reset the database between files' });
  // Taken before the worker starts (main.ts starts it after listen): the demo data as loaded.
  await takeSnapshot(db);

  app.post(TEST_RESET_ROUTE, { config: { access: 'webhook' } }, async (req, reply) => {
    const given = req.headers[TEST_RESET_HEADER];
    if (typeof given !== 'string' || !safeEqual(given, token)) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    const resume = await deps.queue.pause();
    try {
      for (const client of app.websocketServer.clients) client.terminate();
      await restoreSnapshot(db);
    } finally {
      resume();
    }
    return reply.code(204).send();
  });
}
