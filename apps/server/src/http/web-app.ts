import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths owned by the API: never answered with the single-page app. */
const API_PREFIXES = ['/api/', '/graphql', '/healthz', '/dev/', '/csrf-cookie'];

/**
 * Serves the built web app: hashed assets cached for a year, every other GET that accepts HTML
 * answered with index.html so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: distDir, serve: false });

  app.get('/*', { config: { access: 'public' } }, async (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split('?')[0] ?? '/');
    if (API_PREFIXES.some((p) => urlPath.startsWith(p))) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/html')
        .send('<p>The web app is not built yet. Run <code>npm run build</code>.</p>');
    }
    const file = path.normalize(urlPath).replace(/^(\.\.[/\\])+/, '');
    if (file !== '/' && path.extname(file) && existsSync(path.join(distDir, file))) {
      const immutable = file.startsWith('/assets/');
      return reply.sendFile(file.slice(1), {
        maxAge: immutable ? 31_536_000_000 : 0,
        immutable,
      });
    }
    if (path.extname(file) && !file.endsWith('.html')) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
