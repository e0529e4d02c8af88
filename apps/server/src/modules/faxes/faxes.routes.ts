import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';

export function registerFaxRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
