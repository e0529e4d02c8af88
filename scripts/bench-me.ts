// Server time of a signed-in GraphQL `me` request on PGlite (budget: under 5 ms).
// Runs the real app in process (Fastify inject: no network), signs in as a demo user and times
// the request from arrival to response.
import { ME_QUERY, percentile, signInDemoUser, startBenchApp } from './bench-kit.js';

const bench = await startBenchApp();
const agent = await signInDemoUser(bench, 'coordinator@demo.test');

const times: number[] = [];
for (let i = 0; i < 300; i++) {
  const start = process.hrtime.bigint();
  const res = await agent.graphql<{ me: { email: string } }>(ME_QUERY);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (!res.data?.me.email) throw new Error(JSON.stringify(res));
  if (i >= 50) times.push(ms); // after warm-up
}
const pct = (p: number) => percentile(times, p);
console.log(
  `GraphQL me on PGlite, ${times.length} requests after warm-up (in-process, server time):`,
);
console.log(
  `  median ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms`,
);
console.log(`  budget 5 ms: ${pct(50) < 5 ? 'within' : 'OVER'}`);
await bench.close();
