// Startup budgets: `npm start` serves the login page within 60 s on a fresh clone (after
// `npm install`, web build included) and within 5 s on a restart with an existing database.
// Usage: npm run bench:startup [-- --rebuild]   (--rebuild removes apps/web/dist first)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const PORT = 3917;
const rebuild = process.argv.includes('--rebuild');
if (rebuild) rmSync(path.join(ROOT, 'apps/web/dist'), { recursive: true, force: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-startup-'));

async function timeToLogin(label) {
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (Date.now() - started > 120_000) throw new Error(`${label}: not up after 120 s`);
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/login`);
        if (res.ok && (await res.text()).includes('<div id="root">')) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return (Date.now() - started) / 1000;
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const first = await timeToLogin('first start');
const restart = await timeToLogin('restart');
console.log(
  `First start (fresh database${rebuild ? ', web build' : ''}): ${first.toFixed(1)} s (budget 60 s)`,
);
console.log(`Restart with the existing database: ${restart.toFixed(1)} s (budget 5 s)`);
rmSync(dataDir, { recursive: true, force: true });
