import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.js';
import type { ResolvedSession } from './sessions.js';

const NOW = new Date('2026-03-02T10:00:00Z');

function session(id: string, userId: number, expiresAt = new Date(NOW.getTime() + 60_000)) {
  return {
    session: {
      id,
      publicId: `p-${id}`,
      userId,
      remember: false,
      twoFactorVerified: true,
      expiresAt,
      lastSeenAt: NOW,
    },
    actor: {
      userId,
      userUuid: `u-${userId}`,
      email: `user${userId}@demo.test`,
      roleId: 2,
      roleName: 'psr',
      sessionId: id,
      sessionPublicId: `p-${id}`,
      clinicIds: [1],
      currentClinicId: 1,
      permission: 7,
    },
  } as ResolvedSession;
}

/** A cache on a clock the test moves, listening, with a loader that counts its reads. */
function setUp() {
  let ms = NOW.getTime();
  const cache = new SessionCache(() => ms);
  cache.onListening(true);
  const reads: string[] = [];
  const rows = new Map<string, ResolvedSession | null>();
  const resolve = (id: string, at = new Date(ms)) =>
    cache.resolve(id, at, async () => {
      reads.push(id);
      return rows.get(id) ?? null;
    });
  return { cache, reads, rows, resolve, advance: (by: number) => (ms += by) };
}

describe('SessionCache', () => {
  it('reads a session once while it is fresh, and again after ten seconds', async () => {
    const { reads, rows, resolve, advance } = setUp();
    rows.set('s1', session('s1', 1));
    expect((await resolve('s1'))?.actor.userId).toBe(1);
    expect((await resolve('s1'))?.actor.userId).toBe(1);
    expect(reads).toEqual(['s1']);
    advance(10_000);
    await resolve('s1');
    expect(reads).toEqual(['s1', 's1']);
  });

  it("forgets a user's sessions when the database tells of a change to that user, only theirs", async () => {
    const { cache, reads, rows, resolve } = setUp();
    rows.set('a1', session('a1', 1));
    rows.set('a2', session('a2', 1));
    rows.set('b1', session('b1', 2));
    for (const id of ['a1', 'a2', 'b1']) await resolve(id);
    cache.onChange(1);
    rows.set('a1', null); // signed out
    expect(await resolve('a1')).toBeNull();
    await resolve('a2');
    await resolve('b1');
    expect(reads).toEqual(['a1', 'a2', 'b1', 'a1', 'a2']);
  });

  it('forgets everyone on a change that may touch many users', async () => {
    const { cache, reads, rows, resolve } = setUp();
    rows.set('a1', session('a1', 1));
    rows.set('b1', session('b1', 2));
    await resolve('a1');
    await resolve('b1');
    cache.onChange('all');
    await resolve('a1');
    await resolve('b1');
    expect(reads).toEqual(['a1', 'b1', 'a1', 'b1']);
  });

  it('does not keep a read that a change overtook', async () => {
    const { cache, reads, rows } = setUp();
    rows.set('a1', session('a1', 1));
    // The read began before the change and answers what was true before it.
    await cache.resolve('a1', NOW, async () => {
      cache.onChange(1);
      return rows.get('a1')!;
    });
    await cache.resolve('a1', NOW, async () => {
      reads.push('a1');
      return rows.get('a1')!;
    });
    expect(reads).toEqual(['a1']);
  });

  it('reads again once the kept session has expired', async () => {
    const { reads, rows, resolve } = setUp();
    rows.set('s1', session('s1', 1, new Date(NOW.getTime() + 1000)));
    await resolve('s1');
    await resolve('s1', new Date(NOW.getTime() + 1000));
    expect(reads).toEqual(['s1', 's1']);
  });

  it('keeps nothing, neither unknown tokens nor sessions, while it cannot hear changes', async () => {
    const { cache, reads, rows, resolve } = setUp();
    await resolve('nobody');
    await resolve('nobody');
    rows.set('s1', session('s1', 1));
    cache.onListening(false);
    await resolve('s1');
    await resolve('s1');
    expect(reads).toEqual(['nobody', 'nobody', 's1', 's1']);
  });

  it('hands out a kept session that no request can change for the others', async () => {
    const { rows, resolve } = setUp();
    rows.set('s1', session('s1', 1));
    await resolve('s1');
    const kept = (await resolve('s1'))!;
    expect(() => {
      (kept.actor as { currentClinicId: number | null }).currentClinicId = 9;
    }).toThrow(TypeError);
    expect(() => (kept.actor.clinicIds as number[]).push(9)).toThrow(TypeError);
  });
});
