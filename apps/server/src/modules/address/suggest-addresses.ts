import type { AddressSuggestion } from '../../adapters/address/address.js';
import type { AppDeps } from '../../deps.js';
import { sha256 } from '../../lib/ids.js';
import type { Limit } from '../../lib/rate-limit.js';
import type { Actor } from '../auth/actor.js';

/** Typing with a 500 ms debounce stays far below this; a script hammering the provider does not. */
export const ADDRESS_SUGGEST_LIMIT: Limit = {
  name: 'address-suggest',
  max: 60,
  windowMs: 60_000,
};

/**
 * Address suggestions for the address entry. Rate limited per user (a 429 error when exceeded);
 * a failure of the provider is only logged and answers no suggestions (spec 1 section 7).
 */
export async function suggestAddresses(
  deps: Pick<AppDeps, 'address' | 'limiter' | 'log'>,
  actor: Actor,
  query: string,
): Promise<AddressSuggestion[]> {
  await deps.limiter.consume(ADDRESS_SUGGEST_LIMIT, `user:${actor.userId}`);
  try {
    return await deps.address.suggest(query, { sessionToken: providerSessionToken(actor) });
  } catch (e) {
    deps.log.warn(
      { err: e instanceof Error ? e.message : String(e), adapter: deps.address.kind },
      'address suggestions failed',
    );
    return [];
  }
}

/**
 * One token per signed-in session groups a person's keystrokes at the provider (billing). Derived
 * one-way from the session's public id, so the provider never sees an id of ours. UUID-shaped.
 */
export function providerSessionToken(actor: Pick<Actor, 'sessionPublicId'>): string {
  const h = sha256(`address-suggest:${actor.sessionPublicId}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
