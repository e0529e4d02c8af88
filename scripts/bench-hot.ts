// The hot path over HTTP (issue 19 item 3, DESIGN section 9): the server started as `npm start`
// starts it (scripts/start.mjs: the compiled server, builds made when stale), with the demo data,
// a demo user signed in through the real login and second factor, then loaded at 20 connections
// on 127.0.0.1: `/healthz` (the floor), the current-user query the web app sends on every page,
// and the 25-row received-referrals page as the list screen asks for it (its count included).
// Each figure is compared with `/healthz` of the same round, so a busy shared machine moves both.
// Budgets on PostgreSQL: the list page at least 0.35 of `/healthz` with p99 under 50 ms, the
// current-user query at least 0.5 of it. PGlite is reported alongside: p99 under 500 ms.
// PostgreSQL is the server of TEST_DATABASE_URL (a scratch database rp_bench_hot there, dropped
// after); without it only PGlite runs. `npm run bench:hot`; BENCH_ROUNDS (3), BENCH_SECONDS (8),
// BENCH_ONLY=postgres|pglite, BENCH_CPU_PROF=dir (the server writes a --cpu-prof profile there),
// BENCH_TARGETS=healthz,me,list25 (a subset).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { Agent } from '../apps/server/test/agent.js';
import { freePort } from '../apps/server/test/free-port.js';
import { ME_QUERY } from './bench-kit.js';
import { scratchDatabase } from './bench-data.js';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const USER = 'coordinator@demo.test';
const READY = 'ReferralHub is ready at';

/** The received-referrals list screen's request (the web app's ReferralListPage fragment). */
const RECEIVED_PAGE_QUERY = `query ReferralActiveReceived($first: Int) {
  referral_active_received(first: $first) {
    rows { uuid status status_label source is_fax is_order patient_name birthdate mrn diagnosis
      clinic_receiver { name is_fax } clinic_referrer { name } provider_name referral_source
      referral_source_note appointment_date decline_reason sent_at last_updated_by last_updated_at
      appointment_maintained not_maintained_reason }
    total_count
    page_info { start_cursor end_cursor has_next_page has_previous_page }
  }
}`;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const ALL_TARGETS: Target[] = [
  { name: 'healthz', method: 'GET', path: '/healthz' },
  { name: 'me', method: 'POST', path: '/graphql', body: JSON.stringify({ query: ME_QUERY }) },
  {
    name: 'list25',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: RECEIVED_PAGE_QUERY, variables: { first: 25 } }),
  },
];

/** BENCH_TARGETS=me,list25 loads only those (for a profile of one request); the ratios need healthz. */
const TARGETS = ALL_TARGETS.filter(
  (t) => !process.env.BENCH_TARGETS || process.env.BENCH_TARGETS.split(',').includes(t.name),
);

interface Figure {
  rate: number;
  p99: number;
}

/** `npm start` on a fresh data directory; resolves once the server says it is ready. */
async function startServer(env: Record<string, string>): Promise<{
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-bench-hot-'));
  const profile = process.env.BENCH_CPU_PROF;
  // --cpu-prof is not allowed in NODE_OPTIONS: a profiled run starts the build npm start made.
  const args = profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`, 'apps/server/dist/main.js']
    : ['scripts/start.mjs'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      // npm start's default: the ready line this waits for is written at info.
      LOG_LEVEL: 'info',
      // The demo faxes' reads as committed: text recognition after start would load the machine.
      DEMO_FAX_OCR: 'precomputed',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // npm start passes SIGTERM on to the server it started.
      child.kill('SIGTERM');
      reject(new Error(`server not ready within 300 s:\n${seen.slice(-3000)}`));
    }, 300_000);
    child.once('exit', () => clearTimeout(timer));
    child.stdout!.on('data', (d: Buffer) => {
      if (seen.length < 1_000_000) seen += d.toString();
      if (seen.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}):\n${seen.slice(-3000)}`)),
    );
  });
  // What the server logs under load is part of its cost: read it, keep none of it.
  child.stdout!.removeAllListeners('data');
  child.stdout!.resume();
  return {
    url,
    child,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest sign-in code in the local outbox (/dev/mailbox answers on loopback only). */
async function signInCode(url: string, email: string): Promise<string> {
  const html = await (await fetch(`${url}/dev/mailbox`)).text();
  const article = html.split('<article').find((a) => a.includes(`data-to="${email}"`));
  const code = article?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-in code for ${email} in the outbox`);
  return code;
}

/** Signs in through /login and /auth/2fa/verify; the browser's cookies and CSRF header. */
async function signIn(url: string): Promise<Record<string, string>> {
  const agent = Agent.overHttp(url);
  const login = await agent.post('/login', { email: USER, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`login ${login.status}`);
  // The code mail is a job: wait for the outbox to have it.
  let code: string | undefined;
  for (let i = 0; !code; i++) {
    code = await signInCode(url, USER).catch((e: unknown) => {
      if (i > 200) throw e;
      return undefined;
    });
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  const verify = await agent.post('/auth/2fa/verify', { two_factor_code: code });
  if (verify.status !== 200) throw new Error(`2fa ${verify.status}`);
  return {
    cookie: agent.cookieHeader(),
    'x-xsrf-token': agent.cookies.get('XSRF-TOKEN')!,
    'content-type': 'application/json',
  };
}

/** One request of each target, checked: a figure of an error page would be worthless. */
async function checkAnswers(url: string, headers: Record<string, string>) {
  for (const t of TARGETS) {
    const res = await fetch(url + t.path, { method: t.method, headers, body: t.body });
    const text = await res.text();
    if (res.status !== 200 || text.includes('"errors"')) {
      throw new Error(`${t.name}: ${res.status} ${text.slice(0, 500)}`);
    }
    if (t.name === 'list25') {
      const n = (JSON.parse(text) as { data: { referral_active_received: { rows: unknown[] } } })
        .data.referral_active_received.rows.length;
      console.log(`  the list page answers ${n} rows`);
    }
  }
}

async function load(url: string, t: Target, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url: url + t.path,
    method: t.method,
    headers,
    body: t.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx || result.errors) {
    throw new Error(`${t.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rate: result.requests.average, p99: result.latency.p99 } satisfies Figure;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[], digits: number) =>
  `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}`;

/** Rounds of every target in turn; each figure's ratio is to the same round's /healthz. */
async function measure(label: string, env: Record<string, string>, p99Budget: number) {
  console.log(`\n${label}: starting the server (npm start)...`);
  const server = await startServer(env);
  let failed = false;
  try {
    const headers = await signIn(server.url);
    await checkAnswers(server.url, headers);
    for (const t of TARGETS) await load(server.url, t, headers, 2); // warm-up
    const rounds: Record<string, Figure>[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const round: Record<string, Figure> = {};
      for (const t of TARGETS) round[t.name] = await load(server.url, t, headers, SECONDS);
      rounds.push(round);
    }
    console.log(
      `${label}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s (median, spread):`,
    );
    const budgets: Record<string, { ratio?: number; p99?: number }> = {
      healthz: {},
      me: { ratio: label === 'PostgreSQL' ? 0.5 : undefined, p99: p99Budget },
      list25: { ratio: label === 'PostgreSQL' ? 0.35 : undefined, p99: p99Budget },
    };
    for (const t of TARGETS) {
      const rates = rounds.map((r) => r[t.name]!.rate);
      const ratios = rounds.map((r) => r[t.name]!.rate / (r.healthz?.rate ?? NaN));
      const p99s = rounds.map((r) => r[t.name]!.p99);
      const budget = budgets[t.name]!;
      const verdicts: string[] = [];
      if (budget.ratio !== undefined) {
        const ok = median(ratios) >= budget.ratio;
        failed ||= !ok;
        verdicts.push(`ratio >= ${budget.ratio} ${ok ? 'PASS' : 'FAIL'}`);
      }
      if (budget.p99 !== undefined) {
        const ok = median(p99s) < budget.p99;
        failed ||= !ok;
        verdicts.push(`p99 < ${budget.p99} ms ${ok ? 'PASS' : 'FAIL'}`);
      }
      console.log(
        `  ${t.name.padEnd(8)} ${median(rates).toFixed(0).padStart(6)} req/s (${spread(rates, 0)})` +
          (t.name === 'healthz'
            ? ''
            : `  ratio ${median(ratios).toFixed(2)} (${spread(ratios, 2)})`) +
          `  p99 ${median(p99s)} ms (${spread(p99s, 0)})` +
          (verdicts.length ? `  ${verdicts.join(', ')}` : ''),
      );
    }
  } finally {
    await server.stop();
  }
  return failed;
}

const only = process.env.BENCH_ONLY;
const postgresUrl = process.env.TEST_DATABASE_URL;
let failed = false;
if (postgresUrl && only !== 'pglite') {
  const scratch = await scratchDatabase(postgresUrl, 'rp_bench_hot');
  try {
    failed = (await measure('PostgreSQL', { DATABASE_URL: scratch.url }, 50)) || failed;
  } finally {
    await scratch.drop(false);
  }
} else if (only !== 'pglite') {
  console.log('TEST_DATABASE_URL is not set: PostgreSQL skipped.');
}
if (only !== 'postgres') failed = (await measure('PGlite', {}, 500)) || failed;
process.exitCode = failed ? 1 : 0;
