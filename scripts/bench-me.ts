// Server time of a signed-in GraphQL `me` request on PGlite (budget: under 5 ms).
// Runs the real app in process (Fastify inject: no network), signs in as a demo user and times
// the request from arrival to response.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.js';
import { closeDeps, createDeps } from '../apps/server/src/boot.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { Agent } from '../apps/server/test/agent.js';

const dir = mkdtempSync(path.join(tmpdir(), 'rp-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dir,
  APP_KEY: 'bench-key-bench-key-bench-key-bench-key-0001',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'silent',
});
const deps = await createDeps(config, {
  log: pino({ level: 'silent' }),
  database: await openDatabase({ pglite: await PGlite.create() }),
});
const { app } = await buildApp(deps);
const agent = new Agent(app);
await agent.post('/login', { email: 'coordinator@demo.test', password: 'demo-password-1' });
await deps.queue.drain();
const code = (
  await deps.database.pglite!.query<{ text: string }>(
    'SELECT text FROM mail_outbox ORDER BY id DESC LIMIT 1',
  )
).rows[0]!.text.match(/(\d{6})/)![1];
await agent.post('/auth/2fa/verify', { two_factor_code: code });

const QUERY = `{ me { uuid email full_name role { id name label } clinic { id name } clinics { id name }
  menu_items { id type title url icon tag } referral_permissions { key value }
  permissions { key label value } notifications { key label value } hasClinicFaxNumber
  actions { can_accept can_schedule can_endorse } } }`;

const times: number[] = [];
for (let i = 0; i < 300; i++) {
  const start = process.hrtime.bigint();
  const res = await agent.graphql<{ me: { email: string } }>(QUERY);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (!res.data?.me.email) throw new Error(JSON.stringify(res));
  if (i >= 50) times.push(ms); // after warm-up
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(
  `GraphQL me on PGlite, ${times.length} requests after warm-up (in-process, server time):`,
);
console.log(
  `  median ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms`,
);
console.log(`  budget 5 ms: ${pct(50) < 5 ? 'within' : 'OVER'}`);
await app.close();
await closeDeps(deps);
rmSync(dir, { recursive: true, force: true });
