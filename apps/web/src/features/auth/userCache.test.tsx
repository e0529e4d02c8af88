import { afterEach, describe, expect, it } from 'vitest';
import { USER_CACHE_KEY } from '@app/shared';
import type { CurrentUser } from './types';
import { clearCachedUser, readCachedUser, writeCachedUser } from './userCache';

const user = {
  uuid: 'u-1',
  clinics: [],
  menu_items: [],
} as unknown as CurrentUser;

afterEach(() => localStorage.clear());

describe('user cache', () => {
  it('keeps the user for a day under my-user, then forgets it', () => {
    const now = Date.UTC(2025, 0, 1);
    writeCachedUser(user, now);
    expect(localStorage.getItem(USER_CACHE_KEY)).not.toBeNull();
    expect(readCachedUser(now + 86_399_000)?.uuid).toBe('u-1');
    expect(readCachedUser(now + 86_400_000)).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
  });

  it('ignores a corrupt entry and is cleared at logout', () => {
    localStorage.setItem(USER_CACHE_KEY, '{not json');
    expect(readCachedUser()).toBeNull();
    writeCachedUser(user);
    clearCachedUser();
    expect(readCachedUser()).toBeNull();
  });
});
