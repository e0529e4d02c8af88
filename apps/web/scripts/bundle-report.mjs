// What a cold load of each route of interest costs: the gzipped JavaScript it runs (the entry with
// its static imports, plus the lazily imported modules that route renders at once, with theirs)
// and the requests the browser makes for the page itself: the document, each script and each style
// sheet (GraphQL and WebSocket traffic is not counted). Budgets from issue 19 / DESIGN.md section 9.
// Usage: node scripts/bundle-report.mjs [--files]   (after `vite build`; --files lists each file)
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const listFiles = process.argv.includes('--files');

const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
}

/** The files a manifest entry needs before it runs: its chunk, the chunks it imports, their CSS. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build: update the routes of bundle-report`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

/** pdf.js's worker: a file of its own that the viewer starts, not a chunk of the manifest. */
const pdfWorker = readdirSync(join(dist, 'assets'))
  .filter((f) => /^pdf\.worker.*\.m?js$/.test(f))
  .map((f) => `assets/${f}`);

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const signedIn = [entry, 'src/app/SignedInApp.tsx'];
const kB = 1000;

/**
 * Each route: the manifest entries it renders on a cold load (lazy ones included: the data grid
 * renders with a list, the charts with the dashboard), extra files, and its budgets.
 */
const routes = [
  { name: 'login', keys: [entry], budget: { js: 150 * kB } },
  { name: 'two-factor', keys: [entry, 'src/routes/TwoFactorRoute.tsx'] },
  {
    name: 'dashboard',
    keys: [
      ...signedIn,
      'src/routes/DashboardRoute.tsx',
      'src/features/reporting/charts/LineChart.tsx',
      'src/features/reporting/charts/StackedBarChart.tsx',
    ],
  },
  {
    name: 'list: /referrals/active',
    keys: [...signedIn, 'src/routes/ActiveReferralsRoute.tsx', 'src/ui/data-grid/AppDataGrid.tsx'],
    budget: { js: 350 * kB, requests: 30 },
  },
  {
    name: 'detail: /referrals/:uuid/review',
    keys: [...signedIn, 'src/routes/ReferralReviewRoute.tsx'],
    budget: { js: 400 * kB },
  },
  {
    name: 'fax PDF viewer: /fax/received',
    keys: [
      ...signedIn,
      'src/routes/ReceivedFaxesRoute.tsx',
      'src/features/faxes/pdf/PdfViewer.tsx',
    ],
    extra: pdfWorker,
  },
];

function measure(route) {
  const files = [...closure(route.keys), ...(route.extra ?? [])];
  const scripts = files.filter((f) => /\.m?js$/.test(f));
  const js = scripts.reduce((sum, f) => sum + gzipSize(f), 0);
  // The document, then one request per script and style sheet.
  return { files, scripts, js, requests: 1 + files.length };
}

function verdict(value, limit, unit) {
  if (limit === undefined) return '';
  return `${value <= limit ? 'ok' : 'OVER'} (budget ${limit / (unit === 'kB' ? kB : 1)} ${unit})`;
}

let over = false;
console.log(`${'route'.padEnd(32)} ${'JS gzip'.padStart(10)}  ${'requests'.padStart(8)}`);
for (const route of routes) {
  const { files, scripts, js, requests } = measure(route);
  const { budget = {} } = route;
  over ||=
    (budget.js !== undefined && js > budget.js) ||
    (budget.requests !== undefined && requests > budget.requests);
  const notes = [verdict(js, budget.js, 'kB'), verdict(requests, budget.requests, 'requests')]
    .filter(Boolean)
    .join('; ');
  console.log(
    `${route.name.padEnd(32)} ${(js / kB).toFixed(1).padStart(7)} kB  ${String(requests).padStart(8)}` +
      `  (${scripts.length} scripts)${notes ? `  ${notes}` : ''}`,
  );
  if (listFiles) {
    for (const f of files.sort((a, b) => gzipSize(b) - gzipSize(a))) {
      console.log(`    ${(gzipSize(f) / kB).toFixed(1).padStart(7)} kB  ${f}`);
    }
  }
}
process.exitCode = over ? 1 : 0;
