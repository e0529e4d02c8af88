// `npm start`: builds the web app and the server when needed, then runs the server (plain
// JavaScript, no TypeScript compiler) on its embedded defaults (PGlite in ./data, local adapters,
// demo data) unless the environment says otherwise.
import { spawn } from 'node:child_process';
import { buildServer } from './build-server.mjs';
import { ROOT, run, serverBuildIsStale, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start or changed sources)...');
  // Vite's list of a hundred chunks is for `npm run build`: here only its warnings and errors.
  const quiet = ['--', '--logLevel', 'warn'];
  const code = await run('npm', ['run', 'build', '-w', 'apps/web', '--silent', ...quiet]);
  if (code !== 0) process.exit(code);
}
if (serverBuildIsStale()) {
  console.log('Building the server (first start or changed sources)...');
  await buildServer();
}

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
