// Startup budgets: `npm start` serves the login page within 60 s on a fresh clone (after
// `npm install`, web and server builds included) and within 5 s on a restart with an existing
// database. Also prints the server's own CPU figures from its ready line: loading the code
// (import) and starting (database, migrations, demo data on a first start, routes).
// Usage: npm run bench:startup [-- --rebuild] [-- --tsx]
//   --rebuild  removes both builds first, so the first start is a fresh clone's
//   --tsx      also times the server run from its TypeScript sources through tsx (how
//              `npm start` ran it before the build), for comparison
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const PORT = 3917;
const rebuild = process.argv.includes('--rebuild');
const withTsx = process.argv.includes('--tsx');

/** Starts `cmd`, waits until it serves the login page, stops it; the time and its ready line. */
async function timeToLogin(label, cmd, args, dataDir) {
  const started = Date.now();
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  let ready;
  let pending = '';
  child.stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) if (line.includes('"importCpuMs"')) ready = JSON.parse(line);
  });
  try {
    for (;;) {
      if (Date.now() - started > 300_000) throw new Error(`${label}: not up after 300 s`);
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/login`);
        if (res.ok && (await res.text()).includes('<div id="root">')) break;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    return { seconds: (Date.now() - started) / 1000, ready };
  } finally {
    await stopGroup(child.pid);
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function groupIsAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops npm and everything it started, and waits for all of them: the server outlives npm
 * while it shuts down, and holds the data directory until it is gone.
 */
async function stopGroup(pid) {
  if (groupIsAlive(pid)) process.kill(-pid, 'SIGTERM');
  while (groupIsAlive(pid)) await sleep(100);
}

/** A first start on a fresh data directory, then a restart on it. */
async function firstStartAndRestart(label, cmd, args) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-startup-'));
  try {
    const first = await timeToLogin(`${label}: first start`, cmd, args, dataDir);
    const restart = await timeToLogin(`${label}: restart`, cmd, args, dataDir);
    return { label, first, restart };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (rebuild) {
  for (const dist of ['apps/web/dist', 'apps/server/dist'])
    rmSync(path.join(ROOT, dist), { recursive: true, force: true });
}
const runs = [await firstStartAndRestart('npm start (built server)', 'npm', ['start', '--silent'])];
if (withTsx) {
  const source = ['--import', 'tsx', 'apps/server/src/main.ts'];
  runs.push(await firstStartAndRestart('server from sources via tsx', process.execPath, source));
}

const s = (ms) => (ms === undefined ? '?' : `${(ms / 1000).toFixed(1)} s`);
console.log(
  `First start: fresh database${rebuild ? ', web and server builds' : ''}. Restart: the same database.`,
);
for (const { label, first, restart } of runs) {
  console.log(`\n${label}`);
  for (const [name, r] of [
    ['first start', first],
    ['restart    ', restart],
  ]) {
    console.log(
      `  ${name} ${r.seconds.toFixed(1).padStart(6)} s to the login page;` +
        ` server CPU: loading ${s(r.ready?.importCpuMs)}, starting ${s(r.ready?.startupCpuMs)}`,
    );
  }
}
console.log('\nBudgets: first start 60 s, restart 5 s (DESIGN.md section 9).');
