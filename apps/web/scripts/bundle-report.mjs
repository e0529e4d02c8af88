// Adds up the gzipped JavaScript a route loads: the entry with its static imports, plus the
// lazily imported modules (and their static imports) that route renders.
// Usage: node scripts/bundle-report.mjs   (after `vite build`)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gz.get(file);
}

/** The chunk files a manifest entry needs before it runs. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = {
  login: [entryKey],
  'two-factor': [entryKey, 'src/routes/TwoFactorRoute.tsx'],
  'signed-in shell + dashboard': [
    entryKey,
    'src/app/SignedInApp.tsx',
    'src/routes/DashboardRoute.tsx',
  ],
  'signed-in shell + notifications': [
    entryKey,
    'src/app/SignedInApp.tsx',
    'src/routes/NotificationsRoute.tsx',
  ],
  'signed-in shell + active referrals': [
    entryKey,
    'src/app/SignedInApp.tsx',
    'src/routes/ActiveReferralsRoute.tsx',
  ],
};

/** Budgets in kB (1000 bytes): the login route 180, the signed-in shell 350 (issue 2). */
const budget = (name) => (name.startsWith('signed-in') ? 350 : name === 'login' ? 180 : null);

let over = false;
for (const [name, keys] of Object.entries(routes)) {
  const files = [...closure(keys)].filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const kb = total / 1000;
  const limit = budget(name);
  const exceeded = limit !== null && kb > limit;
  over ||= exceeded;
  const note = limit === null ? '' : ` (budget ${limit} kB${exceeded ? ', OVER' : ''})`;
  console.log(
    `${name.padEnd(36)} ${kb.toFixed(1).padStart(7)} kB gzip in ${String(files.length).padStart(2)} files${note}`,
  );
}
process.exitCode = over ? 1 : 0;
