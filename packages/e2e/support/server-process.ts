import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(new URL('../../..', import.meta.url).pathname);

/**
 * The one place that says how the browser tests start the server: the production build, as
 * `npm start` runs it (`npm run test:e2e` and `npm test` build it first).
 */
export function spawnServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
