import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotificationVisible } from '@app/shared';
import { notifications, users } from '../src/db/schema/index.js';
import {
  aboutReferral,
  createNotification,
} from '../src/modules/notifications/create-notification.js';
import { createReferral } from './factories/referrals.js';
import { DB_KINDS, startTestApp, type TestApp } from './harness.js';
import { PERSONAS, clinicId, signedInAgent } from './personas.js';

const LIST =
  '{ notifications { uuid data read_at level url severity } notifications_unread_count }';
type ListResult = {
  notifications: { uuid: string; data: string; read_at: string | null; level: number }[];
  notifications_unread_count: number;
};

describe.each(DB_KINDS)('notifications on %s', (kind) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const [u] = await t.db.select().from(users).where(eq(users.email, PERSONAS.coordinator));
    userId = u!.id;
  });
  afterAll(async () => t?.close());

  it('shows exactly what the shared visibility rule allows, unread first then newest', async () => {
    const northside = await clinicId(t, 'NORTHSIDE');
    const lakeside = await clinicId(t, 'LAKESIDE');
    await t.db.delete(notifications).where(eq(notifications.notifiableId, userId));
    const cases = [
      { title: 'level 1, no clinic', level: 1, clinic: null, read: false },
      { title: 'level 2 hidden', level: 2, clinic: null, read: false },
      { title: 'level 3 current clinic', level: 3, clinic: northside, read: false },
      { title: 'unread other clinic', level: 1, clinic: lakeside, read: false },
      { title: 'read other clinic', level: 1, clinic: lakeside, read: true },
    ];
    let minutesAgo = cases.length;
    for (const c of cases) {
      const row = await createNotification(t.db, t.deps.events, {
        userId,
        type: 'test',
        title: c.title,
        content: 'x',
        clinicReceiverId: c.clinic,
        level: c.level,
      });
      await t.db
        .update(notifications)
        .set({
          notifiedAt: new Date(Date.now() - minutesAgo-- * 60_000),
          readAt: c.read ? new Date() : null,
        })
        .where(eq(notifications.id, row.id));
    }
    const agent = await signedInAgent(t, PERSONAS.coordinator);
    const res = await agent.graphql<ListResult>(LIST);
    const titles = res.data!.notifications.map((n) => JSON.parse(n.data).title);
    const all = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.notifiableId, userId));
    const expected = all
      .filter((n) => isNotificationVisible({ ...n, read_at: n.readAt }, northside))
      .sort(
        (a, b) =>
          Number(!!a.readAt) - Number(!!b.readAt) ||
          b.notifiedAt.getTime() - a.notifiedAt.getTime(),
      )
      .map((n) => JSON.parse(n.data).title);
    expect(titles).toEqual(expected);
    expect(titles).toEqual(['level 3 current clinic', 'level 1, no clinic', 'read other clinic']);
    expect(res.data!.notifications_unread_count).toBe(2);
  });

  it('marks one read (REST and GraphQL) and all read', async () => {
    const agent = await signedInAgent(t, PERSONAS.coordinator);
    const before = (await agent.graphql<ListResult>(LIST)).data!;
    const first = before.notifications.find((n) => !n.read_at)!;
    const put = await agent.request('PUT', `/api/notifications/${first.uuid}`);
    expect(put.status).toBe(200);
    expect(put.body.read_at).toBeTruthy();
    const after = (await agent.graphql<ListResult>(LIST)).data!;
    expect(after.notifications_unread_count).toBe(before.notifications_unread_count - 1);

    const me = await agent.graphql<{ me: { uuid: string } }>('{ me { uuid } }');
    const all = await agent.graphql<{ user_notification_mark_all_as_read: number }>(
      'mutation($u: String!) { user_notification_mark_all_as_read(user_uuid: $u) }',
      { u: me.data!.me.uuid },
    );
    expect(all.data!.user_notification_mark_all_as_read).toBe(after.notifications_unread_count);
    expect((await agent.graphql<ListResult>(LIST)).data!.notifications_unread_count).toBe(0);
  });

  it("cannot read or mark another user's notifications", async () => {
    const [other] = await t.db.select().from(users).where(eq(users.email, PERSONAS.lakesidePsr));
    const theirs = await createNotification(t.db, t.deps.events, {
      userId: other!.id,
      type: 'test',
      title: 'private',
      content: 'x',
    });
    const agent = await signedInAgent(t, PERSONAS.coordinator);
    const put = await agent.request('PUT', `/api/notifications/${theirs.uuid}`);
    expect(put.status).toBe(404);
    const gql = await agent.graphql(
      'mutation($u: String!) { user_notification_mark_as_read(uuid: $u) { uuid } }',
      {
        u: theirs.uuid,
      },
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = (await agent.graphql<ListResult>(LIST)).data!;
    expect(list.notifications.some((n) => n.uuid === theirs.uuid)).toBe(false);
    const mark = await agent.graphql(
      'mutation($u: String!) { user_notification_mark_all_as_read(user_uuid: $u) }',
      {
        u: (await t.db.select().from(users).where(eq(users.id, other!.id)))[0]!.uuid,
      },
    );
    expect(mark.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [still] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(still!.readAt).toBeNull();
  });

  it('names the patient only while the reader may see the referral, from the clinic they work as', async () => {
    const northside = await clinicId(t, 'NORTHSIDE');
    const lakeside = await clinicId(t, 'LAKESIDE');
    const patient = (firstname: string) => ({ firstname, lastname: 'Testcase' });
    // Coordinator works at Northside and Lakeside: the first is seen from both, the second only
    // as Lakeside (it is Lakeside's own), the third never.
    const both = await createReferral(t, { status: 'sent', patient: patient('Bea') });
    const lakesideOwn = await createReferral(t, {
      from: 'LAKESIDE',
      to: 'RIVERSIDE',
      status: 'sent',
      patient: patient('Lena'),
    });
    const unrelated = await createReferral(t, {
      from: 'RIVERSIDE',
      to: 'VALLEYFAX',
      status: 'sent',
      patient: patient('Otto'),
    });
    await t.db.delete(notifications).where(eq(notifications.notifiableId, userId));
    for (const r of [both, lakesideOwn, unrelated]) {
      // Addressed to no clinic, so each is listed whichever clinic is current.
      await createNotification(t.db, t.deps.events, {
        userId,
        type: 'referral_accepted',
        title: 'Referral Accepted',
        content: 'Somebody accepted your referral.',
        ...aboutReferral(r),
      });
    }
    const agent = await signedInAgent(t, PERSONAS.coordinator);
    const me = (await agent.graphql<{ me: { uuid: string } }>('{ me { uuid } }')).data!.me;
    const named = async () => {
      const res = await agent.graphql<{
        notifications: { url: string; referral: { uuid: string; patient_name: string } | null }[];
      }>('{ notifications { url referral { uuid patient_name } } }');
      return Object.fromEntries(
        res.data!.notifications.map((n) => [n.url, n.referral?.patient_name ?? null]),
      );
    };
    const switchTo = (clinic: number) =>
      agent.graphql(
        'mutation($u: String!, $c: ID!) { switch_clinic(userUuid: $u, clinicId: $c) { uuid } }',
        { u: me.uuid, c: String(clinic) },
      );
    const url = (r: { uuid: string }) => `/referrals/${r.uuid}/review`;

    await switchTo(northside);
    expect(await named()).toEqual({
      [url(both)]: 'Bea Testcase',
      [url(lakesideOwn)]: null,
      [url(unrelated)]: null,
    });
    await switchTo(lakeside);
    expect(await named()).toEqual({
      [url(both)]: 'Bea Testcase',
      [url(lakesideOwn)]: 'Lena Testcase',
      [url(unrelated)]: null,
    });

    // Marking one read answers it with its referral (the browser's cache keeps the name).
    const [first] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.url, url(lakesideOwn)));
    const marked = await agent.graphql<{
      user_notification_mark_as_read: { referral: { patient_name: string } | null };
    }>(
      'mutation($u: String!) { user_notification_mark_as_read(uuid: $u) { referral { patient_name } } }',
      {
        u: first!.uuid,
      },
    );
    expect(marked.data!.user_notification_mark_as_read.referral).toEqual({
      patient_name: 'Lena Testcase',
    });
    await switchTo(northside);
  });
});
