import { USER_CACHE_KEY, USER_CACHE_TTL_SECONDS } from '@app/shared';
import type { CurrentUser } from './types';

/**
 * The locally cached user gives a fast first paint; the server is always asked again. It holds
 * no patient data and is removed at logout.
 */
interface CachedUser {
  user: CurrentUser;
  expires_at: number;
}

function isCachedUser(value: unknown): value is CachedUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<CachedUser>;
  return (
    typeof v.expires_at === 'number' &&
    !!v.user &&
    typeof v.user.uuid === 'string' &&
    Array.isArray(v.user.clinics) &&
    Array.isArray(v.user.menu_items)
  );
}

export function readCachedUser(now: number = Date.now()): CurrentUser | null {
  try {
    const raw = localStorage.getItem(USER_CACHE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isCachedUser(parsed) || parsed.expires_at <= now) {
      localStorage.removeItem(USER_CACHE_KEY);
      return null;
    }
    return parsed.user;
  } catch {
    // storage disabled or corrupt entry: behave as if nothing was cached
    return null;
  }
}

export function writeCachedUser(user: CurrentUser, now: number = Date.now()): void {
  const entry: CachedUser = { user, expires_at: now + USER_CACHE_TTL_SECONDS * 1000 };
  try {
    localStorage.setItem(USER_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // storage full or disabled: the cache is only an optimisation
  }
}

export function clearCachedUser(): void {
  try {
    localStorage.removeItem(USER_CACHE_KEY);
  } catch {
    // nothing to clear
  }
}
