import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(new URL('..', import.meta.url).pathname);

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), 0);
}

/** Whether `built` is missing or older than any of `sources` (paths relative to the root). */
function isStale(built, sources) {
  const builtFile = path.join(ROOT, built);
  if (!existsSync(builtFile)) return true;
  const newest = Math.max(...sources.map((p) => newestMtime(path.join(ROOT, p))));
  return newest > statSync(builtFile).mtimeMs;
}

/** Whether the web app must be (re)built: no build yet, or sources newer than it. */
export const webBuildIsStale = () =>
  isStale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/shared/src',
  ]);

/** Whether the server must be (re)built into apps/server/dist (see build-server.mjs). */
export const serverBuildIsStale = () =>
  isStale('apps/server/dist/main.js', [
    'apps/server/src',
    'apps/server/package.json',
    'packages/shared/src',
    'scripts/build-server.mjs',
  ]);
