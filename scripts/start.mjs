// `npm start`: builds the web app when needed, then runs the server on its embedded defaults
// (PGlite in ./data, local adapters, demo data) unless the environment says otherwise.
import { spawn } from 'node:child_process';
import { ROOT, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start or changed sources)...');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
