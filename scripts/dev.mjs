// `npm run dev`: the server with reload on change, and Vite's dev server (http://localhost:5173)
// proxying API calls to it.
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: `${ROOT}/apps/web`, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
