import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS } from '@app/shared';
import { clinicUsers, mailOutbox } from '../src/db/schema/index.js';
import { createReferral } from './factories/referrals.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { referralSuite } from './suite.js';

/** A notification setting's bit in clinic_users.notification. */
const bit = (key: (typeof NOTIFICATION_SETTINGS)[number]['key']) =>
  1 << NOTIFICATION_SETTINGS.findIndex((s) => s.key === key);
const ALL = (1 << NOTIFICATION_SETTINGS.length) - 1;

const IN_APP = '{ notifications { type url data referral { uuid patient_name birthdate } } }';
type InAppList = {
  notifications: {
    type: string;
    url: string | null;
    data: string;
    referral: { uuid: string; patient_name: string; birthdate: string | null } | null;
  }[];
};

describe.each(DB_KINDS)('notification e-mails on %s', (kind) => {
  const { t, agents, ids, userIds } = referralSuite(
    kind,
    { north: PERSONAS.northsidePsr, med: PERSONAS.lakesideMedAdmin },
    { stepMs: 60_000 },
  );

  const setMask = (email: string, clinicId: number, mask: number) =>
    t.db
      .update(clinicUsers)
      .set({ notification: mask })
      .where(and(eq(clinicUsers.userId, userIds.get(email)!), eq(clinicUsers.clinicId, clinicId)));
  /** The mails with a subject, by recipient, once the queued jobs have run. */
  const mailsTitled = async (subject: string) => {
    await t.drainJobs();
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, subject))
      .orderBy(asc(mailOutbox.id));
    return rows;
  };
  const promote = (uuid: string, status: string) =>
    agents.med.request('PUT', `/api/referrals/${uuid}/promote/${status}`);

  it('mails an acceptance to the referring users who have status changes on, and not to the others', async () => {
    // Both are told in-app (SEND_REFERRAL at Northside); only the PSR has the setting on.
    await setMask(PERSONAS.northsidePsr, ids.northside, bit('REFERRAL_STATUS_CHANGED'));
    await setMask(PERSONAS.coordinator, ids.northside, ALL & ~bit('REFERRAL_STATUS_CHANGED'));
    const { uuid } = await createReferral(t, {
      status: 'under_review',
      patient: { firstname: 'Zelda', lastname: 'Quixote' },
    });
    expect((await promote(uuid, 'accepted')).status).toBe(200);

    const mails = await mailsTitled('Referral Accepted');
    expect(mails.map((m) => m.to)).toEqual([PERSONAS.northsidePsr]);
    const [mail] = mails;
    expect(mail!.text).toContain('Lakeside Cardiology accepted your referral.');
    expect(mail!.text).toContain(`http://localhost:3000/referrals/${uuid}/review`);
    expect(mail!.html).toContain(`http://localhost:3000/referrals/${uuid}/review`);
    for (const phi of ['Zelda', 'Quixote']) expect(`${mail!.text}${mail!.html}`).not.toContain(phi);

    // In the app, the same notification names the patient and links to the referral.
    const inApp = await agents.north.graphql<InAppList>(IN_APP);
    const notice = inApp.data!.notifications.find((n) => n.url === `/referrals/${uuid}/review`);
    expect(notice).toMatchObject({
      type: 'referral_accepted',
      data: expect.stringContaining('Lakeside Cardiology accepted your referral.'),
      referral: { uuid, patient_name: 'Zelda Quixote', birthdate: '1990-02-01' },
    });
    // Title and text, which the e-mail is made of, stay free of the patient.
    expect(notice!.data).not.toMatch(/Zelda|Quixote/);
  });

  it('mails a decline without the typed reason, and a new message by the note setting', async () => {
    await setMask(PERSONAS.northsidePsr, ids.northside, ALL);
    const { uuid } = await createReferral(t, { status: 'under_review' });
    const reason = 'Zelda Quixote has no valid insurance';
    const declined = await agents.med.request('PUT', `/api/referrals/${uuid}/decline`, { reason });
    expect(declined.status).toBe(200);
    const [mail] = (await mailsTitled('Referral Declined')).filter((m) => m.text.includes(uuid));
    expect(mail!.text).toContain('Lakeside Cardiology declined your referral.');
    expect(`${mail!.text}${mail!.html}`).not.toContain('Zelda');

    // The receiving PSR follows notes; the med admin does not.
    await setMask(PERSONAS.lakesidePsr, ids.lakeside, bit('REFERRAL_NOTE_ADDED'));
    await setMask(PERSONAS.lakesideMedAdmin, ids.lakeside, ALL & ~bit('REFERRAL_NOTE_ADDED'));
    const other = await createReferral(t, { status: 'under_review' });
    const note = await agents.north.post(`/api/referrals/${other.uuid}/notes`, {
      note: 'Zelda prefers mornings',
      group: 'external',
    });
    expect(note.status).toBe(200);
    const messages = await mailsTitled('New Message');
    expect(messages.map((m) => m.to)).toEqual([PERSONAS.lakesidePsr]);
    expect(messages[0]!.text).toContain('Northside Family Medicine: new message on a referral.');
    expect(messages[0]!.text).not.toContain('Zelda');
  });
});
