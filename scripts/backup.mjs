// `npm run backup [-- <directory>]` / `npm run restore -- <directory>`: a backup of the embedded
// default's data directory (PGlite database, stored files, generated key) and its restore into a
// fresh one, taken while the server is stopped (apps/server/src/db/backup.ts). Runs the built
// server code like `npm start`, building it first when needed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_DIST } from './build-server.mjs';
import { run, serverBuildIsStale } from './lib.mjs';

const entry = path.join(SERVER_DIST, 'backup.js');
if (serverBuildIsStale() || !existsSync(entry)) {
  console.log('Building the server (first run or changed sources)...');
  await buildServer();
}
process.exit(await run(process.execPath, [entry, ...process.argv.slice(2)]));
