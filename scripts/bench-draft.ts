// Server time of the wizard's draft auto-save, `PUT /api/referrals/:uuid` with only the changed
// fields, on PGlite (budget: median under 20 ms). Runs the real app in process (Fastify inject: no
// network), signs in as a demo sender, creates one draft and times partial saves of it.
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

const SAVES = 200;
const WARM_UP = 30;
const BUDGET_MS = 20;

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
const pg = deps.database.pglite!;
const agent = new Agent(app);
await agent.post('/login', { email: 'psr@northside.demo.test', password: 'demo-password-1' });
await deps.queue.drain();
const code = (
  await pg.query<{ text: string }>('SELECT text FROM mail_outbox ORDER BY id DESC LIMIT 1')
).rows[0]!.text.match(/(\d{6})/)![1];
await agent.post('/auth/2fa/verify', { two_factor_code: code });

/** A demo provider's id by first name and clinic code. */
async function providerId(firstname: string, clinicCode: string): Promise<number> {
  const { rows } = await pg.query<{ id: number }>(
    `SELECT p.id FROM providers p JOIN clinics c ON c.id = p.clinic_id
     WHERE p.firstname = $1 AND c.code = $2`,
    [firstname, clinicCode],
  );
  return rows[0]!.id;
}

// Lakeside Cardiology's external form: the largest demo form with required custom fields.
const created = await agent.post<{ referral: { uuid: string } }>('/api/referrals/', {
  provider_id: await providerId('Raj', 'LAKESIDE'),
  referrer_provider_id: await providerId('Emily', 'NORTHSIDE'),
  firstname: 'Ada',
  lastname: 'Byron',
  birthdate: '02/01/1990',
  ssn: '123-45-6789',
  phone: '312-555-0199',
  diagnosis: 'I10 Hypertension',
  extra_info: {
    custom_referring_practice: 'Northside Family Medicine',
    custom_referrer_phone: '312-555-0100',
    custom_reason_for_referral: 'Chest pain on exertion',
  },
});
if (created.status !== 201) throw new Error(JSON.stringify(created.body));
const url = `/api/referrals/${created.body.referral.uuid}`;

// What a person typing produces: one or two fields per save, custom ones included.
const changes = (i: number): Record<string, unknown> =>
  [
    { comment: `Follow-up note ${i}` },
    { phone: `312-555-${String(1000 + (i % 9000)).padStart(4, '0')}` },
    { extra_info: { custom_accommodations: i % 2 ? ['Interpreter'] : [] } },
    { mrn: `MRN-${i}`, diagnosis: `I10 Hypertension (${i})` },
  ][i % 4]!;

const times: number[] = [];
for (let i = 0; i < WARM_UP + SAVES; i++) {
  const start = process.hrtime.bigint();
  const res = await agent.request('PUT', url, changes(i));
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  if (i >= WARM_UP) times.push(ms);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(
  `PUT /api/referrals/:uuid partial draft saves on PGlite, ${times.length} saves after warm-up (in-process, server time):`,
);
console.log(
  `  median ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms`,
);
console.log(`  budget ${BUDGET_MS} ms (median): ${pct(50) < BUDGET_MS ? 'within' : 'OVER'}`);
await app.close();
await closeDeps(deps);
rmSync(dir, { recursive: true, force: true });
