import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths owned by the API: never answered with the single-page app. */
const API_PREFIXES = ['/api/', '/graphql', '/healthz', '/dev/', '/csrf-cookie'];

const WEB_APP_ROUTE = '/*';

/**
 * Written where the page's style nonce goes in the built index.html (apps/web/index.html: the
 * `csp-nonce` meta tag the web app reads); replaced with each answer's nonce.
 */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

function isApiPath(urlPath: string): boolean {
  return API_PREFIXES.some((p) => urlPath.startsWith(p));
}

/** The request's path as the web app route reads it (percent-decoded; undefined if malformed). */
function decodedPath(req: FastifyRequest): string | undefined {
  try {
    return decodeURIComponent(req.url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

/**
 * Whether this request is answered by the web app's own files (the shell and its assets), which
 * set their own caching. Every other answer (GraphQL, `/api/*`, sign-in, errors) is `no-store`.
 */
export function servesWebAppFile(req: FastifyRequest): boolean {
  if (req.routeOptions.url !== WEB_APP_ROUTE) return false;
  const urlPath = decodedPath(req);
  return urlPath !== undefined && !isApiPath(urlPath);
}

/**
 * Serves the built web app: hashed assets cached for a year, every other GET that accepts HTML
 * answered with index.html so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  // preCompressed: an asset goes out as the .br or .gz twin the build wrote beside it
  // (apps/web/precompress.ts) when the request's Accept-Encoding takes one (br first), with its
  // own Content-Type and `Vary: Accept-Encoding`; otherwise as is.
  if (built)
    await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  // The shell gets a fresh nonce per answer for the styles MUI (emotion) and notistack (goober)
  // insert at run time, so style-src needs no 'unsafe-inline' (issue 18 item 10).
  // No compression at run time here (`compress: false`): assets leave as the build compressed
  // them, never compressed again per request. The shell is not compressed either: it carries a
  // fresh nonce per answer, so it has no twin, and at about 1.2 kB (0.6 kB as gzip) it is fetched
  // once per visit (the client router does the rest), which is not worth compressing per answer.
  const routeOptions = {
    config: { access: 'public' as const },
    helmet: { enableCSPNonces: true },
    compress: false as const,
  };
  app.get(WEB_APP_ROUTE, routeOptions, async (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split('?')[0] ?? '/');
    if (isApiPath(urlPath)) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/html')
        .send('<p>The web app is not built yet. Run <code>npm run build</code>.</p>');
    }
    const file = path.normalize(urlPath).replace(/^(\.\.[/\\])+/, '');
    const shell = file === '/' || file === '/index.html';
    if (!shell && path.extname(file) && existsSync(path.join(distDir, file))) {
      const immutable = file.startsWith('/assets/');
      return reply.sendFile(file.slice(1), {
        maxAge: immutable ? 31_536_000_000 : 0,
        immutable,
      });
    }
    if (path.extname(file) && !file.endsWith('.html')) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, reply.cspNonce.style));
  });
}
