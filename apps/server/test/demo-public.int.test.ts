import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBMITTED_VIA_PUBLIC_FORM } from '@app/shared';
import { referralAccessCodes, referrals } from '../src/db/schema/index.js';
import { formatAccessCode } from '../src/modules/public-referrals/access-code.js';
import { DEMO_CLINICS } from '../src/seed/demo-data.js';
import { DEMO_PUBLIC_REFERRALS } from '../src/seed/demo-public-referrals.js';
import { Agent } from './agent.js';
import { DB_KINDS } from './harness.js';
import { PERSONAS } from './personas.js';
import { appSuite } from './suite.js';
import { collect, wsClient } from './ws-client.js';

const PUBLIC = '/graphql/public';
const VERIFY = `mutation($u: String!, $e: String!, $c: String!) {
  verify_referral_access_code(referral_uuid: $u, email: $e, access_code: $c) {
    uuid status status_label source: referrer { clinic_name contact_email }
    patient { firstname lastname } receiver { name } documents { referral_document_name } } }`;

interface View {
  uuid: string;
  status: string;
  status_label: string;
  source: { clinic_name: string; contact_email: string };
  patient: { firstname: string; lastname: string };
  receiver: { name: string };
  documents: { referral_document_name: string | null }[];
}
interface PublicNote {
  note: string;
  from_clinic: boolean;
  author: string;
}

/** The labels the referrer sees (DESIGN section 4 table, referrer side). */
const REFERRER_LABEL = { sent: 'Sent', under_review: 'Under Review', accepted: 'Accepted' };

const clinicName = (code: string) => DEMO_CLINICS.find((c) => c.code === code)!.name;

describe.each(DB_KINDS)('public demo referrals on %s', (kind) => {
  const { t, agents } = appSuite(kind, { lake: PERSONAS.lakesidePsr });
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  /** The seeded referral the demo e-mail's access code belongs to. */
  async function uuidOf(email: string): Promise<string> {
    const [row] = await t.db
      .select({ uuid: referrals.uuid })
      .from(referralAccessCodes)
      .innerJoin(referrals, eq(referrals.id, referralAccessCodes.referralId))
      .where(eq(referralAccessCodes.email, email));
    return row!.uuid;
  }

  it.each(DEMO_PUBLIC_REFERRALS.map((d) => [d.clinic, d] as const))(
    'opens the %s demo referral with its documented e-mail and access code, messages both ways',
    async (_code, d) => {
      const uuid = await uuidOf(d.referrer.contact_email);
      // The README links to it by this uuid.
      expect(uuid).toBe(d.uuid);
      const visitor = new Agent(t.app);
      // Typed as the e-mail shows it (grouped with dashes), as a newcomer would.
      const creds = { u: uuid, e: d.referrer.contact_email, c: formatAccessCode(d.accessCode) };
      const res = await visitor.graphql<{ verify_referral_access_code: View }>(
        VERIFY,
        creds,
        PUBLIC,
      );
      expect(res.errors).toBeUndefined();
      const view = res.data!.verify_referral_access_code;
      expect(view).toMatchObject({
        uuid,
        status: d.status,
        status_label: REFERRER_LABEL[d.status],
        source: { clinic_name: d.referrer.clinic_name, contact_email: d.referrer.contact_email },
        patient: { firstname: d.patient[0], lastname: d.patient[1] },
        receiver: { name: clinicName(d.clinic) },
      });
      expect(view.documents.map((doc) => doc.referral_document_name)).toContain('Clinical Notes');

      const client = wsClient(base, visitor, PUBLIC);
      const sub = collect<{ public_referral_notes: PublicNote[] }>(
        client,
        `subscription { public_referral_notes(referral_uuid: "${uuid}",
          email: "${creds.e}", access_code: "${d.accessCode}") { note from_clinic author } }`,
      );
      await sub.next(1);
      expect(sub.errors).toEqual([]);
      // Newest first: the clinic's answer to the referrer's message.
      expect(sub.values[0]!.public_referral_notes).toEqual([
        { note: d.messages.staff, from_clinic: true, author: clinicName(d.clinic) },
        { note: d.messages.referrer, from_clinic: false, author: d.referrer.contact },
      ]);
      sub.dispose();
      await client.dispose();
    },
  );

  it("shows Lakeside's public referral on its active received list as from the public form", async () => {
    const d = DEMO_PUBLIC_REFERRALS.find((p) => p.clinic === 'LAKESIDE')!;
    const res = await agents.lake.graphql<{
      referral_active_received: {
        rows: { patient_name: string; referral_source: string; referral_source_note: string }[];
      };
    }>(
      `{ referral_active_received(first: 50) { rows { patient_name referral_source referral_source_note } } }`,
    );
    expect(res.errors).toBeUndefined();
    const row = res.data!.referral_active_received.rows.find(
      (r) => r.patient_name === `${d.patient[0]} ${d.patient[1]}`,
    );
    expect(row?.referral_source).toMatch(/^★/);
    expect(row?.referral_source).toContain(d.referrer.clinic_name);
    expect(row?.referral_source_note).toBe(SUBMITTED_VIA_PUBLIC_FORM);
  });
});
