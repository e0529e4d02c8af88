import { pingDatabase } from './db/client.js';
import type { AppDeps } from './deps.js';
import type { Actor } from './modules/auth/actor.js';
import { publicData, type PublicData } from './scoped-data/public-scoped.js';
import { scopedData, type ScopedData } from './scoped-data/scoped.js';
import { systemDb } from './deps.js';

/**
 * What transport (routes, Yoga, http/) receives: the services without the raw database. Data
 * comes bound to a caller: `scoped(actor)` for a signed-in member, `publicData()` for anonymous
 * callers; the only unscoped way in is systemDb(deps, { reason }) through the `system` gate.
 */
export type RequestDeps = Omit<AppDeps, 'database'> & {
  /** The signed-in actor's data: every repository bound to what that actor may see. */
  scoped(actor: Actor): ScopedData;
  /** What anonymous callers may read: only what clinics have published. */
  publicData(): PublicData;
  /** The health check: resolves when the database answers. */
  ping(): Promise<void>;
};

/** Built once by the app from the wiring's AppDeps; the database stays behind these closures. */
export function requestDeps(deps: AppDeps): RequestDeps {
  const { database, ...services } = deps;
  return {
    ...services,
    scoped: (actor) => scopedData(database.db, actor),
    publicData: () =>
      publicData(systemDb(deps, { reason: 'public schema reads only published data' })),
    ping: () => pingDatabase(database),
  };
}
