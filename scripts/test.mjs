// `npm test`: lint, typecheck, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests when Chromium is installed (required when
// REQUIRE_E2E=1, as CI sets it). Ends with one "Tests: N passed, N failed" line.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const requireE2e = process.env.REQUIRE_E2E === '1';
const runStarted = performance.now();
const outDir = mkdtempSync(path.join(tmpdir(), 'rp-results-'));
let passed = 0;
let failed = 0;
const failures = [];

const timings = [];

async function step(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const code = await run(cmd, args);
  const seconds = (performance.now() - started) / 1000;
  timings.push([name, seconds]);
  console.log(`=== ${name}: ${seconds.toFixed(1)} s ===`);
  if (code !== 0) failures.push(name);
  return code;
}

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

await step('lint', 'npm', ['run', 'lint', '--silent']);
await step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
await vitest('unit tests', 'unit');
await vitest('web component tests', 'web', 'web-mocks');
await vitest('integration tests', 'integration');

if (existsSync(CHROMIUM)) {
  const built = await step('web build', 'npm', ['run', 'build', '--silent']);
  if (built === 0) await vitest('browser tests', 'e2e');
} else if (requireE2e) {
  console.error(`Chromium not found at ${CHROMIUM}: browser tests are required.`);
  failures.push('browser tests (no Chromium)');
} else {
  console.log(`\n(browser tests skipped: no Chromium at ${CHROMIUM}; apt-get install -y chromium)`);
}

console.log('\nWall time by step:');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1)} s`);
console.log(`  ${'total'.padEnd(22)} ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
