// Accuracy and throughput of fax intake (issue 8, contract section C), `npm run bench:ocr`.
// Generates the fax test set, recognises every fax at once through the app's OCR pool (default
// worker count), scores the detected fields against what was drawn, and times the current-user
// request against the same in-process app while recognition runs. `--strict`: exit 1 on a miss.
// All patients are generated: the misreads printed below hold no real PHI.
import { availableParallelism, loadavg } from 'node:os';
import type { DetectedReferral } from '@app/shared';
import { DEMO_CLINICS } from '../apps/server/src/seed/demo-data.js';
import {
  FAX_SAMPLE_KINDS,
  FAX_TEST_SET,
  generateFaxSample,
  OUTSIDE_CLINICS,
  type ExpectedReferral,
  type FaxSample,
  type FaxSampleKind,
} from '../apps/server/src/seed/fax-samples/index.js';
import {
  pickReferringClinic,
  referralClinic,
} from '../apps/server/src/modules/inbound-faxes/intake/match-clinic.js';
import { recognizeFax } from '../apps/server/src/modules/inbound-faxes/intake/recognize-fax.js';
import { ME_QUERY, percentile, signInDemoUser, startBenchApp } from './bench-kit.js';

const strict = process.argv.includes('--strict');
const FIELDS = ['name', 'birth date', 'SSN', 'diagnosis', 'clinic'] as const;
type Field = (typeof FIELDS)[number];
const BUDGET: Record<Field, number> = {
  name: 0.97,
  'birth date': 0.97,
  SSN: 0.97,
  diagnosis: 0.9,
  clinic: 0.9,
};
const PAGES_PER_MINUTE_BUDGET = 60;
const P95_BUDGET_MS = 100;

// Every clinic a fax may name: the demo clinics and the outside ones, with made-up ids and their
// fax numbers as a clinic's settings hold them.
const KNOWN_CLINICS = [...DEMO_CLINICS, ...OUTSIDE_CLINICS].map((c, i) => ({
  id: i + 1,
  name: c.name,
  fax: c.fax,
}));

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Dice coefficient of character bigrams: 1 for equal strings, near 0 for unrelated ones. */
function similarity(a: string, b: string): number {
  const grams = (s: string) =>
    Array.from({ length: Math.max(0, s.length - 1) }, (_, i) => s.slice(i, i + 2));
  const ga = grams(norm(a));
  const gb = grams(norm(b));
  if (!ga.length || !gb.length) return norm(a) === norm(b) ? 1 : 0;
  const pool = new Map<string, number>();
  for (const g of gb) pool.set(g, (pool.get(g) ?? 0) + 1);
  let common = 0;
  for (const g of ga) {
    const n = pool.get(g) ?? 0;
    if (n > 0) {
      common++;
      pool.set(g, n - 1);
    }
  }
  return (2 * common) / (ga.length + gb.length);
}

interface Scored {
  field: Field;
  ok: boolean;
  expected: string;
  got: string;
}

/** One expected referral against the detection at the same position (missing: all wrong). */
function score(
  e: ExpectedReferral,
  d: DetectedReferral | undefined,
  read: { clinicCandidates: string[]; faxNumbers: string[]; lines?: string[] },
): Scored[] {
  const name = [d?.firstname?.value, d?.lastname?.value].filter(Boolean).join(' ');
  const dx = d?.diagnosis?.value ?? '';
  const [code = '', ...rest] = dx.trim().split(/\s+/);
  const description = e.diagnosis.slice(e.diagnosisCode.length + 1);
  // As intake suggests it (intake-job.ts), without the transmission's own sender number: the
  // referral's own clinic line, else the fax's letterhead and printed numbers.
  const faxMatch = pickReferringClinic(KNOWN_CLINICS, {
    fromNumber: null,
    candidates: read.clinicCandidates,
    faxNumbers: read.faxNumbers,
    lines: read.lines,
  });
  const clinic = d ? (referralClinic(d, faxMatch, KNOWN_CLINICS)?.name ?? '') : '';
  const seen = [d?.referring_clinic?.value ?? '-', ...read.clinicCandidates.slice(0, 2)];
  return [
    {
      field: 'name',
      ok: norm(name) === norm(`${e.firstname} ${e.lastname}`),
      expected: `${e.firstname} ${e.lastname}`,
      got: name,
    },
    {
      field: 'birth date',
      ok: d?.birthdate?.value === e.birthdate,
      expected: e.birthdate,
      got: d?.birthdate?.value ?? '',
    },
    { field: 'SSN', ok: d?.ssn?.value === e.ssn, expected: e.ssn, got: d?.ssn?.value ?? '' },
    {
      field: 'diagnosis',
      ok: code.toUpperCase() === e.diagnosisCode && similarity(rest.join(' '), description) >= 0.8,
      expected: e.diagnosis,
      got: dx,
    },
    {
      field: 'clinic',
      ok: norm(clinic) === norm(e.referringClinic),
      expected: e.referringClinic,
      got: `${clinic || '(no match)'} <- ${JSON.stringify(seen)}`,
    },
  ];
}

const pct = (ok: number, all: number) => (all ? `${((100 * ok) / all).toFixed(1)}%` : '-');
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((c, i) => String(c).padEnd(widths[i]!)).join(' ');

// 1. The test set.
let t = performance.now();
const samples: { spec: (typeof FAX_TEST_SET)[number]; sample: FaxSample }[] = [];
for (const spec of FAX_TEST_SET) samples.push({ spec, sample: await generateFaxSample(spec) });
const totalPages = samples.reduce((n, s) => n + s.sample.pages, 0);
console.log(
  `Generated ${samples.length} faxes, ${totalPages} pages in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

// 2. The app on a temporary PGlite (its job queue is not started: only this script's OCR runs).
t = performance.now();
const bench = await startBenchApp();
const agent = await signInDemoUser(bench, 'coordinator@demo.test');
const ocr = bench.deps.ocr;
console.log(
  `App with demo data ready in ${((performance.now() - t) / 1000).toFixed(1)} s; OCR pool: ${ocr.workers} workers`,
);
for (let i = 0; i < 30; i++) await agent.graphql(ME_QUERY); // warm-up

// 3. The faxes through the pool as the intake lane takes them, two at a time (BENCH_OCR_FAXES,
// default one per OCR worker), the current-user request timed meanwhile.
const faxesAtOnce = Math.max(1, Number(process.env.BENCH_OCR_FAXES) || ocr.workers);
let recognising = true;
const meTimes: number[] = [];
const meLoop = (async () => {
  while (recognising) {
    const start = performance.now();
    const res = await agent.graphql<{ me: { email: string } }>(ME_QUERY);
    if (!res.data?.me.email) throw new Error('me failed during the benchmark');
    meTimes.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 25)); // a user clicking, not a flood
  }
})();
t = performance.now();
const cpuBefore = process.cpuUsage();
const recognise = async (s: (typeof samples)[number]) => {
  try {
    return { ...s, r: await recognizeFax(ocr, s.sample.pdf), error: null };
  } catch (e) {
    return { ...s, r: null, error: (e as Error).name };
  }
};
const results: Awaited<ReturnType<typeof recognise>>[] = new Array(samples.length);
let next = 0;
await Promise.all(
  Array.from({ length: faxesAtOnce }, async () => {
    while (next < samples.length) {
      const i = next++;
      results[i] = await recognise(samples[i]!);
    }
  }),
);
const wallMs = performance.now() - t;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6; // all threads: the OCR workers included
recognising = false;
await meLoop;

// 4. Scores.
const byField = new Map<Field, { ok: number; all: number }>(
  FIELDS.map((f) => [f, { ok: 0, all: 0 }]),
);
const byKind = new Map<FaxSampleKind, Map<Field, { ok: number; all: number }>>();
const misses: string[] = [];
let referralsExpected = 0;
let referralsFound = 0;
let pagesRight = 0;
for (const res of results) {
  const kindScores = byKind.get(res.spec.kind) ?? new Map();
  byKind.set(res.spec.kind, kindScores);
  const detected = res.r?.referrals ?? [];
  referralsExpected += res.sample.expected.length;
  referralsFound += Math.min(detected.length, res.sample.expected.length);
  if (res.error) misses.push(`${res.spec.id}: recognizeFax failed: ${res.error}`);
  if (detected.length !== res.sample.expected.length) {
    misses.push(
      `${res.spec.id}: ${detected.length} referrals detected, ${res.sample.expected.length} drawn`,
    );
  }
  res.sample.expected.forEach((e, i) => {
    const d = detected[i];
    if (d && d.pdf_pages.join(',') === e.pages.join(',')) pagesRight++;
    else if (d)
      misses.push(`${res.spec.id} #${i + 1} pages: expected ${e.pages}, got ${d.pdf_pages}`);
    for (const s of score(e, d, res.r ?? { clinicCandidates: [], faxNumbers: [] })) {
      for (const m of [byField, kindScores]) {
        const c = m.get(s.field) ?? { ok: 0, all: 0 };
        c.all++;
        if (s.ok) c.ok++;
        m.set(s.field, c);
      }
      if (!s.ok)
        misses.push(
          `${res.spec.id} #${i + 1} ${s.field}: expected "${s.expected}", got "${s.got}"`,
        );
    }
  });
}

const missed: string[] = [];
console.log('\nField accuracy (all faxes):');
const fw = [12, 10, 8, 8];
console.log(row(['field', 'correct', 'rate', 'budget'], fw));
for (const f of FIELDS) {
  const c = byField.get(f)!;
  const within = c.ok / c.all >= BUDGET[f];
  if (!within) missed.push(f);
  console.log(
    row(
      [f, `${c.ok}/${c.all}`, pct(c.ok, c.all), `>= ${BUDGET[f] * 100}%${within ? '' : '  MISS'}`],
      fw,
    ),
  );
}
console.log(
  row(
    [
      'referrals',
      `${referralsFound}/${referralsExpected}`,
      pct(referralsFound, referralsExpected),
      '(found)',
    ],
    fw,
  ),
);
console.log(
  row(
    [
      'page ranges',
      `${pagesRight}/${referralsExpected}`,
      pct(pagesRight, referralsExpected),
      '(exact)',
    ],
    fw,
  ),
);

console.log('\nAccuracy per page kind:');
const kw = [14, 7, 6, ...FIELDS.map(() => 11), 10];
console.log(row(['kind', 'faxes', 'pages', ...FIELDS, 'OCR conf.'], kw));
for (const kind of FAX_SAMPLE_KINDS) {
  const of = results.filter((r) => r.spec.kind === kind);
  if (!of.length) continue;
  const pages = of.reduce((n, r) => n + r.sample.pages, 0);
  const scores = byKind.get(kind)!;
  const read = of.flatMap((r) => r.r?.ocr.pages ?? []);
  const confidence = read.reduce((n, p) => n + p.confidence, 0) / (read.length || 1);
  console.log(
    row(
      [
        kind,
        of.length,
        pages,
        ...FIELDS.map((f) => pct(scores.get(f)?.ok ?? 0, scores.get(f)?.all ?? 0)),
        confidence.toFixed(0),
      ],
      kw,
    ),
  );
}

const perMinute = totalPages / (wallMs / 60_000);
const p95 = percentile(meTimes, 95);
if (perMinute < PAGES_PER_MINUTE_BUDGET) missed.push('pages/min');
if (p95 > P95_BUDGET_MS) missed.push('p95');
console.log(
  `\nThroughput (${faxesAtOnce} faxes at a time): ${totalPages} pages in ${(wallMs / 1000).toFixed(1)} s = ${perMinute.toFixed(1)} pages/min ` +
    `(budget >= ${PAGES_PER_MINUTE_BUDGET})${perMinute < PAGES_PER_MINUTE_BUDGET ? '  MISS' : ''}`,
);
// A shared machine starves the benchmark; CPU time says what the same work takes on idle cores.
const cores = Math.min(ocr.workers, availableParallelism());
console.log(
  `  CPU ${cpuSeconds.toFixed(0)} s (${(cpuSeconds / totalPages).toFixed(1)} s a page): ` +
    `${((totalPages / (cpuSeconds / cores)) * 60).toFixed(1)} pages/min on ${cores} idle cores; ` +
    `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
console.log(
  `Current-user request during recognition: ${meTimes.length} requests, median ${percentile(meTimes, 50).toFixed(1)} ms, ` +
    `p95 ${p95.toFixed(1)} ms (budget <= ${P95_BUDGET_MS} ms)${p95 > P95_BUDGET_MS ? '  MISS' : ''}`,
);

if (misses.length) {
  console.log(`\nMisreads (${misses.length}; generated data, no real PHI):`);
  for (const m of misses.slice(0, 60)) console.log(`  ${m}`);
}
console.log(missed.length ? `\nBudgets missed: ${missed.join(', ')}` : '\nAll budgets met.');
await bench.close();
if (strict && missed.length) process.exitCode = 1;
