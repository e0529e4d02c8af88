// `npm test`: lint, typecheck, unit, web component and integration tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), and the browser tests when Chromium is installed (required when
// REQUIRE_E2E=1, as CI sets it). Ends with one "Tests: N passed, N failed" line.
//
// Steps overlap to fit two cores: lint runs beside the typecheck and then the unit tests, and
// the build beside both (each mostly on one core); the browser tests, which mostly wait on the
// browser and the network, run from the moment the build is done while the CPU-bound test steps
// run one after another beside them.
// A step running beside others prints its output when it ends, so no two outputs interleave.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const requireE2e = process.env.REQUIRE_E2E === '1';
const runStarted = performance.now();
const outDir = mkdtempSync(path.join(tmpdir(), 'rp-results-'));
let passed = 0;
let failed = 0;
const failures = [];
const timings = [];
const since = (t) => ((performance.now() - t) / 1000).toFixed(1);

/** Runs one step with its output held back until it ends; resolves with its exit code. */
function step(name, cmd, args) {
  const started = performance.now();
  console.log(`--- ${name}: started at ${since(runStarted)} s`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      const seconds = (performance.now() - started) / 1000;
      timings.push([name, seconds]);
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(chunks));
      console.log(`=== ${name}: ${seconds.toFixed(1)} s, exit ${exit} ===`);
      if (exit !== 0) failures.push(name);
      resolve(exit);
    });
  });
}

/** A vitest step; its JSON report adds to the pass/fail count. */
async function vitest(name, ...projects) {
  const file = path.join(outDir, `${projects[0]}.json`);
  const code = await step(name, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    if (r.numTotalTests === 0) failures.push(`${name} (no tests ran)`);
  } else if (code !== 0) {
    failed += 1;
  }
}

const withBrowser = existsSync(CHROMIUM);
if (!withBrowser && requireE2e) {
  console.error(`Chromium not found at ${CHROMIUM}: browser tests are required.`);
  failures.push('browser tests (no Chromium)');
}

const build = step('build', 'npm', ['run', 'build', '--silent']);
const browserTests = build.then((code) =>
  code === 0 && withBrowser ? vitest('browser tests', 'e2e') : undefined,
);
await Promise.all([
  step('lint', 'npm', ['run', 'lint', '--silent']),
  step('typecheck', 'npm', ['run', 'typecheck', '--silent']).then(() =>
    vitest('unit tests', 'unit'),
  ),
]);
await vitest('web component tests', 'web', 'web-mocks');
await vitest('integration tests', 'integration');
await browserTests;
if (!withBrowser && !requireE2e) {
  console.log(`\n(browser tests skipped: no Chromium at ${CHROMIUM}; apt-get install -y chromium)`);
}

console.log('\nWall time by step (steps overlap):');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1)} s`);
console.log(`  ${'total'.padEnd(22)} ${since(runStarted)} s`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
