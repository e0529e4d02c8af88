// `npm run build -w apps/server`: the server as plain JavaScript in apps/server/dist, so that
// `npm start` runs no TypeScript compiler. Our own code (the server and packages/shared) is
// bundled; npm packages stay imports resolved from node_modules at run time, because several
// read files beside their own code (native addons, pdf.js fonts, tesseract's worker and language
// data, PGlite's wasm) and bundling them would gain little over loading them lazily.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './lib.mjs';

const SERVER = path.join(ROOT, 'apps/server');
export const SERVER_DIST = path.join(SERVER, 'dist');

/** Every bare import stays external except our workspace packages, which ship TypeScript. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'apps/server/src/main.ts',
      // `npm run backup` / `npm run restore` (scripts/backup.mjs).
      backup: 'apps/server/src/backup-main.ts',
      // Started by render-pages.ts as `./render-worker.js` beside the bundle that imports it.
      'render-worker': 'apps/server/src/modules/inbound-faxes/intake/render-worker.ts',
    },
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [keepPackagesExternal],
    // Bundling renames clashing top-level names; keep the originals that errors and logs show.
    keepNames: true,
    // Not read by default (it slows every stack trace): NODE_OPTIONS=--enable-source-maps uses it.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // db/client.ts finds its migrations at `./migrations` beside the running module.
  cpSync(path.join(SERVER, 'src/db/migrations'), path.join(SERVER_DIST, 'migrations'), {
    recursive: true,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  await buildServer();
  console.log(`Server built into apps/server/dist in ${Date.now() - started} ms`);
}
