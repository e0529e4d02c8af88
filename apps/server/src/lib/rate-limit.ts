import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { AppError } from './app-error.js';
import { sha256 } from './ids.js';

export interface Limit {
  /** A name for the rule, part of the key. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Fixed-window rate limiting on the database, so that every server instance counts together and a
 * restart does not reset an attacker's budget. Keys are hashed: no e-mail addresses stored.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async hit(limit: Limit, subject: string): Promise<{ allowed: boolean; retryAfterSec: number }> {
    const nowMs = this.now().getTime();
    const windowStart = new Date(Math.floor(nowMs / limit.windowMs) * limit.windowMs);
    const key = sha256(`${limit.name}:${subject}`);
    const rows = await queryRows<{ count: number }>(
      this.db,
      sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
      RETURNING count::int AS count`,
    );
    const count = Number(rows[0]?.count ?? 0);
    const retryAfterSec = Math.ceil((windowStart.getTime() + limit.windowMs - nowMs) / 1000);
    return { allowed: count <= limit.max, retryAfterSec };
  }

  /**
   * Whether `subject` has used up `limit` in the current window, without counting a hit: for rules
   * that count only failures (public access codes), checked before the attempt.
   */
  async exhausted(limit: Limit, subject: string): Promise<boolean> {
    const windowMs = limit.windowMs;
    const windowStart = new Date(Math.floor(this.now().getTime() / windowMs) * windowMs);
    const rows = await queryRows<{ count: number }>(
      this.db,
      sql`SELECT count::int AS count FROM rate_limits
      WHERE key = ${sha256(`${limit.name}:${subject}`)} AND window_start = ${windowStart.toISOString()}`,
    );
    return Number(rows[0]?.count ?? 0) >= limit.max;
  }

  /**
   * Takes back one hit of the current window: for rules that count only failures but must count
   * an attempt before it runs (so parallel attempts cannot overrun the budget), given back when
   * the attempt succeeded.
   */
  async refund(limit: Limit, subject: string): Promise<void> {
    const windowStart = new Date(
      Math.floor(this.now().getTime() / limit.windowMs) * limit.windowMs,
    );
    await this.db.execute(
      sql`UPDATE rate_limits SET count = count - 1
      WHERE key = ${sha256(`${limit.name}:${subject}`)} AND window_start = ${windowStart.toISOString()}
        AND count > 0`,
    );
  }

  /** Counts a hit and throws the 429 error when the limit is exceeded. */
  async consume(limit: Limit, subject: string): Promise<void> {
    const { allowed, retryAfterSec } = await this.hit(limit, subject);
    if (!allowed) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${formatWait(retryAfterSec)}.`,
      );
    }
  }

  async purgeExpired(olderThanMs = 86_400_000): Promise<void> {
    const cutoff = new Date(this.now().getTime() - olderThanMs).toISOString();
    await this.db.execute(sql`DELETE FROM rate_limits WHERE window_start < ${cutoff}`);
  }
}

function formatWait(sec: number): string {
  if (sec < 60) return `${sec} second${sec === 1 ? '' : 's'}`;
  const min = Math.ceil(sec / 60);
  return `${min} minute${min === 1 ? '' : 's'}`;
}
