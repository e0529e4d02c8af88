import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from './agent.js';
import { FakeMapbox } from './fakes/mapbox.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, signedInAgent } from './personas.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];

const SUGGEST = `query($q: String!) { address_suggestions(query: $q) {
  address_line1 place region postcode full_address } }`;
interface Suggestion {
  address_line1: string;
  place: string;
  region: string;
  postcode: string;
  full_address: string;
}
type Answer = { address_suggestions: Suggestion[] };

describe.each(DB_KINDS)('address suggestions on %s', (kind) => {
  describe('offline (no MAPBOX_TOKEN)', () => {
    let t: TestApp;
    let nurse: Agent;
    beforeAll(async () => {
      t = await startTestApp(kind);
      nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    });
    afterAll(async () => t?.close());

    it('suggests stored addresses by street, city or ZIP prefix', async () => {
      const byStreet = await nurse.graphql<Answer>(SUGGEST, { q: 'n clark' });
      expect(byStreet.data!.address_suggestions).toEqual([
        {
          address_line1: '1200 N Clark St',
          place: 'Chicago',
          region: 'IL',
          postcode: '60610',
          full_address: '1200 N Clark St, Chicago, IL 60610',
        },
        {
          address_line1: '1210 N Clark St',
          place: 'Chicago',
          region: 'IL',
          postcode: '60610',
          full_address: '1210 N Clark St, Chicago, IL 60610',
        },
      ]);
      const byZip = await nurse.graphql<Answer>(SUGGEST, { q: '6054' });
      expect(byZip.data!.address_suggestions.map((s) => s.postcode).sort()).toEqual([
        '60540',
        '60546',
      ]);
      const byCity = await nurse.graphql<Answer>(SUGGEST, { q: 'naperville' });
      expect(byCity.data!.address_suggestions.map((s) => s.address_line1)).toEqual([
        '800 Valley Blvd',
      ]);
      const short = await nurse.graphql<Answer>(SUGGEST, { q: ' c ' });
      expect(short.data!.address_suggestions).toEqual([]);
      const wildcard = await nurse.graphql<Answer>(SUGGEST, { q: '%_%' });
      expect(wildcard.data!.address_suggestions).toEqual([]);
    });

    it('resolves a typed US ZIP code to its city and state offline', async () => {
      const res = await nurse.graphql<Answer>(SUGGEST, { q: '250 Main St 10001' });
      expect(res.data!.address_suggestions[0]).toEqual({
        address_line1: '250 Main St',
        place: 'New York',
        region: 'NY',
        postcode: '10001',
        full_address: '250 Main St, New York, NY 10001',
      });
      const unknown = await nurse.graphql<Answer>(SUGGEST, { q: 'Main St 00000' });
      expect(unknown.data!.address_suggestions).toEqual([]);
    });

    it('rate limits each user to 60 a minute', async () => {
      const agent = await signedInAgent(t, PERSONAS.lakesidePsr);
      for (let i = 0; i < 60; i++) {
        const ok = await agent.graphql<Answer>(SUGGEST, { q: 'Lake' });
        expect(ok.errors, `request ${i + 1}`).toBeUndefined();
      }
      const limited = await agent.graphql(SUGGEST, { q: 'Lake' });
      expect(code(limited)).toBe('RATE_LIMITED');
      // Another user keeps their own budget; a new minute starts afresh.
      const other = await signedInAgent(t, PERSONAS.lakesideMedAdmin);
      expect((await other.graphql<Answer>(SUGGEST, { q: 'Lake' })).errors).toBeUndefined();
      t.clock.advance(61_000);
      expect((await agent.graphql<Answer>(SUGGEST, { q: 'Lake' })).errors).toBeUndefined();
    });
  });

  describe('Mapbox (MAPBOX_TOKEN set)', () => {
    const fake = new FakeMapbox();
    let t: TestApp;
    let agent: Agent;
    beforeAll(async () => {
      const base = await fake.start();
      t = await startTestApp(kind, {
        env: { MAPBOX_TOKEN: 'pk.test-token', MAPBOX_API_BASE: `${base}/` },
      });
      agent = await signedInAgent(t, PERSONAS.northsidePsr);
    });
    afterAll(async () => {
      await t?.close();
      await fake.stop();
    });

    it('asks Mapbox Address Autofill and maps its answer', async () => {
      expect(t.deps.address.kind).toBe('mapbox');
      const res = await agent.graphql<Answer>(SUGGEST, { q: '42' });
      expect(res.data!.address_suggestions[0]).toEqual({
        address_line1: '42 Main St',
        place: 'Springfield',
        region: 'IL',
        postcode: '62701',
        full_address: '42 Main St, Springfield, IL 62701',
      });
      const req = fake.requests.at(-1)!;
      expect(req.path).toBe('/autofill/v1/suggest/42');
      expect(req.params).toMatchObject({
        types: 'address,streets',
        language: 'en',
        country: 'us',
        proximity: 'ip',
        access_token: 'pk.test-token',
      });
      expect(req.params['session_token']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers no suggestions when Mapbox fails', async () => {
      fake.status = 503;
      try {
        const res = await agent.graphql<Answer>(SUGGEST, { q: '42 Main' });
        expect(res.errors).toBeUndefined();
        expect(res.data!.address_suggestions).toEqual([]);
      } finally {
        fake.status = 200;
      }
    });
  });
});
