import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../src/db/schema/index.js';
import { createNotification } from '../src/modules/notifications/create-notification.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, signIn } from './personas.js';
import { collect, wsClient } from './ws-client.js';

describe.each(DB_KINDS)('live subscriptions on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  it('signs the first browser out live when the user signs in elsewhere', async () => {
    const first = await signIn(t, PERSONAS.northsideNurse);
    const client = wsClient(base, first);
    const sub = collect<{ current_user: { uuid: string } | null }>(
      client,
      'subscription { current_user { uuid } }',
    );
    await sub.next(1);
    expect(sub.values[0]!.current_user?.uuid).toMatch(/^[0-9a-f-]{36}$/);

    await signIn(t, PERSONAS.northsideNurse);
    await sub.next(2);
    expect(sub.values[1]!.current_user).toBeNull();
    await client.dispose();
  });

  it('delivers a new notification and the unread count live', async () => {
    const agent = await signIn(t, PERSONAS.lakesidePsr);
    const client = wsClient(base, agent);
    const list = collect<{ notifications: { data: string }[] }>(
      client,
      'subscription { notifications { data } }',
    );
    const count = collect<{ notifications_unread_count: number }>(
      client,
      'subscription { notifications_unread_count }',
    );
    await list.next(1);
    await count.next(1);
    const before = count.values[0]!.notifications_unread_count;

    const [u] = await t.db.select().from(users).where(eq(users.email, PERSONAS.lakesidePsr));
    await createNotification(t.db, t.deps.events, {
      userId: u!.id,
      type: 'referral',
      title: 'Referral Received',
      content: 'A new referral arrived.',
      url: '/notifications',
    });
    await list.next(2);
    await count.next(2);
    expect(JSON.parse(list.values[1]!.notifications[0]!.data).title).toBe('Referral Received');
    expect(count.values[1]!.notifications_unread_count).toBe(before + 1);
    await client.dispose();
  });

  it('refuses a WebSocket without a session, or from a foreign origin', async () => {
    const anonymous = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('close', (code) => resolve(code));
      ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    });
    expect([401, 4403]).toContain(anonymous);

    const agent = await signIn(t, PERSONAS.lakesideMedAdmin);
    const foreign = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
        headers: { cookie: agent.cookieHeader(), origin: 'https://evil.example' },
      });
      ws.on('close', (code) => resolve(code));
      ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    });
    expect(foreign).toBe(4403);
  });
});
