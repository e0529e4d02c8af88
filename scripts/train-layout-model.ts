// Trains the learned layout model of issue 24 (`npm run train:layout`): a logistic regression
// per field over the candidates of layout-candidates.ts, on the TRAINING templates only, and
// writes apps/server/src/modules/inbound-faxes/intake/layout-weights.json.
// `--holdout PREFIX` leaves the training templates whose id starts with PREFIX out of training
// and prints the readers' and the refined accuracy on them (a held-out check that never touches
// the unseen split); nothing is written then. `--cache DIR` reads and keeps recognised pages as
// bench:ocr-unseen does (BENCH_OCR_WORKERS recognisers for pages not cached yet).
// `--misses` (with --holdout) prints every refined field that is wrong on the held-out faxes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTesseractOcr } from '../apps/server/src/adapters/ocr/tesseract-ocr.js';
import {
  readReferrals,
  type PageLines,
} from '../apps/server/src/modules/inbound-faxes/intake/detect-referrals.js';
import {
  LAYOUT_TARGETS,
  layoutCandidates,
  type Candidate,
  type LayoutTarget,
} from '../apps/server/src/modules/inbound-faxes/intake/layout-candidates.js';
import {
  refineReferrals,
  type LayoutWeights,
} from '../apps/server/src/modules/inbound-faxes/intake/layout-model.js';
import { closeRenderWorker } from '../apps/server/src/modules/inbound-faxes/intake/render-pages.js';
import {
  generateTemplateFax,
  TEMPLATE_TRAINING_SET,
  type ExpectedReferral,
} from '../apps/server/src/seed/fax-samples/index.js';
import { planTemplateFax } from '../apps/server/src/seed/fax-samples/template-set.js';
import { createPrng } from '../apps/server/src/seed/fax-samples/prng.js';
import { recognisedPages } from './template-fax-pages.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const cacheDir = arg('--cache');
const holdout = arg('--holdout');
/** Trial runs while the cache fills: faxes not recognised yet are left out. */
const cachedOnly = process.argv.includes('--cached-only');
/** With --holdout: print each held-out fax's refined fields that are wrong. */
const showMisses = process.argv.includes('--misses');
/** Held-out runs may try another decision rule than the committed one. */
const decision =
  arg('--margin') !== undefined
    ? { margin: Number(arg('--margin')), minProbability: Number(arg('--min-p') ?? 0.5) }
    : undefined;
const OUT = 'apps/server/src/modules/inbound-faxes/intake/layout-weights.json';
const TODAY = new Date().toISOString().slice(0, 10);
/** A feature seen fewer times than this in a target's examples gets no weight. */
const MIN_COUNT = 3;
const EPOCHS = 30;
const RATE = 0.2;
const L2 = 1e-4;

const recogniser: { ocr?: ReturnType<typeof createTesseractOcr> } = {};
async function pagesOf(spec: (typeof TEMPLATE_TRAINING_SET)[number]): Promise<PageLines[]> {
  // A cached read of this fax is found by its id alone, without drawing the fax again.
  const cached = cacheDir && readdirSync(cacheDir).find((f) => f.startsWith(`${spec.id}-`));
  if (cached) return JSON.parse(readFileSync(join(cacheDir, cached), 'utf8')) as PageLines[];
  if (cachedOnly) return [];
  recogniser.ocr ??= createTesseractOcr({
    workers: Math.max(1, Number(process.env.BENCH_OCR_WORKERS) || 1),
  });
  return recognisedPages(recogniser.ocr, spec.id, (await generateTemplateFax(spec)).pdf, cacheDir);
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
/** Whether a candidate's value is one of the fax's patients' (the model's training answer). */
function isRight(c: Candidate, expected: ExpectedReferral[]): boolean {
  const v = norm(c.value);
  return expected.some((e) => {
    const want: Record<LayoutTarget, string> = {
      name: `${e.lastname}|${e.firstname}`,
      lastname: e.lastname,
      firstname: e.firstname,
      birthdate: e.birthdate,
      ssn: e.ssn,
      code: e.diagnosisCode,
    };
    return norm(want[c.target]) === v;
  });
}

interface Fax {
  id: string;
  pages: PageLines[];
  expected: ExpectedReferral[];
}
const faxes: Fax[] = [];
for (const spec of TEMPLATE_TRAINING_SET) {
  if (cachedOnly && !cacheDir) break;
  faxes.push({ id: spec.id, pages: await pagesOf(spec), expected: planTemplateFax(spec).expected });
}
await recogniser.ocr?.close();
await closeRenderWorker();

const read = faxes.filter((f) => f.pages.length > 0);
/** Each fax's candidates with their answers, computed once for every fold. */
const examplesOf = new Map(
  read.map((fax) => [
    fax,
    layoutCandidates(fax.pages, TODAY).map((c) => ({
      target: c.target,
      x: [...new Set(c.features)],
      y: isRight(c, fax.expected) ? 1 : 0,
    })),
  ]),
);

/** Feature names as numbers, so that training works on arrays. */
const featureIds = new Map<string, number>();
const idOf = (f: string) => {
  let id = featureIds.get(f);
  if (id === undefined) featureIds.set(f, (id = featureIds.size));
  return id;
};
const BIAS = idOf('bias');

function train(examples: { x: string[]; y: number }[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.x) counts.set(f, (counts.get(f) ?? 0) + 1);
  const rows = examples.map((e) => ({
    x: Int32Array.from([BIAS, ...e.x.filter((f) => (counts.get(f) ?? 0) >= MIN_COUNT).map(idOf)]),
    y: e.y,
  }));
  const w = new Float64Array(featureIds.size);
  const g2 = new Float64Array(featureIds.size);
  const rng = createPrng(24);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const { x, y } = rows[k]!;
      let z = 0;
      for (const f of x) z += w[f]!;
      const g = 1 / (1 + Math.exp(-z)) - y;
      for (const f of x) {
        g2[f]! += g * g;
        w[f] = w[f]! - (RATE * g) / Math.sqrt(g2[f]! + 1e-8) - RATE * L2 * w[f]!;
      }
    }
  }
  const names = [...featureIds.keys()];
  const out: Record<string, number> = {};
  for (const name of [...names].sort()) {
    const v = w[featureIds.get(name)!]!;
    if (Math.abs(v) >= 0.01) out[name] = Math.round(v * 1000) / 1000;
  }
  return out;
}

function trainAll(training: Fax[], verbose: boolean): LayoutWeights {
  const weights = {} as LayoutWeights;
  const withPatient = training.filter((f) => f.expected.length).length;
  for (const t of LAYOUT_TARGETS) {
    const ex = training.flatMap((f) => examplesOf.get(f)!.filter((e) => e.target === t));
    weights[t] = train(ex);
    // The faxes where some candidate is right: the model's ceiling for this field.
    const reachable = training.filter((f) =>
      examplesOf.get(f)!.some((e) => e.target === t && e.y),
    ).length;
    if (verbose)
      console.log(
        `${t.padEnd(10)} ${ex.length} candidates, ${ex.filter((e) => e.y).length} right,` +
          ` ${Object.keys(weights[t]).length} weights, a right one in ${reachable}/${withPatient} faxes`,
      );
  }
  return weights;
}

const FIELDS = ['last name', 'first name', 'birth date', 'SSN', 'diagnosis code'] as const;
type Counts = { right: Map<string, number>; none: number };
const newCounts = (): Counts => ({ right: new Map(), none: 0 });

/** Fields right on the held-out faxes, for the readers alone and refined by the model. */
function evaluate(
  heldOut: Fax[],
  weights: LayoutWeights,
  into: Record<'readers' | 'refined', Counts>,
) {
  for (const fax of heldOut) {
    if (!fax.expected.length) continue;
    const readers = readReferrals(fax.pages, { today: TODAY }).referrals;
    const refined = refineReferrals(fax.pages, readers, TODAY, weights, decision);
    for (const [name, got] of [
      ['readers', readers],
      ['refined', refined],
    ] as const) {
      if (!got.length) into[name].none++;
      fax.expected.forEach((e, i) => {
        const d = got[i];
        const pairs: [string, string | undefined][] = [
          [e.lastname, d?.lastname?.value],
          [e.firstname, d?.firstname?.value],
          [e.birthdate, d?.birthdate?.value],
          [e.ssn, d?.ssn?.value],
          [e.diagnosisCode, d?.diagnosis?.value.split(/\s+/)[0]],
        ];
        pairs.forEach(([want, have], k) => {
          if (norm(want) !== norm(have ?? '')) {
            if (showMisses && name === 'refined')
              console.log(
                `  ${fax.id} #${i + 1} ${FIELDS[k]}: want "${want}", got "${have ?? ''}"`,
              );
            return;
          }
          into[name].right.set(FIELDS[k]!, (into[name].right.get(FIELDS[k]!) ?? 0) + 1);
        });
      });
    }
  }
}

if (!holdout) {
  const weights = trainAll(read, true);
  writeFileSync(OUT, `${JSON.stringify(weights, null, 2)}\n`);
  console.log(`wrote ${OUT} from ${read.length} training faxes`);
} else {
  // One fold per prefix: trained without those templates, measured on them.
  const all = { readers: newCounts(), refined: newCounts() };
  let referrals = 0;
  let withReferral = 0;
  for (const prefix of holdout.split(',')) {
    const heldOut = read.filter((f) => f.id.startsWith(prefix));
    const weights = trainAll(
      read.filter((f) => !f.id.startsWith(prefix)),
      false,
    );
    const fold = { readers: newCounts(), refined: newCounts() };
    evaluate(heldOut, weights, fold);
    const n = heldOut.reduce((s, f) => s + f.expected.length, 0);
    const w = heldOut.filter((f) => f.expected.length).length;
    report(`${prefix}* (${heldOut.length} faxes, ${n} referrals)`, fold, n, w);
    for (const k of ['readers', 'refined'] as const) {
      all[k].none += fold[k].none;
      for (const [f, v] of fold[k].right) all[k].right.set(f, (all[k].right.get(f) ?? 0) + v);
    }
    referrals += n;
    withReferral += w;
  }
  report(`all folds (${referrals} referrals)`, all, referrals, withReferral);
}

function report(title: string, c: Record<'readers' | 'refined', Counts>, n: number, w: number) {
  console.log(`\n${title}`);
  console.log(`${'field'.padEnd(16)} readers   refined`);
  const pct = (m: Map<string, number>, f: string) => `${Math.round((100 * (m.get(f) ?? 0)) / n)}%`;
  for (const f of FIELDS) {
    console.log(`${f.padEnd(16)} ${pct(c.readers.right, f).padEnd(9)} ${pct(c.refined.right, f)}`);
  }
  console.log(`none detected    ${`${c.readers.none}/${w}`.padEnd(9)} ${c.refined.none}/${w}`);
}
