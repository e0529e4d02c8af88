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

/** Whether the web app must be (re)built: no build yet, or sources newer than it. */
export function webBuildIsStale() {
  const built = path.join(ROOT, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps/web/src')),
    newestMtime(path.join(ROOT, 'apps/web/index.html')),
    newestMtime(path.join(ROOT, 'apps/web/vite.config.ts')),
    newestMtime(path.join(ROOT, 'packages/shared/src')),
  );
  return sources > statSync(built).mtimeMs;
}
