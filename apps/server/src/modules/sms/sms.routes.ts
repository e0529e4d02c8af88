import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';

export function registerSmsRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
