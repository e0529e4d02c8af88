import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinics, users } from '../src/db/schema/index.js';
import { AuthRepo } from '../src/modules/auth/auth.repo.js';
import type { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { clinicId, PERSONAS, signedInAgent } from './personas.js';
import { appSuite } from './suite.js';

/**
 * Issue 19 item 3: the session behind a cookie is kept in memory for a few seconds, and whatever
 * changes what it stands for (signing out, a deactivated user, a removed membership, another role)
 * holds from the very next request.
 */
const ME = '{ me { email } }';
const RECEIVED = '{ referral_active_received(first: 25) { total_count } }';
const SENT = '{ referral_active_sent(first: 50) { rows { clinic_referrer { name } } } }';
const USER = 'query($u: String!) { user(user_uuid: $u) { uuid } }';
const SAVE_USER = `mutation($uuid: String!, $u: UserUpdateInput!) { save_user(user_uuid: $uuid, user: $u) { uuid } }`;
const DELETE = `mutation($c: ID!, $u: ID!) { delete_user_clinic(clinicId: $c, userId: $u) }`;

describe.each(DB_KINDS)('sessions kept in memory on %s', (kind) => {
  const { t, agents } = appSuite(kind, { manager: PERSONAS.northsidePsr });
  afterEach(() => vi.restoreAllMocks());

  const me = async (agent: Agent) => {
    const res = await agent.graphql<{ me: { email: string } | null }>(ME);
    return { me: res.data?.me ?? null, code: res.errors?.[0]?.extensions?.['code'] };
  };
  /** What the received list answers: a count, or the refusal's code. */
  const received = async (agent: Agent) => {
    const res = await agent.graphql<{ referral_active_received: { total_count: number } }>(
      RECEIVED,
    );
    return {
      rows: res.data?.referral_active_received?.total_count,
      code: res.errors?.[0]?.extensions?.['code'],
    };
  };
  /** The sending clinics of the current clinic's sent list. */
  const sentFrom = async (agent: Agent) => {
    const res = await agent.graphql<{
      referral_active_sent: { rows: { clinic_referrer: { name: string } }[] };
    }>(SENT);
    expect(res.errors).toBeUndefined();
    return res.data!.referral_active_sent.rows.map((r) => r.clinic_referrer.name);
  };
  const userRow = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
  /** The same browser's cookies in a second agent: the cookie a signed-out tab still sends. */
  const copyOf = (agent: Agent) => {
    const copy = t.agent();
    for (const [k, v] of agent.cookies) copy.cookies.set(k, v);
    return copy;
  };

  it('reads a session from the database once while nothing changes', async () => {
    const nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    const reads = vi.spyOn(AuthRepo.prototype, 'sessionWithUser');
    for (let i = 0; i < 3; i++) expect((await me(nurse)).me?.email).toBe(PERSONAS.northsideNurse);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('keeps the current user beside the session, and shows what changed on the next request', async () => {
    const nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    const shown = async () => {
      const res = await nurse.graphql<{ me: { full_name: string; clinic: { name: string } } }>(
        '{ me { full_name clinic { name } } }',
      );
      return res.data!.me;
    };
    const before = await shown();
    const row = await userRow(PERSONAS.northsideNurse);
    const northside = await clinicId(t, 'NORTHSIDE');
    const rename = (firstname: string) =>
      t.db.update(users).set({ firstname }).where(eq(users.id, row.id));
    const renameClinic = (name: string) =>
      t.db.update(clinics).set({ name }).where(eq(clinics.id, northside));
    try {
      // A write with the triggers off tells no one: the kept record is what answers.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.update(users).set({ firstname: 'Untold' }).where(eq(users.id, row.id));
      });
      expect(await shown()).toEqual(before);
      // Every other write is told: the next request reads it.
      await rename('Renamed');
      expect((await shown()).full_name).toBe(`Renamed ${row.lastname}`);
      await renameClinic('Renamed Northside');
      expect((await shown()).clinic.name).toBe('Renamed Northside');
    } finally {
      await rename(row.firstname);
      await renameClinic(before.clinic.name);
    }
    expect(await shown()).toEqual(before);
  });

  it('refuses a signed-out session on the next request', async () => {
    const nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    expect((await me(nurse)).me).not.toBeNull();
    const tab = copyOf(nurse);
    expect((await nurse.post('/logout')).status).toBe(204);
    expect(await me(tab)).toEqual({ me: null, code: 'UNAUTHENTICATED' });
  });

  it('refuses a deactivated user on the next request, whoever wrote it', async () => {
    const medAdmin = await signedInAgent(t, PERSONAS.lakesideMedAdmin);
    expect(await received(medAdmin)).toEqual({ rows: expect.any(Number), code: undefined });
    // Written straight to the database, as another instance or a maintenance script would.
    const deactivate = (deletedAt: Date | null) =>
      t.db.update(users).set({ deletedAt }).where(eq(users.email, PERSONAS.lakesideMedAdmin));
    await deactivate(t.clock.now());
    try {
      expect(await received(medAdmin)).toEqual({ rows: undefined, code: 'UNAUTHENTICATED' });
    } finally {
      await deactivate(null);
    }
  });

  it('drops a removed membership on the next request', async () => {
    const coordinator = await signedInAgent(t, PERSONAS.coordinator);
    const northside = await clinicId(t, 'NORTHSIDE');
    expect(await sentFrom(coordinator)).toContain('Northside Family Medicine');
    const row = await userRow(PERSONAS.coordinator);
    const removed = await agents.manager.graphql(DELETE, { c: northside, u: String(row.id) });
    expect(removed.errors).toBeUndefined();
    expect(await sentFrom(coordinator)).not.toContain('Northside Family Medicine');
  });

  it('acts on a new role from the next request', async () => {
    const nurse = await signedInAgent(t, PERSONAS.northsideNurse);
    const colleague = (await userRow(PERSONAS.northsidePsr)).uuid;
    // Only the clinic's managers (PSR, Medical Admin) read a colleague's memberships.
    expect((await nurse.graphql(USER, { u: colleague })).errors?.[0]?.extensions?.['code']).toBe(
      'NOT_FOUND',
    );
    const row = await userRow(PERSONAS.northsideNurse);
    const saved = await agents.manager.graphql(SAVE_USER, {
      uuid: row.uuid,
      u: { firstname: row.firstname, lastname: row.lastname, role_id: 2 },
    });
    expect(saved.errors).toBeUndefined();
    expect((await nurse.graphql(USER, { u: colleague })).errors).toBeUndefined();
  });
});
