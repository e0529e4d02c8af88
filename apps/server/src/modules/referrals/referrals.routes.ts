import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';

export function registerReferralRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
