import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeMapbox } from '../../../test/fakes/mapbox.js';
import { createMapboxAddress } from './mapbox-address.js';

describe('Mapbox Address Autofill adapter', () => {
  const fake = new FakeMapbox();
  let base: string;
  beforeAll(async () => {
    base = await fake.start();
  });
  afterAll(() => fake.stop());

  it('asks for US addresses in English and maps both suggestion shapes', async () => {
    const adapter = createMapboxAddress({ token: 'pk.test-token', apiBase: base });
    const list = await adapter.suggest(' 12 Ma/in ', { sessionToken: 'session-1' });
    expect(list).toEqual([
      {
        address_line1: '12 Ma/in Main St',
        place: 'Springfield',
        region: 'IL',
        postcode: '62701',
        full_address: '12 Ma/in Main St, Springfield, IL 62701',
      },
      {
        address_line1: '12 Ma/in Oak Ave',
        place: 'Chicago',
        region: 'IL',
        postcode: '60601',
        full_address: '12 Ma/in Oak Ave, Chicago, IL 60601',
      },
    ]);
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/autofill/v1/suggest/12%20Ma%2Fin');
    expect(req.params).toEqual({
      types: 'address,streets',
      language: 'en',
      country: 'us',
      proximity: 'ip',
      access_token: 'pk.test-token',
      session_token: 'session-1',
    });
  });

  it('limits the list and skips queries too short to mean anything', async () => {
    const adapter = createMapboxAddress({ token: 'pk.test-token', apiBase: base });
    expect(await adapter.suggest('12', { sessionToken: 's', limit: 1 })).toHaveLength(1);
    const before = fake.requests.length;
    expect(await adapter.suggest(' 1 ', { sessionToken: 's' })).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });

  it('fails on an error answer without leaking the token', async () => {
    const bad = createMapboxAddress({ token: 'pk.wrong', apiBase: base });
    const error = await bad.suggest('12 Main', { sessionToken: 's' }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Mapbox autofill answered 401');
    expect((error as Error).message).not.toContain('pk.wrong');
  });
});
