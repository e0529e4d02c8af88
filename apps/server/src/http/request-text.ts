import type { FastifyInstance } from 'fastify';
import { assertNoControlCharacters } from '../lib/control-characters.js';

/** GraphQL answers in its own shape: its plugin (graphql/errors-plugin.ts) checks the variables. */
const GRAPHQL_ROUTES = new Set(['/graphql', '/graphql/public']);

/**
 * Every REST request's path parameters, query and JSON or form body are refused (422, the field
 * named) when a string in them holds a control character no field takes (lib/control-characters.ts).
 * Upload fields are checked where the multipart body is read (documents.routes.ts `uploadParts`).
 */
export function registerRequestTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.is404 || GRAPHQL_ROUTES.has(req.routeOptions.url ?? '')) return;
    assertNoControlCharacters({ params: req.params, query: req.query, body: req.body });
  });
}
