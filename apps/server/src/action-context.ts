import type { Actor } from './modules/auth/actor.js';
import type { RequestDeps } from './request-deps.js';
import type { ScopedData } from './scoped-data/scoped.js';

/** The services a signed-in action may use (never the database: data comes scoped). */
export type ActionDeps = Pick<
  RequestDeps,
  | 'events'
  | 'queue'
  | 'mailer'
  | 'config'
  | 'crypto'
  | 'limiter'
  | 'storage'
  | 'fax'
  | 'sms'
  | 'clock'
  | 'log'
>;

/**
 * What every signed-in action receives, built once per transport: `actionContextOf` (http/session.ts)
 * for a Fastify request, `actionContext` (graphql/context.ts) for a GraphQL one. An action that
 * reads only part of it says so with `Pick<ActionContext, ...>`. Anonymous flows take
 * `AuthContext` (modules/auth/auth-context.ts) instead.
 *
 * Type-only: this file names types and holds no code, so any module may import it (see
 * docs/architecture.md, "One action context").
 */
export interface ActionContext {
  actor: Actor;
  /** Every repository bound to the actor. */
  data: ScopedData;
  /** The request's time, read once so one action writes one instant. */
  now: Date;
  /** `events` names the browser tab that sent the request (X-Client-Id) as the origin. */
  deps: ActionDeps;
  /** Absent when no request is behind the action (the demo seed). */
  requestId?: string;
  ip?: string;
}
