// Writes a brotli (.br) and a gzip (.gz) twin beside each text asset of the build, at the highest
// levels: the server sends the twin the browser accepts (@fastify/static's preCompressed) instead
// of compressing the same bytes on every request (issue 19 item 1).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the server sends as is; images, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|svg|json|txt|wasm)$/;
/** Below this a twin saves less than the bytes of its own response headers. */
const MIN_BYTES = 1024;

async function writeTwins(file: string): Promise<void> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A twin no smaller than the file would only cost the browser time to decode it.
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      // index.html is not among them: the server writes a fresh nonce into it per answer.
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => writeTwins(path.join(outDir, name))));
    },
  };
}
