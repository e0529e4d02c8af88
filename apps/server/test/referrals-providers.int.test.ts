import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_NAME, REFERRAL_MSG_SERVER } from '@app/shared';
import { providerRecents, providers, users } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';

type Res = Awaited<ReturnType<Agent['graphql']>>;
const code = (r: Res) => r.errors?.[0]?.extensions?.['code'];

interface Row {
  id: string;
  display_name: string;
  is_default: boolean;
  is_favorite: boolean;
  clinic: { name: string };
  receiver: {
    name: string;
    is_order: boolean;
    is_fax: boolean;
    has_provider_user: boolean;
    clinic_users_count: number;
    office_phone: string | null;
    fax: string | null;
    extra_info: string;
    full_address: string | null;
    organization: { name: string } | null;
  };
}
const ROW = `id display_name is_default is_favorite clinic { name } receiver { name is_order is_fax
  has_provider_user clinic_users_count office_phone fax extra_info full_address organization { name } }`;
const PROVIDERS = `query($k: String) { providers(keyword: $k) { ${ROW} } }`;
const FAVORITES = `{ providers_favorite { ${ROW} } }`;
const RECENT = `{ providers_most_recent { id } }`;
const FAVORITE = `mutation($p: ID!, $f: Boolean!) { save_favorite_provider(provider_id: $p, favorite: $f) }`;
const FORM = `query($p: ID!) { receiving_form(provider_id: $p) { form_type same_organization
  attributes { field required } clinic { name is_order } } }`;

const names = (rows: Row[]) => rows.map((r) => `${r.display_name} @ ${r.clinic.name}`).sort();

describe.each(DB_KINDS)('finding providers on %s', (kind) => {
  const { t, ids, agents } = referralSuite(kind, {
    north: PERSONAS.northsidePsr,
    river: PERSONAS.riversidePsr,
    lake: PERSONAS.lakesidePsr,
  });

  const list = async (agent: Agent, k?: string) =>
    (await agent.graphql<{ providers: Row[] }>(PROVIDERS, { k })).data!.providers;

  it('lists receivable providers of other clinics; Orders clinics only with a provider user', async () => {
    expect(names(await list(agents.north))).toEqual([
      `${DEFAULT_PROVIDER_NAME} @ Northside Pediatrics`,
      'Dr. Ben Torres @ Valley Orthopedics',
      'Dr. Hannah Brooks @ Lakeside Cardiology',
      'Dr. Olivia Grant @ Valley Orthopedics',
      'Dr. Raj Patel @ Lakeside Cardiology',
      'Dr. Sofia Alvarez @ Northside Pediatrics',
      // Riverside takes orders: Wei Chen approves them; Marcus Green and the default do not.
      'Dr. Wei Chen @ Riverside Imaging',
    ]);
    // The Orders clinic's own staff see the other clinics, never their own providers.
    const fromRiverside = names(await list(agents.river));
    expect(fromRiverside).toContain('Dr. Emily Carter @ Northside Family Medicine');
    expect(fromRiverside).toContain(`${DEFAULT_PROVIDER_NAME} @ Northside Family Medicine`);
    expect(fromRiverside.some((n) => n.endsWith('Riverside Imaging'))).toBe(false);
    expect(names(await list(agents.north, 'valley'))).toEqual([
      'Dr. Ben Torres @ Valley Orthopedics',
      'Dr. Olivia Grant @ Valley Orthopedics',
    ]);
  });

  it('describes each receiving clinic: order, fax, users, organization', async () => {
    const rows = await list(agents.north);
    const byName = (n: string) => rows.find((r) => r.display_name === n)!.receiver;
    expect(byName('Dr. Wei Chen')).toMatchObject({
      name: 'Riverside Imaging',
      is_order: true,
      is_fax: false,
      has_provider_user: true,
      clinic_users_count: 2,
      organization: null,
    });
    expect(byName('Dr. Olivia Grant')).toMatchObject({
      is_fax: true,
      clinic_users_count: 0,
      fax: '630-555-0401',
      office_phone: '630-555-0400',
      full_address: '800 Valley Blvd, Naperville, IL 60540',
    });
    expect(JSON.parse(byName('Dr. Olivia Grant').extra_info)).toEqual({
      office_phone: '630-555-0400',
      fax: '630-555-0401',
    });
    expect(byName('Dr. Sofia Alvarez').organization).toEqual({ name: 'Northside Health' });
  });

  it('keeps favorites per user, only for providers that can receive', async () => {
    expect((await agents.north.graphql(FAVORITE, { p: ids.chen, f: true })).data).toEqual({
      save_favorite_provider: true,
    });
    await agents.north.graphql(FAVORITE, { p: ids.patel, f: true });
    const favs = (await agents.north.graphql<{ providers_favorite: Row[] }>(FAVORITES)).data!
      .providers_favorite;
    expect(names(favs)).toEqual([
      'Dr. Raj Patel @ Lakeside Cardiology',
      'Dr. Wei Chen @ Riverside Imaging',
    ]);
    expect(favs.every((f) => f.is_favorite)).toBe(true);
    const grid = await list(agents.north, 'patel');
    expect(grid.map((r) => r.is_favorite)).toEqual([true]);
    expect((await list(agents.north, 'brooks')).map((r) => r.is_favorite)).toEqual([false]);
    // Another user's favorites are their own.
    expect((await agents.lake.graphql<{ providers_favorite: Row[] }>(FAVORITES)).data).toEqual({
      providers_favorite: [],
    });
    // A provider that stops receiving leaves the list.
    await t.db.update(providers).set({ canReceive: false }).where(eq(providers.id, ids.patel));
    try {
      const after = (await agents.north.graphql<{ providers_favorite: Row[] }>(FAVORITES)).data!;
      expect(names(after.providers_favorite)).toEqual(['Dr. Wei Chen @ Riverside Imaging']);
    } finally {
      await t.db.update(providers).set({ canReceive: true }).where(eq(providers.id, ids.patel));
    }
    expect((await agents.north.graphql(FAVORITE, { p: ids.chen, f: false })).data).toEqual({
      save_favorite_provider: false,
    });
    expect(
      names(
        (await agents.north.graphql<{ providers_favorite: Row[] }>(FAVORITES)).data!
          .providers_favorite,
      ),
    ).toEqual(['Dr. Raj Patel @ Lakeside Cardiology']);
    // Not a provider one can send to: own clinic's, an order clinic's default, unknown.
    for (const p of [ids.carter, ids.riversideDefault, ids.green, 999999, 'x']) {
      expect(code(await agents.north.graphql(FAVORITE, { p, f: true })), String(p)).toBe(
        'NOT_FOUND',
      );
    }
  });

  it('lists at most 10 most recent providers, newest first', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.email, PERSONAS.riversidePsr));
    const extra = await t.db
      .insert(providers)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          clinicId: ids.lakeside,
          title: 'dr',
          firstname: `Extra${i}`,
          lastname: 'Doc',
        })),
      )
      .returning({ id: providers.id });
    const order = [ids.carter, ids.jordan, ids.alvarez, ids.patel, ids.brooks, ids.grant]
      .concat(extra.map((e) => e.id))
      // Never listed: Riverside's own provider.
      .concat([ids.chen]);
    const base = Date.now();
    await t.db.insert(providerRecents).values(
      order.map((providerId, i) => ({
        userId: me!.id,
        providerId,
        usedAt: new Date(base + i * 1000),
      })),
    );
    const res = await agents.river.graphql<{ providers_most_recent: { id: string }[] }>(RECENT);
    const expected = order
      .filter((id) => id !== ids.chen)
      .reverse()
      .slice(0, 10);
    expect(res.data!.providers_most_recent.map((p) => Number(p.id))).toEqual(expected);
  });

  it('gives the form of the receiving clinic: internal within one organization', async () => {
    const internal = await agents.north.graphql<{
      receiving_form: {
        form_type: string;
        same_organization: boolean;
        attributes: { field: string; required: boolean }[];
        clinic: { name: string };
      };
    }>(FORM, { p: ids.alvarez });
    expect(internal.data!.receiving_form).toMatchObject({
      form_type: 'internal',
      same_organization: true,
      clinic: { name: 'Northside Pediatrics' },
    });
    expect(internal.data!.receiving_form.attributes).toContainEqual({
      field: 'custom_urgency',
      required: true,
    });
    const external = await agents.north.graphql<{ receiving_form: { form_type: string } }>(FORM, {
      p: ids.patel,
    });
    expect(external.data!.receiving_form.form_type).toBe('external');
    const own = await agents.north.graphql(FORM, { p: ids.carter });
    expect(code(own)).toBe('VALIDATION');
    expect(own.errors![0]!.message).toBe(REFERRAL_MSG_SERVER.providerCannotReceive);
  });
});
