// Server time of the wizard's draft auto-save, `PUT /api/referrals/:uuid` with only the changed
// fields, on PGlite (budget: median under 20 ms). Runs the real app in process (Fastify inject: no
// network), signs in as a demo sender, creates one draft and times partial saves of it.
import { demoIds, EXTERNAL_EXTRA, PATIENT } from '../apps/server/test/referrals-kit.js';
import { signInDemoUser, startBenchApp } from './bench-kit.js';

const SAVES = 200;
const WARM_UP = 30;
const BUDGET_MS = 20;

const bench = await startBenchApp();
const agent = await signInDemoUser(bench, 'psr@northside.demo.test');
const ids = await demoIds(bench.deps.database);

// Lakeside Cardiology's external form: the largest demo form with required custom fields.
const created = await agent.post<{ referral: { uuid: string } }>('/api/referrals/', {
  provider_id: ids.patel,
  referrer_provider_id: ids.carter,
  ...PATIENT,
  extra_info: EXTERNAL_EXTRA,
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
await bench.close();
