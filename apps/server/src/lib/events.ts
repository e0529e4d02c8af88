import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import type pg from 'pg';
import type { Logger } from './logger.js';

/**
 * Real-time fan-out. In one process events go through an in-memory pub/sub; on PostgreSQL every
 * publish goes through NOTIFY so that each server instance (this one included) hears it.
 */
export interface EventBus {
  publish(topic: string, payload?: AppEvent): Promise<void>;
  subscribe(topic: string): AsyncIterable<AppEvent>;
  close(): Promise<void>;
}

export type AppEvent = {
  type: string;
  /** The browser tab whose write caused it (`publishingAs`), when one did. */
  origin?: string;
  [k: string]: unknown;
};

/**
 * The bus as one browser tab's writes use it: what they publish names the tab as its origin, so
 * that tab's own live view can skip the echo of a change it already has from the write's answer.
 */
export function publishingAs(events: EventBus, origin: string | null): EventBus {
  if (!origin) return events;
  return {
    publish: (topic, payload = { type: 'changed' }) =>
      events.publish(topic, { ...payload, origin }),
    subscribe: (topic) => events.subscribe(topic),
    close: () => events.close(),
  };
}

const CHANNEL = 'app_events';

export const topics = {
  /** Anything about one user: notifications changed, session replaced. */
  user: (userId: number) => `user:${userId}`,
  /** A referral of this clinic (sent or received) was created or changed status. */
  clinicReferrals: (clinicId: number) => `clinic-referrals:${clinicId}`,
  /** A note or System Log line was added to this referral. */
  referralNotes: (referralId: number) => `referral-notes:${referralId}`,
  /** A received fax of this clinic arrived, changed status, was assigned or deleted. */
  clinicInboundFaxes: (clinicId: number) => `clinic-inbound-faxes:${clinicId}`,
  /** Any received fax changed (admins listen here; unassigned faxes are told only here). */
  allInboundFaxes: 'inbound-faxes',
};

export function createLocalEventBus(): EventBus {
  // One user's tabs and live views each listen on the user's topic: more than Node's default of
  // ten listeners is normal, not a leak (streams remove theirs when they end).
  const target = new EventTarget();
  setMaxListeners(0, target);
  const pubsub = createPubSub<Record<string, [AppEvent]>>({ eventTarget: target });
  return {
    publish: async (topic, payload = { type: 'changed' }) => pubsub.publish(topic, payload),
    subscribe: (topic) => pubsub.subscribe(topic),
    close: async () => {},
  };
}

export async function createPostgresEventBus(pool: pg.Pool, log: Logger): Promise<EventBus> {
  const local = createLocalEventBus();
  const client = await pool.connect();
  client.on('notification', (msg) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    try {
      const { topic, payload } = JSON.parse(msg.payload) as { topic: string; payload: AppEvent };
      void local.publish(topic, payload);
    } catch (e) {
      log.warn({ err: e }, 'ignoring malformed event');
    }
  });
  await client.query(`LISTEN ${CHANNEL}`);
  return {
    publish: async (topic, payload = { type: 'changed' }) => {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic, payload })]);
    },
    subscribe: (topic) => local.subscribe(topic),
    // The LISTEN client must go back before the pool closes, or shutdown hangs.
    close: async () => {
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      client.release();
    },
  };
}
