import type { Actor } from '../auth/actor.js';
import type { MailServices } from '../users/create-clinic-user.js';
import type { createProvidersRepo } from './providers.repo.js';

/**
 * What a provider action reads of the actions' context (ActionCtx, users/action-context.ts,
 * which satisfies it). Providers rank below clinics, so the fields are named here instead of
 * importing it.
 */
export interface ProviderAdminCtx {
  actor: Actor;
  data: { providers: ReturnType<typeof createProvidersRepo> };
  mail: MailServices;
  now: Date;
}
