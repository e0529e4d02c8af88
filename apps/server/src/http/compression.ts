import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than the time spent compressing them (issue 19 item 1). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * What is worth compressing: JSON (GraphQL answers included), text such as CSV exports, scripts
 * and XML. Not `text/event-stream`, which must reach the browser event by event; not
 * `application/octet-stream`, PDFs, images or archives, which are compressed already or unknown.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)(?:;|$)|(?:text|application)\/javascript)/;

/**
 * Compresses the answers of every route registered after it, br preferred, then gzip. Routes
 * that must not be compressed again say `compress: false` (the web app's files, http/web-app.ts).
 * WebSocket traffic (graphql-ws) never passes through a reply, so live updates are unaffected.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    // Only answers whose body we built are compressed: a request body is never inflated here.
    globalDecompression: false,
  });
}
