import type { Actor } from './actor.js';
import type { ResolvedSession } from './sessions.js';

/** What the database tells (db/client.ts `AccessChange`): one user changed, or possibly anyone. */
type AccessChange = number | 'all';

/** How long a resolved session is kept at most: a bound, should a change ever go untold. */
const FRESH_FOR_MS = 10_000;
/** At most this many sessions are kept (the oldest go first): memory stays bounded. */
const MAX_ENTRIES = 10_000;

/**
 * Actors of kept sessions: what is derived from one of them (`keptBeside`) holds while it is here.
 * An actor leaves when its entry goes, which every change the database tells makes happen.
 */
const keptActors = new WeakSet<Actor>();
const derived = new WeakMap<Actor, Map<symbol, unknown>>();

/**
 * `derive()` for a kept actor, computed once and reused by the next requests of its session until
 * the database tells of a change to what it was built from (and at most FRESH_FOR_MS): the
 * current-user record every page load asks for. An actor that is not kept (no cache, or a
 * change since) derives afresh, so a request that has just written reads what it wrote.
 */
export async function keptBeside<T>(actor: Actor, key: symbol, derive: () => Promise<T>) {
  if (!keptActors.has(actor)) return derive();
  let values = derived.get(actor);
  if (values?.has(key)) return values.get(key) as T;
  const value = await derive();
  // A change that came in meanwhile released the actor: what was read may predate it.
  if (keptActors.has(actor)) {
    if (!values) derived.set(actor, (values = new Map()));
    values.set(key, value);
  }
  return value;
}

interface Entry {
  resolved: ResolvedSession;
  storedAt: number;
}

/**
 * The sessions behind cookies, kept in memory for a few seconds so a request does not read its
 * session, user and memberships again (issue 19 item 3). Kept by session id (the token's hash):
 * one entry is one session's own actor, never shared across users or clinics. The database tells
 * every instance when a session, user, membership, clinic or role changes (`AccessWatcher`); the
 * user's entries go at once, and a look-up that raced with a change is not kept.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** The ids of each user's kept sessions, so a user's change forgets only theirs. */
  private readonly byUser = new Map<number, Set<string>>();
  /** Bumped by every change: a look-up begun before a change may hold what it changed. */
  private generation = 0;
  private listening = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** Stops hearing of changes: set by the wiring that started it (boot.ts). */
  stop: () => Promise<void> = async () => {};

  /** The session with id `id` (unexpired, as of `at`), from memory or else from `load`. */
  async resolve(
    id: string,
    at: Date,
    load: () => Promise<ResolvedSession | null>,
  ): Promise<ResolvedSession | null> {
    const entry = this.entries.get(id);
    if (entry && this.now() - entry.storedAt < FRESH_FOR_MS) {
      if (entry.resolved.session.expiresAt.getTime() > at.getTime()) return entry.resolved;
    }
    if (entry) this.forget(id);
    const generation = this.generation;
    const resolved = await load();
    // Unknown and revoked tokens are not kept: anyone can send those, in any number.
    if (resolved && this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.forget(this.entries.keys().next().value!);
      this.entries.set(id, { resolved: freeze(resolved), storedAt: this.now() });
      keptActors.add(resolved.actor);
      const userId = resolved.session.userId;
      this.byUser.set(userId, (this.byUser.get(userId) ?? new Set()).add(id));
    }
    return resolved;
  }

  onChange(change: AccessChange): void {
    this.generation++;
    if (change === 'all') {
      for (const { resolved } of this.entries.values()) keptActors.delete(resolved.actor);
      this.entries.clear();
      this.byUser.clear();
      return;
    }
    for (const id of this.byUser.get(change) ?? []) this.drop(id);
    this.byUser.delete(change);
  }

  /** Removes an entry and releases its actor (and what was kept beside it). */
  private drop(id: string): Entry | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    keptActors.delete(entry.resolved.actor);
    return entry;
  }

  private forget(id: string): void {
    const entry = this.drop(id);
    if (!entry) return;
    const userId = entry.resolved.session.userId;
    const ids = this.byUser.get(userId);
    ids?.delete(id);
    if (ids?.size === 0) this.byUser.delete(userId);
  }

  /** Not told of changes (the listening connection dropped): keep nothing until it is back. */
  onListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.onChange('all');
  }
}

/** Requests share a kept session: none of them may change it for the others. */
function freeze(resolved: ResolvedSession): ResolvedSession {
  const { actor } = resolved;
  Object.freeze(actor.clinicIds);
  if (actor.registeredClinicIds) Object.freeze(actor.registeredClinicIds);
  Object.freeze(actor);
  Object.freeze(resolved.session);
  return Object.freeze(resolved);
}
