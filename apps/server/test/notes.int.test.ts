import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_MSG } from '@app/shared';
import { faxes } from '../src/db/schema/index.js';
import type { Agent } from './agent.js';
import { createReferral } from './factories/referrals.js';
import { notificationsOf } from './fax-sms-kit.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';
import { collect, wsClient } from './ws-client.js';

interface Note {
  uuid: string;
  note: string;
  group: string;
  created_at: string;
  user: { firstname: string; lastname: string } | null;
  clinic: { id: string; name: string } | null;
}
interface NoteAnswer {
  message: string;
  note?: Note;
  errors?: Record<string, string[]>;
}

const NOTE_FIELDS = 'uuid note group created_at user { firstname lastname } clinic { id name }';

describe.each(DB_KINDS)('referral notes on %s', (kind) => {
  const { t, agents } = referralSuite(
    kind,
    {
      north: PERSONAS.northsidePsr,
      lake: PERSONAS.lakesidePsr,
      med: PERSONAS.lakesideMedAdmin,
      river: PERSONAS.riversidePsr,
      admin: PERSONAS.admin,
    },
    { stepMs: 60_000 },
  );
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const post = (a: Agent, uuid: string, note: string, group = 'external') =>
    a.post<NoteAnswer>(`/api/referrals/${uuid}/notes`, { note, group });
  /** Posts a note, moving the clock on first so that each note is newer than the last. */
  const write = async (a: Agent, uuid: string, note: string, group = 'external') => {
    t.clock.advance(1000);
    const res = await post(a, uuid, note, group);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const notesOf = async (a: Agent, uuid: string) => {
    const res = await a.graphql<{ referral_notes: Note[] }>(
      `query($u: String!) { referral_notes(referral_uuid: $u) { ${NOTE_FIELDS} } }`,
      { u: uuid },
    );
    return res;
  };
  const texts = async (a: Agent, uuid: string, group?: string) =>
    ((await notesOf(a, uuid)).data?.referral_notes ?? [])
      .filter((n) => !group || n.group === group)
      .map((n) => n.note);
  const received = () => createReferral(t, { status: 'under_review' });
  const subscribeNotes = (a: Agent, uuid: string) =>
    collect<{ referral_notes: Note[] }>(
      wsClient(base, a),
      `subscription { referral_notes(referral_uuid: "${uuid}") { ${NOTE_FIELDS} } }`,
    );

  it('keeps internal notes within the writing clinic and shows external messages to both sides, newest first', async () => {
    const { uuid } = await received();
    const lakeNote = await write(agents.lake, uuid, 'Lakeside only', 'internal');
    expect(lakeNote).toMatchObject({
      message: REFERRAL_MSG.noteCreated,
      note: {
        note: 'Lakeside only',
        group: 'internal',
        user: { firstname: expect.any(String) },
        clinic: { name: 'Lakeside Cardiology' },
      },
    });
    const hello = await write(agents.north, uuid, '  Hello from Northside  ');
    await write(agents.north, uuid, 'Northside only', 'internal');

    expect(await texts(agents.lake, uuid)).toEqual(['Hello from Northside', 'Lakeside only']);
    expect(await texts(agents.med, uuid)).toEqual(['Hello from Northside', 'Lakeside only']);
    expect(await texts(agents.north, uuid)).toEqual(['Northside only', 'Hello from Northside']);
    // Admins belong to no clinic: no internal note of anyone.
    expect(await texts(agents.admin, uuid)).toEqual(['Hello from Northside']);

    const [newest] = (await notesOf(agents.lake, uuid)).data!.referral_notes;
    expect(newest).toEqual({ ...hello.note, id: undefined, clinic: expect.anything() });
    expect(newest!.clinic?.name).toBe('Northside Family Medicine');
  });

  it('lists the System Log lines a status change writes, by whom', async () => {
    const { uuid } = await received();
    expect(
      (await agents.med.request('PUT', `/api/referrals/${uuid}/promote/accepted`)).status,
    ).toBe(200);
    const notes = (await notesOf(agents.north, uuid)).data!.referral_notes;
    expect(notes.filter((n) => n.group === 'system')).toEqual([
      expect.objectContaining({
        note: 'Referral is forwarded for appointment.',
        user: expect.objectContaining({ firstname: expect.any(String) }),
      }),
    ]);
  });

  it("refuses a blank note with the spec's words and an unknown group", async () => {
    const { uuid } = await received();
    const blank = await post(agents.north, uuid, '   ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.note).toEqual(['Note is required']);
    const group = await post(agents.north, uuid, 'Hi', 'public');
    expect(group.status).toBe(422);
    expect(group.body.errors?.group).toEqual(['The note group must be internal or external.']);
    expect(await texts(agents.north, uuid)).toEqual([]);
  });

  it('tells the other side of an external message in-app, without patient data', async () => {
    const { id, uuid } = await received();
    const before = (await notificationsOf(t, PERSONAS.lakesidePsr, 'New Message')).length;
    await write(agents.north, uuid, 'Please call Ada Byron back', 'external');
    await write(agents.north, uuid, 'Internal only', 'internal');
    const told = await notificationsOf(t, PERSONAS.lakesidePsr, 'New Message');
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({
      url: `/referrals/${uuid}/review`,
      referralId: id,
      data: { content: 'Northside Family Medicine: new message on a referral.' },
    });
    // The writer's own side is not told.
    expect(await notificationsOf(t, PERSONAS.northsidePsr, 'New Message')).toHaveLength(0);
  });

  it("sends the whole log live, then again after each note; the other clinic's stream never carries internal notes", async () => {
    const { uuid } = await received();
    await write(agents.north, uuid, 'First message');
    const lake = subscribeNotes(agents.lake, uuid);
    const north = subscribeNotes(agents.north, uuid);
    await lake.next(1);
    await north.next(1);
    expect(lake.values[0]!.referral_notes.map((n) => n.note)).toEqual(['First message']);

    await write(agents.north, uuid, 'Northside secret', 'internal');
    await write(agents.north, uuid, 'Second message');
    // Each stream sends the whole log again per note; the first note's own event may still be on
    // its way when a stream starts, so wait for the log, not for a count of sends.
    const log = (v: { referral_notes: Note[] }) => v.referral_notes.map((n) => n.note).join(' | ');
    await north.some((v) => log(v) === 'Second message | Northside secret | First message');
    await lake.some((v) => log(v) === 'Second message | First message');
    const lakeSaw = lake.values.flatMap((v) => v.referral_notes.map((n) => n.note));
    expect(lakeSaw).not.toContain('Northside secret');
    lake.dispose();
    north.dispose();
  });

  it('refuses a clinic outside the referral on the query, the REST call and the subscription', async () => {
    const { uuid } = await received();
    await write(agents.north, uuid, 'Not for Riverside');
    const query = await notesOf(agents.river, uuid);
    expect(query.errors?.[0]?.message).toBe('Referral not found.');
    expect(query.data ?? null).toBeNull();
    const rest = await post(agents.river, uuid, 'Hello?');
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('Referral not found.');

    const sub = subscribeNotes(agents.river, uuid);
    await sub.next(1);
    expect(sub.values.filter(Boolean)).toEqual([]);
    expect(JSON.stringify(sub.errors)).toContain('Referral not found.');
    expect(await texts(agents.north, uuid)).toEqual(['Not for Riverside']);
  });

  it('faxes an external message on a fax referral to the fax clinic as one A4 page', async () => {
    const referral = await createReferral(t, { to: 'VALLEYFAX', status: 'sent_fax' });
    const long = 'Please confirm receipt of the attached records. '.repeat(100).trim();
    const res = await write(agents.north, referral.uuid, long);
    expect(res.message).toBe(REFERRAL_MSG.noteCreatedFaxSent);
    await t.drainJobs();
    const [fax] = await t.db.select().from(faxes).where(eq(faxes.uuid, res.note!.uuid));
    expect(fax).toMatchObject({ pageCount: 1, status: 'queued', recipient: expect.any(String) });
    expect(fax!.providerFaxId).toBeTruthy();
    // Not linked to the referral: it must not move the referral's own fax status.
    expect(fax!.referralId).toBeNull();

    const internal = await write(agents.north, referral.uuid, 'Our own note', 'internal');
    expect(internal.message).toBe(REFERRAL_MSG.noteCreated);
    await t.drainJobs();
    expect(await t.db.select().from(faxes).where(eq(faxes.uuid, internal.note!.uuid))).toEqual([]);
  });
});
