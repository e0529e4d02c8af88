import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { describeAccess } from '../src/graphql/access.js';
import { startTestApp, type TestApp } from './harness.js';
import { GRAPHQL_PROBES, ROUTE_PROBES } from './probes/index.js';
import { PERSONAS, signedInAgent } from './personas.js';

/**
 * Every route and root field with its declared access, printed into a committed snapshot: a
 * change here is a permission change and is reviewed as one (DESIGN section 3).
 */
describe('declared access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('matches the reviewed snapshot', async () => {
    const lines = [
      ...Object.entries(t.routeAccess).map(([k, v]) => `route ${k}: ${describeAccess(v)}`),
      ...Object.entries(t.graphqlAccess).map(([k, v]) => `graphql ${k}: ${describeAccess(v)}`),
    ].sort();
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('__snapshots__/access.txt');
  });

  it('has a refusal probe for every protected operation', () => {
    const protectedFields = Object.entries(t.graphqlAccess)
      .filter(([, v]) => v !== 'public')
      .map(([k]) => k);
    expect(Object.keys(GRAPHQL_PROBES).sort()).toEqual(protectedFields.sort());
    const protectedRoutes = Object.entries(t.routeAccess)
      .filter(([, v]) => v !== 'public')
      .map(([k]) => k);
    expect(Object.keys(ROUTE_PROBES).sort()).toEqual(protectedRoutes.sort());
  });

  it('refuses anonymous callers everywhere that is not public', async () => {
    const anon = t.agent();
    for (const [name, query] of Object.entries(GRAPHQL_PROBES)) {
      if (name.includes('Subscription.')) continue; // over WebSocket, below
      const res = await anon.graphql(query);
      expect(res.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
      expect(res.data ?? null, name).toBeNull();
    }
    for (const [name, probe] of Object.entries(ROUTE_PROBES)) {
      const res = await anon.request(probe.method, probe.url);
      expect(res.status, name).toBe(401);
    }
  });

  it('refuses subscriptions to anonymous sockets', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it('refuses admin operations to staff, providers and clinic admins', async () => {
    const adminOnly = Object.entries(t.graphqlAccess).filter(([, v]) => v === 'admin');
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const email of [PERSONAS.northsidePsr, PERSONAS.provider, PERSONAS.lakesideMedAdmin]) {
      const agent = await signedInAgent(t, email);
      for (const [name] of adminOnly) {
        const res = await agent.graphql(GRAPHQL_PROBES[name]!);
        expect(res.errors?.[0]?.extensions?.code, `${email} ${name}`).toBe('FORBIDDEN');
      }
    }
    const admin = await signedInAgent(t, PERSONAS.admin);
    for (const [name] of adminOnly) {
      const res = await admin.graphql(GRAPHQL_PROBES[name]!);
      expect(res.errors, name).toBeUndefined();
    }
  });
});
