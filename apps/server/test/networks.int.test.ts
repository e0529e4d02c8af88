import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NETWORK_UUID } from '../src/seed/demo-providers.js';
import type { Agent } from './agent.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, clinicId, signedInAgent } from './personas.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];
const validation = (r: Res) => r.errors?.[0]?.extensions?.['validation'];

const LIST = `query($k: String) { referral_networks(keyword: $k) { id uuid name member_count } }`;
const ONE = `query($u: String!) { referral_network(referral_network_uuid: $u) { id uuid name member_count members { name referral_network { name } } } }`;
const SAVE = `mutation($n: String!, $id: ID) { save_referral_network(name: $n, id: $id) { id uuid name member_count } }`;
const DELETE = `mutation($u: String!) { delete_referral_network(uuid: $u) }`;

describe.each(DB_KINDS)('referral groups on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let psr: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // One at a time: each sign-in drains the mail queue for its code.
    admin = await signedInAgent(t, PERSONAS.admin);
    psr = await signedInAgent(t, PERSONAS.northsidePsr);
  });
  afterAll(async () => t?.close());

  it('lists groups with their member count, filtered by keyword', async () => {
    const res = await admin.graphql<{
      referral_networks: { name: string; member_count: number }[];
    }>(LIST);
    expect(res.data!.referral_networks).toEqual([
      expect.objectContaining({
        name: 'Metro Referral Network',
        member_count: 4,
        uuid: DEMO_NETWORK_UUID,
      }),
    ]);
    expect((await admin.graphql(LIST, { k: 'METRO' })).data).toMatchObject({
      referral_networks: [{ name: 'Metro Referral Network' }],
    });
    expect((await admin.graphql(LIST, { k: '%' })).data).toEqual({ referral_networks: [] });
  });

  it('shows a group with its member clinics', async () => {
    const res = await admin.graphql<{ referral_network: { members: { name: string }[] } }>(ONE, {
      u: DEMO_NETWORK_UUID,
    });
    expect(res.data!.referral_network.members.map((m) => m.name)).toEqual([
      'Lakeside Cardiology',
      'Northside Family Medicine',
      'Riverside Imaging',
      'Valley Orthopedics',
    ]);
    expect(code(await admin.graphql(ONE, { u: '00000000-0000-0000-0000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    expect(code(await admin.graphql(ONE, { u: 'x' }))).toBe('NOT_FOUND');
  });

  it('creates and renames groups, with the spec message for a blank name', async () => {
    const created = await admin.graphql<{
      save_referral_network: { id: string; uuid: string; name: string; member_count: number };
    }>(SAVE, { n: ' South Network ' });
    expect(created.data!.save_referral_network).toMatchObject({
      name: 'South Network',
      member_count: 0,
    });
    const renamed = await admin.graphql<{ save_referral_network: { uuid: string; name: string } }>(
      SAVE,
      {
        n: 'South Referral Network',
        id: created.data!.save_referral_network.id,
      },
    );
    expect(renamed.data!.save_referral_network).toEqual(
      expect.objectContaining({
        uuid: created.data!.save_referral_network.uuid,
        name: 'South Referral Network',
      }),
    );
    expect(validation(await admin.graphql(SAVE, { n: '' }))).toEqual({
      name: ['Group name is required'],
    });
    expect(code(await admin.graphql(SAVE, { n: 'X', id: 99999 }))).toBe('NOT_FOUND');
  });

  it('refuses a name another live group has, ignoring case', async () => {
    const taken = { name: ['A referral group with this name already exists.'] };
    expect(validation(await admin.graphql(SAVE, { n: ' metro referral NETWORK ' }))).toEqual(taken);
    const other = await admin.graphql<{ save_referral_network: { id: string; name: string } }>(
      SAVE,
      { n: 'Unique Group' },
    );
    const id = other.data!.save_referral_network.id;
    expect(validation(await admin.graphql(SAVE, { n: 'METRO Referral Network', id }))).toEqual(
      taken,
    );
    // Its own name in another case is a rename, not a clash.
    expect((await admin.graphql(SAVE, { n: 'UNIQUE GROUP', id })).data).toMatchObject({
      save_referral_network: { name: 'UNIQUE GROUP' },
    });
  });

  it('gives one of two saves of the same new name at once the group, the other the clash', async () => {
    const taken = { name: ['A referral group with this name already exists.'] };
    const results = await Promise.all(
      ['Lakeshore Partners', ' LAKESHORE partners '].map((n) => admin.graphql(SAVE, { n })),
    );
    expect(results.filter((r) => r.data?.['save_referral_network'])).toHaveLength(1);
    expect(results.filter((r) => !r.data?.['save_referral_network']).map(validation)).toEqual([
      taken,
    ]);
    const listed = await admin.graphql<{ referral_networks: { name: string }[] }>(LIST, {
      k: 'lakeshore',
    });
    expect(listed.data!.referral_networks).toHaveLength(1);
  });

  it('deletes a group; its clinics stay and leave the group', async () => {
    const northside = await clinicId(t, 'NORTHSIDE');
    expect((await admin.graphql(DELETE, { u: DEMO_NETWORK_UUID })).data).toEqual({
      delete_referral_network: true,
    });
    const c = await admin.graphql<{ clinic: { name: string; referral_network: null } }>(
      `query($id: ID!) { clinic(id: $id) { name referral_network { name } } }`,
      { id: northside },
    );
    expect(c.data!.clinic).toEqual({ name: 'Northside Family Medicine', referral_network: null });
    expect(code(await admin.graphql(ONE, { u: DEMO_NETWORK_UUID }))).toBe('NOT_FOUND');
    expect(code(await admin.graphql(DELETE, { u: DEMO_NETWORK_UUID }))).toBe('NOT_FOUND');
    // A deleted group's name is free again.
    expect((await admin.graphql(SAVE, { n: 'Metro Referral Network' })).errors).toBeUndefined();
  });

  it('is for admins only', async () => {
    expect(code(await psr.graphql(LIST))).toBe('FORBIDDEN');
    expect(code(await psr.graphql(SAVE, { n: 'Mine' }))).toBe('FORBIDDEN');
  });
});
