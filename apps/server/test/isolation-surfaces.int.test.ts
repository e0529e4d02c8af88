import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from './agent.js';
import { createReferral } from './factories/referrals.js';
import { DB_KINDS } from './harness.js';
import { clinicByCode } from './lookups.js';
import { PERSONAS } from './personas.js';
import { appSuite } from './suite.js';

/**
 * One visibility rule behind every surface (modules/referrals/referral-access.ts): the referrals
 * an actor opens in the detail view are the ones the lists, the export, the reports and the
 * dashboard show them, each narrowed only by what that surface is about (one clinic and side,
 * sent referrals only). The fixtures are sent in May 2019, far from the demo data's dates.
 */
const FIXTURES = {
  /** Sent from Northside to Lakeside. */
  S: { from: 'NORTHSIDE', to: 'LAKESIDE', status: 'sent' },
  /** Northside's draft to Lakeside: the receiver never sees it. */
  D: { from: 'NORTHSIDE', to: 'LAKESIDE', status: 'draft' },
  /** Between two clinics none of the staff personas belongs to. */
  X: { from: 'NORTHPEDS', to: 'VALLEYFAX', status: 'sent' },
} as const;
type Key = keyof typeof FIXTURES;
const KEYS = Object.keys(FIXTURES) as Key[];

/** Who sees what in the detail view, and the clinics each works in. */
const ACTORS = {
  referrer: { clinics: ['NORTHSIDE'], visible: ['S', 'D'] },
  receiver: { clinics: ['LAKESIDE'], visible: ['S'] },
  both: { clinics: ['NORTHSIDE', 'LAKESIDE'], visible: ['S', 'D'] },
  admin: { clinics: [], visible: ['S', 'D', 'X'] },
  unrelated: { clinics: ['RIVERSIDE'], visible: [] },
} as const satisfies Record<string, { clinics: string[]; visible: Key[] }>;
type ActorName = keyof typeof ACTORS;

const LASTNAME = 'Isovista';
const MAY_2019 = new Date('2019-05-15T17:00:00Z');
const RANGE = { start: '2019-05-01', end: '2019-05-31' };

const DETAIL = `query($u: String!) { referral(uuid: $u) { uuid } }`;
const listQuery = (name: string) =>
  `query($k: String) { ${name}(keyword: $k, first: 50) { rows { uuid } } }`;
const EXPORT = `query($s: [String!]!, $a: String!, $b: String!) {
  referrals_for_export(statuses: $s, startDate: $a, endDate: $b, limit: 100) { uuid } }`;
const REPORT = `query($a: String!, $b: String!, $t: String!) {
  referral_list(start_date: $a, end_date: $b, type: $t) { referrals } }`;
const DASHBOARD = `query { admin_referral_counts(month: 5, year: 2019) { count } }`;
const SWITCH = `mutation($u: String!, $c: ID!) { switch_clinic(userUuid: $u, clinicId: $c) { uuid } }`;

describe.each(DB_KINDS)('one referral visibility on every surface on %s', (kind) => {
  const { t, agents } = appSuite(kind, {
    referrer: PERSONAS.northsidePsr,
    receiver: PERSONAS.lakesidePsr,
    both: PERSONAS.coordinator,
    admin: PERSONAS.admin,
    unrelated: PERSONAS.riversidePsr,
  });
  const uuids = {} as Record<Key, string>;
  const keyOf = (uuid: string) => KEYS.find((k) => uuids[k] === uuid);
  /** Our fixtures among the uuids a surface answered (the demo data is there too). */
  const ours = (rows: { uuid: string }[]) =>
    rows
      .map((r) => keyOf(r.uuid))
      .filter((k): k is Key => k !== undefined)
      .sort();

  beforeAll(async () => {
    t.clock.set(MAY_2019);
    for (const key of KEYS) {
      const f = FIXTURES[key];
      const row = await createReferral(t, {
        from: f.from,
        to: f.to,
        status: f.status,
        patient: { lastname: LASTNAME },
      });
      uuids[key] = row.uuid;
    }
  });

  const detail = async (agent: Agent) => {
    const seen: Key[] = [];
    for (const key of KEYS) {
      const res = await agent.graphql<{ referral: { uuid: string } | null }>(DETAIL, {
        u: uuids[key],
      });
      if (res.data?.referral?.uuid === uuids[key]) seen.push(key);
      else expect(res.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    }
    return seen.sort();
  };

  const list = async (agent: Agent, name: string) => {
    const res = await agent.graphql<Record<string, { rows: { uuid: string }[] }>>(listQuery(name), {
      k: LASTNAME,
    });
    expect(res.errors).toBeUndefined();
    return ours(res.data![name]!.rows);
  };

  const exported = async (agent: Agent) => {
    const res = await agent.graphql<{ referrals_for_export: { uuid: string }[] }>(EXPORT, {
      s: ['active', 'declined', 'completed'],
      a: RANGE.start,
      b: RANGE.end,
    });
    expect(res.errors).toBeUndefined();
    return ours(res.data!.referrals_for_export);
  };

  const reported = async (agent: Agent, type: 'sent' | 'received') => {
    const res = await agent.graphql<{ referral_list: { referrals: number }[] }>(REPORT, {
      a: RANGE.start,
      b: RANGE.end,
      t: type,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.referral_list.reduce((n, r) => n + r.referrals, 0);
  };

  /** The actor's visible fixtures, narrowed to one clinic and side (drafts only to referrers). */
  const sideOf = (visible: readonly Key[], clinic: string, side: 'sent' | 'received') =>
    visible
      .filter((k) =>
        side === 'sent'
          ? FIXTURES[k].from === clinic
          : FIXTURES[k].to === clinic && FIXTURES[k].status !== 'draft',
      )
      .sort();
  const sentOnly = (keys: readonly Key[]) => keys.filter((k) => FIXTURES[k].status !== 'draft');

  it.each(Object.keys(ACTORS) as ActorName[])(
    'shows the %s user one set of referrals through detail, lists, export and reports',
    async (name) => {
      const agent = agents[name];
      const { clinics, visible } = ACTORS[name];
      expect(await detail(agent)).toEqual([...visible].sort());

      if (name === 'admin') {
        expect(await list(agent, 'referrals_admin')).toEqual(sentOnly(visible).sort());
        expect(await exported(agent)).toEqual(sentOnly(visible).sort());
        const dashboard = await agent.graphql<{ admin_referral_counts: { count: number }[] }>(
          DASHBOARD,
        );
        expect(dashboard.data!.admin_referral_counts).toEqual([
          { count: sentOnly(visible).length },
        ]);
        return;
      }

      const me = await agent.graphql<{ me: { uuid: string } }>('{ me { uuid } }');
      const listed = new Set<Key>();
      for (const clinic of clinics) {
        const switched = await agent.graphql(SWITCH, {
          u: me.data!.me.uuid,
          c: String((await clinicByCode(t, clinic)).id),
        });
        expect(switched.errors).toBeUndefined();
        const sent = await list(agent, 'referral_active_sent');
        const received = await list(agent, 'referral_active_received');
        expect({ clinic, sent, received }).toEqual({
          clinic,
          sent: sideOf(visible, clinic, 'sent'),
          received: sideOf(visible, clinic, 'received'),
        });
        for (const k of [...sent, ...received]) listed.add(k);

        expect({ clinic, exported: await exported(agent) }).toEqual({
          clinic,
          exported: sentOnly(sideOf(visible, clinic, 'sent')),
        });
        expect({
          clinic,
          sent: await reported(agent, 'sent'),
          received: await reported(agent, 'received'),
        }).toEqual({
          clinic,
          sent: sentOnly(sideOf(visible, clinic, 'sent')).length,
          received: sideOf(visible, clinic, 'received').length,
        });
      }
      // Over all of the user's clinics, the lists hold exactly what the detail view opens.
      expect([...listed].sort()).toEqual([...visible].sort());
      const dashboard = await agent.graphql(DASHBOARD);
      expect(dashboard.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    },
  );
});
